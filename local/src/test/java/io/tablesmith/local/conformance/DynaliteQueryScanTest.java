package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.QueryScanScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteQueryScanTest extends QueryScanScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
