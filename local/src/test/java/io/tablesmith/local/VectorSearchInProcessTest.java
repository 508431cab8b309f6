package io.tablesmith.local;

import io.tablesmith.local.scenarios.VectorSearchScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class VectorSearchInProcessTest extends VectorSearchScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
