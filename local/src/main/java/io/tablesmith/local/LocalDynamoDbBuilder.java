package io.tablesmith.local;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Resources;
import io.tablesmith.local.internal.streams.ShardRollover;
import io.tablesmith.local.internal.streams.StreamTimes;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/** The options of a new {@link LocalDynamoDb} ({@link LocalDynamoDb#builder()}); every one has a default. */
public final class LocalDynamoDbBuilder {
    private Clock clock = Clock.systemUTC();
    private String accountId = Resources.DEFAULT_ACCOUNT;
    private String region = Resources.DEFAULT_REGION;
    private ShardRollover rollover = ShardRollover.NEVER;
    private StreamTimes streamTimes = StreamTimes.DYNAMODB;

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
     * How long a stream keeps its records, on the database's clock (default 24 hours, DynamoDB's): an older record is
     * trimmed, and an iterator or sequence number before it gets {@code TrimmedDataAccessException}; a disabled stream
     * is listed that long too. Shorter, a test on the system clock (a server a consumer reads over HTTP) sees records
     * trimmed without waiting a day.
     *
     * @throws IllegalArgumentException unless positive
     */
    public LocalDynamoDbBuilder streamRetention(Duration retention) {
        this.streamTimes = new StreamTimes(retention, streamTimes.iteratorLifetime());
        return this;
    }

    /**
     * How long a shard iterator can be used after it was handed out, on the database's clock (default 15 minutes,
     * DynamoDB's); then {@code GetRecords} answers {@code ExpiredIteratorException}.
     *
     * @throws IllegalArgumentException unless positive
     */
    public LocalDynamoDbBuilder shardIteratorLifetime(Duration lifetime) {
        this.streamTimes = new StreamTimes(streamTimes.retention(), lifetime);
        return this;
    }

    /**
     * A new, empty database with these options.
     *
     * @throws IllegalArgumentException for a malformed account id or region, here rather than at the first request
     */
    public LocalDynamoDb build() {
        return new LocalDynamoDb(new Database(clock, new Resources(accountId, region)), rollover, streamTimes);
    }
}
