package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.BackupScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteBackupTest extends BackupScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
