package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsStatus;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExportDescription;
import software.amazon.awssdk.services.dynamodb.model.ExportStatus;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Point-in-time recovery (UpdateContinuousBackups, DescribeContinuousBackups, RestoreTableToPointInTime) and
 * ExportTableToPointInTime, through any client. What a restore to an earlier instant holds is checked on a
 * clock the test moves ({@code LocalPointInTimeTest}); here the window, the refusals and the copy.
 */
@Tag(EngineTags.BACKUPS)
public abstract class PointInTimeRecoveryScenarios extends ScenarioBase {
    private final String restored = "restored-" + UUID.randomUUID().toString().substring(0, 8);

    @AfterEach
    void deleteRestoredTable() {
        try {
            client.deleteTable(b -> b.tableName(restored));
        } catch (DynamoDbException ignored) {
            // the test restored nothing
        }
    }

    private ContinuousBackupsDescription enable(String tableName, Integer days) {
        return client.updateContinuousBackups(b -> b.tableName(tableName).pointInTimeRecoverySpecification(
                p -> p.pointInTimeRecoveryEnabled(true).recoveryPeriodInDays(days))).continuousBackupsDescription();
    }

    private String arn(String tableName) {
        return client.describeTable(b -> b.tableName(tableName)).table().tableArn();
    }

    @Test
    void recoveryIsOffUntilEnabledAndItsWindowIsDescribed() {
        ContinuousBackupsDescription before = client.describeContinuousBackups(b -> b.tableName(simple))
                .continuousBackupsDescription();
        PointInTimeRecoveryDescription enabled = enable(simple, 7).pointInTimeRecoveryDescription();
        PointInTimeRecoveryDescription described = client.describeContinuousBackups(b -> b.tableName(simple))
                .continuousBackupsDescription().pointInTimeRecoveryDescription();
        PointInTimeRecoveryDescription disabled = client.updateContinuousBackups(b -> b.tableName(simple)
                        .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(false)))
                .continuousBackupsDescription().pointInTimeRecoveryDescription();

