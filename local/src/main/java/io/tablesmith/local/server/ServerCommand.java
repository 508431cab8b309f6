package io.tablesmith.local.server;

import io.tablesmith.local.LocalDynamoDb;
import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;

/**
 * {@code java -jar tablesmith-local-<version>-server.jar [--port N] [--max-connections M]}: serves a new, empty LocalDynamoDb
 * on 127.0.0.1 until the process is stopped. The first line printed is the endpoint URL.
 */
public final class ServerCommand {
    /** DynamoDB Local's port, so tools set up for it work unchanged. */
    static final int DEFAULT_PORT = 8000;
    static final String USAGE = "usage: java -jar tablesmith-local-server.jar [--port N] [--max-connections M]   "
            + "(N = 0 picks a free port; default " + DEFAULT_PORT + "; M connections at once, default "
            + LocalDynamoDbServer.DEFAULT_MAX_CONNECTIONS + ")";

    private ServerCommand() {
    }

    /** Starts the server, prints its URL, and answers until the process is stopped (Ctrl+C, SIGTERM). */
    public static void main(String[] args) throws InterruptedException {
        LocalDynamoDbServer server;
        try {
            server = start(args, System.out);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "local-dynamodb-server-shutdown"));
        stopped.await();
    }

    /** Parses {@code args}, starts the server and prints its URL as the first line of {@code out}. */
    static LocalDynamoDbServer start(String[] args, PrintStream out) {
        int port = DEFAULT_PORT;
        int maxConnections = LocalDynamoDbServer.DEFAULT_MAX_CONNECTIONS;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--port") && i + 1 < args.length) {
                port = number("--port", args[++i], 0, 65535);
            } else if (arg.startsWith("--port=")) {
                port = number("--port", arg.substring("--port=".length()), 0, 65535);
            } else if (arg.equals("--max-connections") && i + 1 < args.length) {
                maxConnections = number("--max-connections", args[++i], 1, 65535);
            } else if (arg.startsWith("--max-connections=")) {
                maxConnections = number("--max-connections", arg.substring("--max-connections=".length()), 1, 65535);
            } else {
                throw new IllegalArgumentException("Unknown argument: " + arg);
            }
        }
        LocalDynamoDbServer server = LocalDynamoDb.create().serve(port, maxConnections);
        out.println(server.endpoint());
        out.println("LocalDynamoDb, in memory: any credentials and region work; stop it with Ctrl+C.");
        out.flush();
        return server;
    }

    private static int number(String option, String value, int min, int max) {
        try {
            int number = Integer.parseInt(value);
            if (number >= min && number <= max) {
                return number;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " must be a number from " + min + " to " + max + ", but was: "
                + value);
    }
}
