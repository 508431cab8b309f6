package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.PagingScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerPagingTest extends PagingScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
