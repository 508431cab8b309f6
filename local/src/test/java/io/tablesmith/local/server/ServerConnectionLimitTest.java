package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.apache.ApacheHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A new client is served whatever connections the others hold: idle connections cost no thread, at the limit
 * the one idle longest is closed to make room, a new connection waits only while every open one is in the
 * middle of a request, and an idle one is closed after the timeout. Observed through the answers and the
 * transport's own state (how many are open, how many idle, whether accepting is paused), never through timing.
 */
class ServerConnectionLimitTest {
    private static final String THREAD_NAME = "local-dynamodb-server";

    /** A raw keep-alive connection that sends ListTables and reads the answer. */
    private static final class Client implements AutoCloseable {
        private final Socket socket;
        private final InputStream in;

        Client(int port) throws IOException {
            socket = new Socket("127.0.0.1", port);
            socket.setSoTimeout(30_000); // a missing answer fails the test instead of hanging it
            in = new BufferedInputStream(socket.getInputStream());
        }

        void send() throws IOException {
            OutputStream out = socket.getOutputStream();
            out.write(("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
                    + "Content-Type: application/x-amz-json-1.0\r\nContent-Length: 2\r\n\r\n{}")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
        }

        /** The status line and the body of the answer. */
        String answer() throws IOException {
            String status = line();
            int length = 0;
            for (String line = line(); !line.isEmpty(); line = line()) {
                if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring("content-length:".length()).strip());
                }
            }
            return status + " " + new String(in.readNBytes(length), StandardCharsets.UTF_8);
        }

        String request() throws IOException {
            send();
            return answer();
        }

        /** Whether the server has closed the connection: the next read finds the end of the stream. */
        boolean closedByTheServer() throws IOException {
            return in.read() < 0;
        }

