package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.MultiAttributeKeyScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteMultiAttributeKeyTest extends MultiAttributeKeyScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
