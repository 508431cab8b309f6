package io.tablesmith.local;

import io.tablesmith.local.scenarios.UpdateScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalUpdateTest extends UpdateScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
