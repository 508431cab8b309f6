package io.tablesmith.local.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.local.server.LocalDynamoDbServerExtension;
import java.io.IOException;
import java.net.ConnectException;
import java.net.Socket;
import java.net.URI;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The server extension as a user's test class sees it, on JUnit 5.10, 5.14 and 6 (one module each): injected
 * into constructors and methods, and stopped when the run that started it ends.
 */
@ExtendWith(LocalDynamoDbServerExtension.class)
class LocalDynamoDbServerExtensionOnEveryJUnitTest {
    private final LocalDynamoDbServer constructed;

    LocalDynamoDbServerExtensionOnEveryJUnitTest(LocalDynamoDbServer constructed) {
        this.constructed = constructed;
    }

    static DynamoDbClient httpClient(URI endpoint) {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.EU_WEST_3)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
    }

    @Test
    void injectsTheEndpointOfTheRunsServer(URI endpoint, LocalDynamoDbServer server) {
        assertThat(endpoint).isEqualTo(server.endpoint());
        try (DynamoDbClient client = httpClient(endpoint)) {
            client.createTable(LocalDynamoDbExtensionOnEveryJUnitTest.table("server-extension-injected"));
            client.putItem(b -> b.tableName("server-extension-injected").item(Map.of("pk", AttributeValue.fromS("a"))));
        }
        assertThat(server.database().scan(b -> b.tableName("server-extension-injected")).count()).isEqualTo(1);
    }

    @Test
    void oneServerServesTheWholeRun(LocalDynamoDbServer server) {
        assertThat(server).isSameAs(constructed);
    }

    @Test
    void stopsTheServerWhenTheRunEnds() throws IOException {
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(ARunOfItsOwn.class)).build(), summary);

        TestExecutionSummary result = summary.getSummary();
        assertThat(result.getTestsSucceededCount()).as("tests passed in the inner run: %s", result.getFailures()).isEqualTo(1);
        URI endpoint = ARunOfItsOwn.SERVER.get().endpoint();
        assertThatThrownBy(() -> new Socket(endpoint.getHost(), endpoint.getPort()).close())
                .as("a connection to the server of a run that has ended").isInstanceOf(ConnectException.class);
    }

    /** Run only by {@link #stopsTheServerWhenTheRunEnds} (a static nested class is not part of this class's run). */
    @ExtendWith(LocalDynamoDbServerExtension.class)
    static class ARunOfItsOwn {
        static final AtomicReference<LocalDynamoDbServer> SERVER = new AtomicReference<>();

        @Test
        void answersWhileTheRunLasts(LocalDynamoDbServer server) throws IOException {
            SERVER.set(server);
            new Socket(server.endpoint().getHost(), server.endpoint().getPort()).close();
        }
    }
}
