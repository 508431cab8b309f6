package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.ValidationScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerValidationTest extends ValidationScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
