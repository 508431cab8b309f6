package io.tablesmith.local;

import io.tablesmith.local.scenarios.TableArnScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalTableArnTest extends TableArnScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
