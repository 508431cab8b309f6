package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.ServiceScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteServiceTest extends ServiceScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
