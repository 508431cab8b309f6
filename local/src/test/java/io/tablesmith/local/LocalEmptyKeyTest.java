package io.tablesmith.local;

import io.tablesmith.local.scenarios.EmptyKeyScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalEmptyKeyTest extends EmptyKeyScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
