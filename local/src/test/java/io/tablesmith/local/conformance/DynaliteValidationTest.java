package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.ValidationScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteValidationTest extends ValidationScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
