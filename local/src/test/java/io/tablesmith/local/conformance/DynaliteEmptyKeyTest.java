package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.EmptyKeyScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteEmptyKeyTest extends EmptyKeyScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
