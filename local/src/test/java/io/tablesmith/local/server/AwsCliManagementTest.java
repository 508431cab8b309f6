package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.scenarios.Fixtures;
import org.junit.jupiter.api.Test;

/**
 * Every backup, point-in-time recovery, import, export, resource-policy and service command of the AWS CLI
 * against the server, its answer parsed by the CLI (it needs an {@code aws} command on the PATH, like
 * {@link AwsCliTest}).
 */
class AwsCliManagementTest {
    private String endpoint;

    @Test
    void everyBackupRecoveryImportExportPolicyAndServiceCommandWorks() throws Exception {
        assumeTrue(AwsCli.installed(), "no aws command on the PATH");
        try (LocalDynamoDbServer server = LocalDynamoDb.create().createTables(Fixtures.hashOnly("cli")).serve(0)) {
            endpoint = server.endpoint().toString();
            LocalDynamoDb database = server.database();
            database.putItem(b -> b.tableName("cli").item(java.util.Map.of("id",
                    software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("one"))));
            String tableArn = database.describeTable(b -> b.tableName("cli")).table().tableArn();

            String backup = value("create-backup", "--table-name", "cli", "--backup-name", "nightly",
                    "--query", "BackupDetails.BackupArn");
            assertThat(value("describe-backup", "--backup-arn", backup, "--query",
                    "BackupDescription.SourceTableDetails.ItemCount")).isEqualTo("1");
            assertThat(value("list-backups", "--table-name", "cli", "--query", "BackupSummaries[0].BackupName"))
                    .isEqualTo("nightly");
            assertThat(value("restore-table-from-backup", "--target-table-name", "cli-restored", "--backup-arn", backup,
                    "--query", "TableDescription.RestoreSummary.SourceBackupArn")).isEqualTo(backup);
            assertThat(value("delete-backup", "--backup-arn", backup, "--query",
                    "BackupDescription.BackupDetails.BackupStatus")).isEqualTo("DELETED");

            assertThat(value("update-continuous-backups", "--table-name", "cli",
                    "--point-in-time-recovery-specification", "PointInTimeRecoveryEnabled=true", "--query",
                    "ContinuousBackupsDescription.PointInTimeRecoveryDescription.PointInTimeRecoveryStatus"))
                    .isEqualTo("ENABLED");
            assertThat(value("describe-continuous-backups", "--table-name", "cli", "--query",
                    "ContinuousBackupsDescription.ContinuousBackupsStatus")).isEqualTo("ENABLED");
            assertThat(value("restore-table-to-point-in-time", "--source-table-name", "cli", "--target-table-name",
                    "cli-copy", "--use-latest-restorable-time", "--query", "TableDescription.TableName"))
                    .isEqualTo("cli-copy");

            String export = value("export-table-to-point-in-time", "--table-arn", tableArn, "--s3-bucket", "exports",
                    "--query", "ExportDescription.ExportArn");
            assertThat(value("describe-export", "--export-arn", export, "--query", "ExportDescription.ExportStatus"))
                    .isEqualTo("FAILED");
            assertThat(value("list-exports", "--table-arn", tableArn, "--query", "ExportSummaries[0].ExportArn"))
                    .isEqualTo(export);
            String imported = value("import-table", "--s3-bucket-source", "S3Bucket=imports", "--input-format",
                    "DYNAMODB_JSON", "--table-creation-parameters", "{\"TableName\":\"cli-imported\","
                            + "\"AttributeDefinitions\":[{\"AttributeName\":\"id\",\"AttributeType\":\"S\"}],"
                            + "\"KeySchema\":[{\"AttributeName\":\"id\",\"KeyType\":\"HASH\"}],"
                            + "\"BillingMode\":\"PAY_PER_REQUEST\"}", "--query", "ImportTableDescription.ImportArn");
            assertThat(value("describe-import", "--import-arn", imported, "--query",
                    "ImportTableDescription.ImportStatus")).isEqualTo("FAILED");
            assertThat(value("list-imports", "--query", "ImportSummaryList[0].ImportArn")).isEqualTo(imported);

            String revision = value("put-resource-policy", "--resource-arn", tableArn, "--policy",
                    "{\"Version\":\"2012-10-17\",\"Statement\":[]}", "--query", "RevisionId");
            assertThat(value("get-resource-policy", "--resource-arn", tableArn, "--query", "RevisionId"))
                    .isEqualTo(revision);
            assertThat(value("delete-resource-policy", "--resource-arn", tableArn, "--query", "RevisionId"))
                    .isEqualTo(revision);

            assertThat(value("describe-limits", "--query", "TableMaxReadCapacityUnits")).isEqualTo("40000");
            assertThat(value("describe-endpoints", "--query", "Endpoints[0].Address"))
                    .isEqualTo("127.0.0.1:" + server.port());
        }
    }

    /** {@code aws dynamodb <command> <args> --output text}: the value its {@code --query} selects. */
    private String value(String command, String... args) throws InterruptedException {
        String[] all = new String[args.length + 4];
        all[0] = "dynamodb";
        all[1] = command;
        System.arraycopy(args, 0, all, 2, args.length);
        all[args.length + 2] = "--output";
        all[args.length + 3] = "text";
        AwsCli.Result result = AwsCli.against(endpoint, all);
        assertThat(result.exitCode()).as(result.output()).isZero();
        return result.output().strip();
    }
}
