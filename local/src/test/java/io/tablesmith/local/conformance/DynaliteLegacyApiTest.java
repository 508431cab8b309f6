package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.LegacyApiScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteLegacyApiTest extends LegacyApiScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
