package io.tablesmith.local;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.TtlReaper;
import io.tablesmith.local.internal.ops.BatchOperations;
import io.tablesmith.local.internal.ops.ItemOperations;
import io.tablesmith.local.internal.ops.ManagementOperations;
import io.tablesmith.local.internal.ops.QueryOperation;
import io.tablesmith.local.internal.ops.ScanOperation;
import io.tablesmith.local.internal.ops.SearchVectorsOperation;
import io.tablesmith.local.internal.ops.TableOperations;
import io.tablesmith.local.internal.ops.TagOperations;
import io.tablesmith.local.internal.ops.TransactOperations;
import io.tablesmith.local.internal.ops.UpdateTableOperation;
import io.tablesmith.local.internal.partiql.PartiqlEngine;
import io.tablesmith.local.internal.streams.ShardRollover;
import io.tablesmith.local.internal.streams.StreamTimes;
import io.tablesmith.local.internal.streams.StreamRegistry;
import io.tablesmith.local.internal.streams.StreamsClient;
import io.tablesmith.local.server.LocalDynamoDbServer;
import java.time.Clock;
import java.time.Duration;
import java.util.function.Supplier;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.TagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.TagResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * An in-memory, in-process {@link DynamoDbClient}: no HTTP, no server, no credentials. Every instance is
 * its own empty database, so each test can have a fresh one in microseconds. When another process or tool
 * needs it, {@link #serve(int)} also answers DynamoDB's HTTP API.
 *
 * <pre>{@code
 * LocalDynamoDb dynamo = LocalDynamoDb.create();
 * dynamo.createTables(JobSchema.createTableRequest("jobs"));
 * JobRepository jobs = new JobRepository(dynamo, "jobs");
 * }</pre>
 *
 * <p>Supported: CreateTable, DeleteTable, DescribeTable, ListTables, UpdateTable (billing mode, throughput,
 * global secondary indexes created or deleted, stream, deletion protection, encryption, warm throughput),
 * TagResource, UntagResource, ListTagsOfResource, PutItem, GetItem, DeleteItem, UpdateItem, Query, Scan,
 * BatchGetItem, BatchWriteItem, TransactGetItems, TransactWriteItems, UpdateTimeToLive and DescribeTimeToLive,
 * with expressions, validation and error messages as DynamoDB gives them, PartiQL (ExecuteStatement,
 * BatchExecuteStatement and ExecuteTransaction, DynamoDB's subset as local/README.md describes it), DynamoDB
 * Streams ({@link #streamsClient()}), backups and point-in-time recovery, imports and exports (which fail:
 * there is no S3), resource policies, DescribeEndpoints and DescribeLimits. Every other operation throws a
 * {@code DynamoDbException} naming it.
 *
 * <p>Thread-safe: every write is atomic and isolated (a transaction all-or-nothing), and writes to
 * different partitions run in parallel; reads of several items are read-committed, as in DynamoDB, and
 * operations running at once on the same item conflict as in DynamoDB ({@link #transactionConflicts()}; see
 * local/README.md). Tables are ACTIVE as soon as they are created.
 * Items whose TTL has passed stay until {@link #reapExpired()} is called, as they may in DynamoDB.
 */
public final class LocalDynamoDb extends ManagementOperations {
    private final Database db;
    private final StreamRegistry streams;
    private final StreamsClient streamsClient;
    private final TableOperations tables;
    private final ItemOperations items;
    private final QueryOperation queries;
    private final ScanOperation scans;
    private final SearchVectorsOperation vectorSearches;
    private final BatchOperations batches;
    private final TransactOperations transactions;
    private final UpdateTableOperation tableUpdates;
    private final TagOperations tags;
    private final PartiqlEngine partiql;
    private final TransactionConflicts conflicts;
    private final AsyncEngineThreads asyncThreads = new AsyncEngineThreads();

    /** A database on {@code db}, whose streams' shards roll over as {@code rollover} says; see {@link #builder()}. */
    LocalDynamoDb(Database db, ShardRollover rollover, StreamTimes streamTimes) {
        super(db);
        this.db = db;
        this.streams = new StreamRegistry(db.clock(), rollover, streamTimes);
        this.streamsClient = new StreamsClient(streams, db.resources().region());
        this.tags = new TagOperations(db);
        this.tables = new TableOperations(db, streams, tags, resourcePolicies());
        this.items = new ItemOperations(db);
        this.queries = new QueryOperation(db);
        this.scans = new ScanOperation(db);
        this.vectorSearches = new SearchVectorsOperation(db);
        this.batches = new BatchOperations(db);
        this.transactions = new TransactOperations(db);
        this.tableUpdates = new UpdateTableOperation(db, streams);
        this.partiql = new PartiqlEngine(db, this);
        this.conflicts = new TransactionConflicts(db.conflicts());
    }

    /** A new, empty in-memory database using the system clock. */
    public static LocalDynamoDb create() {
        return builder().build();
    }

    /** A new, empty in-memory database whose "now" (for TTL, ClientRequestToken expiry and stream retention) comes from {@code clock}. */
    public static LocalDynamoDb create(Clock clock) {
        return builder().clock(clock).build();
    }

    /**
     * Configures a new database: its clock, the account and region of its resources, how its stream shards roll
     * over.
     */
    public static LocalDynamoDbBuilder builder() {
        return new LocalDynamoDbBuilder();
    }

    /** Creates the tables (ACTIVE at once) and returns this database, for one-line test setup. */
    public LocalDynamoDb createTables(CreateTableRequest... requests) {
        for (CreateTableRequest request : requests) {
            createTable(request);
        }
        return this;
    }

    /**
     * Serves this database over HTTP on 127.0.0.1 with DynamoDB's JSON protocol, for any SDK, the AWS CLI or
     * another process: give clients {@link LocalDynamoDbServer#endpoint()} as their endpoint (any credentials
     * and region). The database stays usable in process too; {@link LocalDynamoDbServer#close()} stops the server.
     *
     * @param port the port to listen on, or 0 for any free one
     */
    public LocalDynamoDbServer serve(int port) {
        return LocalDynamoDbServer.start(this, port);
    }

    /**
     * Serves this database over HTTP, as {@link #serve(int)}, with at most {@code maxConnections} connections
     * open at once ({@value LocalDynamoDbServer#DEFAULT_MAX_CONNECTIONS} by default): at the limit a new
     * connection closes the one idle longest, and waits in the system's listen queue only while every open one
     * is in the middle of a request.
     */
    public LocalDynamoDbServer serve(int port, int maxConnections) {
        return LocalDynamoDbServer.start(this, port, maxConnections);
    }

    /**
     * Deletes every item whose TTL attribute, on a table with TTL enabled, holds an epoch-seconds time at or
     * before the clock's now: what DynamoDB's background expiry eventually does.
     *
     * @return how many items were deleted
     */
    public int reapExpired() {
        return db.write(() -> TtlReaper.reap(db));
    }

    /**
     * The DynamoDB Streams API over this database's tables: ListStreams, DescribeStream, GetShardIterator and
     * GetRecords, in process. A table has a stream when created with a {@code StreamSpecification} that
     * enables one; its records are kept for 24 hours of this database's clock (see local/README.md, Streams).
     */
    public DynamoDbStreamsClient streamsClient() {
        return streamsClient;
    }

    /**
     * An in-process {@link DynamoDbAsyncClient} over this database, answering as this client does; as the SDK's, its
     * calls never throw (their futures fail with a {@code CompletionException} around what this client throws) and
     * complete on another thread. A new client each time: closing one closes it alone, {@link #close()} them all.
     */
    public DynamoDbAsyncClient asyncClient() {
        return new InProcessAsyncClient(this, asyncThreads);
    }

    /** The engine behind this client, for tests of its internals in this package. */
    Database database() {
        return db;
    }

    /**
     * Transaction conflicts: when they happen on their own (operations really running at once on the same
     * item, as in DynamoDB), and switches that force them, for tests of retry paths.
     */
    public TransactionConflicts transactionConflicts() {
        return conflicts;
    }

    /**
     * Makes eventually consistent reads lag: from now on they answer from the database as it was {@code lag}
     * ago on its clock, so that a read that follows a write without {@code ConsistentRead} misses it, as it
     * may in DynamoDB. Strongly consistent reads, transactions, conditions and updates see the latest state.
     * Applies to GetItem, BatchGetItem, Query and Scan (and PartiQL's SELECT) without {@code ConsistentRead},
     * and to every read of a global secondary index; see local/README.md, "Eventually consistent reads".
     * {@link Duration#ZERO} (the default) makes every read see the latest state again.
     *
     * @return this database
     */
    public LocalDynamoDb eventualConsistency(Duration lag) {
        if (lag.isNegative()) {
            throw new IllegalArgumentException("lag must not be negative, but was " + lag);
        }
        db.eventualLag(lag);
        return this;
    }

    /**
     * Runs {@code requests} as requests signed for {@code region} (null: the database's own region): the tables
     * they create have ARNs in that region, and ARNs they give are looked up there. The server runs each
     * request this way with the region its client signed for.
     */
    public <T> T inRegion(String region, Supplier<T> requests) {
        return db.resources().inRegion(region, requests);
    }

    /** Drops every table (their streams are disabled, and readable for 24 hours more, as in DynamoDB). */
    public void deleteAllTables() {
        db.write(() -> {
            db.tables().values().forEach(streams::disable);
            db.tables().clear();
            return null;
        });
    }

    @Override
    public CreateTableResponse createTable(CreateTableRequest request) {
        return tables.createTable(request);
    }

    @Override
    public DeleteTableResponse deleteTable(DeleteTableRequest request) {
        return tables.deleteTable(request);
    }

    @Override
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        return tables.describeTable(request);
    }

    @Override
    public ListTablesResponse listTables(ListTablesRequest request) {
        return tables.listTables(request);
    }

    @Override
    public UpdateTimeToLiveResponse updateTimeToLive(UpdateTimeToLiveRequest request) {
        return tables.updateTimeToLive(request);
    }

    @Override
    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        return tables.describeTimeToLive(request);
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        return items.putItem(request);
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        return items.getItem(request);
    }

    @Override
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        return items.deleteItem(request);
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        return items.updateItem(request);
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        return queries.query(request);
    }

    @Override
    public ScanResponse scan(ScanRequest request) {
        return scans.scan(request);
    }

    @Override
    public SearchVectorsResponse searchVectors(SearchVectorsRequest request) {
        return vectorSearches.searchVectors(request);
    }

    @Override
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        return batches.batchGetItem(request);
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        return batches.batchWriteItem(request);
    }

    @Override
    public UpdateTableResponse updateTable(UpdateTableRequest request) {
        return tableUpdates.updateTable(request);
    }

    @Override
    public TagResourceResponse tagResource(TagResourceRequest request) {
        return tags.tagResource(request);
    }

    @Override
    public UntagResourceResponse untagResource(UntagResourceRequest request) {
        return tags.untagResource(request);
    }

    @Override
    public ListTagsOfResourceResponse listTagsOfResource(ListTagsOfResourceRequest request) {
        return tags.listTagsOfResource(request);
    }

    @Override
    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
        return transactions.transactGetItems(request);
    }

    @Override
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        return transactions.transactWriteItems(request);
    }

    @Override
    public ExecuteStatementResponse executeStatement(ExecuteStatementRequest request) {
        return partiql.executeStatement(request);
    }

    @Override
    public BatchExecuteStatementResponse batchExecuteStatement(BatchExecuteStatementRequest request) {
        return partiql.batchExecuteStatement(request);
    }

    @Override
    public ExecuteTransactionResponse executeTransaction(ExecuteTransactionRequest request) {
        return partiql.executeTransaction(request);
    }

    /**
     * A waiter over this client. Tables are ACTIVE as soon as they are created and gone as soon as they are
     * deleted, so {@code waitUntilTableExists} and {@code waitUntilTableNotExists} answer on their first
     * attempt.
     */
    @Override
    public DynamoDbWaiter waiter() {
        return DynamoDbWaiter.builder().client(this).build();
    }

    @Override
    public String serviceName() {
        return SERVICE_NAME;
    }

    @Override
    public DynamoDbServiceClientConfiguration serviceClientConfiguration() {
        return DynamoDbServiceClientConfiguration.builder().region(Region.of(db.resources().region())).build();
    }

    /** Makes its {@link #asyncClient()}s fail their later calls; the data, and this in-process client, stay usable. */
    @Override
    public void close() {
        asyncThreads.shutDown();
    }
}
