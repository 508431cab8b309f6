package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.VectorSearchScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class VectorSearchOverHttpTest extends VectorSearchScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
