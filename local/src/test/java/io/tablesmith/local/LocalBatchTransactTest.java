package io.tablesmith.local;

import io.tablesmith.local.scenarios.BatchTransactScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalBatchTransactTest extends BatchTransactScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
