package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.apache.ApacheHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The server's HTTP/1.1 transport as a client's socket sees it: connections kept alive, pipelined
 * requests, bodies with {@code Content-Length} or chunked, {@code Expect: 100-continue}, closing, and a
 * status for what it does not speak. Plus the SDK's Apache HTTP client, which pools connections.
 */
class HttpTransportTest {
    private static final String LIST_TABLES = "DynamoDB_20120810.ListTables";
    private static LocalDynamoDbServer server;

    @BeforeAll
    static void start() {
        server = LocalDynamoDb.create().createTables(ServerProtocolTest.table("transport")).serve(0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A raw connection to the server. */
    private static final class Connection implements AutoCloseable {
        final Socket socket;
        final InputStream in;
        final OutputStream out;

        Connection() throws IOException {
            socket = new Socket("127.0.0.1", server.port());
            socket.setSoTimeout(10_000); // a missing answer fails the test instead of hanging it
            in = new BufferedInputStream(socket.getInputStream());
            out = socket.getOutputStream();
        }

        Connection send(String text) throws IOException {
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
            return this;
        }

        Response read() throws IOException {
            String statusLine = line();
            Map<String, String> headers = new LinkedHashMap<>();
            for (String line = line(); !line.isEmpty(); line = line()) {
                int colon = line.indexOf(':');
                headers.put(line.substring(0, colon).toLowerCase(Locale.ROOT), line.substring(colon + 1).strip());
            }
            byte[] body = in.readNBytes(Integer.parseInt(headers.getOrDefault("content-length", "0")));
            return new Response(Integer.parseInt(statusLine.split(" ")[1]), statusLine, headers,
                    new String(body, StandardCharsets.UTF_8));
        }

        /** Whether the server has closed the connection (reads the end of the stream). */
        boolean closedByServer() throws IOException {
            return in.read() == -1;
        }

        private String line() throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b == -1) {
                    throw new IOException("the connection closed in a line: " + line);
                }
                line.write(b);
            }
            String text = line.toString(StandardCharsets.ISO_8859_1);
            return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    private record Response(int status, String statusLine, Map<String, String> headers, String body) {
    }

    private static String post(String target, String body, String... extraHeaders) {
        StringBuilder request = new StringBuilder("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                .append("Content-Type: application/x-amz-json-1.0\r\nX-Amz-Target: ").append(target).append("\r\n");
        for (String header : extraHeaders) {
            request.append(header).append("\r\n");
        }
        return request.append("Content-Length: ").append(body.getBytes(StandardCharsets.UTF_8).length)
                .append("\r\n\r\n").append(body).toString();
    }

    private static String putItem(String pk, String value) {
        return "{\"TableName\":\"transport\",\"Item\":{\"pk\":{\"S\":\"" + pk + "\"},\"v\":{\"S\":\"" + value + "\"}}}";
    }

    private static String getItem(String pk) {
        return "{\"TableName\":\"transport\",\"Key\":{\"pk\":{\"S\":\"" + pk + "\"}},\"ConsistentRead\":true}";
    }

    @Test
    void aConnectionIsKeptAliveForRequestAfterRequest() throws IOException {
        try (Connection connection = new Connection()) {
            for (int i = 0; i < 3; i++) {
                Response response = connection.send(post(LIST_TABLES, "{}")).read();

                assertThat(response.status()).isEqualTo(200);
                assertThat(response.body()).isEqualTo("{\"TableNames\":[\"transport\"]}");
                assertThat(response.headers()).doesNotContainKey("connection").containsKey("date");
            }
        }
    }

    @Test
    void pipelinedRequestsAreAnsweredInOrder() throws IOException {
        try (Connection connection = new Connection()) {
            connection.send(post("DynamoDB_20120810.PutItem", putItem("pipelined", "first"))
                    + post("DynamoDB_20120810.GetItem", getItem("pipelined"))
                    + post("DynamoDB_20120810.PutItem", putItem("pipelined", "second"))
                    + post("DynamoDB_20120810.GetItem", getItem("pipelined")));

            assertThat(connection.read().body()).isEqualTo("{}");
            assertThat(connection.read().body()).isEqualTo("{\"Item\":{\"pk\":{\"S\":\"pipelined\"},\"v\":{\"S\":\"first\"}}}");
            assertThat(connection.read().body()).isEqualTo("{}");
            assertThat(connection.read().body()).isEqualTo("{\"Item\":{\"pk\":{\"S\":\"pipelined\"},\"v\":{\"S\":\"second\"}}}");
        }
    }

    @Test
    void aRequestSentInPiecesIsReadWhole() throws IOException {
        String request = post("DynamoDB_20120810.PutItem", putItem("pieces", "é😀"));
        try (Connection connection = new Connection()) {
            byte[] bytes = request.getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < bytes.length; i += 7) {
                connection.out.write(bytes, i, Math.min(7, bytes.length - i));
                connection.out.flush();
            }
            assertThat(connection.read().status()).isEqualTo(200);
            assertThat(connection.send(post("DynamoDB_20120810.GetItem", getItem("pieces"))).read().body())
                    .contains("\"v\":{\"S\":\"é😀\"}");
        }
    }

    @Test
    void expectContinueIsAnsweredBeforeTheBodyIsSent() throws IOException {
        String body = putItem("continued", "yes");
        try (Connection connection = new Connection()) {
            connection.send("POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.PutItem\r\n"
                    + "Expect: 100-continue\r\nContent-Length: " + body.length() + "\r\n\r\n");

            Response interim = connection.read();
            assertThat(interim.statusLine()).isEqualTo("HTTP/1.1 100 Continue");
            assertThat(connection.send(body).read().status()).isEqualTo(200);
            assertThat(connection.send(post("DynamoDB_20120810.GetItem", getItem("continued"))).read().body())
                    .contains("\"v\":{\"S\":\"yes\"}");
        }
    }

    @Test
    void chunkedBodiesAreReadWithTheirExtensionsAndTrailers() throws IOException {
        String body = putItem("chunked", "three chunks");
        String chunked = Integer.toHexString(10) + "\r\n" + body.substring(0, 10) + "\r\n"
                + Integer.toHexString(5) + ";name=value\r\n" + body.substring(10, 15) + "\r\n"
                + Integer.toHexString(body.length() - 15).toUpperCase(Locale.ROOT) + "\r\n" + body.substring(15) + "\r\n"
                + "0\r\nX-Trailer: ignored\r\n\r\n";
        try (Connection connection = new Connection()) {
            Response response = connection.send("POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.PutItem\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n" + chunked).read();

            assertThat(response.status()).isEqualTo(200);
            assertThat(connection.send(post("DynamoDB_20120810.GetItem", getItem("chunked"))).read().body())
                    .contains("\"v\":{\"S\":\"three chunks\"}");
        }
    }

    @Test
    void aLargeBodyCrossesBothWays() throws IOException {
        String value = "x".repeat(390_000); // near DynamoDB's 400 KB item limit
        try (Connection connection = new Connection()) {
            assertThat(connection.send(post("DynamoDB_20120810.PutItem", putItem("large", value))).read().status())
                    .isEqualTo(200);
            Response got = connection.send(post("DynamoDB_20120810.GetItem", getItem("large"))).read();

            assertThat(got.body()).startsWith("{\"Item\":{").contains("\"v\":{\"S\":\"" + value + "\"}");
            assertThat(got.headers().get("content-length")).isEqualTo(Integer.toString(got.body().length()));
        }
    }

    @Test
    void connectionCloseIsHonouredAfterTheAnswer() throws IOException {
        try (Connection connection = new Connection()) {
            Response response = connection.send(post(LIST_TABLES, "{}", "Connection: close")).read();

            assertThat(response.status()).isEqualTo(200);
            assertThat(response.headers()).containsEntry("connection", "close");
            assertThat(connection.closedByServer()).isTrue();
        }
    }

    @Test
    void http10IsClosedAfterTheAnswerUnlessItAsksForKeepAlive() throws IOException {
        String request = post(LIST_TABLES, "{}").replace("HTTP/1.1", "HTTP/1.0");
        try (Connection connection = new Connection()) {
            Response response = connection.send(request).read();
            assertThat(response.statusLine()).startsWith("HTTP/1.0 200");
            assertThat(connection.closedByServer()).isTrue();
        }
        try (Connection connection = new Connection()) {
            String keepAlive = request.replace("Host: 127.0.0.1", "Host: 127.0.0.1\r\nConnection: keep-alive");
            assertThat(connection.send(keepAlive).read().headers()).containsEntry("connection", "keep-alive");
            assertThat(connection.send(keepAlive).read().status()).isEqualTo(200);
        }
    }

    @Test
    void whatItDoesNotSpeakIsRefusedWithAStatusAndTheConnectionClosed() throws IOException {
        Map<String, Integer> refused = new LinkedHashMap<>();
        refused.put("NONSENSE\r\n\r\n", 400);
        refused.put("POST / HTTP/2.0\r\nContent-Length: 2\r\n\r\n{}", 505);
        refused.put("POST / HTTP/1.1\r\nno colon here\r\n\r\n", 400);
        refused.put("POST / HTTP/1.1\r\nContent-Length: ten\r\n\r\n", 400);
        refused.put("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}", 400);
        refused.put("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n", 501);
        refused.put("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400);
        refused.put("POST / HTTP/1.1\r\nContent-Length: " + (HttpConnection.MAX_BODY_BYTES + 1) + "\r\n\r\n", 413);
        refused.put("POST / HTTP/1.1\r\nX-Big: " + "b".repeat(HttpConnection.MAX_HEADER_BYTES) + "\r\n\r\n", 431);
        refused.put("POST / HTTP/1.1\r\n" + "X-Part: ".concat("p".repeat(15_000)).concat("\r\n").repeat(5)
                + "\r\n", 431);
        refused.put("POST / HTTP/1.1\r\n" + "X-Many: m\r\n".repeat(201) + "\r\n", 431);
        for (Map.Entry<String, Integer> request : refused.entrySet()) {
            try (Connection connection = new Connection()) {
                Response response = connection.send(request.getKey()).read();

                assertThat(response.status()).as(request.getKey().substring(0, Math.min(60, request.getKey().length())))
                        .isEqualTo(request.getValue());
                assertThat(response.headers()).containsEntry("connection", "close");
                assertThat(connection.closedByServer()).isTrue();
            }
        }
        try (Connection connection = new Connection()) {
            assertThat(connection.send(post(LIST_TABLES, "{}")).read().status()).as("still serving").isEqualTo(200);
        }
    }

    @Test
    void otherMethodsAreUnknownOperations() throws IOException {
        try (Connection connection = new Connection()) {
            Response response = connection.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n").read();

            assertThat(response.status()).isEqualTo(400);
            assertThat(response.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
            assertThat(connection.send(post(LIST_TABLES, "{}")).read().status()).isEqualTo(200);
        }
    }

    @Test
    void aClientGoneInTheMiddleOfARequestLeavesTheServerServing() throws IOException {
        try (Connection connection = new Connection()) {
            connection.send("POST / HTTP/1.1\r\nX-Amz-Target: " + LIST_TABLES + "\r\nContent-Length: 100\r\n\r\n{");
        }
        try (Connection connection = new Connection()) {
            assertThat(connection.send(post(LIST_TABLES, "{}")).read().status()).isEqualTo(200);
        }
    }

    @Test
    void closingTheServerClosesItsKeptAliveConnections() throws IOException {
        LocalDynamoDbServer own = LocalDynamoDb.create().serve(0);
        try (Socket socket = new Socket("127.0.0.1", own.port())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(post(LIST_TABLES, "{}").getBytes(StandardCharsets.UTF_8));
            InputStream in = socket.getInputStream();
            assertThat(new String(in.readNBytes(12), StandardCharsets.US_ASCII)).isEqualTo("HTTP/1.1 200");

            own.close();

            assertThat(in.readAllBytes()).as("the rest of the answer, then the end").isNotEmpty();
            assertThat(in.read()).isEqualTo(-1);
        }
    }

    @Test
    void theSdksApacheClientSharedByManyThreadsGetsEveryAnswerRight() throws Exception {
        int threads = 16;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try (DynamoDbClient client = DynamoDbClient.builder().endpointOverride(server.endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "any")))
                .httpClientBuilder(ApacheHttpClient.builder().maxConnections(threads))
                .build()) {
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                String pk = "apache-" + t;
                workers.add(pool.submit(() -> {
                    for (int i = 0; i < 25; i++) {
                        String value = pk + "-" + i + "-" + "v".repeat(i * 100);
                        client.putItem(b -> b.tableName("transport").item(Map.of("pk", AttributeValue.fromS(pk),
                                "v", AttributeValue.fromS(value))));
                        assertThat(client.getItem(b -> b.tableName("transport").consistentRead(true)
                                .key(Map.of("pk", AttributeValue.fromS(pk)))).item())
                                .containsEntry("v", AttributeValue.fromS(value));
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
