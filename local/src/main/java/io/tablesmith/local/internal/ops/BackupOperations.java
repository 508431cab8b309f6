package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableNames;
import io.tablesmith.local.internal.streams.TableStream;
import io.tablesmith.local.internal.validation.ModelValidator;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BackupNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.BackupStatus;
import software.amazon.awssdk.services.dynamodb.model.BackupSummary;
import software.amazon.awssdk.services.dynamodb.model.BackupTypeFilter;
import software.amazon.awssdk.services.dynamodb.model.CreateBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateBackupResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteBackupResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeBackupResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ListBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.RestoreSummary;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableFromBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableFromBackupResponse;

/**
 * On-demand backups: CreateBackup, DescribeBackup, DeleteBackup, ListBackups and RestoreTableFromBackup. A
 * backup is taken at once (AVAILABLE as CreateBackup answers), holds the table's items and definition then,
 * and outlives the table, as in DynamoDB; a restore makes a new table with a copy of them ({@link Restores}).
 */
public final class BackupOperations {
    private final Database db;
    /** By ARN, in the order they were taken; guarded by itself. */
    private final Map<String, Backup> backups = new LinkedHashMap<>();

    public BackupOperations(Database db) {
        this.db = db;
    }

    public CreateBackupResponse createBackup(CreateBackupRequest r) {
        ModelValidator.check(r);
        TableOperations.checkTableName(r.tableName());
        String name = r.backupName();
        if (name == null) {
            throw Errors.constraint(null, "backupName", "Member must not be null");
        }
        // the table as one instant saw it: no write runs while the items are gathered
        Backup backup = db.write(() -> {
            Table table = Restores.sourceTable(db, r.tableName(), r);
            List<Map<String, AttributeValue>> items = new ArrayList<>();
            table.items().partitions().values().forEach(rows -> items.addAll(rows.values()));
            Instant now = db.clock().instant().truncatedTo(ChronoUnit.MILLIS); // DynamoDB's times are in ms
            return new Backup(arn(table, now), name, now, table.schema(), table.settings(),
                    table.changes() instanceof TableStream stream ? stream.viewType() : null, table.ttlAttribute(),
                    List.copyOf(items), table.items().sizeBytes());
        });
        synchronized (backups) {
            backups.put(backup.arn(), backup);
        }
        return CreateBackupResponse.builder().backupDetails(backup.details(BackupStatus.AVAILABLE)).build();
    }

    public DescribeBackupResponse describeBackup(DescribeBackupRequest r) {
        ModelValidator.check(r);
        return DescribeBackupResponse.builder().backupDescription(backup(r.backupArn())
                .description(BackupStatus.AVAILABLE)).build();
    }

    public DeleteBackupResponse deleteBackup(DeleteBackupRequest r) {
        ModelValidator.check(r);
        Backup backup;
        synchronized (backups) {
            backup = backup(r.backupArn());
            backups.remove(backup.arn());
        }
        return DeleteBackupResponse.builder().backupDescription(backup.description(BackupStatus.DELETED)).build();
    }

    /**
     * The backups, of one table when TableName is given, created in [TimeRangeLowerBound,
     * TimeRangeUpperBound), in the order they were taken, {@code Limit} (1 to 100) at a time. All of them
     * are USER backups: a BackupType of SYSTEM or AWS_BACKUP lists none. TableName may be the table's ARN; a
     * backup outlives its table, so it is matched by name or ARN, not looked up.
     */
    public ListBackupsResponse listBackups(ListBackupsRequest r) {
        ModelValidator.check(r);
        if (r.backupType() == BackupTypeFilter.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(r.backupTypeAsString(), "backupType",
                    "Member must satisfy enum value set: [USER, SYSTEM, AWS_BACKUP, ALL]");
        }
        String table = r.tableName();
        if (table != null) {
            TableOperations.checkTableName(table);
        }
        boolean byArn = table != null && TableNames.isArn(table);
        boolean user = r.backupType() == null || r.backupType() == BackupTypeFilter.USER
                || r.backupType() == BackupTypeFilter.ALL;
        int limit = r.limit() == null ? Integer.MAX_VALUE : r.limit();
        List<BackupSummary> page = new ArrayList<>();
        String last = null;
        synchronized (backups) {
            boolean started = r.exclusiveStartBackupArn() == null;
            for (Backup backup : backups.values()) {
                if (!started) {
                    started = backup.arn().equals(r.exclusiveStartBackupArn());
                    continue;
                }
                if (!user || (table != null && !table.equals(byArn ? backup.schema().arn() : backup.schema().name()))
                        || (r.timeRangeLowerBound() != null && backup.created().isBefore(r.timeRangeLowerBound()))
                        || (r.timeRangeUpperBound() != null && !backup.created().isBefore(r.timeRangeUpperBound()))) {
                    continue;
                }
                if (page.size() == limit) {
                    last = page.get(page.size() - 1).backupArn();
                    break;
                }
                page.add(backup.summary());
            }
        }
        return ListBackupsResponse.builder().backupSummaries(page).lastEvaluatedBackupArn(last).build();
    }

    public RestoreTableFromBackupResponse restoreTableFromBackup(RestoreTableFromBackupRequest r) {
        ModelValidator.check(r);
        TableOperations.checkTableName(r.targetTableName());
        Backup backup = backup(r.backupArn());
        Restores.Overrides overrides = new Restores.Overrides(r.billingModeOverride(), r.provisionedThroughputOverride(),
                r.hasGlobalSecondaryIndexOverride() ? r.globalSecondaryIndexOverride() : null,
                r.hasLocalSecondaryIndexOverride() ? r.localSecondaryIndexOverride() : null,
                r.sseSpecificationOverride());
        RestoreSummary summary = RestoreSummary.builder().sourceBackupArn(backup.arn())
                .sourceTableArn(backup.schema().arn()).restoreDateTime(backup.created()).build();
        return RestoreTableFromBackupResponse.builder().tableDescription(db.write(() -> Restores.restore(db,
                backup.schema(), backup.settings(), r.targetTableName(), overrides, summary, backup.items()))).build();
    }

    private Backup backup(String arn) {
        if (arn == null) {
            throw Errors.constraint(null, "backupArn", "Member must not be null");
        }
        synchronized (backups) {
            Backup backup = backups.get(arn);
            if (backup == null) {
                throw notFound(arn);
            }
            return backup;
        }
    }

    private static DynamoDbException notFound(String arn) {
        return Errors.of(BackupNotFoundException.builder(), "BackupNotFoundException", "Backup not found: " + arn);
    }

    /** DynamoDB's form: the table's ARN, "/backup/", the time in 14 digits of milliseconds, 8 random hex digits. */
    private String arn(Table table, Instant now) {
        synchronized (backups) {
            while (true) {
                String arn = table.schema().arn() + "/backup/" + String.format("%014d-%08x", now.toEpochMilli(),
                        ThreadLocalRandom.current().nextInt());
                if (!backups.containsKey(arn)) {
                    return arn;
                }
            }
        }
    }
}
