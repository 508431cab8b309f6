package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.TableFeatureScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerTableFeatureTest extends TableFeatureScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
