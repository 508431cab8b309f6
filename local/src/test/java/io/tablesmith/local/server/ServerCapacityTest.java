package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.CapacityScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerCapacityTest extends CapacityScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
