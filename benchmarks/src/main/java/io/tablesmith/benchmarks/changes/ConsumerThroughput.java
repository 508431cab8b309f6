package io.tablesmith.benchmarks.changes;

import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderRepository;
import io.tablesmith.benchmarks.model.TablesmithChange;
import io.tablesmith.benchmarks.model.TablesmithTable;
import io.tablesmith.benchmarks.report.ReportSection;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.stream.ChangeStreamConsumer;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Whether the in-process {@link ChangeStreamConsumer} keeps up with a table's writes on LocalDynamoDb:
 * {@value #WRITERS} writer threads write new orders with {@code putAll}, {@value #BATCH} to a
 * {@code BatchWriteItem} request, each batch sent when it is due so that the items written a second are the
 * rate asked (2,000 to 40,000, for a few seconds each); every item is a new order, so every item is one
 * {@code INSERT} in the stream and items a second are changes a second. Meanwhile a started consumer decodes
 * every change of the table's {@code NEW_AND_OLD_IMAGES} stream into the generated {@code TablesmithChange}
 * and checkpoints after each page. For each rate it reports the items written a second, the changes handled
 * a second (from the first write to the last change handled), how long after the last write returned its
 * changes were handled, the largest delay of any one change (from the return of the {@code putAll} that wrote it), and
 * whether every order's change was handled exactly once (counted by the order's key). The target: it
 * keeps up with 10,000 writes a second. Writes its section of {@code docs/benchmarks.md} between
 * {@value #START} and {@value #END}, leaving the rest alone.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.changes.ConsumerThroughput docs/benchmarks.md
 * java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.changes.ConsumerThroughput - 2 10000,20000 20000   # a quick look, no report
 * </pre>
 */
public final class ConsumerThroughput {

    static final String START = "<!-- change-streams:start -->";
    static final String END = "<!-- change-streams:end -->";
    static final int WRITERS = 4;
    static final int BATCH = 25;
    private static final int[] RATES = {2_000, 5_000, 10_000, 20_000, 40_000};
    private static final Duration WRITING = Duration.ofSeconds(5);
    /** Orders written before the consumer starts, to measure what it handles a second on its own. */
    private static final int BACKLOG = 100_000;
    private static final Duration GIVE_UP = Duration.ofMinutes(2);

    private ConsumerThroughput() {
    }

    /**
     * One rate's run.
     *
     * @param targetRate items a second asked of the writers
     * @param written orders written
     * @param writeRate items a second the writers reached
     * @param handled changes of orders the consumer handed on, repeats included
     * @param distinct orders whose change was handed on at least once
     * @param handleRate distinct changes a second, from the first write to the last change handled
     * @param lagMillis how long after the last write returned its changes were handled
     * @param maxDelayMillis the largest delay of one change: from its write's return to its handling
     */
    record Row(int targetRate, long written, double writeRate, long handled, long distinct, double handleRate, long lagMillis,
               long maxDelayMillis) {

        boolean exactlyOnce() {
            return distinct == written && handled == written;
        }

        boolean keptUp() {
            return exactlyOnce() && writeRate >= 0.95 * targetRate && lagMillis < 1_000;
        }
    }

    /**
     * Arguments: the report to write ({@code -}: none; default {@code docs/benchmarks.md}), seconds of writing per
     * rate (default 5), the rates, comma-separated (default 2,000 to 40,000), and the backlog (default 100,000).
     */
    public static void main(String[] args) throws Exception {
        String report = args.length > 0 ? args[0] : "docs/benchmarks.md";
        Duration writing = args.length > 1 ? Duration.ofSeconds(Long.parseLong(args[1])) : WRITING;
        int[] rates = args.length > 2 ? Arrays.stream(args[2].split(",")).mapToInt(Integer::parseInt).toArray() : RATES;
        measure(5_000, Duration.ofSeconds(3)); // warm-up: the measured runs execute compiled code
        int backlog = args.length > 3 ? Integer.parseInt(args[3]) : BACKLOG;
        double ceiling = backlog(backlog);
        System.out.printf(Locale.ROOT, "a backlog of %,d changes: handled %,.0f/s%n", backlog, ceiling);
        List<Row> rows = new ArrayList<>();
        for (int rate : rates) {
            Row row = measure(rate, writing);
            System.out.printf(Locale.ROOT, "%,d/s asked: wrote %,.0f/s, handled %,.0f/s, lag %d ms, longest delay %d ms, %s%n",
                    rate, row.writeRate(), row.handleRate(), row.lagMillis(), row.maxDelayMillis(),
                    row.exactlyOnce() ? "each once" : row.distinct() + " distinct of " + row.handled() + " handled");
            rows.add(row);
        }
        if (!report.equals("-")) {
            String section = section(rows, writing, ceiling);
            System.out.println(section);
            ReportSection.write(Path.of(report), START, END, section);
        }
    }

    private static Row measure(int rate, Duration writing) throws InterruptedException {
        LocalDynamoDb dynamo = table();
        OrderRepository orders = new OrderRepository(dynamo, "orders");
        int batches = (int) Math.max(1, rate * writing.toMillis() / 1000 / BATCH);
        int total = batches * BATCH;
        Deliveries deliveries = new Deliveries(total);
        try (ChangeStreamConsumer<TablesmithChange> consumer = consumer(dynamo, deliveries)) {
            consumer.start();
            long started = System.nanoTime();
            write(orders, deliveries, batches, started, TimeUnit.SECONDS.toNanos(BATCH) / rate);
            long lastWriteAt = deliveries.lastWrittenAt();
            awaitAll(consumer, deliveries, rate + "/s");
            double seconds = (lastWriteAt - started) / 1e9;
            double handling = (deliveries.lastHandledAt() - started) / 1e9;
            return new Row(rate, total, total / seconds, deliveries.handled(), deliveries.distinct(), deliveries.distinct() / handling,
                    TimeUnit.NANOSECONDS.toMillis(deliveries.lastWriteLagNanos()),
                    TimeUnit.NANOSECONDS.toMillis(deliveries.maxDelayNanos()));
        }
    }

    /**
     * The consumer's own ceiling, the writers out of the way: {@code total} orders written first, as fast as the
     * writers go, then a consumer started to read them all. Returns the changes it handled a second.
     */
    private static double backlog(int total) throws InterruptedException {
        LocalDynamoDb dynamo = table();
        int batches = Math.max(1, total / BATCH);
        Deliveries deliveries = new Deliveries(batches * BATCH);
        write(new OrderRepository(dynamo, "orders"), deliveries, batches, System.nanoTime(), 0);
        try (ChangeStreamConsumer<TablesmithChange> consumer = consumer(dynamo, deliveries)) {
            long started = System.nanoTime();
            consumer.start();
            awaitAll(consumer, deliveries, "a backlog of " + total);
            return deliveries.distinct() / ((deliveries.lastHandledAt() - started) / 1e9);
        }
    }

    private static LocalDynamoDb table() {
        LocalDynamoDb dynamo = LocalDynamoDb.create();
        dynamo.createTable(TablesmithTable.createTableRequest("orders").toBuilder()
                .streamSpecification(stream -> stream.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build());
        return dynamo;
    }

    private static ChangeStreamConsumer<TablesmithChange> consumer(LocalDynamoDb dynamo, Deliveries deliveries) {
        return ChangeStreamConsumer.builder(dynamo, dynamo.streamsClient(), "orders", TablesmithChange.DECODER, deliveries::accept)
                .group("throughput").withPollInterval(Duration.ofMillis(5)).build();
    }

    /** Writes {@code batches} batches of new orders from the writer threads, batch {@code b} not before {@code started + b * batchInterval}. */
    private static void write(OrderRepository orders, Deliveries deliveries, int batches, long started, long batchInterval)
            throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> writeFailure = new AtomicReference<>();
        List<Thread> writers = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
            Thread writer = new Thread(() -> {
                try {
                    for (int batch = next.getAndIncrement(); batch < batches; batch = next.getAndIncrement()) {
                        long early = started + batch * batchInterval - System.nanoTime();
                        if (early > 0) {
                            LockSupport.parkNanos(early); // pacing the writers, not synchronising with the consumer
                        }
                        List<Order> page = new ArrayList<>(BATCH);
                        for (int i = batch * BATCH; i < (batch + 1) * BATCH; i++) {
                            page.add(Order.sample("c-" + (i % 1_000), i));
                        }
                        orders.putAll(page);
                        deliveries.written(batch * BATCH, BATCH, System.nanoTime());
                    }
                } catch (RuntimeException | Error e) {
                    writeFailure.compareAndSet(null, e);
                }
            }, "writer-" + w);
            writer.start();
            writers.add(writer);
        }
        for (Thread writer : writers) {
            writer.join();
        }
        if (writeFailure.get() != null) {
            throw new IllegalStateException("a writer failed", writeFailure.get());
        }
    }

    private static void awaitAll(ChangeStreamConsumer<TablesmithChange> consumer, Deliveries deliveries, String run)
            throws InterruptedException {
        boolean done = deliveries.await(GIVE_UP);
        consumer.close(); // its thread has ended: every change it handed on is counted
        if (!done || consumer.failure().isPresent()) {
            throw new IllegalStateException("at " + run + " the consumer handled " + deliveries.distinct() + " of "
                    + deliveries.orders() + " changes in " + GIVE_UP + consumer.failure().map(failure -> ": " + failure).orElse(""));
        }
    }

    private static String section(List<Row> rows, Duration writing, double ceiling) {
        StringBuilder text = new StringBuilder(START).append('\n');
        text.append("## Change streams: the in-process consumer on LocalDynamoDb\n\n");
        text.append("One run of `ConsumerThroughput` (").append(LocalDate.now()).append(", ")
                .append(Runtime.getRuntime().availableProcessors()).append(" processors): ").append(WRITERS)
                .append(" writer threads send `putAll` of ").append(BATCH).append(" new orders (one `BatchWriteItem` request each, ")
                .append("every order one `INSERT` in the stream, so items written a second are changes a second), each batch when ")
                .append("it is due, at each rate for ").append(writing.toSeconds()).append(" s, while a started `ChangeStreamConsumer` ")
                .append("decodes every change of the `NEW_AND_OLD_IMAGES` stream into `TablesmithChange` and checkpoints after each ")
                .append("page.\n\n");
        text.append("| asked | written | items written/s | changes handled/s | last write's changes handled after it returned "
                + "| longest delay of one change | each change once (by key) | kept up |\n");
        text.append("|---|---|---|---|---|---|---|---|\n");
        for (Row row : rows) {
            text.append(String.format(Locale.ROOT, "| %,d/s | %,d | %,.0f | %,.0f | %d ms | %d ms | %s | %s |%n", row.targetRate(),
                    row.written(), row.writeRate(), row.handleRate(), row.lagMillis(), row.maxDelayMillis(),
                    row.exactlyOnce() ? "yes" : String.format(Locale.ROOT, "no: %,d of %,d orders, %,d handed on", row.distinct(),
                            row.written(), row.handled()),
                    row.keptUp() ? "yes" : "no"));
        }
        text.append(String.format(Locale.ROOT, "%nThe consumer alone, the writers out of the way (%,d orders written first, then "
                + "read by a consumer started afterwards): %,.0f changes handled a second.%n", BACKLOG, ceiling));
        text.append("\nKept up: every order's change handled exactly once, the writers within 5% of the rate asked, and the last ")
                .append("write's changes handled less than a second after it returned.\n");
        return text.append(END).append('\n').toString();
    }
}
