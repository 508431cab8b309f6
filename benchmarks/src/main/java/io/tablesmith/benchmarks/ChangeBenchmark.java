package io.tablesmith.benchmarks;

import io.tablesmith.Change;
import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderSchema;
import io.tablesmith.benchmarks.model.TablesmithChange;
import java.time.Instant;
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
import org.openjdk.jmh.infra.Blackhole;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Typed change decoding against the codec alone: a stream record of one {@link Order} decoded into
 * the generated {@code TablesmithChange} (dispatch by {@code _et}, the typed key, the record or
 * records, the change's info) against {@code OrderSchema.fromItem} of the same image. An insertion
 * carries one image, a modification in a {@code NEW_AND_OLD_IMAGES} stream two, so its baseline decodes
 * two. The target: a change costs no more than decoding its images.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar ChangeBenchmark -prof gc</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
// As CodecBenchmark: two forks average out a busy machine; -Xbatch lets warm-up finish under load.
@Fork(value = 2, jvmArgsAppend = "-Xbatch")
public class ChangeBenchmark {

    private Map<String, AttributeValue> oldImage;
    private Map<String, AttributeValue> newImage;
    private Record insertion;
    private Record modification;

    @Setup
    public void checkSameRecords() {
        Order before = Order.sample("c-42", 7);
        Order after = new Order(before.customerId(), before.orderId(), "leave with the neighbour", before.quantity(),
                before.sequence(), before.weight(), before.gift(), before.status(), before.placedAt(), before.total(),
                before.shipTo(), before.tags(), before.lines());
        oldImage = OrderSchema.INSTANCE.toItem(before);
        newImage = OrderSchema.INSTANCE.toItem(after);
        Map<String, AttributeValue> keys = Map.of("pk", newImage.get("pk"), "sk", newImage.get("sk"));
        insertion = record(OperationType.INSERT, keys, null, newImage, "100000000000000000001");
        modification = record(OperationType.MODIFY, keys, oldImage, newImage, "100000000000000000002");
        Change<Order> inserted = ((TablesmithChange.OrderChange) decodeInsertion()).change();
        Change<Order> modified = ((TablesmithChange.OrderChange) decodeModification()).change();
        if (!inserted.requireNewImage().equals(after) || !modified.requireOldImage().equals(before)
                || !modified.requireNewImage().equals(after) || !fromItem().equals(after)) {
            throw new IllegalStateException("a decoded change differs from the records written");
        }
    }

    private static Record record(OperationType operation, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
                                 Map<String, AttributeValue> newImage, String sequenceNumber) {
        return Record.builder().eventID("e-" + sequenceNumber).eventName(operation).eventSource("aws:dynamodb")
                .dynamodb(stream -> stream.keys(keys).oldImage(oldImage).newImage(newImage).sequenceNumber(sequenceNumber)
                        .approximateCreationDateTime(Instant.parse("2026-06-01T12:00:00Z")).sizeBytes(700L)
                        .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build();
    }

    /** The baseline: the codec's decoding of one image. */
    @Benchmark
    public Order fromItem() {
        return OrderSchema.INSTANCE.fromItem(newImage);
    }

    /** An insertion's record into the table's change type: one image. */
    @Benchmark
    public TablesmithChange decodeInsertion() {
        return TablesmithChange.DECODER.decode(insertion);
    }

    /** The baseline of a modification: the codec's decoding of both images. */
    @Benchmark
    public void fromItemTwice(Blackhole hole) {
        hole.consume(OrderSchema.INSTANCE.fromItem(oldImage));
        hole.consume(OrderSchema.INSTANCE.fromItem(newImage));
    }

    /** A modification's record into the table's change type: both images. */
    @Benchmark
    public TablesmithChange decodeModification() {
        return TablesmithChange.DECODER.decode(modification);
    }
}
