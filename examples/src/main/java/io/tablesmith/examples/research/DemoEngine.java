package io.tablesmith.examples.research;

import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The DynamoDB the demo talks to, chosen by one setting ({@value #ENDPOINT_PROPERTY}):
 *
 * <ul>
 *   <li>not set (or blank): {@link LocalDynamoDb}, in this process and in memory; needs nothing else;</li>
 *   <li>{@code local-server}: LocalDynamoDb served over HTTP on 127.0.0.1 for the demo, reached through the SDK's
 *       HTTP client as any DynamoDB endpoint would be, and stopped after it;</li>
 *   <li>{@code dynalite}: a dynalite server started for the demo and stopped after it (needs Node.js);</li>
 *   <li>an {@code http(s)://} URL: an SDK client pointed there, e.g. DynamoDB itself
 *       ({@code https://dynamodb.eu-west-1.amazonaws.com}) or a DynamoDB Local container, with region and
 *       credentials from the SDK's default chains ({@code AWS_REGION}, {@code AWS_PROFILE}, ...).</li>
 * </ul>
 *
 * <p>The demo reads the table's change stream on LocalDynamoDb, in process and over HTTP; dynalite has no
 * DynamoDB Streams, and for another endpoint the demo does not guess where its streams API is.
 */
final class DemoEngine implements AutoCloseable {
    /** The system property (or first argument of {@link ResearchDemo#main}) that picks the engine. */
    static final String ENDPOINT_PROPERTY = "tablesmith.endpoint";

    private final DynamoDbClient client;
    private final DynamoDbStreamsClient streams;
    private final String description;
    private final AutoCloseable resource;

    private DemoEngine(DynamoDbClient client, DynamoDbStreamsClient streams, String description, AutoCloseable resource) {
        this.client = client;
        this.streams = streams;
        this.description = description;
        this.resource = resource;
    }

    static DemoEngine choose(String endpoint) {
        if (endpoint == null || endpoint.isBlank()) {
            LocalDynamoDb local = LocalDynamoDb.create();
            return new DemoEngine(local, local.streamsClient(), "LocalDynamoDb (in this process, in memory; "
                    + "-D" + ENDPOINT_PROPERTY + "=dynalite or =<url> for another)", local);
        }
        String value = endpoint.strip();
        if (value.equals("local-server")) {
            LocalDynamoDbServer server = LocalDynamoDb.create().serve(0);
            DynamoDbClient client = DynamoDbClient.builder()
                    .endpointOverride(server.endpoint())
                    .region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                    .httpClientBuilder(UrlConnectionHttpClient.builder())
                    .build();
            DynamoDbStreamsClient streams = DynamoDbStreamsClient.builder()
                    .endpointOverride(server.endpoint())
                    .region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                    .httpClientBuilder(UrlConnectionHttpClient.builder())
                    .build();
            return new DemoEngine(client, streams, "LocalDynamoDb server at " + server.endpoint()
                    + " (over HTTP, in memory; it stops when the demo ends)", () -> {
                        streams.close();
                        client.close();
                        server.close();
                    });
        }
        if (value.equals("dynalite")) {
            DynaliteServer server = DynaliteServer.start();
            return new DemoEngine(server.client(), null, "dynalite at " + server.endpoint()
                    + " (in memory; it stops when the demo ends)", server);
        }
        URI uri = endpoint(value);
        DynamoDbClient client = DynamoDbClient.builder()
                .endpointOverride(uri)
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
        return new DemoEngine(client, null, "DynamoDB at " + uri + " (region and credentials from the default chain)",
                client);
    }

    private static URI endpoint(String value) {
        try {
            URI uri = new URI(value);
            if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) {
                return uri;
            }
        } catch (URISyntaxException e) {
            // reported below
        }
        throw new IllegalArgumentException(ENDPOINT_PROPERTY + " must be empty (LocalDynamoDb), \"local-server\", "
                + "\"dynalite\" or an http(s):// URL such as https://dynamodb.us-east-1.amazonaws.com, but was: " + value);
    }

    DynamoDbClient client() {
        return client;
    }

    /** The client of the engine's DynamoDB Streams, where the demo reads them. */
    Optional<DynamoDbStreamsClient> streams() {
        return Optional.ofNullable(streams);
    }

    String description() {
        return description;
    }

    @Override
    public void close() {
        try {
            resource.close();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("Could not stop " + description, e);
        }
    }
}
