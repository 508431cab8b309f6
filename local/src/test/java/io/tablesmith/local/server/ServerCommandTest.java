package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class ServerCommandTest {

    @Test
    void printsTheEndpointOnItsFirstLineAndServesThere() {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (LocalDynamoDbServer server = ServerCommand.start(new String[] {"--port", "0"},
                new PrintStream(printed, true, StandardCharsets.UTF_8))) {
            String firstLine = printed.toString(StandardCharsets.UTF_8).lines().findFirst().orElseThrow();
            assertThat(firstLine).isEqualTo(server.endpoint().toString()).startsWith("http://127.0.0.1:");
            try (DynamoDbClient client = OnServer.httpClient(URI.create(firstLine))) {
                assertThat(client.listTables().tableNames()).isEmpty();
            }
        }
    }

    @Test
    void rejectsBadArgumentsWithTheRule() {
        assertThatThrownBy(() -> ServerCommand.start(new String[] {"--port", "eighty"}, System.out))
                .hasMessage("--port must be a number from 0 to 65535, but was: eighty");
        assertThatThrownBy(() -> ServerCommand.start(new String[] {"--verbose"}, System.out))
                .hasMessage("Unknown argument: --verbose");
        assertThatThrownBy(() -> ServerCommand.start(new String[] {"--port", "0", "--max-connections", "0"},
                System.out)).hasMessage("--max-connections must be a number from 1 to 65535, but was: 0");
    }

    @Test
    void takesTheMostConnectionsToServeAtOnce() {
        try (LocalDynamoDbServer server = ServerCommand.start(new String[] {"--port=0", "--max-connections=3"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))) {
            assertThat(server.transport().maxConnections()).isEqualTo(3);
        }
    }

    @Test
    void runsAsItsOwnProcessUntilStopped() throws Exception {
        Path java = Paths.get(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                ServerCommand.class.getName(), "--port=0")).redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String firstLine = out.readLine();
            assertThat(firstLine).startsWith("http://127.0.0.1:");
            try (DynamoDbClient client = OnServer.httpClient(URI.create(firstLine))) {
                client.createTable(ServerProtocolTest.table("from-another-process"));
                assertThat(client.listTables().tableNames()).containsExactly("from-another-process");
            }
        } finally {
            process.destroy();
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
    }
}
