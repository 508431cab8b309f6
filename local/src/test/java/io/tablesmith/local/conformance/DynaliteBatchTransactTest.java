package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.BatchTransactScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteBatchTransactTest extends BatchTransactScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
