package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.PartiqlScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerPartiqlTest extends PartiqlScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
