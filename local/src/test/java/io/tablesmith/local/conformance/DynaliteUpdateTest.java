package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.UpdateScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteUpdateTest extends UpdateScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
