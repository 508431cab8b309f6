package io.tablesmith.it.changes;

import io.tablesmith.BatchOptions;
import io.tablesmith.it.ManualClock;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.LocalDynamoDbBuilder;
import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.stream.ChangeStreamConsumer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * LocalDynamoDb with streams, in process or over its HTTP server (dynalite has no streams), on a
 * clock the tests move: fresh tables of the changes package with a stream of the view asked for and
 * time to live on, and every record of a table's stream, read as a consumer would.
 */
final class StreamEngine {

    static final Instant START = Instant.parse("2026-06-01T12:00:00Z");
    /** How long the tests' consumers hold a shard's lease. */
    static final Duration LEASE = Duration.ofSeconds(30);
    /** Retries a millisecond or two apart: a test's throttling is injected, and waiting for it proves nothing. */
    static final BatchOptions QUICK_RETRIES = BatchOptions.defaults().withBaseDelay(Duration.ofMillis(1))
            .withMaxDelay(Duration.ofMillis(2));

    final String name;
    final ManualClock clock = new ManualClock(START);
    final LocalDynamoDb local;
    final DynamoDbClient dynamo;
    final DynamoDbStreamsClient streams;
    private final LocalDynamoDbServer server;
    private final AtomicInteger tables = new AtomicInteger();

    private StreamEngine(String name, LocalDynamoDbBuilder builder, boolean overHttp) {
        this.name = name;
        this.local = builder.clock(clock).build();
        if (overHttp) {
            this.server = local.serve(0);
            this.dynamo = DynamoDbClient.builder().endpointOverride(server.endpoint()).region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                    .httpClient(UrlConnectionHttpClient.create()).build();
            this.streams = DynamoDbStreamsClient.builder().endpointOverride(server.endpoint()).region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                    .httpClient(UrlConnectionHttpClient.create()).build();
        } else {
            this.server = null;
            this.dynamo = local;
            this.streams = local.streamsClient();
        }
    }

    /** A consumer of the group "counts" on this engine and its clock, with the tests' lease and quick retries. */
    ChangeStreamConsumer.Builder<TablesmithChange> consumer(String table, Consumer<TablesmithChange> handler) {
        return ChangeStreamConsumer.builder(dynamo, streams, table, TablesmithChange.DECODER, handler)
                .group("counts").withClock(clock).withLeaseDuration(LEASE).withRetries(QUICK_RETRIES);
    }

    /** LocalDynamoDb in this JVM. */
    static StreamEngine inProcess() {
        return new StreamEngine("in process", LocalDynamoDb.builder(), false);
    }

    /** LocalDynamoDb served over HTTP, reached through the SDK's HTTP client. */
    static StreamEngine overHttp() {
        return new StreamEngine("over HTTP", LocalDynamoDb.builder(), true);
    }

    /** LocalDynamoDb in this JVM whose shards close after {@code records} records, so streams have lineages. */
    static StreamEngine withShardsOf(long records) {
        return new StreamEngine("in process, " + records + " records a shard",
                LocalDynamoDb.builder().streamShardRollover(records, Duration.ofHours(4)), false);
    }

    /** A new table of the changes package with a stream of {@code view} and time to live on. */
    String newTable(StreamViewType view) {
        String table = "changes" + tables.incrementAndGet();
        dynamo.createTable(TablesmithTable.createTableRequest(table).toBuilder()
                .streamSpecification(spec -> spec.streamEnabled(true).streamViewType(view)).build());
        dynamo.updateTimeToLive(TablesmithTable.timeToLiveRequest(table));
        return table;
    }

    /** Every record of the table's stream so far, parents' shards before children's, each shard in order. */
    List<software.amazon.awssdk.services.dynamodb.model.Record> records(String table) {
        return streamRecords(latestStreamArn(table));
    }

    /** The ARN of the table's stream, the one enabled last. */
    String latestStreamArn(String table) {
        return dynamo.describeTable(b -> b.tableName(table)).table().latestStreamArn();
    }

    /** Every record of one stream so far (of a table's latest stream or an older one still readable), as {@link #records}. */
    List<software.amazon.awssdk.services.dynamodb.model.Record> streamRecords(String arn) {
        List<software.amazon.awssdk.services.dynamodb.model.Record> records = new ArrayList<>();
        for (Shard shard : streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards()) {
            String iterator = streams.getShardIterator(b -> b.streamArn(arn).shardId(shard.shardId())
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            while (iterator != null) {
                String current = iterator;
                GetRecordsResponse page = streams.getRecords(b -> b.shardIterator(current));
                records.addAll(page.records());
                iterator = page.records().isEmpty() ? null : page.nextShardIterator();
            }
        }
        return records;
    }

    /**
     * Stops the server and its clients. (Not {@code AutoCloseable}: JUnit closes such arguments of a
     * parameterized test after each invocation, and the engine serves the whole class.)
     */
    void shutDown() {
        if (server != null) {
            dynamo.close();
            streams.close();
            server.close();
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
