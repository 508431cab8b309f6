package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The server's cap on connections: at its limit it accepts no more, and a new client's connection waits in
 * the system's listen queue until one closes, then is served. Observed through the transport's own state
 * (how many are open, whether it waits for a slot), never through timing.
 */
class ServerConnectionLimitTest {

    /** A raw keep-alive connection that sends ListTables and reads the status line of the answer. */
    private static final class Client implements AutoCloseable {
        private final Socket socket;
        private final BufferedReader in;

        Client(int port) throws IOException {
            socket = new Socket("127.0.0.1", port);
            socket.setSoTimeout(30_000); // a missing answer fails the test instead of hanging it
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
        }

        void send() throws IOException {
            OutputStream out = socket.getOutputStream();
            out.write(("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
                    + "Content-Type: application/x-amz-json-1.0\r\nContent-Length: 2\r\n\r\n{}")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
        }

        /** The status line of the answer, its headers and body read past. */
        String answer() throws IOException {
            String status = in.readLine();
            int length = 0;
            for (String line = in.readLine(); !line.isEmpty(); line = in.readLine()) {
                if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring("content-length:".length()).strip());
                }
            }
            in.skip(length);
            return status;
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    @Test
    void atItsLimitTheServerAcceptsNoMoreConnectionsUntilOneCloses() throws Exception {
        try (LocalDynamoDbServer server = LocalDynamoDb.create().serve(0, 2);
             Client first = new Client(server.port());
             Client second = new Client(server.port());
             Client third = new Client(server.port())) {
            HttpTransport transport = server.transport();
            first.send();
            second.send();
            assertThat(first.answer()).isEqualTo("HTTP/1.1 200 OK");
            assertThat(second.answer()).isEqualTo("HTTP/1.1 200 OK");
            while (!transport.waitingForASlot()) {
                Thread.onSpinWait(); // the acceptor is about to wait for a slot
            }

            third.send(); // connected by the system, in the listen queue, not accepted
            int openWhileFull = transport.openConnections();
            first.close();
            String thirdAnswer = third.answer();
            second.send();

            assertThat(openWhileFull).isEqualTo(2);
            assertThat(thirdAnswer).isEqualTo("HTTP/1.1 200 OK");
            assertThat(second.answer()).as("the connections still open keep working").isEqualTo("HTTP/1.1 200 OK");
            assertThat(transport.openConnections()).isEqualTo(2);
        }
    }
}
