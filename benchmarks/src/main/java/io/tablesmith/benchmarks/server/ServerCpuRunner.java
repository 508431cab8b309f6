package io.tablesmith.benchmarks.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * What each server spends on a request, measured apart from the client: both servers run as processes of
 * their own (LocalDynamoDb's {@code -server.jar}, dynalite's {@code node server.js}), and for each of
 * {@code PutItem}, {@code GetItem} and {@code Query} the runner reads the server process's CPU time
 * (user + system, from {@code /proc/<pid>/stat}), the client thread's CPU time and the wall time over
 * {@code n} requests from one SDK client (URL-connection HTTP client), after as many for warm-up. CPU
 * time hardly depends on how busy the machine is, unlike requests per second.
 *
 * <p>Usage: {@code ServerCpuRunner <n> <server.jar> <dynalite engine dir> <out.csv>}; writes
 * {@code engine,op,wall_us,client_cpu_us,server_cpu_us} per request. Linux only.
 */
public final class ServerCpuRunner {
    private static final Pattern PORT = Pattern.compile("(?:LISTENING |http://127\\.0\\.0\\.1:)(\\d{1,5})");
    private static final int PARTITIONS = 50;
    private static final int ITEMS_PER_PARTITION = 10;

    private ServerCpuRunner() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: ServerCpuRunner <n> <server.jar> <dynalite dir> <out.csv>");
        }
        int n = Integer.parseInt(args[0]);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> lines = new ArrayList<>();
        lines.add("engine,op,wall_us,client_cpu_us,server_cpu_us");
        measure("local-server", List.of(java, "-jar", Path.of(args[1]).toAbsolutePath().toString(), "--port", "0"),
                null, n, lines);
        measure("dynalite", List.of("node", "server.js"), Path.of(args[2]).toAbsolutePath(), n, lines);
        Files.write(Path.of(args[3]), lines, StandardCharsets.UTF_8);
        lines.forEach(System.out::println);
    }

    private static void measure(String engine, List<String> command, Path directory, int n, List<String> lines)
            throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        if (directory != null) {
            builder.directory(directory.toFile());
        }
        Process process = builder.start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            Matcher port = PORT.matcher(String.valueOf(out.readLine()));
            if (!port.find()) {
                throw new IllegalStateException(command + " did not print its port");
            }
            try (DynamoDbClient client = DynamoDbClient.builder()
                    .endpointOverride(URI.create("http://127.0.0.1:" + port.group(1)))
                    .region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
                    .httpClientBuilder(UrlConnectionHttpClient.builder())
                    .build()) {
                createTable(client);
                Map<String, IntConsumer> ops = new HashMap<>();
                ops.put("put", i -> client.putItem(b -> b.tableName("cpu").item(item(i))));
                ops.put("get", i -> client.getItem(b -> b.tableName("cpu").key(key(i))));
                ops.put("query", i -> client.query(b -> b.tableName("cpu").keyConditionExpression("pk = :pk")
                        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("p-" + i % PARTITIONS)))));
                for (int i = 0; i < PARTITIONS * ITEMS_PER_PARTITION; i++) {
                    ops.get("put").accept(i);
                }
                for (String op : List.of("put", "get", "query")) {
                    run(ops.get(op), n); // warm-up
                    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
                    long wall = System.nanoTime();
                    long clientCpu = threads.getCurrentThreadCpuTime();
                    long serverCpu = processCpuNanos(process.pid());
                    run(ops.get(op), n);
                    lines.add(String.format(Locale.ROOT, "%s,%s,%.1f,%.1f,%.1f", engine, op,
                            (System.nanoTime() - wall) / 1e3 / n,
                            (threads.getCurrentThreadCpuTime() - clientCpu) / 1e3 / n,
                            (processCpuNanos(process.pid()) - serverCpu) / 1e3 / n));
                }
            }
        } finally {
            process.destroy();
            process.waitFor();
        }
    }

    private static void run(IntConsumer op, int n) {
        for (int i = 0; i < n; i++) {
            op.accept(i);
        }
    }

    private static void createTable(DynamoDbClient client) throws InterruptedException {
        client.createTable(b -> b.tableName("cpu").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
                .attributeDefinitions(
                        AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("sk").attributeType(ScalarAttributeType.S).build()));
        // dynalite answers CreateTable while the table is CREATING
        while (client.describeTable(b -> b.tableName("cpu")).table().tableStatus() != TableStatus.ACTIVE) {
            Thread.onSpinWait();
        }
    }

    private static Map<String, AttributeValue> key(int i) {
        int item = i % (PARTITIONS * ITEMS_PER_PARTITION);
        return Map.of("pk", AttributeValue.fromS("p-" + item % PARTITIONS),
                "sk", AttributeValue.fromS("s-" + item / PARTITIONS));
    }

    private static Map<String, AttributeValue> item(int i) {
        Map<String, AttributeValue> item = new HashMap<>(key(i));
        item.put("name", AttributeValue.fromS("item number " + i));
        item.put("count", AttributeValue.fromN(Integer.toString(i)));
        item.put("price", AttributeValue.fromN("12.50"));
        item.put("active", AttributeValue.fromBool(i % 2 == 0));
        item.put("tags", AttributeValue.fromSs(List.of("a", "b", "c")));
        item.put("meta", AttributeValue.fromM(Map.of("created", AttributeValue.fromS("2026-12-01T10:00:00Z"))));
        return item;
    }

    /** utime + stime of a process, from {@code /proc/<pid>/stat}, in nanoseconds (at the kernel's 100 Hz ticks). */
    private static long processCpuNanos(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10_000_000L;
    }
}
