package io.tablesmith.local;

import io.tablesmith.local.scenarios.ItemScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalItemTest extends ItemScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
