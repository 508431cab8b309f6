package io.tablesmith.local.server;

import java.net.URI;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Runs a scenario class through the AWS SDK's real HTTP client against the run's LocalDynamoDb server
 * ({@link LocalDynamoDbServerExtension}): every request and answer crosses the wire format.
 */
public final class OnServer implements BeforeEachCallback {
    private static volatile DynamoDbClient client;
    private static volatile DynamoDbStreamsClient streamsClient;

    @Override
    public void beforeEach(ExtensionContext context) {
        LocalDynamoDbServer server = LocalDynamoDbServerExtension.server(context);
        if (client == null) {
            synchronized (OnServer.class) {
                if (client == null) {
                    client = httpClient(server.endpoint());
                    streamsClient = httpStreamsClient(server.endpoint());
                }
            }
        }
    }

    /** An SDK client over HTTP, with made-up credentials and region (the server accepts any). */
    static DynamoDbClient httpClient(URI endpoint) {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.EU_WEST_3)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
    }

    /** A DynamoDB Streams client over HTTP, with made-up credentials and region. */
    static DynamoDbStreamsClient httpStreamsClient(URI endpoint) {
        return DynamoDbStreamsClient.builder()
                .endpointOverride(endpoint)
                .region(Region.EU_WEST_3)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
    }

    /** The DynamoDB Streams client for the scenario, on the same server. */
    static DynamoDbStreamsClient streamsClient() {
        client();
        return streamsClient;
    }

    /** The client for the scenario. */
    static DynamoDbClient client() {
        DynamoDbClient current = client;
        if (current == null) {
            throw new IllegalStateException("OnServer is not registered on this test class");
        }
        return current;
    }
}
