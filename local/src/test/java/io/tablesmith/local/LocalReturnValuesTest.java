package io.tablesmith.local;

import io.tablesmith.local.scenarios.ReturnValuesScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalReturnValuesTest extends ReturnValuesScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
