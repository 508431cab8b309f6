package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.TableArnScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteTableArnTest extends TableArnScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
