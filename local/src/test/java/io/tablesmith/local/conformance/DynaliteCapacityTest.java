package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.CapacityScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteCapacityTest extends CapacityScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
