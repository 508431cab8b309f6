package io.tablesmith.benchmarks;

import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderSchema;
import io.tablesmith.benchmarks.model.TablesmithChange;
import io.tablesmith.stream.Change;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Typed change decoding against the codec alone: stream records of {@link Order}s decoded into the
 * generated {@code TablesmithChange} (dispatch by {@code _et}, the typed key, the record or records, the
 * change's info) against {@code OrderSchema.fromItem} of the images the same records hold, reached through
 * the record as a consumer without the change type reaches them. An insertion carries one image, a
 * modification in a {@code NEW_AND_OLD_IMAGES} stream two, so its baseline decodes two. The target:
 * a change costs no more than decoding its images.
 *
 * <p>Each invocation decodes a batch of {@value #BATCH} different records (different orders, keys and
 * sequence numbers, as a page of {@code GetRecords} holds), reported per record
 * ({@link OperationsPerInvocation}, so ops/s are records a second): timing one record at a time measured
 * mostly the timer and the harness, whose noise gave the baseline an error of ±69 %.
 *
 * <p>On a busy machine the gap between a change and its baseline is smaller than how far one run moves
 * from the next, so the report comes from {@link io.tablesmith.benchmarks.changes.ChangeDecodeRounds}, which
 * runs the four side by side in short rounds and compares them within each round.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar ChangeBenchmark -prof gc</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 6, time = 1)
// Three forks average out a busy machine; -Xbatch lets warm-up finish under load.
@Fork(value = 3, jvmArgsAppend = "-Xbatch")
public class ChangeBenchmark {

    /** Records decoded per invocation. */
    static final int BATCH = 64;

    private List<Record> insertions;
    private List<Record> modifications;

    @Setup
    public void checkSameRecords() {
        List<Order> before = new ArrayList<>();
        List<Order> after = new ArrayList<>();
        List<Record> inserted = new ArrayList<>();
        List<Record> modified = new ArrayList<>();
        for (int i = 0; i < BATCH; i++) {
            Order old = Order.sample("c-" + (i % 7), i);
            Order changed = new Order(old.customerId(), old.orderId(), "leave with the neighbour", old.quantity(),
                    old.sequence(), old.weight(), old.gift(), old.status(), old.placedAt(), old.total(),
                    old.shipTo(), old.tags(), old.lines());
            before.add(old);
            after.add(changed);
            Map<String, AttributeValue> oldImage = OrderSchema.INSTANCE.toItem(old);
            Map<String, AttributeValue> newImage = OrderSchema.INSTANCE.toItem(changed);
            Map<String, AttributeValue> keys = Map.of("pk", newImage.get("pk"), "sk", newImage.get("sk"));
            inserted.add(record(OperationType.INSERT, keys, null, newImage, String.format(Locale.ROOT, "1%020d", 2 * i)));
            modified.add(record(OperationType.MODIFY, keys, oldImage, newImage, String.format(Locale.ROOT, "1%020d", 2 * i + 1)));
        }
        insertions = List.copyOf(inserted);
        modifications = List.copyOf(modified);
        for (int i = 0; i < BATCH; i++) {
            Change<Order> insertion = ((TablesmithChange.OrderChange) TablesmithChange.DECODER.decode(insertions.get(i))).change();
            Change<Order> modification = ((TablesmithChange.OrderChange) TablesmithChange.DECODER.decode(modifications.get(i))).change();
            if (!insertion.requireNewImage().equals(after.get(i)) || !modification.requireOldImage().equals(before.get(i))
                    || !modification.requireNewImage().equals(after.get(i))
                    || !OrderSchema.INSTANCE.fromItem(insertions.get(i).dynamodb().newImage()).equals(after.get(i))) {
                throw new IllegalStateException("a decoded change differs from the records written: " + i);
            }
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

    /**
     * The baseline as a consumer without the change type writes it: {@code fromItem} of the image the
     * record holds, reached through the record.
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void fromItemOfRecord(Blackhole hole) {
        for (int i = 0; i < BATCH; i++) {
            hole.consume(OrderSchema.INSTANCE.fromItem(insertions.get(i).dynamodb().newImage()));
        }
    }

    /** An insertion's record into the table's change type: one image. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void decodeInsertion(Blackhole hole) {
        for (int i = 0; i < BATCH; i++) {
            hole.consume(TablesmithChange.DECODER.decode(insertions.get(i)));
        }
    }

    /** The baseline of a modification as a consumer without the change type writes it: both images, through the record. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void fromItemTwiceOfRecord(Blackhole hole) {
        for (int i = 0; i < BATCH; i++) {
            StreamRecord data = modifications.get(i).dynamodb();
            hole.consume(OrderSchema.INSTANCE.fromItem(data.oldImage()));
            hole.consume(OrderSchema.INSTANCE.fromItem(data.newImage()));
        }
    }

    /** A modification's record into the table's change type: both images. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void decodeModification(Blackhole hole) {
        for (int i = 0; i < BATCH; i++) {
            hole.consume(TablesmithChange.DECODER.decode(modifications.get(i)));
        }
    }
}
