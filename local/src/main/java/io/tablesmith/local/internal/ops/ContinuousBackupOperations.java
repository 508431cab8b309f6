package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.EventualReads;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableSettings;
import io.tablesmith.local.internal.validation.ModelValidator;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsStatus;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.InvalidRestoreTimeException;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoverySpecification;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryUnavailableException;
import software.amazon.awssdk.services.dynamodb.model.RestoreSummary;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableToPointInTimeRequest;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableToPointInTimeResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsResponse;

/**
 * Point-in-time recovery: UpdateContinuousBackups, DescribeContinuousBackups and RestoreTableToPointInTime.
 * While it is on, the table keeps the history of its items ({@link io.tablesmith.local.internal.ItemHistory})
 * for its recovery period, so it can be restored as it was at any instant between EarliestRestorableDateTime
 * (when recovery was enabled, or the period ago) and LatestRestorableDateTime, on the database's clock.
 * LatestRestorableDateTime is now (DynamoDB's is typically 5 minutes earlier), so that a test can restore to
 * an instant it has just seen. Turning recovery off drops the history.
 */
public final class ContinuousBackupOperations {
    private final Database db;

    public ContinuousBackupOperations(Database db) {
        this.db = db;
    }

    public UpdateContinuousBackupsResponse updateContinuousBackups(UpdateContinuousBackupsRequest r) {
        ModelValidator.check(r);
        TableOperations.checkTableName(r.tableName());
        PointInTimeRecoverySpecification spec = r.pointInTimeRecoverySpecification();
        if (spec == null) {
            throw Errors.constraint(null, "pointInTimeRecoverySpecification", "Member must not be null");
        }
        if (spec.pointInTimeRecoveryEnabled() == null) {
            throw Errors.constraint(null, "pointInTimeRecoverySpecification.pointInTimeRecoveryEnabled",
                    "Member must not be null");
        }
        Integer days = spec.recoveryPeriodInDays();
        return db.write(() -> {
            Table table = Restores.sourceTable(db, r.tableName(), r);
            TableSettings settings = table.settings();
            Instant now = now(db);
            if (spec.pointInTimeRecoveryEnabled()) {
                table.settings(settings.withPointInTimeRecovery(settings.pitrSince() == null ? now : settings.pitrSince(),
                        days != null ? days : settings.pitrSince() == null ? TableSettings.DEFAULT_RECOVERY_DAYS
                                : settings.recoveryPeriodDays()));
            } else {
                table.settings(settings.withPointInTimeRecovery(null, TableSettings.DEFAULT_RECOVERY_DAYS));
            }
            db.keepHistory(table);
            if (table.history() != null) {
                table.history().sweep();
            }
            return UpdateContinuousBackupsResponse.builder().continuousBackupsDescription(describe(table, now)).build();
        });
    }

    public DescribeContinuousBackupsResponse describeContinuousBackups(DescribeContinuousBackupsRequest r) {
        ModelValidator.check(r);
        TableOperations.checkTableName(r.tableName());
        return db.read(() -> DescribeContinuousBackupsResponse.builder()
                .continuousBackupsDescription(describe(Restores.sourceTable(db, r.tableName(), r), now(db))).build());
    }

