package io.tablesmith.local.server;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.LocalDynamoDbBuilder;
import io.tablesmith.local.internal.Resources;
import java.io.PrintStream;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * {@code java -jar tablesmith-local-<version>-server.jar [--port N] [--max-connections M] [--account-id ID]
 * [--region R] [--stream-shard-records N] [--stream-shard-age D] [--stream-retention D] [--stream-iterator-lifetime D]}: serves a new, empty LocalDynamoDb on 127.0.0.1 until the process
 * is stopped. The first line printed is the endpoint URL.
 */
public final class ServerCommand {
    /** DynamoDB Local's port, so tools set up for it work unchanged. */
    static final int DEFAULT_PORT = 8000;
    static final String USAGE = "usage: java -jar tablesmith-local-server.jar [--port N] [--max-connections M] "
            + "[--account-id ID] [--region R]\n"
            + "  --port N             0 picks a free port; default " + DEFAULT_PORT + "\n"
            + "  --max-connections M  connections open at once (the longest idle closed for a new one); default "
            + LocalDynamoDbServer.DEFAULT_MAX_CONNECTIONS + "\n"
            + "  --account-id ID      the 12-digit account of the tables' ARNs; default " + Resources.DEFAULT_ACCOUNT
            + "\n"
            + "  --region R           the region of requests that are not signed for one; default "
            + Resources.DEFAULT_REGION
            + "\n  --stream-shard-records N, --stream-shard-age D (ISO-8601, e.g. PT4H)\n"
            + "                       close a stream's shard after N records or D after its first; default never"
            + "\n  --stream-retention D, --stream-iterator-lifetime D (ISO-8601)\n"
            + "                       how long a stream keeps records and a shard iterator lasts; default PT24H, PT15M";
    private static final List<String> OPTIONS = List.of("--port", "--max-connections", "--account-id", "--region",
            "--stream-shard-records", "--stream-shard-age", "--stream-retention", "--stream-iterator-lifetime");

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
        long shardRecords = Long.MAX_VALUE;
        Duration shardAge = null;
        LocalDynamoDbBuilder database = LocalDynamoDb.builder();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            if (!OPTIONS.contains(name)) {
                throw new IllegalArgumentException("Unknown argument: " + arg);
            }
            String value = arg.contains("=") ? arg.substring(arg.indexOf('=') + 1) : i + 1 < args.length ? args[++i] : null;
            if (value == null) {
                throw new IllegalArgumentException("Missing value of " + name);
            }
            switch (name) {
                case "--port" -> port = number(name, value, 0, 65535);
                case "--max-connections" -> maxConnections = number(name, value, 1, 65535);
                case "--account-id" -> database.accountId(value);
                case "--region" -> database.region(value);
                case "--stream-shard-records" -> shardRecords = parseRecords(value);
                case "--stream-shard-age" -> shardAge = parseAge(name, value);
                case "--stream-retention" -> database.streamRetention(parseAge(name, value));
                case "--stream-iterator-lifetime" -> database.shardIteratorLifetime(parseAge(name, value));
                default -> throw new IllegalArgumentException("Unknown argument: " + arg);
            }
        }
        LocalDynamoDbServer server = database.streamShardRollover(shardRecords, shardAge).build()
                .serve(port, maxConnections);
        out.println(server.endpoint());
        out.println("LocalDynamoDb, in memory: any credentials and region work; stop it with Ctrl+C.");
        out.flush();
        return server;
    }

    private static long parseRecords(String value) {
        try {
            long records = Long.parseLong(value);
            if (records >= 1) {
                return records;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--stream-shard-records must be a number of at least 1, but was: " + value);
    }

    private static Duration parseAge(String option, String value) {
        try {
            Duration age = Duration.parse(value);
            if (!age.isNegative() && !age.isZero()) {
                return age;
            }
        } catch (DateTimeParseException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " must be a positive ISO-8601 duration such as PT4H, "
                + "but was: " + value);
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
