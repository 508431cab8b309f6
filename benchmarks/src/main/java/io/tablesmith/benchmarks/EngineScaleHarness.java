package io.tablesmith.benchmarks;

import io.tablesmith.local.LocalDynamoDb;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * How LocalDynamoDb scales, measured through its public {@code DynamoDbClient} API only (so the same
 * harness runs on any version of the engine):
 *
 * <ul>
 *   <li>{@code query N}: one partition of N items, on the table and on a GSI with the same keys; each
 *       key condition ({@code =, <, <=, >, >=, BETWEEN, begins_with}) ascending with its bound near the end
 *       of the partition and descending with its bound near the start, {@code Limit 10}, against a query
 *       at the partition's start. Mean µs per query after a warm-up of every query, each measured for about a
 *       second in three rounds over all of them; the ratios to the start query and the load average.</li>
 *   <li>{@code writes}: PutItem per second from 1, 2 and 8 threads, each thread on partitions of its own,
 *       with the writers' CPU time per put and the load average before and after ({@code writes per-thread}:
 *       each thread with 1,000 items of its own); {@code write-for T S} one run of T threads for S seconds
 *       (to profile).</li>
 *   <li>{@code memory N}: retained heap per item after a full GC, for N items of about 270 bytes, and for the
 *       same items held as plain maps (what the engine adds is the difference).</li>
 * </ul>
 *
 * <p>Run: {@code java -Xmx4g -cp benchmarks.jar io.tablesmith.benchmarks.EngineScaleHarness query 1000 10000}
 * (or {@code writes}, {@code memory 1000000}). A harness rather than JMH: a JMH trial per operator, target and
 * N would rebuild a million-item table some sixty times.
 */
public final class EngineScaleHarness {
    private static final String TABLE = "scale";
    private static final int LIMIT = 10;
    private static final int QUERY_ROUNDS = 3;