    public RestoreTableToPointInTimeResponse restoreTableToPointInTime(RestoreTableToPointInTimeRequest r) {
        ModelValidator.check(r);
        if ((r.sourceTableName() == null) == (r.sourceTableArn() == null)) {
            throw Errors.validation("One or more parameter values were invalid: Exactly one of SourceTableName and "
                    + "SourceTableArn must be specified");
        }
        String source = r.sourceTableName() != null ? r.sourceTableName() : r.sourceTableArn();
        TableOperations.checkTableName(source);
        TableOperations.checkTableName(r.targetTableName());
        boolean latest = Boolean.TRUE.equals(r.useLatestRestorableTime());
        if (latest == (r.restoreDateTime() != null)) {
            throw Errors.validation("One or more parameter values were invalid: Exactly one of RestoreDateTime and "
                    + "UseLatestRestorableTime must be specified");
        }
        Restores.Overrides overrides = new Restores.Overrides(r.billingModeOverride(), r.provisionedThroughputOverride(),
                r.hasGlobalSecondaryIndexOverride() ? r.globalSecondaryIndexOverride() : null,
                r.hasLocalSecondaryIndexOverride() ? r.localSecondaryIndexOverride() : null,
                r.sseSpecificationOverride());
        return RestoreTableToPointInTimeResponse.builder().tableDescription(db.write(() -> {
            Table table = Restores.sourceTable(db, source, r);
            Instant now = now(db);
            Instant at = latest ? now : r.restoreDateTime();
            checkRestorable(table, at, now, InvalidRestoreTimeException.builder(), "InvalidRestoreTimeException",
                    "RestoreDateTime");
            RestoreSummary summary = RestoreSummary.builder().sourceTableArn(table.schema().arn()).restoreDateTime(at)
                    .build();
            return Restores.restore(db, table.schema(), table.settings(), r.targetTableName(), overrides, summary,
                    itemsAt(table, at));
        })).build();
    }

    /**
     * Refuses an instant outside the table's recovery window (or any, when recovery is off), as a restore
     * or an export does. Call with the catalog lock held.
     */
    static void checkRestorable(Table table, Instant at, Instant now, AwsServiceException.Builder outOfWindow,
                                String code, String member) {
        TableSettings settings = table.settings();
        if (settings.pitrSince() == null) {
            throw Errors.of(PointInTimeRecoveryUnavailableException.builder(),
                    "PointInTimeRecoveryUnavailableException",
                    "Point in time recovery is not enabled for table '" + table.schema().name() + "'");
        }
        Instant earliest = earliest(settings, now);
        Instant asked = at.truncatedTo(ChronoUnit.MILLIS);
        if (asked.isBefore(earliest) || asked.isAfter(now)) {
            throw Errors.of(outOfWindow, code, member + " " + at + " is not within the table's point in time "
                    + "recovery window, from EarliestRestorableDateTime " + earliest + " to LatestRestorableDateTime "
                    + now);
        }
    }

    /** The items of the table as they were at {@code at}; call with the catalog lock held exclusively. */
    static List<Map<String, AttributeValue>> itemsAt(Table table, Instant at) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        EventualReads.partitions(table, null, at.toEpochMilli()).values().forEach(rows -> items.addAll(rows.values()));
        return items;
    }

    /** The database's now, in milliseconds, as DynamoDB's times are (and as the clients send them back). */
    static Instant now(Database db) {
        return db.clock().instant().truncatedTo(ChronoUnit.MILLIS);
    }

    private static Instant earliest(TableSettings settings, Instant now) {
        Instant periodStart = now.minus(Duration.ofDays(settings.recoveryPeriodDays()));
        return settings.pitrSince().isAfter(periodStart) ? settings.pitrSince() : periodStart;
    }

    private static ContinuousBackupsDescription describe(Table table, Instant now) {
        TableSettings settings = table.settings();
        PointInTimeRecoveryDescription.Builder pitr = PointInTimeRecoveryDescription.builder();
        if (settings.pitrSince() == null) {
            pitr.pointInTimeRecoveryStatus(PointInTimeRecoveryStatus.DISABLED);
        } else {
            pitr.pointInTimeRecoveryStatus(PointInTimeRecoveryStatus.ENABLED)
                    .recoveryPeriodInDays(settings.recoveryPeriodDays())
                    .earliestRestorableDateTime(earliest(settings, now)).latestRestorableDateTime(now);
        }
        // continuous backups (the service behind recovery) are on for every table, as in DynamoDB
        return ContinuousBackupsDescription.builder().continuousBackupsStatus(ContinuousBackupsStatus.ENABLED)
                .pointInTimeRecoveryDescription(pitr.build()).build();
    }
}
