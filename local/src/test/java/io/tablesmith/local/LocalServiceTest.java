package io.tablesmith.local;

import io.tablesmith.local.scenarios.ServiceScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalServiceTest extends ServiceScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
