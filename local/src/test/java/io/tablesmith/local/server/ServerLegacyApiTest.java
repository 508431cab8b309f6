package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.LegacyApiScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerLegacyApiTest extends LegacyApiScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
