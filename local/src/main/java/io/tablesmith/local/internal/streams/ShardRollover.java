package io.tablesmith.local.internal.streams;

import java.time.Duration;

/**
 * When a stream's open shard closes and a child shard takes over, as DynamoDB's shards do over time and
 * under load: after {@code maxRecords} records, or {@code maxAge} (of the database's clock) after its first
 * record. A shard without records stays open.
 */
public record ShardRollover(long maxRecords, Duration maxAge) {
    /** DynamoDB closes a shard about every four hours; no record limit. */
    public static final ShardRollover DEFAULT = new ShardRollover(Long.MAX_VALUE, Duration.ofHours(4));

    public ShardRollover {
        if (maxRecords < 1) {
            throw new IllegalArgumentException("A shard holds at least one record before it closes, not " + maxRecords);
        }
        if (maxAge == null || maxAge.isNegative() || maxAge.isZero()) {
            throw new IllegalArgumentException("A shard's age before it closes must be positive, but was " + maxAge);
        }
    }
}
