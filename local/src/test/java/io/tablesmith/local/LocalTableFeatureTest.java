package io.tablesmith.local;

import io.tablesmith.local.scenarios.TableFeatureScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalTableFeatureTest extends TableFeatureScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
