package io.tablesmith.benchmarks.server;

import com.sun.management.OperatingSystemMXBean;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.apache.ApacheHttpClient;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
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
 * Requests per second of LocalDynamoDb's server and of dynalite, each a process of its own
 * ({@code java -jar tablesmith-local-<version>-server.jar --port 0}, dynalite's {@code node server.js}), to
 * the same client in this process: the AWS SDK's {@code DynamoDbClient} with its Apache HTTP client and with its
 * newer Apache HttpClient 5 one, each shared by 1, 4 and 16 threads, and with its URL-connection HTTP client on
 * one thread. For each client set-up and
 * each of {@code PutItem}, {@code GetItem}, {@code Query}, the two servers are measured one after the other
 * ({@code seconds} each), and that is repeated {@code rounds} times, so that both see the same machine. Besides
 * requests per second it records the server process's CPU time per request (user + system, from
 * {@code /proc/<pid>/stat}) and this process's (the client's).
 *
 * <p>Usage: {@code ServerThroughputRunner <seconds> <rounds> <server.jar> <dynalite engine dir> <out.csv>};
 * writes {@code engine,client,threads,op,round,requests_per_s,server_cpu_us,client_cpu_us}. Linux only.
 */
public final class ServerThroughputRunner {
    private static final Pattern PORT = Pattern.compile("(?:LISTENING |http://127\\.0\\.0\\.1:)(\\d{1,5})");
    private static final int PARTITIONS = 50;
    private static final int ITEMS_PER_PARTITION = 10;
    private static final List<String> OPS = List.of("put", "get", "query");
    /** client set-ups measured: HTTP client and threads sharing one DynamoDbClient. */
    private static final List<Setup> SETUPS = List.of(new Setup("apache", 1), new Setup("apache", 4),
            new Setup("apache", 16), new Setup("apache5", 1), new Setup("apache5", 4), new Setup("apache5", 16),
            new Setup("url-connection", 1));

    private record Setup(String client, int threads) {
    }

