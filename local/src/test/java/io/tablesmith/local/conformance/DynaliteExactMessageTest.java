package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.ExactMessageScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteExactMessageTest extends ExactMessageScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
