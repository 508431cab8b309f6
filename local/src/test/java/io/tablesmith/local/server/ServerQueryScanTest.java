package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.QueryScanScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerQueryScanTest extends QueryScanScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
