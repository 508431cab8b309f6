package io.tablesmith.local.server;

import io.tablesmith.local.LocalDynamoDb;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** value-rules/ through LocalDynamoDb's in-process client: the engine's answers, with no wire in between. */
class InProcessValueRulesTest extends ValueRulesOnAClient {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
