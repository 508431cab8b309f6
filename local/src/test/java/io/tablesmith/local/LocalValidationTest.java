package io.tablesmith.local;

import io.tablesmith.local.scenarios.ValidationScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalValidationTest extends ValidationScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
