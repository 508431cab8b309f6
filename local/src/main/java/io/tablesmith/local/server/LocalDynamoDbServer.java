package io.tablesmith.local.server;

import io.tablesmith.local.LocalDynamoDb;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

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
    /**
     * The connections open at once unless told otherwise: the pools of twenty SDK clients (50 connections each
     * by default). An idle connection costs no thread, only a socket; at the limit, or when the process may
     * open no more files, the one idle longest is closed to make room for a new one.
     */
    public static final int DEFAULT_MAX_CONNECTIONS = 1024;

    private final LocalDynamoDb database;
    private final HttpTransport http;
    private final URI endpoint;

    private LocalDynamoDbServer(LocalDynamoDb database, HttpTransport http) {
        this.database = database;
        this.http = http;
        this.endpoint = URI.create("http://127.0.0.1:" + http.port());
    }

    /**
     * Serves {@code database} on 127.0.0.1 at {@code port}, or at a free port when it is 0.
     *
     * @throws UncheckedIOException when the port cannot be bound (e.g. it is in use)
     */
    public static LocalDynamoDbServer start(LocalDynamoDb database, int port) {
        return start(database, port, DEFAULT_MAX_CONNECTIONS);
    }

    /**
     * Serves {@code database} on 127.0.0.1 at {@code port} (0: a free one), with at most {@code maxConnections}
     * connections open at once: at the limit, a new connection closes the one idle longest, and waits (in the
     * system's listen queue) only while every open one is in the middle of a request.
     *
     * @throws UncheckedIOException when the port cannot be bound (e.g. it is in use)
     */
    public static LocalDynamoDbServer start(LocalDynamoDb database, int port, int maxConnections) {
        Objects.requireNonNull(database, "database");
        if (maxConnections < 1) {
            throw new IllegalArgumentException("maxConnections must be at least 1, but was " + maxConnections);
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be between 0 (any free port) and 65535, but was " + port);
        }
        DynamoDbHttpHandler handler = new DynamoDbHttpHandler(new Operations(database));
        warmUp(handler);
        try {
            return new LocalDynamoDbServer(database, HttpTransport.start(port, handler, "local-dynamodb-server",
                    maxConnections));
        } catch (BindException e) {
            throw new UncheckedIOException("Cannot serve LocalDynamoDb on 127.0.0.1:" + port
                    + " (" + e.getMessage() + "); choose another port, or 0 for any free one", e);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot serve LocalDynamoDb on 127.0.0.1:" + port, e);
        }
    }

    /**
     * Loads, on a spare thread, the classes every first request needs (the codec, the SDK's model metadata),
     * so that they are ready, or nearly, when the first client's request arrives: it halves the time from
     * start to first answer. It runs a ListTables, which reads and changes nothing.
     */
    private static void warmUp(DynamoDbHttpHandler handler) {
        Thread warmUp = new Thread(() -> handler.handle(new HttpTransport.Request("POST",
                "DynamoDB_20120810.ListTables", null, null, "{}".getBytes(StandardCharsets.UTF_8))),
                "local-dynamodb-server-warm-up");
        warmUp.setDaemon(true);
        warmUp.start();
    }

    /** The URL to give a client as its endpoint, e.g. {@code http://127.0.0.1:8000}. */
    public URI endpoint() {
        return endpoint;
    }

    /** The port the server listens on (the chosen one, or the free one it was given). */
    public int port() {
        return http.port();
    }

    /** The transport, for tests of its limits. */
    HttpTransport transport() {
        return http;
    }

    /** The database this server answers from; use it in process, e.g. to create tables or seed items. */
    public LocalDynamoDb database() {
        return database;
    }

    /** Stops listening and answering; the database itself stays usable in process. */
    @Override
    public void close() {
        http.close();
    }

    @Override
    public String toString() {
        return "LocalDynamoDbServer at " + endpoint;
    }
}
