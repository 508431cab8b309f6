package io.tablesmith.dynalite;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;
import software.amazon.awssdk.retries.api.BackoffStrategy;

/**
 * A dynalite server (an in-memory, DynamoDB-compatible HTTP server from npm) running as a
 * {@code node} child process on 127.0.0.1, for tests.
 *
 * <p>Start one with {@link #start()}, talk to it with {@link #client()} or any SDK client
 * pointed at {@link #endpoint()}, and {@link #close()} it when done. In JUnit tests use
 * {@link DynaliteExtension}, which shares one server across a whole test run; tests then keep
 * out of each other's way by naming their tables with {@link #uniqueTableName(String)}.
 *
 * <p>The child exits as soon as its stdin closes. {@link #close()} closes it; if this JVM dies
 * without closing, the operating system closes the pipe, so no {@code node} process outlives
 * the tests. A shutdown hook stops it too, for the exits in between.
 */
public final class DynaliteServer implements AutoCloseable {
    /** System property naming the {@code node} executable; {@code node} from the PATH by default. */
    public static final String NODE_PROPERTY = "tablesmith.dynalite.node";

    /** System property naming the engine folder (the one holding {@code server.js}). */
    public static final String DIRECTORY_PROPERTY = EngineDirectory.PROPERTY;

    /** Generous: a cold start on a busy CI machine takes a few seconds at most. */
    public static final Duration DEFAULT_START_TIMEOUT = Duration.ofSeconds(60);

    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(10);
    private static final Pattern LISTENING = Pattern.compile("LISTENING (\\d{1,5})");
    private static final Pattern TABLE_NAME_PREFIX = Pattern.compile("[A-Za-z0-9_.-]{1,200}");
    private static final AtomicLong TABLE_COUNTER = new AtomicLong();

    private final Process process;
    private final int port;
    private final Thread shutdownHook;
    private final AtomicBoolean closed = new AtomicBoolean();
    private DynamoDbClient client;

