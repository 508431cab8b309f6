package io.tablesmith.local;

import io.tablesmith.local.scenarios.QueryScanScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalQueryScanTest extends QueryScanScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
