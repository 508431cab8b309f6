package io.tablesmith.local;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Resources;
import io.tablesmith.local.internal.streams.ShardRollover;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/** The options of a new {@link LocalDynamoDb} ({@link LocalDynamoDb#builder()}); every one has a default. */
public final class LocalDynamoDbBuilder {
    private Clock clock = Clock.systemUTC();
    private String accountId = Resources.DEFAULT_ACCOUNT;
    private String region = Resources.DEFAULT_REGION;
    private ShardRollover rollover = ShardRollover.NEVER;

    LocalDynamoDbBuilder() {
    }

    /**
     * Where "now" comes from, for TTL, ClientRequestToken expiry, stream retention and shards, point-in-time recovery
     * and lagging reads (default: the system clock).
     */
    public LocalDynamoDbBuilder clock(Clock clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
        return this;
    }

    /**
     * The account that owns the database's tables, in their ARNs (default {@value Resources#DEFAULT_ACCOUNT}, which
     * tests do not use for someone else's account). An ARN of another account gets AccessDeniedException.
     */
    public LocalDynamoDbBuilder accountId(String accountId) {
        this.accountId = accountId;
        return this;
    }

    /**
     * The region of requests made in process, in the ARNs of the tables they create (default us-east-1). Over
     * HTTP each request's region is the one its client signed for.
     */
    public LocalDynamoDbBuilder region(String region) {
        this.region = region;
        return this;
    }

    /**
     * Closes a stream's open shard, and opens a child shard whose parent it is, after {@code maxRecords} records
     * or {@code maxAge} of the database's clock after its first record ({@code null}: never by age). By default a
     * stream keeps one shard; DynamoDB closes its shards about every 4 hours, which
     * {@code streamShardRollover(Long.MAX_VALUE, Duration.ofHours(4))} imitates.
     */
    public LocalDynamoDbBuilder streamShardRollover(long maxRecords, Duration maxAge) {
        this.rollover = new ShardRollover(maxRecords, maxAge);
        return this;
    }

    /**
     * A new, empty database with these options.
     *
     * @throws IllegalArgumentException for a malformed account id or region, here rather than at the first request
     */
    public LocalDynamoDb build() {
        return new LocalDynamoDb(new Database(clock, new Resources(accountId, region)), rollover);
    }
}
