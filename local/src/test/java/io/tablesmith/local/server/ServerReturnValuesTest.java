package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.ReturnValuesScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerReturnValuesTest extends ReturnValuesScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
