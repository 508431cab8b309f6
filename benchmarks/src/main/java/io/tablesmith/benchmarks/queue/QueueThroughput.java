package io.tablesmith.benchmarks.queue;

import io.tablesmith.Delivery;
import io.tablesmith.Lease;
import io.tablesmith.LeaseLocks;
import io.tablesmith.QueueIndex;
import io.tablesmith.benchmarks.model.TablesmithTable;
import io.tablesmith.benchmarks.report.ReportSection;
import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.local.LocalDynamoDb;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Queue and lock throughput, one run per engine: messages pushed per second, pulled and
 * acknowledged per second with 1 and 8 consumers, lock acquire + release cycles per second, and
 * the requests each costs (counted by a wrapping client). Writes its section of
 * {@code docs/benchmarks.md} between {@value #START} and {@value #END}, leaving the rest alone.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.queue.QueueThroughput docs/benchmarks.md</pre>
 */
public final class QueueThroughput {

    static final String START = "<!-- queue-and-locks:start -->";
    static final String END = "<!-- queue-and-locks:end -->";
    private static final Duration TIMEOUT = Duration.ofMinutes(5);

    private QueueThroughput() {
    }

    record Row(String engine, String what, int operations, double perSecond, double requestsEach) {
    }

    public static void main(String[] args) throws Exception {
        Path report = Path.of(args.length > 0 ? args[0] : "docs/benchmarks.md");
        List<Row> rows = new ArrayList<>();
        // A warm-up pass on LocalDynamoDb, so that the measured pass runs compiled code.
        measure("warm-up", LocalDynamoDb.create(), 2_000, 1_000, new ArrayList<>());
        measure("LocalDynamoDb", LocalDynamoDb.create(), 5_000, 5_000, rows);
        try (DynaliteServer server = DynaliteServer.start()) {
            measure("dynalite", server.client(), 300, 300, rows);
        }
        String section = section(rows);
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
        rows.add(timed(engine, "pull + ack, 1 consumer", messages, requests, () -> drain(queue)));
        for (int i = 0; i < messages; i++) {
            queue.push(new BenchTask("b-" + i, payload));
        }
        rows.add(timed(engine, "pull + ack, 8 consumers", messages, requests, () -> {
            ExecutorService pool = Executors.newFixedThreadPool(8);
            List<Future<?>> consumers = new ArrayList<>();
            for (int c = 0; c < 8; c++) {
                consumers.add(pool.submit(() -> drain(queue)));
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

    private static String section(List<Row> rows) {
        StringBuilder text = new StringBuilder();
        text.append(START).append('\n');
        text.append("## Queue and lease locks\n\n");
        text.append("One run of `benchmarks/run-queue.sh` (").append(LocalDate.now()).append(", the shared 2-core machine, load average ")
                .append(loadAverage()).append("): a plain timed harness, not JMH, one pass per engine after a warm-up pass on\n")
                .append("LocalDynamoDb; each message is a 200-character `BenchTask` with a deduplication id, one shard, no groups;\n")
                .append("`requests each` counts every `*Item` and `Query` request the client was sent, conditional failures included.\n")
                .append("Locks: `tryAcquire` then `release`, rotating over 10 lock names. Other builds shared the machine\n")
                .append("(the load average above, on 2 cores), so the rates are what the harness's share of the CPU gave; the requests\n")
                .append("each operation costs do not depend on it. Source:\n")
                .append("`benchmarks/src/main/java/io/tablesmith/benchmarks/queue/QueueThroughput.java`.\n\n");
        text.append("| engine | operation | count | per second | requests each |\n|---|---|---:|---:|---:|\n");
        for (Row row : rows) {
            text.append(String.format(Locale.ROOT, "| %s | %s | %,d | %,.0f | %.2f |%n", row.engine(), row.what(), row.operations(),
                    row.perSecond(), row.requestsEach()));
        }
        text.append("\nA push is 2 requests (the conditional `PutItem`, the shard's counter); a pull and ack 5 (`Query`, the claiming\n")
                .append("`UpdateItem`, its counter, the acknowledging `UpdateItem`, its counter) plus the claims lost to other consumers\n")
                .append("and the final empty `Query`. With one shard every write of the queue lands on one index partition and one counter\n")
                .append("item: on DynamoDB that partition's 1,000 writes/s bound a queue, and `shards` multiplies it.\n");
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
