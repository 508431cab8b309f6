package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.TableUpdateScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteTableUpdateTest extends TableUpdateScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
