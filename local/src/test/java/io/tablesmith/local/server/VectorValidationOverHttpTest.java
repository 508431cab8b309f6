package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.VectorValidationScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class VectorValidationOverHttpTest extends VectorValidationScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