    private DynaliteServer(Process process, int port) {
        this.process = process;
        this.port = port;
        this.shutdownHook = new Thread(this::stopProcess, "dynalite-shutdown-" + port);
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /** Starts a server from the engine folder found by {@link #DIRECTORY_PROPERTY} or the upward search. */
    public static DynaliteServer start() {
        return start(EngineDirectory.locate(), DEFAULT_START_TIMEOUT);
    }

    /**
     * Starts a server from the given engine folder, waiting at most {@code timeout} for it to
     * report its port.
     *
     * @throws IllegalStateException if it cannot be started or does not report a port in time;
     *     the message carries what the process wrote to stderr
     */
    public static DynaliteServer start(Path engineDirectory, Duration timeout) {
        Path dir = EngineDirectory.validated(engineDirectory.toAbsolutePath().normalize(), "given to start");
        String node = System.getProperty(NODE_PROPERTY, "node");
        Process process;
        try {
            process = new ProcessBuilder(List.of(node, EngineDirectory.SCRIPT)).directory(dir.toFile()).start();
        } catch (IOException e) {
            throw new IllegalStateException("Cannot run `" + node + "` to start dynalite in " + dir
                    + ". Install Node.js >= 20 or name the executable with -D" + NODE_PROPERTY + ".", e);
        }
        OutputTail stderr = OutputTail.follow(process.getErrorStream(), "dynalite-stderr");

        // Reading the port line blocks; the watchdog bounds that by killing the process, which
        // ends the stream and so unblocks the read.
        AtomicBoolean timedOut = new AtomicBoolean();
        CompletableFuture<Void> watchdog = CompletableFuture.runAsync(() -> {
            timedOut.set(true);
            process.destroyForcibly();
        }, CompletableFuture.delayedExecutor(timeout.toMillis(), TimeUnit.MILLISECONDS));
        String line;
        try {
            line = readLine(process.getInputStream());
        } catch (IOException e) {
            line = null;
        } finally {
            watchdog.cancel(false);
        }

        Matcher matcher = line == null ? null : LISTENING.matcher(line.strip());
        // timedOut also covers the watchdog firing just after the line came: the process is dead then.
        if (timedOut.get() || matcher == null || !matcher.matches()) {
            process.destroyForcibly();
            String why = timedOut.get()
                    ? "did not report its port within " + timeout.toSeconds() + " s"
                    : line == null ? "exited before reporting its port" : "printed `" + line + "` instead of its port";
            throw new IllegalStateException("dynalite (" + node + " " + dir.resolve(EngineDirectory.SCRIPT)
                    + ") " + why + ". Its stderr:\n" + stderr.text());
        }
        // Nothing more is expected on stdout, but it is drained so a chatty dynalite cannot block.
        OutputTail.follow(process.getInputStream(), "dynalite-stdout");
        return new DynaliteServer(process, Integer.parseInt(matcher.group(1)));
    }

    /** Reads bytes up to a newline without buffering past it, so the rest of the stream stays unread. */
    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b; (b = in.read()) >= 0; ) {
            if (b == '\n') {
                return line.toString(StandardCharsets.UTF_8);
            }
            line.write(b);
        }
        return null;
    }

    /** {@code http://127.0.0.1:<port>}. */
    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + port);
    }

    public int port() {
        return port;
    }

    /** The node process, e.g. to check that it is gone after {@link #close()}. */
    public ProcessHandle processHandle() {
        return process.toHandle();
    }

    /**
     * A client for this server, shared by everyone who asks and closed by {@link #close()}:
     * do not close it yourself.
     */
    public synchronized DynamoDbClient client() {
        if (closed.get()) {
            throw new IllegalStateException("This dynalite server is closed.");
        }
        if (client == null) {
            client = clientBuilder().build();
        }
        return client;
    }

    /**
     * A builder already pointed at this server (region us-east-1, dummy credentials, which
     * dynalite does not check), for a client of your own; you close what you build.
     */
    public DynamoDbClientBuilder clientBuilder() {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dynalite", "dynalite")))
                .httpClientBuilder(UrlConnectionHttpClient.builder());
    }

    /**
     * Creates a table and returns once it is {@code ACTIVE}. dynalite answers {@code CreateTable}
     * while the table is still {@code CREATING} and activates it an instant later, even with
     * {@code createTableMs = 0}; a request in that instant fails with
     * {@code ResourceNotFoundException}. So every test creates its tables through here.
     */
    public static void createTable(DynamoDbClient client, CreateTableRequest request) {
        client.createTable(request);
        awaitActive(client, request.tableName());
    }

    /** Returns once the table is {@code ACTIVE}, for tables created some other way than {@link #createTable}. */
    public static void awaitActive(DynamoDbClient client, String tableName) {
        try (DynamoDbWaiter waiter = quickWaiter(client)) {
            waiter.waitUntilTableExists(describe -> describe.tableName(tableName))
                    .matched()
                    .exception()
                    .ifPresent(failure -> {
                        throw new IllegalStateException("table " + tableName + " never became ACTIVE", failure);
                    });
        }
    }

    /**
     * Returns once the table is gone. dynalite answers {@code DeleteTable} while the table is still
     * {@code DELETING} and removes it an instant later, even with {@code deleteTableMs = 0}, as DynamoDB
     * answers before the table is gone.
     *
     * @throws software.amazon.awssdk.core.exception.SdkClientException when it is still there after 10 s
     */
    public static void awaitDeleted(DynamoDbClient client, String tableName) {
        try (DynamoDbWaiter waiter = quickWaiter(client)) {
            waiter.waitUntilTableNotExists(describe -> describe.tableName(tableName));
        }
    }

    /** dynalite changes a table's status within milliseconds: poll every 2 ms, for up to about 10 s. */
    private static DynamoDbWaiter quickWaiter(DynamoDbClient client) {
        return DynamoDbWaiter.builder()
                .client(client)
                .overrideConfiguration(configuration -> configuration
                        .backoffStrategyV2(BackoffStrategy.fixedDelay(Duration.ofMillis(2)))
                        .maxAttempts(5_000))
                .build();
    }

    /**
     * A table name no other call in this JVM returns, such as {@code orders-7}. Tests share the
     * server, so each names its tables this way and never sees another test's items.
     *
     * @param prefix letters, digits, {@code _ . -}, at most 200 characters (DynamoDB's rules)
     */
    public static String uniqueTableName(String prefix) {
        if (prefix == null || !TABLE_NAME_PREFIX.matcher(prefix).matches()) {
            throw new IllegalArgumentException("A table name prefix needs 1 to 200 of A-Z a-z 0-9 _ . - but was: "
                    + prefix);
        }
        return prefix + "-" + TABLE_COUNTER.incrementAndGet();
    }

    /** Closes the shared client and stops the process; waits until it is gone. Safe to call twice. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shutdownInProgress) {
            // The hook is running or about to: it stops the process as well, harmlessly twice.
        }
        synchronized (this) {
            if (client != null) {
                client.close();
                client = null;
            }
        }
        stopProcess();
    }

    /** Closing stdin asks server.js to exit; signals only follow if it does not. */
    private void stopProcess() {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // The pipe is already broken, so the process is gone or going: the waits below tell.
        }
        try {
            if (process.waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                return;
            }
            process.destroy();
            if (process.waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                return;
            }
            process.destroyForcibly().waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** The node process's exit code once it has exited; for this module's tests. */
    int exitCode() {
        return process.exitValue();
    }

    @Override
    public String toString() {
        return "DynaliteServer[" + endpoint() + ", pid " + process.pid() + "]";
    }
}