    private EngineScaleHarness() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "query" -> {
                for (int i = 1; i < args.length; i++) {
                    query(Integer.parseInt(args[i]));
                }
            }
            case "writes" -> writes(args.length > 1 && args[1].equals("per-thread"));
            case "write-for" -> {
                WriteRun run = writeRun(Integer.parseInt(args[1]), Double.parseDouble(args[2]),
                        args.length > 3 && args[3].equals("per-thread"));
                System.out.printf("%s threads: %,.0f puts/s, %.2f CPU µs per put%n", args[1], run.putsPerSecond(),
                        run.cpuMicrosPerPut());
            }
            case "memory" -> memory(Integer.parseInt(args[1]));
            default -> throw new IllegalArgumentException("query N..., writes, write-for THREADS SECONDS or memory N");
        }
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static AttributeDefinition attr(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static String sk(int i) {
        return String.format("%07d", i);
    }

    // ------------------------------------------------------------------ query

    private static void query(int n) {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(CreateTableRequest.builder().tableName(TABLE)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("pk"), attr("sk"), attr("gpk"), attr("gsk"))
                .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("gsi")
                        .keySchema(key("gpk", KeyType.HASH), key("gsk", KeyType.RANGE))
                        .projection(p -> p.projectionType(ProjectionType.ALL)).build())
                .build());
        for (int i = 0; i < n; i++) {
            db.putItem(PutItemRequest.builder().tableName(TABLE).item(Map.of("pk", AttributeValue.fromS("p"),
                    "sk", AttributeValue.fromS(sk(i)), "gpk", AttributeValue.fromS("g"), "gsk",
                    AttributeValue.fromS(sk(i)), "v", AttributeValue.fromS("value-" + i))).build());
        }
        String deep = sk(n - 2 * LIMIT);
        String shallow = sk(2 * LIMIT - 1);
        String[][] shapes = {
            // name, condition on the sort key ("" for none), :b, :c, ascending?
            {"start ascending", "", null, null, "true"},
            {"start descending", "", null, null, "false"},
            {"= ascending", " AND #s = :b", deep, null, "true"},
            {"= descending", " AND #s = :b", shallow, null, "false"},
            {"< ascending", " AND #s < :b", deep, null, "true"},
            {"< descending", " AND #s < :b", shallow, null, "false"},
            {"<= ascending", " AND #s <= :b", deep, null, "true"},
            {"<= descending", " AND #s <= :b", shallow, null, "false"},
            {"> ascending", " AND #s > :b", deep, null, "true"},
            {"> descending", " AND #s > :b", shallow, null, "false"},
            {">= ascending", " AND #s >= :b", deep, null, "true"},
            {">= descending", " AND #s >= :b", shallow, null, "false"},
            {"BETWEEN ascending", " AND #s BETWEEN :b AND :c", deep, sk(n), "true"},
            {"BETWEEN descending", " AND #s BETWEEN :b AND :c", sk(0), shallow, "false"},
            {"begins_with ascending", " AND begins_with(#s, :b)", deep.substring(0, 6), null, "true"},
            {"begins_with descending", " AND begins_with(#s, :b)", shallow.substring(0, 6), null, "false"},
        };
        String loadBefore = loadAverage();
        System.out.printf("%nquery, one partition of N = %,d items, Limit %d: mean µs per query, and its ratio to the "
                + "query at the partition's start in the same direction on the same target%n", n, LIMIT);
        System.out.printf("%-24s %12s %12s %8s %8s%n", "condition", "table", "GSI", "table ×", "GSI ×");
        QueryRequest[][] requests = new QueryRequest[shapes.length][2];
        for (int i = 0; i < shapes.length; i++) {
            String[] shape = shapes[i];
            for (int target = 0; target < 2; target++) {
                boolean index = target == 1;
                Map<String, AttributeValue> values = new LinkedHashMap<>();
                values.put(":p", AttributeValue.fromS(index ? "g" : "p"));
                if (shape[2] != null) {
                    values.put(":b", AttributeValue.fromS(shape[2]));
                }
                if (shape[3] != null) {
                    values.put(":c", AttributeValue.fromS(shape[3]));
                }
                QueryRequest.Builder b = QueryRequest.builder().tableName(TABLE).limit(LIMIT)
                        .keyConditionExpression((index ? "gpk" : "pk") + " = :p" + shape[1])
                        .expressionAttributeValues(values).scanIndexForward(Boolean.parseBoolean(shape[4]));
                if (!shape[1].isEmpty()) {
                    b.expressionAttributeNames(Map.of("#s", index ? "gsk" : "sk"));
                }
                if (index) {
                    b.indexName("gsi");
                }
                QueryRequest request = b.build();
                if (db.query(request).count() == 0) {
                    throw new IllegalStateException("no item for " + shape[0]);
                }
                requests[i][target] = request;
            }
        }
        // every query is compiled before any is timed (the first ones timed would otherwise carry the JIT's
        // work), and each is timed in three rounds over all of them, so a change in load hits every shape alike
        for (QueryRequest[] pair : requests) {
            for (QueryRequest request : pair) {
                timeFor(() -> db.query(request), 200_000_000L);
            }
        }
        double[][] micros = new double[shapes.length][2];
        for (int round = 0; round < QUERY_ROUNDS; round++) {
            for (int i = 0; i < shapes.length; i++) {
                for (int target = 0; target < 2; target++) {
                    QueryRequest request = requests[i][target];
                    micros[i][target] += timeFor(() -> db.query(request), 1_000_000_000L / QUERY_ROUNDS) / QUERY_ROUNDS;
                }
            }
        }
        double worst = 0;
        String worstShape = "";
        for (int i = 0; i < shapes.length; i++) {
            String[] shape = shapes[i];
            double[] reference = micros[Boolean.parseBoolean(shape[4]) ? 0 : 1];
            double tableRatio = micros[i][0] / reference[0];
            double indexRatio = micros[i][1] / reference[1];
            System.out.printf("%-24s %12.1f %12.1f %7.2f× %7.2f×%n", shape[0], micros[i][0], micros[i][1], tableRatio,
                    indexRatio);
            if (Math.max(tableRatio, indexRatio) > worst) {
                worst = Math.max(tableRatio, indexRatio);
                worstShape = shape[0] + (tableRatio >= indexRatio ? " (table)" : " (GSI)");
            }
        }
        System.out.printf("largest ratio to the start query: %.2f× (%s); target ≤ 3×%n", worst, worstShape);
        System.out.printf("load average (1, 5, 15 min) before: %s; after: %s%n", loadBefore, loadAverage());
    }

    /** Runs the operation for at least {@code nanos} (and 3 times); returns the mean in µs. */
    private static double timeFor(Runnable operation, long nanos) {
        long start = System.nanoTime();
        long count = 0;
        long elapsed;
        do {
            operation.run();
            count++;
            elapsed = System.nanoTime() - start;
        } while (elapsed < nanos || count < 3);
        return elapsed / 1000.0 / count;
    }

    // ------------------------------------------------------------------ writes

    private static final int[] THREAD_COUNTS = {1, 2, 8};
    private static final int WRITE_RUNS = 5;
    private static final int PARTITIONS = 400;
    private static final int ITEMS = 8000;
    /** With {@code per-thread}, each thread writes this share of the items and partitions (its own 1,000 and 50). */
    private static final int PER_THREAD_SHARE = 8;

    /** Puts counted and CPU time spent by the writer threads in one measured run. */
    private record WriteRun(double putsPerSecond, double cpuMicrosPerPut) {
    }

    private static void writes(boolean perThread) throws Exception {
        System.out.printf("%nPutItem per second: %s, rewritten over and over (no partition shared by two threads); "
                + "median of %d runs of 1 s, the thread counts interleaved, after 4 warm-up runs%n", perThread
                ? String.format("each thread %,d items in %d partitions of its own (more threads, more data)",
                        ITEMS / PER_THREAD_SHARE, PARTITIONS / PER_THREAD_SHARE)
                : String.format("%,d items in %d partitions split between the threads (the same data for every "
                        + "thread count)", ITEMS, PARTITIONS), WRITE_RUNS);
        System.out.printf("%s, %d processors, Java %s, max heap %,d MB%n", java.time.Instant.now(),
                Runtime.getRuntime().availableProcessors(), Runtime.version(), Runtime.getRuntime().maxMemory() >> 20);
        String loadBefore = loadAverage();
        for (int warmUp = 0; warmUp < 4; warmUp++) {
            writeRun(THREAD_COUNTS[warmUp % THREAD_COUNTS.length], 1, perThread);
        }
        List<List<WriteRun>> runs = new ArrayList<>();
        for (int ignored : THREAD_COUNTS) {
            runs.add(new ArrayList<>());
        }
        for (int run = 0; run < WRITE_RUNS; run++) {
            for (int t = 0; t < THREAD_COUNTS.length; t++) {
                runs.get(t).add(writeRun(THREAD_COUNTS[t], 1, perThread));
            }
        }
        String loadAfter = loadAverage();
        System.out.printf("%-8s %12s %10s %14s   %s%n", "threads", "puts/s", "× 1 thread", "CPU µs/put", "every run, puts/s");
        double one = 0;
        for (int t = 0; t < THREAD_COUNTS.length; t++) {
            List<Double> rates = new ArrayList<>();
            List<Double> cpu = new ArrayList<>();
            for (WriteRun run : runs.get(t)) {
                rates.add(run.putsPerSecond());
                cpu.add(run.cpuMicrosPerPut());
            }
            double median = median(rates);
            if (THREAD_COUNTS[t] == 1) {
                one = median;
            }
            StringBuilder each = new StringBuilder();
            for (double rate : rates) {
                each.append(String.format("%,.0f ", rate));
            }
            System.out.printf("%-8d %,12.0f %9.2f× %14.2f   %s%n", THREAD_COUNTS[t], median, median / one, median(cpu),
                    each.toString().trim());
        }
        System.out.printf("load average (1, 5, 15 min) before: %s; after: %s%n", loadBefore, loadAfter);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(Double::compare);
        return sorted.get(sorted.size() / 2);
    }

    /** The system's load averages (1, 5 and 15 minutes), as {@code uptime} prints them. */
    private static String loadAverage() {
        try {
            String[] fields = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ");
            return fields[0] + ", " + fields[1] + ", " + fields[2];
        } catch (java.io.IOException | RuntimeException e) {
            return String.format("%.2f (1 min)", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
    }

    /**
     * {@code threads} writers, each putting its share of the {@value #ITEMS} items, in its share of the
     * {@value #PARTITIONS} partitions (a partition after another, overwriting after the first round), for 0.5 s
     * of warm-up and {@code seconds} counted. Every thread count writes the same items, so the table and the
     * data the caches must hold are the same; only how many threads share the work changes. With
     * {@code perThread}, each thread writes an eighth of them (its own 1,000 items in 50 partitions), as the
     * harness did before: one thread then works on an eighth of the data eight do.
     */
    private static WriteRun writeRun(int threads, double seconds, boolean perThread) throws Exception {
        int share = perThread ? PER_THREAD_SHARE : threads;
        if (!perThread && (PARTITIONS % threads != 0 || ITEMS % threads != 0)) {
            throw new IllegalArgumentException("the thread count must divide " + PARTITIONS + " and " + ITEMS);
        }
        LocalDynamoDb db = LocalDynamoDb.create().createTables(CreateTableRequest.builder().tableName(TABLE)
                .billingMode(BillingMode.PAY_PER_REQUEST).attributeDefinitions(attr("pk"), attr("sk"))
                .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE)).build());
        ThreadMXBean cpuClock = ManagementFactory.getThreadMXBean();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        AtomicBoolean measuring = new AtomicBoolean(false);
        AtomicBoolean running = new AtomicBoolean(true);
        CountDownLatch ready = new CountDownLatch(threads);
        List<Future<long[]>> counts = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            counts.add(pool.submit(() -> {
                int partitions = PARTITIONS / share;
                PutItemRequest[] requests = new PutItemRequest[ITEMS / share];
                for (int i = 0; i < requests.length; i++) {
                    requests[i] = PutItemRequest.builder().tableName(TABLE).item(Map.of(
                            "pk", AttributeValue.fromS("p" + (thread * partitions + i % partitions)),
                            "sk", AttributeValue.fromS(sk(i / partitions)), "v", AttributeValue.fromS("value-" + i)))
                            .build();
                }
                ready.countDown();
                long done = 0;
                long puts = 0;
                long cpuAtStart = -1;
                int i = 0;
                while (running.get()) {
                    db.putItem(requests[i]);
                    puts++;
                    i = i + 1 < requests.length ? i + 1 : 0;
                    if (measuring.get()) {
                        if (cpuAtStart < 0) {
                            cpuAtStart = cpuClock.getCurrentThreadCpuTime();
                        }
                        done++;
                    }
                }
                long cpu = cpuAtStart < 0 ? 0 : cpuClock.getCurrentThreadCpuTime() - cpuAtStart;
                return new long[] {done, cpu, Math.min(puts, requests.length)};
            }));
        }
        ready.await();
        Thread.sleep(500);
        measuring.set(true);
        Thread.sleep((long) (seconds * 1000));
        running.set(false);
        long total = 0;
        long cpuNanos = 0;
        long distinct = 0;
        for (Future<long[]> f : counts) {
            long[] result = f.get();
            total += result[0];
            cpuNanos += result[1];
            distinct += result[2];
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        long items = db.describeTable(b -> b.tableName(TABLE)).table().itemCount();
        if (items != distinct) {
            throw new IllegalStateException(items + " items after the run, expected " + distinct);
        }
        return new WriteRun(total / seconds, total == 0 ? 0 : cpuNanos / 1000.0 / total);
    }

    // ------------------------------------------------------------------ memory

    private static Map<String, AttributeValue> item(int i) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("pk", AttributeValue.fromS("customer-" + (i / 10)));
        item.put("sk", AttributeValue.fromS("order-" + sk(i)));
        item.put("status", AttributeValue.fromS("SHIPPED"));
        item.put("total", AttributeValue.fromN(Integer.toString(1000 + i % 9000)));
        item.put("currency", AttributeValue.fromS("EUR"));
        item.put("created", AttributeValue.fromS("2026-12-01T15:13:11.000Z"));
        item.put("note", AttributeValue.fromS("x".repeat(150)));
        item.put("priority", AttributeValue.fromN("3"));
        return item;
    }

    private static long usedHeap() {
        for (int i = 0; i < 4; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static void memory(int n) {
        long before = usedHeap();
        List<Map<String, AttributeValue>> plain = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            plain.add(item(i));
        }
        long plainBytes = usedHeap() - before;
        int size = 0;
        for (Map.Entry<String, AttributeValue> e : plain.get(0).entrySet()) {
            size += e.getKey().length() + (e.getValue().s() != null ? e.getValue().s().length() : 2);
        }
        plain = null;
        before = usedHeap();
        LocalDynamoDb db = LocalDynamoDb.create().createTables(CreateTableRequest.builder().tableName(TABLE)
                .billingMode(BillingMode.PAY_PER_REQUEST).attributeDefinitions(attr("pk"), attr("sk"))
                .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE)).build());
        for (int i = 0; i < n; i++) {
            db.putItem(PutItemRequest.builder().tableName(TABLE).item(item(i)).build());
        }
        long engineBytes = usedHeap() - before;
        System.out.printf("%nretained heap, N = %,d items of about %d bytes (DynamoDB's measure)%n", n, size);
        System.out.printf("in LocalDynamoDb: %,d B per item; as plain maps: %,d B per item; engine's share: %,d B%n",
                engineBytes / n, plainBytes / n, (engineBytes - plainBytes) / n);
        if (db.describeTable(b -> b.tableName(TABLE)).table().itemCount() != n) {
            throw new IllegalStateException("items missing");
        }
    }
}
