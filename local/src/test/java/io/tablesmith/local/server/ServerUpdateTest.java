package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.UpdateScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerUpdateTest extends UpdateScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
