package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.ExactMessageScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerExactMessageTest extends ExactMessageScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
