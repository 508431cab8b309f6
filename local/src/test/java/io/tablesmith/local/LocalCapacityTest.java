package io.tablesmith.local;

import io.tablesmith.local.scenarios.CapacityScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalCapacityTest extends CapacityScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
