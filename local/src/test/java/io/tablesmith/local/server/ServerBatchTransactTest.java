package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.BatchTransactScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerBatchTransactTest extends BatchTransactScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
