package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.PointInTimeRecoveryScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynalitePointInTimeRecoveryTest extends PointInTimeRecoveryScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
