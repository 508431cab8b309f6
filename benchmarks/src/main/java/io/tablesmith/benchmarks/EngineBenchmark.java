package io.tablesmith.benchmarks;

import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderKeys;
import io.tablesmith.benchmarks.model.OrderSchema;
import io.tablesmith.benchmarks.model.TablesmithTable;
import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Benchmark 4: {@code PutItem}, {@code GetItem} and {@code Query} per second on the in-process
 * {@link LocalDynamoDb} and on dynalite over HTTP, through the same {@link DynamoDbClient}
 * interface and the same pre-built requests. The table holds {@value #CUSTOMERS} customers with
 * {@value #ORDERS_PER_CUSTOMER} orders each (items written by the generated schema); a put
 * overwrites one of them, a get reads one, a query reads one customer's
 * {@value #ORDERS_PER_CUSTOMER} orders. Requests rotate over all items and partitions.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xbatch") // see CodecBenchmark
public class EngineBenchmark {

    static final int CUSTOMERS = 50;
    static final int ORDERS_PER_CUSTOMER = 10;
    private static final String TABLE = "engine-benchmark";

    /**
     * {@code local-server} (LocalDynamoDb over HTTP in this JVM, with the client dynalite gets) is not in the
     * default run; choose it with {@code -p engine=local-server,dynalite}. benchmarks/run-server.sh measures the
     * server as a process of its own instead ({@code ServerThroughputRunner}).
     */
    @Param({"local", "dynalite"})
    public String engine;

    private DynaliteServer server;
    private LocalDynamoDbServer localServer;
    private DynamoDbClient client;
    private PutItemRequest[] puts;
    private GetItemRequest[] gets;
    private QueryRequest[] queries;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        switch (engine) {
            case "local" -> client = LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest(TABLE));
            case "dynalite" -> {
                server = DynaliteServer.start();
                client = server.client();
                DynaliteServer.createTable(client, TablesmithTable.createTableRequest(TABLE));
            }
            case "local-server" -> {
                localServer = LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest(TABLE)).serve(0);
                // the very client dynalite's benchmark uses: same SDK, same HTTP client, same settings
                client = DynamoDbClient.builder().endpointOverride(localServer.endpoint())
                        .region(Region.US_EAST_1)
                        .credentialsProvider(StaticCredentialsProvider.create(
                                AwsBasicCredentials.create("local", "local")))
                        .httpClientBuilder(UrlConnectionHttpClient.builder())
                        .build();
            }
            default -> throw new IllegalArgumentException("no engine " + engine);
        }
        int items = CUSTOMERS * ORDERS_PER_CUSTOMER;
        puts = new PutItemRequest[items];
        gets = new GetItemRequest[items];
        queries = new QueryRequest[CUSTOMERS];
        for (int c = 0; c < CUSTOMERS; c++) {
            String customerId = "c-" + c;
            for (int o = 0; o < ORDERS_PER_CUSTOMER; o++) {
                Order order = Order.sample(customerId, o);
                // interleaved, so consecutive requests hit different partitions
                int i = o * CUSTOMERS + c;
                puts[i] = PutItemRequest.builder().tableName(TABLE).item(OrderSchema.INSTANCE.toItem(order)).build();
                gets[i] = GetItemRequest.builder().tableName(TABLE).key(OrderKeys.keyOf(order).toAttributeMap()).build();
                client.putItem(puts[i]);
            }
            queries[c] = QueryRequest.builder().tableName(TABLE)
                    .keyConditionExpression("pk = :pk")
                    .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(OrderKeys.partition(customerId))))
                    .build();
        }
        if (client.query(queries[0]).count() != ORDERS_PER_CUSTOMER) {
            throw new IllegalStateException("the query does not read one customer's orders");
        }
    }

    @Benchmark
    public PutItemResponse put() {
        return client.putItem(puts[next(puts.length)]);
    }

    @Benchmark
    public GetItemResponse get() {
        return client.getItem(gets[next(gets.length)]);
    }

    @Benchmark
    public QueryResponse query() {
        return client.query(queries[next(queries.length)]);
    }

    private int next(int length) {
        next = next + 1 < length ? next + 1 : 0;
        return next;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        if (server != null) {
            server.close();
        } else {
            client.close();
        }
        if (localServer != null) {
            localServer.close();
        }
    }
}
