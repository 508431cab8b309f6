package io.tablesmith.local;

import io.tablesmith.local.scenarios.ConditionScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalConditionTest extends ConditionScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
