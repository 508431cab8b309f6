package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.TableScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteTableTest extends TableScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
