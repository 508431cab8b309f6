package io.tablesmith.local;

import io.tablesmith.local.scenarios.PagingScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalPagingTest extends PagingScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
