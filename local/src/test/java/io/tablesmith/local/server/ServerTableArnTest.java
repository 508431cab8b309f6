package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.TableArnScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerTableArnTest extends TableArnScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
