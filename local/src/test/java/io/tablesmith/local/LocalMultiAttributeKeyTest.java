package io.tablesmith.local;

import io.tablesmith.local.scenarios.MultiAttributeKeyScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalMultiAttributeKeyTest extends MultiAttributeKeyScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
