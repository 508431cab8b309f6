package io.tablesmith.benchmarks;

import io.tablesmith.local.LocalDynamoDb;
import java.lang.management.ManagementFactory;
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
 *       at the partition's start. Mean µs per query after a warm-up, each measured for about a second.</li>
 *   <li>{@code writes}: PutItem per second from 1 and from 8 threads, each thread on partitions of its own.</li>
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

    private EngineScaleHarness() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "query" -> {
                for (int i = 1; i < args.length; i++) {
                    query(Integer.parseInt(args[i]));
                }
            }
            case "writes" -> writes();
            case "memory" -> memory(Integer.parseInt(args[1]));
            default -> throw new IllegalArgumentException("query N..., writes or memory N");
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
        System.out.printf("%nquery, one partition of N = %,d items, Limit %d: mean µs per query%n", n, LIMIT);
        System.out.printf("%-24s %12s %12s%n", "condition", "table", "GSI");
        for (String[] shape : shapes) {
            double[] micros = new double[2];
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
                micros[target] = meanMicros(() -> db.query(request));
            }
            System.out.printf("%-24s %12.1f %12.1f%n", shape[0], micros[0], micros[1]);
        }
    }

    private static double meanMicros(Runnable operation) {
        timeFor(operation, 300_000_000L);
        return timeFor(operation, 1_000_000_000L);
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

    private static void writes() throws Exception {
        System.out.printf("%nPutItem per second, threads on partitions of their own "
                + "(median of 5 runs of 1 s, the thread counts interleaved, after 4 warm-up runs)%n");
        int[] threadCounts = {1, 2, 8};
        for (int warmUp = 0; warmUp < 4; warmUp++) {
            writesPerSecond(threadCounts[warmUp % threadCounts.length]);
        }
        List<List<Double>> runs = new ArrayList<>();
        for (int ignored : threadCounts) {
            runs.add(new ArrayList<>());
        }
        for (int run = 0; run < 5; run++) {
            for (int t = 0; t < threadCounts.length; t++) {
                runs.get(t).add(writesPerSecond(threadCounts[t]));
            }
        }
        double one = 0;
        for (int t = 0; t < threadCounts.length; t++) {
            List<Double> measured = runs.get(t);
            measured.sort(Double::compare);
            double median = measured.get(2);
            if (threadCounts[t] == 1) {
                one = median;
            }
            System.out.printf("%d thread(s): %,.0f puts/s (%.2f× one thread)%n", threadCounts[t], median, median / one);
        }
    }

    private static double writesPerSecond(int threads) throws Exception {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(CreateTableRequest.builder().tableName(TABLE)
                .billingMode(BillingMode.PAY_PER_REQUEST).attributeDefinitions(attr("pk"), attr("sk"))
                .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE)).build());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        AtomicBoolean measuring = new AtomicBoolean(false);
        AtomicBoolean running = new AtomicBoolean(true);
        CountDownLatch ready = new CountDownLatch(threads);
        List<Future<Long>> counts = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            counts.add(pool.submit(() -> {
                PutItemRequest[] requests = new PutItemRequest[1000];
                for (int i = 0; i < requests.length; i++) {
                    requests[i] = PutItemRequest.builder().tableName(TABLE).item(Map.of(
                            "pk", AttributeValue.fromS("t" + thread + "-" + (i % 50)),
                            "sk", AttributeValue.fromS(sk(i)), "v", AttributeValue.fromS("value-" + i))).build();
                }
                ready.countDown();
                long done = 0;
                int i = 0;
                while (running.get()) {
                    db.putItem(requests[i]);
                    i = i + 1 < requests.length ? i + 1 : 0;
                    if (measuring.get()) {
                        done++;
                    }
                }
                return done;
            }));
        }
        ready.await();
        warmUpAndMeasure(measuring, running);
        long total = 0;
        for (Future<Long> f : counts) {
            total += f.get();
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        return total;
    }

    /** 0.5 s of warm-up, then 1 s counted. */
    private static void warmUpAndMeasure(AtomicBoolean measuring, AtomicBoolean running) {
        long start = System.nanoTime();
        while (System.nanoTime() - start < 500_000_000L) {
            Thread.onSpinWait();
        }
        measuring.set(true);
        start = System.nanoTime();
        while (System.nanoTime() - start < 1_000_000_000L) {
            Thread.onSpinWait();
        }
        running.set(false);
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
