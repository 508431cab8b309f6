package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.ItemScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerItemTest extends ItemScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
