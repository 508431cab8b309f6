package io.tablesmith.local;

import io.tablesmith.local.scenarios.TableUpdateScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalTableUpdateTest extends TableUpdateScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
