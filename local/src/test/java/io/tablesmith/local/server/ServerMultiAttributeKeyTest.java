package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.MultiAttributeKeyScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerMultiAttributeKeyTest extends MultiAttributeKeyScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
