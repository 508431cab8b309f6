package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.ServiceScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerServiceTest extends ServiceScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
