package io.tablesmith.benchmarks.queue;

import io.tablesmith.benchmarks.model.TablesmithTable;
import io.tablesmith.benchmarks.report.ReportSection;
import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.QueueIndex;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.LongStream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Queue and lock throughput, one run per engine: messages pushed per second, pulled and
 * acknowledged per second with 1 and 4 consumers, the requests a message costs from push to ack,
 * lock acquire + release cycles per second, the requests each costs (counted by a wrapping client),
 * and on LocalDynamoDb the latency of a pull from one group with 100 and with 100,000 messages
 * waiting in it. Writes its section of {@code docs/benchmarks.md} between {@value #START} and
 * {@value #END}, leaving the rest alone.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.queue.QueueThroughput docs/benchmarks.md</pre>
 */
public final class QueueThroughput {

    static final String START = "<!-- queue-and-locks:start -->";
    static final String END = "<!-- queue-and-locks:end -->";
    private static final Duration TIMEOUT = Duration.ofMinutes(5);
    private static final int CONSUMERS = 4;

    private QueueThroughput() {
    }

    record Row(String engine, String what, int operations, double perSecond, double requestsEach) {
    }

    /** Pull latency from one group with {@code waiting} messages in it: median and 99th percentile, in microseconds. */
    record Latency(int waiting, int pulls, double medianMicros, double p99Micros, double requestsEach) {
    }

    /** Pulls timed per backlog. */
    private static final int TIMED_PULLS = 2_000;

    public static void main(String[] args) throws Exception {
        Path report = Path.of(args.length > 0 ? args[0] : "docs/benchmarks.md");
        List<Row> rows = new ArrayList<>();
        // A warm-up pass on LocalDynamoDb, so that the measured pass runs compiled code.
        measure("warm-up", LocalDynamoDb.create(), 2_000, 1_000, new ArrayList<>());
        measure("LocalDynamoDb", LocalDynamoDb.create(), 5_000, 5_000, rows);
        try (DynaliteServer server = DynaliteServer.start()) {
            measure("dynalite", server.client(), 300, 300, rows);
        }
        groupLatency(1_000, new ArrayList<>()); // warm-up
        List<Latency> latencies = new ArrayList<>();
        groupLatency(100, latencies);
        groupLatency(100_000, latencies);
        String section = section(rows, latencies);
        System.out.println(section);
        ReportSection.write(report, START, END, section);
    }

    private static void measure(String engine, DynamoDbClient engineClient, int messages, int cycles, List<Row> rows)
            throws Exception {
        AtomicLong requests = new AtomicLong();
        DynamoDbClient client = counting(engineClient, requests);
        String table = "queue-bench";
        if (engineClient instanceof LocalDynamoDb local) {
            local.createTables(QueueIndex.addTo(TablesmithTable.createTableRequest(table)));
        } else {
            DynaliteServer.createTable(engineClient, QueueIndex.addTo(TablesmithTable.createTableRequest(table)));
        }
        BenchTaskQueue queue = new BenchTaskQueue(client, table);
        String payload = "x".repeat(200);

        rows.add(timed(engine, "push", messages, requests, () -> {
            for (int i = 0; i < messages; i++) {
                queue.push(new BenchTask("a-" + i, payload));
            }
        }));
        Row pulled = timed(engine, "pull + ack, 1 consumer", messages, requests, () -> drain(queue));
        rows.add(pulled);
        rows.add(new Row(engine, "a message from push to ack, 1 consumer", messages, 0,
                rows.get(rows.size() - 2).requestsEach() + pulled.requestsEach()));
        for (int i = 0; i < messages; i++) {
            queue.push(new BenchTask("b-" + i, payload));
        }
        rows.add(timed(engine, "pull + ack, " + CONSUMERS + " consumers", messages, requests, () -> {
            ExecutorService pool = Executors.newFixedThreadPool(CONSUMERS);
            List<Future<?>> consumers = new ArrayList<>();
            for (int c = 0; c < CONSUMERS; c++) {
                // One queue object per consumer, as in separate processes: no shared candidates.
                BenchTaskQueue own = new BenchTaskQueue(client, table);
                consumers.add(pool.submit(() -> drain(own)));
            }
            for (Future<?> consumer : consumers) {
                consumer.get();
            }
            pool.shutdown();
        }));
        LeaseLocks locks = new LeaseLocks(client, table);
        rows.add(timed(engine, "lock acquire + release, 1 thread", cycles, requests, () -> {
            for (int i = 0; i < cycles; i++) {
                Lease lease = locks.tryAcquire("lock-" + (i % 10), Duration.ofSeconds(30)).orElseThrow();
                locks.release(lease);
            }
        }));
    }

    /**
     * Pushes {@code waiting} messages into one group of a fresh LocalDynamoDb, then times
     * {@value #TIMED_PULLS} pulls at its head (each acknowledged untimed), or all of them when fewer wait.
     */
    private static void groupLatency(int waiting, List<Latency> latencies) {
        AtomicLong requests = new AtomicLong();
        LocalDynamoDb engine = LocalDynamoDb.create();
        engine.createTables(QueueIndex.addTo(TablesmithTable.createTableRequest("beats")));
        BenchBeatQueue producer = new BenchBeatQueue(engine, "beats");
        producer.pushAll(LongStream.range(0, waiting).mapToObj(seq -> new BenchBeat("one", seq)).toList());
        BenchBeatQueue consumer = new BenchBeatQueue(counting(engine, requests), "beats");
        int pulls = Math.min(TIMED_PULLS, waiting);
        long[] nanos = new long[pulls];
        for (int i = 0; i < pulls; i++) {
            long start = System.nanoTime();
            Delivery<BenchBeat> delivery = consumer.pull(TIMEOUT).orElseThrow();
            nanos[i] = System.nanoTime() - start;
            if (delivery.message().seq() != i) {
                throw new IllegalStateException("out of order: " + delivery.message() + " at pull " + i);
            }
            delivery.ack();
        }
        Arrays.sort(nanos);
        latencies.add(new Latency(waiting, pulls, nanos[pulls / 2] / 1e3, nanos[Math.min(pulls - 1, pulls * 99 / 100)] / 1e3,
                requests.get() / (double) pulls));
    }

    private static void drain(BenchTaskQueue queue) {
        for (Optional<Delivery<BenchTask>> d = queue.pull(TIMEOUT); d.isPresent(); d = queue.pull(TIMEOUT)) {
            d.get().ack();
        }
    }

    interface Work {
        void run() throws Exception;
    }

    private static Row timed(String engine, String what, int operations, AtomicLong requests, Work work) throws Exception {
        long before = requests.get();
        long start = System.nanoTime();
        work.run();
        double seconds = (System.nanoTime() - start) / 1e9;
        return new Row(engine, what, operations, operations / seconds, (requests.get() - before) / (double) operations);
    }

    /** {@code client} counting every request it is sent. */
    private static DynamoDbClient counting(DynamoDbClient client, AtomicLong requests) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class},
                (proxy, method, arguments) -> {
                    if (method.getParameterCount() == 1 && method.getName().endsWith("Item") || method.getName().equals("query")) {
                        requests.incrementAndGet();
                    }
                    try {
                        return method.invoke(client, arguments);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private static String section(List<Row> rows, List<Latency> latencies) {
        StringBuilder text = new StringBuilder();
        text.append(START).append('\n');
        text.append("## Queue and lease locks\n\n");
        text.append("One run of `benchmarks/run-queue.sh` (").append(LocalDate.now()).append(", the shared 2-core machine, load average ")
                .append(loadAverage()).append("): a plain timed harness, not JMH, one pass per engine after a warm-up pass on\n")
                .append("LocalDynamoDb; each message is a 200-character `BenchTask` with a deduplication id, one shard, no groups\n")
                .append("(each of the " + CONSUMERS + " consumers has its own queue object, as separate processes would);\n")
                .append("`requests each` counts every `*Item` and `Query` request the client was sent, conditional failures included.\n")
                .append("Locks: `tryAcquire` then `release`, rotating over 10 lock names. Other builds shared the machine\n")
                .append("(the load average above, on 2 cores), so the rates are what the harness's share of the CPU gave; the requests\n")
                .append("each operation costs do not depend on it. Source:\n")
                .append("`benchmarks/src/main/java/io/tablesmith/benchmarks/queue/QueueThroughput.java`.\n\n");
        text.append("| engine | operation | count | per second | requests each |\n|---|---|---:|---:|---:|\n");
        for (Row row : rows) {
            text.append(String.format(Locale.ROOT, "| %s | %s | %,d | %s | %.2f |%n", row.engine(), row.what(), row.operations(),
                    row.perSecond() == 0 ? "" : String.format(Locale.ROOT, "%,.0f", row.perSecond()), row.requestsEach()));
        }
        text.append("\nWithout groups a push is one conditional `PutItem`; a pull is the claiming `UpdateItem`, and one `Query` of the\n")
                .append("index serves up to 10 pulls of a queue object; an ack is one `UpdateItem` (the deduplication tombstone).\n")
                .append("Statistics are counted from the index when `stats()` is called, so nothing else is written per message.\n")
                .append("With several consumers, claims lost to another consumer cost a refused write each. With one shard every\n")
                .append("write of the queue lands on one index partition: on DynamoDB that partition's 1,000 writes/s bound a queue,\n")
                .append("and `shards` multiplies it.\n\n");
        text.append("Pull latency from one group (`BenchBeat`, LocalDynamoDb in process, one consumer, each pull acknowledged\n")
                .append("before the next, the acks not timed): a pull reads the group's head with one `Query` of the group's\n")
                .append("partition, whatever waits behind it.\n\n");
        text.append("| waiting in the group | pulls timed | median | 99th percentile | requests per pull + ack |\n|---:|---:|---:|---:|---:|\n");
        for (Latency latency : latencies) {
            text.append(String.format(Locale.ROOT, "| %,d | %,d | %.0f µs | %.0f µs | %.2f |%n", latency.waiting(), latency.pulls(),
                    latency.medianMicros(), latency.p99Micros(), latency.requestsEach()));
        }
        text.append(END).append('\n');
        return text.toString();
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }
}
