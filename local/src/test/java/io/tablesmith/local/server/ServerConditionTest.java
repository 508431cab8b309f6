package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.ConditionScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerConditionTest extends ConditionScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