        assertThat(before.continuousBackupsStatus()).isEqualTo(ContinuousBackupsStatus.ENABLED);
        assertThat(before.pointInTimeRecoveryDescription().pointInTimeRecoveryStatus())
                .isEqualTo(PointInTimeRecoveryStatus.DISABLED);
        assertThat(enabled.pointInTimeRecoveryStatus()).isEqualTo(PointInTimeRecoveryStatus.ENABLED);
        assertThat(enabled.recoveryPeriodInDays()).isEqualTo(7);
        assertThat(described.earliestRestorableDateTime()).isEqualTo(enabled.earliestRestorableDateTime());
        assertThat(described.latestRestorableDateTime()).isAfterOrEqualTo(described.earliestRestorableDateTime());
        assertThat(disabled.pointInTimeRecoveryStatus()).isEqualTo(PointInTimeRecoveryStatus.DISABLED);
        assertThat(disabled.earliestRestorableDateTime()).isNull();
    }

    @Test
    void aTableRestoredToTheLatestRestorableTimeHoldsEveryItemAndChangesOnItsOwn() {
        enable(table, null);
        put(item("pk", s("a"), "sk", s("1"), "gsi1pk", s("g"), "gsi1sk", s("a")));
        put(item("pk", s("b"), "sk", s("1")));

        TableDescription answer = client.restoreTableToPointInTime(b -> b.sourceTableName(table)
                .targetTableName(restored).useLatestRestorableTime(true)).tableDescription();
        client.deleteItem(b -> b.tableName(restored).key(key("a", "1")));

        assertThat(answer.restoreSummary().sourceTableArn()).isEqualTo(arn(table));
        assertThat(answer.restoreSummary().restoreInProgress()).isTrue();
        assertThat(answer.globalSecondaryIndexes()).extracting(i -> i.indexName()).containsExactly("gsi1", "gsi2");
        assertThat(client.scan(b -> b.tableName(restored)).items()).extracting(i -> i.get("pk").s())
                .containsExactly("b");
        assertThat(get("a", "1")).as("the source keeps what the restored table deleted").isNotNull();
        assertThat(client.describeTable(b -> b.tableName(restored)).table().restoreSummary().restoreInProgress())
                .isFalse();
    }

    @Test
    void restoresOutsideTheWindowOrWithoutRecoveryAreRefused() {
        Expect.error(() -> client.restoreTableToPointInTime(b -> b.sourceTableName(simple).targetTableName(restored)
                        .useLatestRestorableTime(true)), "PointInTimeRecoveryUnavailableException",
                "Point in time recovery is not enabled for table '" + simple + "'");
        PointInTimeRecoveryDescription window = enable(simple, null).pointInTimeRecoveryDescription();

        Expect.error(() -> client.restoreTableToPointInTime(b -> b.sourceTableName(simple).targetTableName(restored)
                        .restoreDateTime(window.earliestRestorableDateTime().minus(Duration.ofDays(1)))),
                "InvalidRestoreTimeException", null);
        Expect.error(() -> client.restoreTableToPointInTime(b -> b.sourceTableName(simple).targetTableName(restored)
                        .restoreDateTime(window.latestRestorableDateTime().plus(Duration.ofDays(1)))),
                "InvalidRestoreTimeException", null);
        Expect.error(() -> client.restoreTableToPointInTime(b -> b.sourceTableName(simple).targetTableName(table)
                .useLatestRestorableTime(true)), "TableAlreadyExistsException", "Table already exists: " + table);
        Expect.error(() -> client.restoreTableToPointInTime(b -> b.sourceTableName(simple + "-missing")
                        .targetTableName(restored).useLatestRestorableTime(true)), "TableNotFoundException",
                "Table not found: " + simple + "-missing");
        Expect.validationStartingWith(() -> client.restoreTableToPointInTime(b -> b.sourceTableName(simple)
                .targetTableName(restored)), "One or more parameter values were invalid");
        Expect.validation(() -> client.updateContinuousBackups(b -> b.tableName(simple)
                        .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true).recoveryPeriodInDays(36))),
                "1 validation error detected: Value '36' at 'pointInTimeRecoverySpecification.recoveryPeriodInDays' "
                        + "failed to satisfy constraint: Member must have value less than or equal to 35");
        // the earliest restorable time itself is in the window
        client.restoreTableToPointInTime(b -> b.sourceTableName(simple).targetTableName(restored)
                .restoreDateTime(window.earliestRestorableDateTime()));
    }

    @Test
    void anExportIsAcceptedAndThenFailsForWantOfS3() {
        String tableArn = arn(simple);
        Expect.error(() -> client.exportTableToPointInTime(b -> b.tableArn(tableArn).s3Bucket("exports")),
                "PointInTimeRecoveryUnavailableException", null);
        enable(simple, null);
        String token = UUID.randomUUID().toString();

        ExportDescription started = client.exportTableToPointInTime(b -> b.tableArn(tableArn).s3Bucket("exports")
                .clientToken(token)).exportDescription();
        ExportDescription again = client.exportTableToPointInTime(b -> b.tableArn(tableArn).s3Bucket("exports")
                .clientToken(token)).exportDescription();
        ExportDescription later = client.describeExport(b -> b.exportArn(started.exportArn())).exportDescription();

        assertThat(started.exportStatus()).isEqualTo(ExportStatus.IN_PROGRESS);
        assertThat(started.exportArn()).startsWith(tableArn + "/export/");
        assertThat(again.exportArn()).isEqualTo(started.exportArn());
        assertThat(later.exportStatus()).isEqualTo(ExportStatus.FAILED);
        assertThat(later.failureCode()).isEqualTo("S3NoSuchBucket");
        assertThat(later.failureMessage()).contains("exports");
        assertThat(client.listExports(b -> b.tableArn(tableArn)).exportSummaries())
                .extracting(e -> e.exportArn() + " " + e.exportStatus())
                .containsExactly(started.exportArn() + " FAILED");
        Expect.error(() -> client.exportTableToPointInTime(b -> b.tableArn(tableArn).s3Bucket("elsewhere")
                .clientToken(token)), "ExportConflictException", null);
        Expect.error(() -> client.exportTableToPointInTime(b -> b.tableArn(tableArn).s3Bucket("exports")
                .exportTime(later.startTime().plus(Duration.ofDays(1)))), "InvalidExportTimeException", null);
        Expect.error(() -> client.describeExport(b -> b.exportArn(started.exportArn() + "0")),
                "ExportNotFoundException", "Export not found: " + started.exportArn() + "0");
    }
}
