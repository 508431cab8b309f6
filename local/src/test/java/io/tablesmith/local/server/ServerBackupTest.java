package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.BackupScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnServer.class)
class ServerBackupTest extends BackupScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
