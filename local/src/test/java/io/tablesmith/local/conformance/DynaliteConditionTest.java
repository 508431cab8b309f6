package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.ConditionScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteConditionTest extends ConditionScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
