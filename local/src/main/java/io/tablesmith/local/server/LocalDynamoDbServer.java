package io.tablesmith.local.server;

import com.sun.net.httpserver.HttpServer;
import io.tablesmith.local.LocalDynamoDb;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@link LocalDynamoDb} served over HTTP on 127.0.0.1, speaking DynamoDB's JSON protocol, so that
 * any SDK, the AWS CLI or another tool can use it with any credentials and region. Started by
 * {@link LocalDynamoDb#serve(int)}; {@link #close()} stops it.
 *
 * <pre>{@code
 * try (LocalDynamoDbServer server = LocalDynamoDb.create().serve(0)) {
 *     DynamoDbClient client = DynamoDbClient.builder().endpointOverride(server.endpoint()) ... .build();
 * }
 * }</pre>
 *
 * <p>Requests are answered concurrently, each operation atomic and isolated as in process.
 */
public final class LocalDynamoDbServer implements AutoCloseable {
    /** Enough threads that clients blocked on the database's lock never hold up a reader's answer. */
    private static final int THREADS = 16;
    /**
     * The JDK's server sends a response's headers and body in two writes; with Nagle's algorithm on, the
     * body waits for the client's delayed ACK of the headers, about 40 ms per request. The JDK reads this
     * switch once, when its first server starts, so it is set unless the application chose otherwise.
     */
    private static final String NO_DELAY = "sun.net.httpserver.nodelay";

    private final LocalDynamoDb database;
    private final HttpServer http;
    private final ExecutorService executor;
    private final URI endpoint;

    private LocalDynamoDbServer(LocalDynamoDb database, HttpServer http, ExecutorService executor) {
        this.database = database;
        this.http = http;
        this.executor = executor;
        this.endpoint = URI.create("http://127.0.0.1:" + http.getAddress().getPort());
    }

    /**
     * Serves {@code database} on 127.0.0.1 at {@code port}, or at a free port when it is 0.
     *
     * @throws UncheckedIOException when the port cannot be bound (e.g. it is in use)
     */
    public static LocalDynamoDbServer start(LocalDynamoDb database, int port) {
        Objects.requireNonNull(database, "database");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be between 0 (any free port) and 65535, but was " + port);
        }
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true");
        }
        DynamoDbHttpHandler handler = new DynamoDbHttpHandler(new Operations(database));
        warmUp(handler);
        HttpServer http;
        try {
            http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 128);
        } catch (BindException e) {
            throw new UncheckedIOException("Cannot serve LocalDynamoDb on 127.0.0.1:" + port
                    + " (" + e.getMessage() + "); choose another port, or 0 for any free one", e);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot serve LocalDynamoDb on 127.0.0.1:" + port, e);
        }
        ExecutorService executor = Executors.newFixedThreadPool(THREADS, daemonThreads());
        http.createContext("/", handler);
        http.setExecutor(executor);
        startAsDaemon(http);
        return new LocalDynamoDbServer(database, http, executor);
    }

    /**
     * The JDK's server thread inherits daemon status from the thread that starts it. Started from a daemon
     * thread, a server that a test forgets to close does not keep the JVM alive after the tests.
     */
    private static void startAsDaemon(HttpServer http) {
        Thread starter = new Thread(http::start, "local-dynamodb-server-start");
        starter.setDaemon(true);
        starter.start();
        try {
            starter.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            http.stop(0);
            throw new IllegalStateException("Interrupted while starting the LocalDynamoDb server", e);
        }
    }

    /**
     * Loads, on a spare thread, the classes every first request needs (the codec, the SDK's model metadata,
     * the date format of the HTTP {@code Date} header), so that they are ready, or nearly, when the first
     * client's request arrives: it halves the time from start to first answer. It runs a ListTables,
     * which reads and changes nothing.
     */
    private static void warmUp(DynamoDbHttpHandler handler) {
        Thread warmUp = new Thread(() -> {
            handler.answer("DynamoDB_20120810.ListTables", "{}");
            DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss zzz", Locale.US).withZone(ZoneOffset.UTC)
                    .format(Instant.now());
        }, "local-dynamodb-server-warm-up");
        warmUp.setDaemon(true);
        warmUp.start();
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "local-dynamodb-server-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** The URL to give a client as its endpoint, e.g. {@code http://127.0.0.1:8000}. */
    public URI endpoint() {
        return endpoint;
    }

    /** The port the server listens on (the chosen one, or the free one it was given). */
    public int port() {
        return http.getAddress().getPort();
    }

    /** The database this server answers from; use it in process, e.g. to create tables or seed items. */
    public LocalDynamoDb database() {
        return database;
    }

    /** Stops listening and answering; the database itself stays usable in process. */
    @Override
    public void close() {
        http.stop(0);
        executor.shutdownNow();
    }

    @Override
    public String toString() {
        return "LocalDynamoDbServer at " + endpoint;
    }
}
