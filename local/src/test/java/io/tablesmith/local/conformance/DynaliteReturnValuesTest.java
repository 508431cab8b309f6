package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.ReturnValuesScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteReturnValuesTest extends ReturnValuesScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
