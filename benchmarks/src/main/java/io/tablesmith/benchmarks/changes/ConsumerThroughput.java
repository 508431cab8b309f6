package io.tablesmith.benchmarks.changes;

import io.tablesmith.ChangeStreamConsumer;
import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderRepository;
import io.tablesmith.benchmarks.model.TablesmithChange;
import io.tablesmith.benchmarks.model.TablesmithTable;
import io.tablesmith.benchmarks.report.ReportSection;
import io.tablesmith.local.LocalDynamoDb;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Whether the in-process {@link ChangeStreamConsumer} keeps up with a table's writes on LocalDynamoDb:
 * one thread writes orders at a fixed rate (2,000 to 20,000 a second, for a few seconds each) while a
 * started consumer decodes every change of the table's {@code NEW_AND_OLD_IMAGES} stream into the
 * generated {@code TablesmithChange} and checkpoints after each page. For each rate it reports the rate
 * the writer reached, the changes the consumer handled per second from the first write to the last change,
 * and how far behind the last write its last change was handled. The target: it keeps up with
 * 10,000 writes a second (lag under a second, every change handled). Writes its section of
 * {@code docs/benchmarks.md} between {@value #START} and {@value #END}, leaving the rest alone.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.changes.ConsumerThroughput docs/benchmarks.md</pre>
 */
public final class ConsumerThroughput {

    static final String START = "<!-- change-streams:start -->";
    static final String END = "<!-- change-streams:end -->";
    private static final int[] RATES = {2_000, 5_000, 10_000, 20_000};
    private static final Duration WRITING = Duration.ofSeconds(5);
    private static final Duration GIVE_UP = Duration.ofMinutes(2);

    private ConsumerThroughput() {
    }

    /**
     * One rate's run.
     *
     * @param targetRate writes a second asked of the writer
     * @param written writes made
     * @param writeRate writes a second the writer reached
     * @param handled changes the consumer handed on
     * @param handleRate changes a second, from the first write to the last change handled
     * @param lagMillis how long after the last write the last change was handled
     */
    record Row(int targetRate, long written, double writeRate, long handled, double handleRate, long lagMillis) {

        boolean keptUp() {
            return handled == written && writeRate >= 0.95 * targetRate && lagMillis < 1_000;
        }
    }

    public static void main(String[] args) throws Exception {
        Path report = Path.of(args.length > 0 ? args[0] : "docs/benchmarks.md");
        measure(5_000, Duration.ofSeconds(3)); // warm-up: the measured runs execute compiled code
        List<Row> rows = new ArrayList<>();
        for (int rate : RATES) {
            Row row = measure(rate, WRITING);
            System.out.printf(Locale.ROOT, "%,d/s asked: wrote %,.0f/s, handled %,.0f/s, lag %d ms%n", rate, row.writeRate(),
                    row.handleRate(), row.lagMillis());
            rows.add(row);
        }
        String section = section(rows);
        System.out.println(section);
        ReportSection.write(report, START, END, section);
    }

    private static Row measure(int rate, Duration writing) throws InterruptedException {
        LocalDynamoDb dynamo = LocalDynamoDb.create();
        dynamo.createTable(TablesmithTable.createTableRequest("orders").toBuilder()
                .streamSpecification(stream -> stream.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build());
        OrderRepository orders = new OrderRepository(dynamo, "orders");
        int total = (int) (rate * writing.toMillis() / 1000);
        CountDownLatch all = new CountDownLatch(total);
        AtomicLong handled = new AtomicLong();
        AtomicLong lastHandledAt = new AtomicLong();
        try (ChangeStreamConsumer<TablesmithChange> consumer = ChangeStreamConsumer.builder(dynamo, dynamo.streamsClient(), "orders",
                TablesmithChange.DECODER, change -> {
                    if (change instanceof TablesmithChange.OrderChange) {
                        handled.incrementAndGet();
                        lastHandledAt.set(System.nanoTime());
                        all.countDown();
                    }
                }).group("throughput").withPollInterval(Duration.ofMillis(5)).build()) {
            consumer.start();
            long started = System.nanoTime();
            long interval = TimeUnit.SECONDS.toNanos(1) / rate;
            for (int i = 0; i < total; i++) {
                long due = started + i * interval;
                long early = due - System.nanoTime();
                if (early > 0) {
                    LockSupport.parkNanos(early); // pacing the writer, not synchronising with the consumer
                }
                orders.put(Order.sample("c-" + (i % 1_000), i));
            }
            long lastWriteAt = System.nanoTime();
            boolean done = all.await(GIVE_UP.toSeconds(), TimeUnit.SECONDS);
            if (!done || consumer.failure().isPresent()) {
                throw new IllegalStateException("at " + rate + "/s the consumer handled " + handled.get() + " of " + total
                        + " changes in " + GIVE_UP + consumer.failure().map(failure -> ": " + failure).orElse(""));
            }
            double seconds = (lastWriteAt - started) / 1e9;
            double handling = (lastHandledAt.get() - started) / 1e9;
            return new Row(rate, total, total / seconds, handled.get(), handled.get() / handling,
                    Math.max(0, TimeUnit.NANOSECONDS.toMillis(lastHandledAt.get() - lastWriteAt)));
        }
    }

    private static String section(List<Row> rows) {
        StringBuilder text = new StringBuilder(START).append('\n');
        text.append("## Change streams: the in-process consumer on LocalDynamoDb\n\n");
        text.append("One run of `ConsumerThroughput` (").append(LocalDate.now()).append(", ")
                .append(Runtime.getRuntime().availableProcessors()).append(" processors): one thread `put`s orders at each rate for ")
                .append(WRITING.toSeconds()).append(" s while a started `ChangeStreamConsumer` decodes every change of the ")
                .append("`NEW_AND_OLD_IMAGES` stream into `TablesmithChange` and checkpoints after each page.\n\n");
        text.append("| asked | written | writes/s reached | changes handled/s | last change handled after the last write | kept up |\n");
        text.append("|---|---|---|---|---|---|\n");
        for (Row row : rows) {
            text.append(String.format(Locale.ROOT, "| %,d/s | %,d | %,.0f | %,.0f | %d ms | %s |%n", row.targetRate(), row.written(),
                    row.writeRate(), row.handleRate(), row.lagMillis(), row.keptUp() ? "yes" : "no"));
        }
        text.append("\nKept up: every change handled, the writer within 5% of the rate asked, and the last change handled less ")
                .append("than a second after the last write.\n");
        return text.append(END).append('\n').toString();
    }
}
