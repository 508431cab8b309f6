package io.tablesmith.benchmarks;

import io.tablesmith.benchmarks.model.HandWrittenOrderCodec;
import io.tablesmith.benchmarks.model.ImmutableOrder;
import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderBean;
import io.tablesmith.benchmarks.model.OrderSchema;
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
 * Benchmark 1: one record encoded to an item and decoded back, four ways, in one run: the
 * generated {@code OrderSchema}, hand-written {@code Map<String, AttributeValue>} code, and the
 * Enhanced Client over a mutable bean and over an immutable class with a builder. Every way
 * writes the same 13 attributes in the same formats; {@link #checkSameItems} proves it before
 * anything is measured.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
// Two forks: each fork's share of a busy machine differs, so two average out more of it.
// -Xbatch: compiling in the foreground lets warm-up finish even when other processes starve
// the JIT's threads (on a loaded 2-core machine warm-up otherwise ran on in the interpreter for
// seconds); the compiled code, and so the steady state measured, is the same.
@Fork(value = 2, jvmArgsAppend = "-Xbatch")
public class CodecBenchmark {

    private static final TableSchema<OrderBean> BEAN_SCHEMA = TableSchema.fromBean(OrderBean.class);
    private static final TableSchema<ImmutableOrder> IMMUTABLE_SCHEMA = TableSchema.fromImmutableClass(ImmutableOrder.class);

    private Order order;
    private OrderBean bean;
    private ImmutableOrder immutable;

    @Setup
    public void checkSameItems() {
        order = Order.sample("c-42", 7);
        bean = OrderBean.of(order);
        immutable = ImmutableOrder.of(order);
        Map<String, AttributeValue> expected = OrderSchema.INSTANCE.toItem(order);
        same("hand-written", expected, HandWrittenOrderCodec.toItem(order));
        same("Enhanced Client bean", expected, BEAN_SCHEMA.itemToMap(bean, true));
        same("Enhanced Client immutable", expected, IMMUTABLE_SCHEMA.itemToMap(immutable, true));
        if (!order.equals(tablesmith()) || !order.equals(handWritten())
                || !order.equals(toOrder(enhancedBean())) || !order.equals(toOrder(enhancedImmutable()))) {
            throw new IllegalStateException("a round trip changed the record");
        }
    }

    /** Tablesmith's generated codec. */
    @Benchmark
    public Order tablesmith() {
        return OrderSchema.INSTANCE.fromItem(OrderSchema.INSTANCE.toItem(order));
    }

    /** The same item written and read by hand. */
    @Benchmark
    public Order handWritten() {
        return HandWrittenOrderCodec.fromItem(HandWrittenOrderCodec.toItem(order));
    }

    /** {@code TableSchema.fromBean}. */
    @Benchmark
    public OrderBean enhancedBean() {
        return BEAN_SCHEMA.mapToItem(BEAN_SCHEMA.itemToMap(bean, true));
    }

    /** {@code TableSchema.fromImmutableClass}. */
    @Benchmark
    public ImmutableOrder enhancedImmutable() {
        return IMMUTABLE_SCHEMA.mapToItem(IMMUTABLE_SCHEMA.itemToMap(immutable, true));
    }

    private static void same(String who, Map<String, AttributeValue> expected, Map<String, AttributeValue> actual) {
        if (!expected.equals(actual)) {
            throw new IllegalStateException(who + " writes another item than Tablesmith:\n  " + actual + "\n  " + expected);
        }
    }

    private static Order toOrder(OrderBean b) {
        return new Order(b.getCustomerId(), b.getOrderId(), b.getNote(), b.getQuantity(), b.getSequence(), b.getWeight(),
                b.isGift(), b.getStatus(), b.getPlacedAt(), b.getTotal());
    }

    private static Order toOrder(ImmutableOrder i) {
        return new Order(i.customerId(), i.orderId(), i.note(), i.quantity(), i.sequence(), i.weight(), i.gift(),
                i.status(), i.placedAt(), i.total());
    }
}
