package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.PagingScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynalitePagingTest extends PagingScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
