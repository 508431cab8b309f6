package io.tablesmith.local;

import io.tablesmith.local.scenarios.PointInTimeRecoveryScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalPointInTimeRecoveryTest extends PointInTimeRecoveryScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
