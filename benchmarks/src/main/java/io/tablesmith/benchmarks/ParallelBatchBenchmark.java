package io.tablesmith.benchmarks;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderKeys;
import io.tablesmith.benchmarks.model.OrderRepository;
import io.tablesmith.benchmarks.model.TablesmithTable;
import io.tablesmith.benchmarks.model.VersionedOrder;
import io.tablesmith.benchmarks.model.VersionedOrderRepository;
import io.tablesmith.local.LocalDynamoDb;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Benchmark 4: batches with {@code BatchOptions.withParallelism(16)} against one item at a time,
 * over a simulated network round trip of {@value #ROUND_TRIP_MS} ms per request
 * ({@link DelayedClient} around LocalDynamoDb). Scores are items per second: {@code putAll} and
 * {@code getAll} of {@value #ITEMS} items against sequential {@code put} and {@code get}, and the
 * {@code putAll} of {@code @Version} records (one conditional {@code PutItem} each, as many in flight)
 * against the {@code putAll} of the same unversioned items.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1, time = 2)
@Measurement(iterations = 2, time = 2)
@Fork(value = 1)
public class ParallelBatchBenchmark {

    static final int ITEMS = 10_000;
    static final int ROUND_TRIP_MS = 10;
    static final int IN_FLIGHT = 16;

    private OrderRepository parallel;
    private OrderRepository sequential;
    private List<Order> orders;
    private List<ItemKey<Order>> keys;
    private VersionedOrderRepository versioned;
    private List<VersionedOrder> versionedOrders;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        DelayedClient client = new DelayedClient(LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest("orders")),
                Duration.ofMillis(ROUND_TRIP_MS));
        sequential = new OrderRepository(client, "orders");
        parallel = sequential.withBatchOptions(BatchOptions.defaults().withParallelism(IN_FLIGHT));
        orders = new ArrayList<>(ITEMS);
        keys = new ArrayList<>(ITEMS);
        for (int i = 0; i < ITEMS; i++) {
            Order order = Order.sample("c-" + i % 100, i);
            orders.add(order);
            keys.add(OrderKeys.keyOf(order));
        }
        parallel.putAll(orders);
        versioned = new VersionedOrderRepository(client, "orders")
                .withBatchOptions(BatchOptions.defaults().withParallelism(IN_FLIGHT));
        versionedOrders = versioned.putAll(orders.stream().map(VersionedOrder::of).toList());
        if (parallel.getAll(keys).size() != ITEMS) {
            throw new IllegalStateException("getAll did not read every item");
        }
    }


    @Benchmark
    @OperationsPerInvocation(ITEMS)
    public void putAllInParallel() {
        parallel.putAll(orders);
    }

    /** Each round writes the records as the previous round stored them, so every conditional put succeeds. */
    @Benchmark
    @OperationsPerInvocation(ITEMS)
    public List<VersionedOrder> putAllVersionedInParallel() {
        versionedOrders = versioned.putAll(versionedOrders);
        return versionedOrders;
    }

    @Benchmark
    public Order putOneAtATime() {
        next = next + 1 < ITEMS ? next + 1 : 0;
        return sequential.put(orders.get(next));
    }

    @Benchmark
    @OperationsPerInvocation(ITEMS)
    public List<Order> getAllInParallel() {
        return parallel.getAll(keys);
    }

    @Benchmark
    public Optional<Order> getOneAtATime() {
        next = next + 1 < ITEMS ? next + 1 : 0;
        Order order = orders.get(next);
        return sequential.get(order.customerId(), order.orderId());
    }
}
