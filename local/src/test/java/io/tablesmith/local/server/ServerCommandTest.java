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
    void namesItsTablesInTheAccountGivenAndTheRegionEachRequestWasSignedFor() {
        try (LocalDynamoDbServer server = ServerCommand.start(new String[] {"--port", "0", "--account-id",
                "123412341234", "--region=eu-west-1", "--stream-shard-records", "2", "--stream-shard-age", "PT4H",
                "--stream-retention", "PT1H", "--stream-iterator-lifetime=PT1M"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
             DynamoDbClient client = OnServer.httpClient(server.endpoint())) {
            String arn = client.createTable(ServerProtocolTest.table("named")).tableDescription().tableArn();

            assertThat(arn).isEqualTo("arn:aws:dynamodb:eu-west-3:123412341234:table/named");
            assertThat(server.database().serviceClientConfiguration().region().id()).isEqualTo("eu-west-1");
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
        assertThatThrownBy(() -> ServerCommand.start(new String[] {"--account-id", "42"}, System.out))
                .hasMessage("An AWS account id has 12 digits, but was: 42");
        assertThatThrownBy(() -> ServerCommand.start(new String[] {"--stream-shard-age", "4h"}, System.out))
                .hasMessage("--stream-shard-age must be a positive ISO-8601 duration such as PT4H, but was: 4h");
        assertThatThrownBy(() -> ServerCommand.start(new String[] {"--stream-retention", "PT0S"}, System.out))
                .hasMessage("--stream-retention must be a positive ISO-8601 duration such as PT4H, but was: PT0S");
        assertThatThrownBy(() -> ServerCommand.start(new String[] {"--stream-iterator-lifetime", "15m"}, System.out))
                .hasMessage("--stream-iterator-lifetime must be a positive ISO-8601 duration such as PT4H, but was: 15m");
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
