package io.tablesmith.benchmarks;

import io.tablesmith.benchmarks.model.EnhancedStaticOrderSchema;
import io.tablesmith.benchmarks.model.HandWrittenOrderCodec;
import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderBean;
import io.tablesmith.benchmarks.model.OrderImmutable;
import io.tablesmith.benchmarks.model.OrderSchema;
import io.tablesmith.internal.Codecs;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Benchmark 1: one {@link Order} (thirteen components, a nested record, a list, a map, a key
 * template and an index) encoded to its item, decoded from it, and both, five ways in one run:
 * the generated {@code OrderSchema}, a careful hand-written codec ({@link HandWrittenOrderCodec})
 * and the Enhanced Client in each of its forms: over a mutable bean ({@code fromBean}), an
 * immutable class ({@code fromImmutableClass}) and the record itself with a static schema
 * declared by hand ({@link EnhancedStaticOrderSchema}, no reflection). Every way writes the same
 * 18 attributes in the same formats; {@link #checkSameItems} proves it before anything is measured.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
// Two forks: each fork's share of a busy machine differs, so two average out more of it.
// -Xbatch: compiling in the foreground lets warm-up finish even when other processes starve
// the JIT's threads (on a loaded 2-core machine warm-up otherwise ran on in the interpreter for
// seconds); the compiled code, and so the steady state measured, is the same.
@Fork(value = 2, jvmArgsAppend = "-Xbatch")
public class CodecBenchmark {

    private static final TableSchema<OrderBean> BEAN_SCHEMA = TableSchema.fromBean(OrderBean.class);
    private static final TableSchema<OrderImmutable> IMMUTABLE_SCHEMA = TableSchema.fromImmutableClass(OrderImmutable.class);
    private static final TableSchema<Order> STATIC_SCHEMA = EnhancedStaticOrderSchema.SCHEMA;

    /** Values of the spread a normalized embedding model gives: mostly seven to nine significant digits. */
    private static final float[] VECTOR_768 = vector768();
    private static final AttributeValue STORED_VECTOR_768 = Codecs.FLOAT_VECTOR.write(VECTOR_768);

    private Order order;
    private Order orderAsStored;
    private OrderBean bean;
    private OrderImmutable immutable;
    private Map<String, AttributeValue> tablesmithItem;
    private Map<String, AttributeValue> handWrittenItem;
    private Map<String, AttributeValue> beanItem;
    private Map<String, AttributeValue> immutableItem;
    private Map<String, AttributeValue> staticItem;

    @Setup
    public void checkSameItems() {
        order = Order.sample("c-42", 7);
        orderAsStored = order.withTotalAsStored();
        bean = OrderBean.of(order);
        tablesmithItem = OrderSchema.INSTANCE.toItem(order);
        handWrittenItem = HandWrittenOrderCodec.toItem(order);
        beanItem = BEAN_SCHEMA.itemToMap(bean, true);
        immutable = OrderImmutable.of(order);
        immutableItem = IMMUTABLE_SCHEMA.itemToMap(immutable, true);
        staticItem = STATIC_SCHEMA.itemToMap(order, true);
        same("hand-written", tablesmithItem, handWrittenItem);
        same("Enhanced Client bean", tablesmithItem, beanItem);
        same("Enhanced Client immutable", tablesmithItem, immutableItem);
        same("Enhanced Client static", tablesmithItem, staticItem);
        if (!order.equals(roundTripTablesmith()) || !order.equals(roundTripHandWritten())
                || !order.equals(roundTripEnhancedBean().toOrder()) || !order.equals(roundTripEnhancedImmutable().toOrder())
                || !order.equals(roundTripEnhancedStatic())) {
            throw new IllegalStateException("a round trip changed the record");
        }
        if (order.total().equals(orderAsStored.total()) || !orderAsStored.equals(storedFormDecoded())
                || storedFormChecked() != orderAsStored) {
            throw new IllegalStateException("the stored form of the sample is not the one a read gives");
        }
    }

    /**
     * What a write adds to encoding the record when a component's stored form differs from its value
     * (a total of {@code 156.90}, kept as {@code 156.9}): the schema decodes the written item with its
     * numbers as DynamoDB keeps them, so the write returns what a read returns.
     */
    @Benchmark
    public Order storedFormDecoded() {
        return OrderSchema.INSTANCE.asStored(order, tablesmithItem);
    }

    /** The same when every value is already as stored: the schema's checks of the total and the weight, no decoding. */
    @Benchmark
    public Order storedFormChecked() {
        return OrderSchema.INSTANCE.asStored(orderAsStored, tablesmithItem);
    }

    /** Tablesmith's generated codec, both ways. */
    @Benchmark
    public Order roundTripTablesmith() {
        return OrderSchema.INSTANCE.fromItem(OrderSchema.INSTANCE.toItem(order));
    }

    /** The same item written and read by hand. */
    @Benchmark
    public Order roundTripHandWritten() {
        return HandWrittenOrderCodec.fromItem(HandWrittenOrderCodec.toItem(order));
    }

    /** {@code TableSchema.fromBean}. */
    @Benchmark
    public OrderBean roundTripEnhancedBean() {
        return BEAN_SCHEMA.mapToItem(BEAN_SCHEMA.itemToMap(bean, true));
    }

    /** {@code TableSchema.fromImmutableClass}. */
    @Benchmark
    public OrderImmutable roundTripEnhancedImmutable() {
        return IMMUTABLE_SCHEMA.mapToItem(IMMUTABLE_SCHEMA.itemToMap(immutable, true));
    }

    /** A {@code StaticImmutableTableSchema} over the record. */
    @Benchmark
    public Order roundTripEnhancedStatic() {
        return STATIC_SCHEMA.mapToItem(STATIC_SCHEMA.itemToMap(order, true));
    }

    @Benchmark
    public Map<String, AttributeValue> encodeTablesmith() {
        return OrderSchema.INSTANCE.toItem(order);
    }

    @Benchmark
    public Map<String, AttributeValue> encodeHandWritten() {
        return HandWrittenOrderCodec.toItem(order);
    }

    @Benchmark
    public Map<String, AttributeValue> encodeEnhancedBean() {
        return BEAN_SCHEMA.itemToMap(bean, true);
    }

    @Benchmark
    public Map<String, AttributeValue> encodeEnhancedImmutable() {
        return IMMUTABLE_SCHEMA.itemToMap(immutable, true);
    }

    @Benchmark
    public Map<String, AttributeValue> encodeEnhancedStatic() {
        return STATIC_SCHEMA.itemToMap(order, true);
    }

    @Benchmark
    public Order decodeTablesmith() {
        return OrderSchema.INSTANCE.fromItem(tablesmithItem);
    }

    @Benchmark
    public Order decodeHandWritten() {
        return HandWrittenOrderCodec.fromItem(handWrittenItem);
    }

    @Benchmark
    public OrderBean decodeEnhancedBean() {
        return BEAN_SCHEMA.mapToItem(beanItem);
    }

    @Benchmark
    public OrderImmutable decodeEnhancedImmutable() {
        return IMMUTABLE_SCHEMA.mapToItem(immutableItem);
    }

    @Benchmark
    public Order decodeEnhancedStatic() {
        return STATIC_SCHEMA.mapToItem(staticItem);
    }

    /** A 768-dimension embedding written as the list of numbers a vector index reads. */
    @Benchmark
    public AttributeValue writeVector768() {
        return Codecs.FLOAT_VECTOR.write(VECTOR_768);
    }

    /** The same vector read back, float for float. */
    @Benchmark
    public float[] readVector768() {
        return Codecs.FLOAT_VECTOR.read(STORED_VECTOR_768);
    }

    private static float[] vector768() {
        java.util.Random random = new java.util.Random(768);
        float[] vector = new float[768];
        for (int i = 0; i < vector.length; i++) {
            vector[i] = (float) random.nextGaussian() / 28;
        }
        return vector;
    }

    private static void same(String who, Map<String, AttributeValue> expected, Map<String, AttributeValue> actual) {
        if (!expected.equals(actual)) {
            throw new IllegalStateException(who + " writes another item than Tablesmith:\n  " + actual + "\n  " + expected);
        }
    }
}
