package io.tablesmith.local;

import io.tablesmith.local.scenarios.BackupScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalBackupTest extends BackupScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
