package io.tablesmith.local.internal;

import java.time.Instant;
import software.amazon.awssdk.services.dynamodb.model.RestoreSummary;
import software.amazon.awssdk.services.dynamodb.model.SSEDescription;

/**
 * A table's settings besides its keys, indexes and capacity ({@link TableSchema}): what DescribeTable shows
 * and UpdateTable, UpdateContinuousBackups or a restore change. Immutable; a {@link Table} holds the current
 * one and replaces it whole, with the catalog lock held exclusively.
 *
 * @param deletionProtection whether DeleteTable is refused
 * @param sse the table's encryption with a KMS key, or null for an AWS owned key (DynamoDB's default,
 *     which DescribeTable does not show)
 * @param warmReadUnits the warm throughput asked for, in read units per second (0: the default)
 * @param warmWriteUnits the warm throughput asked for, in write units per second (0: the default)
 * @param lastSwitchToPayPerRequest when the table last became PAY_PER_REQUEST (created so, or switched), or null
 * @param restore how the table was restored, or null when it was created
 * @param pitrSince when point-in-time recovery was last enabled, or null while it is off
 * @param recoveryPeriodDays the point-in-time recovery window, 1 to 35 days
 */
public record TableSettings(boolean deletionProtection, SSEDescription sse, long warmReadUnits, long warmWriteUnits,
                            Instant lastSwitchToPayPerRequest, RestoreSummary restore, Instant pitrSince,
                            int recoveryPeriodDays) {
    /** DynamoDB's point-in-time recovery window when none is given. */
    public static final int DEFAULT_RECOVERY_DAYS = 35;

    /** The settings of a new table: nothing enabled. */
    public static TableSettings initial(Instant payPerRequestSince) {
        return new TableSettings(false, null, 0, 0, payPerRequestSince, null, null, DEFAULT_RECOVERY_DAYS);
    }

    public TableSettings withDeletionProtection(boolean enabled) {
        return new TableSettings(enabled, sse, warmReadUnits, warmWriteUnits, lastSwitchToPayPerRequest, restore,
                pitrSince, recoveryPeriodDays);
    }

    public TableSettings withSse(SSEDescription description) {
        return new TableSettings(deletionProtection, description, warmReadUnits, warmWriteUnits,
                lastSwitchToPayPerRequest, restore, pitrSince, recoveryPeriodDays);
    }

    public TableSettings withWarmThroughput(long readUnits, long writeUnits) {
        return new TableSettings(deletionProtection, sse, readUnits, writeUnits, lastSwitchToPayPerRequest, restore,
                pitrSince, recoveryPeriodDays);
    }

    public TableSettings withSwitchToPayPerRequest(Instant at) {
        return new TableSettings(deletionProtection, sse, warmReadUnits, warmWriteUnits, at, restore, pitrSince,
                recoveryPeriodDays);
    }

    public TableSettings withRestore(RestoreSummary summary) {
        return new TableSettings(deletionProtection, sse, warmReadUnits, warmWriteUnits, lastSwitchToPayPerRequest,
                summary, pitrSince, recoveryPeriodDays);
    }

    /** Point-in-time recovery enabled since {@code since} with a window of {@code days}, or off (null). */
    public TableSettings withPointInTimeRecovery(Instant since, int days) {
        return new TableSettings(deletionProtection, sse, warmReadUnits, warmWriteUnits, lastSwitchToPayPerRequest,
                restore, since, days);
    }
}
