package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.PointInTimeRecoveryScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerPointInTimeRecoveryTest extends PointInTimeRecoveryScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
