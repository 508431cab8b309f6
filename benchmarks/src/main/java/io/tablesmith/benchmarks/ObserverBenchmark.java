package io.tablesmith.benchmarks;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import io.opentelemetry.sdk.trace.samplers.Sampler;
import io.tablesmith.RequestOptions;
import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderRepository;
import io.tablesmith.benchmarks.model.TablesmithTable;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.micrometer.MicrometerObserver;
import io.tablesmith.opentelemetry.OpenTelemetryObserver;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Benchmark 6: what observing costs a repository's {@code put} and {@code get} on LocalDynamoDb in
 * process (where the engine is fast enough for the observer's own cost to show): no observer,
 * {@link OpenTelemetryObserver} (the SDK, every span sampled, ended into an exporter that drops it),
 * {@link MicrometerObserver} (a {@link SimpleMeterRegistry}; it asks for {@code TOTAL} capacity), and
 * both. Each way has its own table of {@value #ORDERS} orders; each call takes the next in turn.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1)
public class ObserverBenchmark {

    static final int ORDERS = 1_000;
    static final String TABLE = "orders";

    private OpenTelemetrySdk openTelemetry;
    private OrderRepository plain;
    private OrderRepository traced;
    private OrderRepository metered;
    private OrderRepository both;
    private Order[] orders;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        openTelemetry = OpenTelemetrySdk.builder()
                .setTracerProvider(SdkTracerProvider.builder()
                        .setSampler(Sampler.alwaysOn())
                        .addSpanProcessor(SimpleSpanProcessor.create(SpanExporter.composite(List.of())))
                        .build())
                .build();
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        OpenTelemetryObserver spans = OpenTelemetryObserver.create(openTelemetry);
        MicrometerObserver meters = MicrometerObserver.create(registry);
        orders = new Order[ORDERS];
        for (int i = 0; i < ORDERS; i++) {
            orders[i] = Order.sample("c-" + i % 20, i);
        }
        plain = repository(RequestOptions.defaults());
        traced = repository(RequestOptions.defaults().withObserver(spans));
        metered = repository(RequestOptions.defaults().withObserver(meters));
        both = repository(RequestOptions.defaults().withObserver(spans).withObserver(meters));
        if (registry.find(MicrometerObserver.REQUESTS).timers().isEmpty()) {
            throw new IllegalStateException("the metered repositories recorded no request");
        }
    }

    /** A repository on a table of its own, with every order stored through it. */
    private OrderRepository repository(RequestOptions options) {
        LocalDynamoDb dynamo = LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest(TABLE));
        OrderRepository repository = new OrderRepository(options.isDefault() ? dynamo : options.applyTo(dynamo), TABLE);
        for (Order order : orders) {
            repository.put(order);
        }
        return repository;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        openTelemetry.close();
    }

    private Order nextOrder() {
        next = next + 1 < ORDERS ? next + 1 : 0;
        return orders[next];
    }

    @Benchmark
    public Order putNoObserver() {
        return plain.put(nextOrder());
    }

    @Benchmark
    public Order putOpenTelemetry() {
        return traced.put(nextOrder());
    }

    @Benchmark
    public Order putMicrometer() {
        return metered.put(nextOrder());
    }

    @Benchmark
    public Order putBoth() {
        return both.put(nextOrder());
    }

    @Benchmark
    public Optional<Order> getNoObserver() {
        Order order = nextOrder();
        return plain.get(order.customerId(), order.orderId());
    }

    @Benchmark
    public Optional<Order> getOpenTelemetry() {
        Order order = nextOrder();
        return traced.get(order.customerId(), order.orderId());
    }

    @Benchmark
    public Optional<Order> getMicrometer() {
        Order order = nextOrder();
        return metered.get(order.customerId(), order.orderId());
    }

    @Benchmark
    public Optional<Order> getBoth() {
        Order order = nextOrder();
        return both.get(order.customerId(), order.orderId());
    }
}
