package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.TableScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerTableTest extends TableScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
