package io.tablesmith.benchmarks;

import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderRepository;
import io.tablesmith.benchmarks.model.TablesmithTable;
import io.tablesmith.dynalite.DynaliteServer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Benchmark 3: the same {@value #ITEMS} items written to a fresh dynalite table, by
 * {@code putAll} ({@code BatchWriteItem}, 25 a request) and by one {@code put} ({@code PutItem})
 * each. Scores are items per second ({@link OperationsPerInvocation}); creating the table is
 * per-invocation set-up, outside the measured time.
 *
 * <p>Each fork starts its own dynalite server ({@link DynaliteServer#start()}, which needs the
 * dynalite module built: {@code npm ci} runs in its build).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
// Eight warm-up iterations: each fork starts a fresh dynalite, whose V8 needs them before its
// request paths run at speed (with three or five, both ways were still speeding up while measured).
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xbatch") // see CodecBenchmark
public class BatchWriteBenchmark {

    static final int ITEMS = 100;

    private DynaliteServer server;
    private DynamoDbClient client;
    private List<Order> orders;
    private OrderRepository repository;
    private String table;

    @Param("dynalite")
    public String engine;

    @Setup(Level.Trial)
    public void startServer() {
        server = DynaliteServer.start();
        client = server.client();
        orders = new ArrayList<>(ITEMS);
        for (int i = 0; i < ITEMS; i++) {
            // a few partitions, as a real batch of several customers' orders
            orders.add(Order.sample("c-" + i % 4, i));
        }
    }

    /** A fresh, empty table for every invocation; the previous one is deleted. */
    @Setup(Level.Invocation)
    public void freshTable() {
        dropTable();
        table = DynaliteServer.uniqueTableName("batch");
        DynaliteServer.createTable(client, TablesmithTable.createTableRequest(table));
        repository = new OrderRepository(client, table);
    }

    @Benchmark
    @OperationsPerInvocation(ITEMS)
    public void putAll() {
        repository.putAll(orders);
    }

    @Benchmark
    @OperationsPerInvocation(ITEMS)
    public void putEach() {
        for (Order order : orders) {
            repository.put(order);
        }
    }

    @TearDown(Level.Trial)
    public void stopServer() {
        dropTable();
        server.close();
    }

    private void dropTable() {
        if (table != null) {
            client.deleteTable(delete -> delete.tableName(table));
            table = null;
        }
    }
}
