package io.tablesmith.local;

import io.tablesmith.local.scenarios.ExactMessageScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalExactMessageTest extends ExactMessageScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
