package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.scenarios.Fixtures;
import org.junit.jupiter.api.Test;

/**
 * The AWS CLI's backup, point-in-time recovery, resource-policy and service commands against the server (it
 * needs an {@code aws} command on the PATH, like {@link AwsCliTest}).
 */
class AwsCliManagementTest {

    @Test
    void backupsRecoveryPoliciesAndLimitsWorkFromTheAwsCli() throws Exception {
        assumeTrue(AwsCli.installed(), "no aws command on the PATH");
        try (LocalDynamoDbServer server = LocalDynamoDb.create().createTables(Fixtures.hashOnly("cli")).serve(0)) {
            String endpoint = server.endpoint().toString();
            ok(endpoint, "dynamodb", "put-item", "--table-name", "cli", "--item", "{\"id\":{\"S\":\"one\"}}");

            assertThat(ok(endpoint, "dynamodb", "create-backup", "--table-name", "cli", "--backup-name", "nightly"))
                    .contains("\"BackupStatus\": \"AVAILABLE\"", "\"BackupName\": \"nightly\"");
            assertThat(ok(endpoint, "dynamodb", "update-continuous-backups", "--table-name", "cli",
                    "--point-in-time-recovery-specification", "PointInTimeRecoveryEnabled=true"))
                    .contains("\"PointInTimeRecoveryStatus\": \"ENABLED\"");
            assertThat(ok(endpoint, "dynamodb", "restore-table-to-point-in-time", "--source-table-name", "cli",
                    "--target-table-name", "cli-copy", "--use-latest-restorable-time"))
                    .contains("\"RestoreInProgress\": true");
            assertThat(server.database().scan(b -> b.tableName("cli-copy")).items()).hasSize(1);
            String arn = server.database().describeTable(b -> b.tableName("cli")).table().tableArn();
            assertThat(ok(endpoint, "dynamodb", "put-resource-policy", "--resource-arn", arn, "--policy",
                    "{\"Version\":\"2012-10-17\",\"Statement\":[]}")).contains("\"RevisionId\"");
            assertThat(server.database().getResourcePolicy(b -> b.resourceArn(arn)).policy()).contains("2012-10-17");
            assertThat(ok(endpoint, "dynamodb", "describe-limits")).contains("\"TableMaxReadCapacityUnits\": 40000");
            assertThat(ok(endpoint, "dynamodb", "describe-endpoints"))
                    .contains("\"Address\": \"127.0.0.1:" + server.port() + "\"");
        }
    }

    private static String ok(String endpoint, String... args) throws InterruptedException {
        AwsCli.Result result = AwsCli.against(endpoint, args);
        assertThat(result.exitCode()).as(result.output()).isZero();
        return result.output();
    }
}
