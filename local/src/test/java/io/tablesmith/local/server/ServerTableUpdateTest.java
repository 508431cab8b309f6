package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.TableUpdateScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerTableUpdateTest extends TableUpdateScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
