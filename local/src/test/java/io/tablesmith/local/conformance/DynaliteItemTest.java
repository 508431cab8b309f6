package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.ItemScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteItemTest extends ItemScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
