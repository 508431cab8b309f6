package io.tablesmith.local;

import io.tablesmith.local.scenarios.LegacyApiScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalLegacyApiTest extends LegacyApiScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