        private String line() throws IOException {
            StringBuilder line = new StringBuilder();
            for (int c = in.read(); c != '\n'; c = in.read()) {
                if (c < 0) {
                    throw new IOException("closed by the server");
                }
                if (c != '\r') {
                    line.append((char) c);
                }
            }
            return line.toString();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    private static LocalDynamoDbServer serverWithATable(int maxConnections) {
        LocalDynamoDb database = LocalDynamoDb.create();
        database.createTable(b -> b.tableName("jobs").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH)));
        return database.serve(0, maxConnections);
    }

    private static void await(BooleanSupplier condition) {
        while (!condition.getAsBoolean()) {
            Thread.onSpinWait(); // the selector thread is about to take the connection back
        }
    }

    private static long serverThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith(THREAD_NAME)).count();
    }

    /**
     * Holds each request until the number named has arrived together, so that a client's pool must open that
     * many connections at once; then lets them all be answered.
     */
    private static final class Together implements HttpTransport.Handler {
        private final HttpTransport.Handler handler;
        private volatile CountDownLatch arrivals = new CountDownLatch(0);

        Together(HttpTransport.Handler handler) {
            this.handler = handler;
        }

        void nextRequestsArriveTogether(int requests) {
            arrivals = new CountDownLatch(requests);
        }

        @Override
        public HttpTransport.Response handle(HttpTransport.Request request) {
            CountDownLatch together = arrivals;
            together.countDown();
            try {
                if (!together.await(60, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("the requests did not arrive together");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            return handler.handle(request);
        }
    }

    private static DynamoDbClient apacheClient(int port, int maxConnections) {
        return DynamoDbClient.builder().endpointOverride(URI.create("http://127.0.0.1:" + port))
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "any")))
                .httpClientBuilder(ApacheHttpClient.builder().maxConnections(maxConnections))
                .build();
    }

    /** {@code requests} PutItems of {@code client} on as many threads at once, each item its own; every one answered. */
    private static void putAtOnce(ExecutorService threads, DynamoDbClient client, String prefix, int requests)
            throws Exception {
        List<Future<?>> answers = new ArrayList<>();
        for (int i = 0; i < requests; i++) {
            String id = prefix + i;
            answers.add(threads.submit(() -> client.putItem(b -> b.tableName("jobs")
                    .item(Map.of("pk", AttributeValue.fromS(id))))));
        }
        for (Future<?> answer : answers) {
            answer.get(); // a request that failed fails the test here, with its exception
        }
    }

    @Test
    void anSdkClientsLargePoolOverTheLimitHasEveryRequestAnsweredWhenTheServerClosesItsIdleConnections()
            throws Exception {
        int limit = 100;
        LocalDynamoDb database = LocalDynamoDb.create();
        database.createTable(b -> b.tableName("jobs").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH)));
        Together together = new Together(new DynamoDbHttpHandler(new Operations(database)));
        ExecutorService threads = Executors.newFixedThreadPool(limit);
        try (HttpTransport transport = HttpTransport.start(0, together, THREAD_NAME + "-pool", limit);
             DynamoDbClient pooled = apacheClient(transport.port(), 300);
             DynamoDbClient newcomer = apacheClient(transport.port(), 300)) {
            together.nextRequestsArriveTogether(limit);
            putAtOnce(threads, pooled, "pooled-", limit);
            await(() -> transport.idleConnections() == limit); // the pool keeps every connection alive, idle

            together.nextRequestsArriveTogether(limit / 2);
            putAtOnce(threads, newcomer, "newcomer-", limit / 2); // room made by closing the pool's idle connections
            await(() -> transport.idleConnections() == limit);
            int openAfterTheNewcomer = transport.openConnections();

            together.nextRequestsArriveTogether(limit);
            putAtOnce(threads, pooled, "again-", limit); // half of the pool's connections were closed by the server

            assertThat(openAfterTheNewcomer).as("the pool's idle connections closed for the newcomer's").isEqualTo(limit);
            assertThat(database.scan(b -> b.tableName("jobs")).count()).isEqualTo(limit + limit / 2 + limit);
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void aNewClientIsServedWhileHundredsOfIdleKeptAliveConnectionsStayOpenWithoutAThreadEach() throws Exception {
        int idleClients = 400;
        List<Client> clients = new ArrayList<>();
        try (LocalDynamoDbServer server = serverWithATable(LocalDynamoDbServer.DEFAULT_MAX_CONNECTIONS)) {
            HttpTransport transport = server.transport();
            for (int i = 0; i < idleClients; i++) {
                Client client = new Client(server.port());
                clients.add(client);
                assertThat(client.request()).isEqualTo("HTTP/1.1 200 OK {\"TableNames\":[\"jobs\"]}");
            }
            int idleCount = idleClients;
            await(() -> transport.idleConnections() == idleCount);
            long threadsWhileIdle = serverThreads();

            String newClientsAnswer;
            try (Client newClient = new Client(server.port())) {
                newClientsAnswer = newClient.request();
            }

            assertThat(newClientsAnswer).isEqualTo("HTTP/1.1 200 OK {\"TableNames\":[\"jobs\"]}");
            assertThat(threadsWhileIdle).as("threads of a server holding %d idle connections", idleClients)
                    .isLessThan(idleClients / 10);
            assertThat(clients.get(0).request()).as("the first idle connection still serves")
                    .isEqualTo("HTTP/1.1 200 OK {\"TableNames\":[\"jobs\"]}");
            assertThat(clients.get(idleClients - 1).request()).isEqualTo("HTTP/1.1 200 OK {\"TableNames\":[\"jobs\"]}");
        } finally {
            for (Client client : clients) {
                client.close();
            }
        }
    }

    @Test
    void atTheLimitTheConnectionIdleLongestIsClosedToServeANewOne() throws Exception {
        int limit = 200;
        List<Client> clients = new ArrayList<>();
        try (LocalDynamoDbServer server = serverWithATable(limit)) {
            HttpTransport transport = server.transport();
            for (int i = 0; i < limit; i++) {
                Client client = new Client(server.port());
                clients.add(client);
                client.request();
                int idleCount = i + 1;
                await(() -> transport.idleConnections() == idleCount); // so that the order they idle in is known
            }
            clients.get(0).request(); // now the second connection is the one idle longest

            Client newClient = new Client(server.port());
            clients.add(newClient);
            String newClientsAnswer = newClient.request();
            Client another = new Client(server.port());
            clients.add(another);
            String anotherAnswer = another.request();

            assertThat(newClientsAnswer).isEqualTo("HTTP/1.1 200 OK {\"TableNames\":[\"jobs\"]}");
            assertThat(anotherAnswer).isEqualTo("HTTP/1.1 200 OK {\"TableNames\":[\"jobs\"]}");
            assertThat(clients.get(1).closedByTheServer()).as("idle longest, closed first").isTrue();
            assertThat(clients.get(2).closedByTheServer()).as("idle second longest, closed next").isTrue();
            assertThat(transport.openConnections()).isEqualTo(limit);
            assertThat(clients.get(0).request()).as("used most recently of the first ones, still open")
                    .isEqualTo("HTTP/1.1 200 OK {\"TableNames\":[\"jobs\"]}");
            assertThat(clients.get(3).request()).isEqualTo("HTTP/1.1 200 OK {\"TableNames\":[\"jobs\"]}");
        } finally {
            for (Client client : clients) {
                client.close();
            }
        }
    }

    @Test
    void whenEveryConnectionIsInTheMiddleOfARequestANewOneWaitsForOneToFinish() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        HttpTransport.Handler held = request -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new HttpTransport.Response(200, new String[0], "{}".getBytes(StandardCharsets.UTF_8));
        };
        try (HttpTransport transport = HttpTransport.start(0, held, THREAD_NAME + "-held", 2);
             Client first = new Client(transport.port());
             Client second = new Client(transport.port())) {
            first.send();
            second.send();
            await(() -> transport.openConnections() == 2 && transport.idleConnections() == 0);
            Client third = new Client(transport.port());
            third.send(); // connected by the system, in the listen queue, not accepted
            await(transport::acceptPaused);
            int openWhileBusy = transport.openConnections();

            release.countDown();

            assertThat(third.answer()).isEqualTo("HTTP/1.1 200 OK {}");
            assertThat(first.answer()).isEqualTo("HTTP/1.1 200 OK {}");
            assertThat(second.answer()).isEqualTo("HTTP/1.1 200 OK {}");
            assertThat(openWhileBusy).isEqualTo(2);
            assertThat(transport.openConnections()).isEqualTo(2);
            third.close();
        }
    }

    @Test
    void anIdleConnectionIsClosedAfterTheTimeout() throws Exception {
        HttpTransport.Handler handler = request -> new HttpTransport.Response(200, new String[0],
                "{}".getBytes(StandardCharsets.UTF_8));
        try (HttpTransport transport = HttpTransport.start(0, handler, THREAD_NAME + "-timeout", 4, 100);
             Client client = new Client(transport.port())) {
            assertThat(client.request()).isEqualTo("HTTP/1.1 200 OK {}");

            assertThat(client.closedByTheServer()).isTrue(); // waits for the close, up to the socket's 30 s
            await(() -> transport.openConnections() == 0);
        }
    }
}
