package io.tablesmith.micrometer;

import io.micrometer.core.instrument.Clock;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.tablesmith.Capacity;
import io.tablesmith.telemetry.ObservedRequest;
import io.tablesmith.telemetry.RequestObserver;
import io.tablesmith.telemetry.RequestResult;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Micrometer meters of every DynamoDB request Tablesmith sends: how long each took, and the
 * capacity it consumed, by table, entity type and the access pattern it served.
 *
 * <pre>{@code
 * DynamoDbClient observed = RequestOptions.defaults()
 *         .withObserver(MicrometerObserver.create(registry))
 *         .applyTo(dynamo);
 * }</pre>
 *
 * <table>
 * <caption>Meters</caption>
 * <tr><th>meter</th><th>type</th><th>tags</th></tr>
 * <tr><td>{@value #REQUESTS}</td><td>timer</td><td>table, entity, access.pattern, operation, outcome</td></tr>
 * <tr><td>{@value #CAPACITY_READ}, {@value #CAPACITY_WRITE}</td><td>counter, base unit {@value #CAPACITY_UNIT}</td>
 *     <td>table, entity, access.pattern</td></tr>
 * <tr><td>{@value #INDEX_CAPACITY_READ}, {@value #INDEX_CAPACITY_WRITE} ({@link #withIndexCapacity()})</td>
 *     <td>counter, base unit {@value #CAPACITY_UNIT}</td><td>table, entity, access.pattern, index</td></tr>
 * </table>
 *
 * <p>Every tag value comes from the code, never from data: table names, entity types, the names of
 * generated methods, DynamoDB's operation names and {@link io.tablesmith.telemetry.Outcome#tag()}.
 * So the number of series is bounded by the application's code, whatever its keys hold. The
 * observer asks DynamoDB for the {@code TOTAL} capacity of every request ({@code INDEXES} with
 * {@link #withIndexCapacity()}), which costs no capacity.
 *
 * <p>Thread-safe; one observer serves every repository and thread.
 */
public final class MicrometerObserver implements RequestObserver {

    /** The timer of every request. */
    public static final String REQUESTS = "tablesmith.requests";
    /** Read capacity units consumed, the indexes' included. */
    public static final String CAPACITY_READ = "tablesmith.capacity.read";
    /** Write capacity units consumed, the indexes' included. */
    public static final String CAPACITY_WRITE = "tablesmith.capacity.write";
    /** Read capacity units consumed on each index. */
    public static final String INDEX_CAPACITY_READ = "tablesmith.capacity.index.read";
    /** Write capacity units consumed on each index. */
    public static final String INDEX_CAPACITY_WRITE = "tablesmith.capacity.index.write";
    /** The counters' base unit: Prometheus shows {@code tablesmith_capacity_read_units_total}. */
    public static final String CAPACITY_UNIT = "units";

    private final MeterRegistry registry;
    private final Clock clock;
    private final boolean indexCapacity;

    private MicrometerObserver(MeterRegistry registry, boolean indexCapacity) {
        this.registry = registry;
        this.clock = registry.config().clock();
        this.indexCapacity = indexCapacity;
    }

    /** An observer that registers its meters in {@code registry}. */
    public static MicrometerObserver create(MeterRegistry registry) {
        return new MicrometerObserver(Objects.requireNonNull(registry, "registry"), false);
    }

    /**
     * The same observer, also counting each index's share of the capacity (tag {@code index}); it
     * asks DynamoDB for {@code INDEXES}.
     */
    public MicrometerObserver withIndexCapacity() {
        return new MicrometerObserver(registry, true);
    }

    @Override
    public ReturnConsumedCapacity consumedCapacity() {
        return indexCapacity ? ReturnConsumedCapacity.INDEXES : ReturnConsumedCapacity.TOTAL;
    }

    @Override
    public Observation start(ObservedRequest request) {
        long started = clock.monotonicTime();
        return result -> end(request, result, clock.monotonicTime() - started);
    }

    private void end(ObservedRequest request, RequestResult result, long nanos) {
        Tags call = Tags.of("table", request.tables(), "entity", entity(request), "access.pattern",
                request.accessPattern());
        Timer.builder(REQUESTS)
                .description("DynamoDB requests Tablesmith sent, by the access pattern they served")
                .tags(call)
                .tags("operation", request.operation(), "outcome", result.outcome().tag())
                .register(registry)
                .record(nanos, TimeUnit.NANOSECONDS);
        Capacity capacity = result.capacity();
        count(CAPACITY_READ, "Read capacity units DynamoDB reported as consumed", call, capacity.readUnits());
        count(CAPACITY_WRITE, "Write capacity units DynamoDB reported as consumed", call, capacity.writeUnits());
        if (indexCapacity) {
            for (Map.Entry<String, Capacity> index : capacity.indexes().entrySet()) {
                Tags indexTags = call.and("index", index.getKey());
                count(INDEX_CAPACITY_READ, "Read capacity units an index consumed", indexTags,
                        index.getValue().readUnits());
                count(INDEX_CAPACITY_WRITE, "Write capacity units an index consumed", indexTags,
                        index.getValue().writeUnits());
            }
        }
    }

    private void count(String name, String description, Tags tags, double units) {
        if (units > 0) {
            Counter.builder(name).description(description).baseUnit(CAPACITY_UNIT).tags(tags).register(registry)
                    .increment(units);
        }
    }

    /** The call's entity type; {@code none} for a request sent outside any entity's call. */
    private static String entity(ObservedRequest request) {
        return request.entityType().isEmpty() ? "none" : request.entityType();
    }

    @Override
    public String toString() {
        return "MicrometerObserver[" + registry.getClass().getSimpleName() + (indexCapacity ? ", index capacity]" : "]");
    }
}