    private ServerThroughputRunner() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            throw new IllegalArgumentException(
                    "usage: ServerThroughputRunner <seconds> <rounds> <server.jar> <dynalite dir> <out.csv>");
        }
        double seconds = Double.parseDouble(args[0]);
        int rounds = Integer.parseInt(args[1]);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Map<String, Process> servers = new LinkedHashMap<>();
        Map<String, URI> endpoints = new HashMap<>();
        try {
            Path out = Path.of(args[4]).toAbsolutePath();
            start("local-server", List.of(java, "-jar", Path.of(args[2]).toAbsolutePath().toString(), "--port", "0"),
                    null, out, servers, endpoints);
            start("dynalite", List.of("node", "server.js"), Path.of(args[3]).toAbsolutePath(), out, servers, endpoints);
            List<String> lines = new ArrayList<>();
            lines.add("engine,client,threads,op,round,requests_per_s,server_cpu_us,client_cpu_us");
            for (Setup setup : SETUPS) {
                Map<String, DynamoDbClient> clients = new HashMap<>();
                for (String engine : servers.keySet()) {
                    clients.put(engine, client(setup.client(), endpoints.get(engine)));
                    if (setup == SETUPS.get(0)) {
                        createTable(clients.get(engine));
                        run(ops(clients.get(engine)).get("put"), 1, PARTITIONS * ITEMS_PER_PARTITION, 0);
                        for (String op : OPS) { // the JIT's warm-up, before anything is measured
                            run(ops(clients.get(engine)).get(op), 4, Long.MAX_VALUE, 3 * seconds);
                        }
                    }
                }
                for (String op : OPS) {
                    for (String engine : servers.keySet()) { // warm-up: connections, pools
                        run(ops(clients.get(engine)).get(op), setup.threads(), Long.MAX_VALUE, seconds);
                    }
                    for (int round = 0; round < rounds; round++) {
                        for (String engine : servers.keySet()) {
                            String line;
                            try {
                                line = measure(engine, setup, op, round, clients.get(engine),
                                        servers.get(engine).pid(), seconds);
                            } catch (RuntimeException e) {
                                Process server = servers.get(engine);
                                throw new IllegalStateException(engine + " failed " + setup + " " + op + " (server "
                                        + (server.isAlive() ? "alive" : "exited with " + server.exitValue())
                                        + "; its standard error is beside " + args[4] + ")", e);
                            }
                            lines.add(line);
                            System.out.println(line);
                        }
                    }
                }
                clients.values().forEach(DynamoDbClient::close);
            }
            Files.write(Path.of(args[4]), lines, StandardCharsets.UTF_8);
        } finally {
            for (Process process : servers.values()) {
                process.destroy();
                process.waitFor();
            }
        }
    }

    private static void start(String engine, List<String> command, Path directory, Path csv,
            Map<String, Process> servers, Map<String, URI> endpoints) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectError(csv.resolveSibling(csv.getFileName() + "." + engine + ".err").toFile());
        if (directory != null) {
            builder.directory(directory.toFile());
        }
        Process process = builder.start();
        servers.put(engine, process);
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Matcher port = PORT.matcher(String.valueOf(out.readLine()));
        if (!port.find()) {
            throw new IllegalStateException(command + " did not print its port");
        }
        endpoints.put(engine, URI.create("http://127.0.0.1:" + port.group(1)));
        Thread drain = new Thread(() -> {
            try {
                while (out.readLine() != null) {
                    // the server's further output, read so that it never blocks on a full pipe
                }
            } catch (IOException e) {
                // the process ended
            }
        }, engine + "-output");
        drain.setDaemon(true);
        drain.start();
    }

    // The Apache 4 client is deprecated in favour of apache5, which is offered too; the figures in docs/benchmarks.md
    // were measured with the Apache 4 client, so it stays available to compare with them.
    @SuppressWarnings("deprecation")
    private static DynamoDbClient client(String httpClient, URI endpoint) {
        SdkHttpClient http = switch (httpClient) {
            case "apache" -> ApacheHttpClient.builder().maxConnections(64).build();
            case "apache5" -> Apache5HttpClient.builder().maxConnections(64).build();
            default -> UrlConnectionHttpClient.builder().build();
        };
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
                .httpClient(http).build();
    }

    private static Map<String, IntConsumer> ops(DynamoDbClient client) {
        return Map.of(
                "put", i -> client.putItem(b -> b.tableName("bench").item(item(i))),
                "get", i -> client.getItem(b -> b.tableName("bench").key(key(i))),
                "query", i -> client.query(b -> b.tableName("bench").keyConditionExpression("pk = :pk")
                        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("p-" + i % PARTITIONS)))));
    }

    private static String measure(String engine, Setup setup, String op, int round, DynamoDbClient client, long pid,
            double seconds) throws Exception {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long clientCpu = os.getProcessCpuTime();
        long serverCpu = processCpuNanos(pid);
        long wall = System.nanoTime();
        long requests = run(ops(client).get(op), setup.threads(), Long.MAX_VALUE, seconds);
        double elapsed = (System.nanoTime() - wall) / 1e9;
        return String.format(Locale.ROOT, "%s,%s,%d,%s,%d,%.0f,%.1f,%.1f", engine, setup.client(), setup.threads(),
                op, round, requests / elapsed, (processCpuNanos(pid) - serverCpu) / 1e3 / requests,
                (os.getProcessCpuTime() - clientCpu) / 1e3 / requests);
    }

    /**
     * Runs {@code op} on {@code threads} threads until {@code limit} requests are done or {@code seconds} have
     * passed, and returns how many were.
     */
    private static long run(IntConsumer op, int threads, long limit, double seconds) throws InterruptedException {
        LongAdder done = new LongAdder();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        CountDownLatch finished = new CountDownLatch(threads);
        long deadline = seconds > 0 ? System.nanoTime() + (long) (seconds * 1e9) : Long.MAX_VALUE;
        for (int t = 0; t < threads; t++) {
            int offset = t * 97;
            Thread worker = new Thread(() -> {
                try {
                    for (int i = offset; !stop.get(); i++) {
                        op.accept(i);
                        done.increment();
                        if (done.sum() >= limit || (i & 15) == 0 && System.nanoTime() > deadline) {
                            stop.set(true);
                        }
                    }
                } catch (RuntimeException e) {
                    failure.set(e);
                    stop.set(true);
                } finally {
                    finished.countDown();
                }
            });
            worker.start();
        }
        finished.await();
        if (failure.get() != null) {
            throw failure.get();
        }
        return done.sum();
    }

    private static void createTable(DynamoDbClient client) {
        client.createTable(b -> b.tableName("bench").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
                .attributeDefinitions(
                        AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("sk").attributeType(ScalarAttributeType.S).build()));
        // dynalite answers CreateTable while the table is CREATING
        while (client.describeTable(b -> b.tableName("bench")).table().tableStatus() != TableStatus.ACTIVE) {
            Thread.onSpinWait();
        }
    }

    private static Map<String, AttributeValue> key(int i) {
        int item = Math.floorMod(i, PARTITIONS * ITEMS_PER_PARTITION);
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
