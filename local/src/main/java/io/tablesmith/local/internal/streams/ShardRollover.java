package io.tablesmith.local.internal.streams;

import java.time.Duration;

/**
 * When a stream's open shard closes and a child shard takes over, as DynamoDB's shards do over time and
 * under load: after {@code maxRecords} records, or {@code maxAge} (of the database's clock) after its first
 * record ({@code null}: never by age). A shard without records stays open.
 */
public record ShardRollover(long maxRecords, Duration maxAge) {
    /** One shard for the life of a stream, as LocalDynamoDb had before shards rolled over. */
    public static final ShardRollover NEVER = new ShardRollover(Long.MAX_VALUE, null);

    public ShardRollover {
        if (maxRecords < 1) {
            throw new IllegalArgumentException("A shard holds at least one record before it closes, not " + maxRecords);
        }
        if (maxAge != null && (maxAge.isNegative() || maxAge.isZero())) {
            throw new IllegalArgumentException("A shard's age before it closes must be positive, but was " + maxAge);
        }
    }
}
