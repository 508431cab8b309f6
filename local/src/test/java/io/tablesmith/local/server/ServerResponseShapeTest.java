package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.ResponseShapeScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerResponseShapeTest extends ResponseShapeScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
