package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.EmptyKeyScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerEmptyKeyTest extends EmptyKeyScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
