package io.tablesmith.internal;

import io.tablesmith.RequestOptions;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Clients that send Tablesmith's requests with options ({@link RequestOptions#applyTo}). */
public final class ObservedRequests {

    private ObservedRequests() {
    }

    /** {@code client}, whose Tablesmith requests carry {@code options} (added to those it already has). */
    public static DynamoDbClient client(DynamoDbClient client, RequestOptions options) {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(options, "options");
        return TranslatingClient.withOptions(client, options);
    }

    /** The options {@code client} was given with {@link #client}; the defaults for any other client. */
    public static RequestOptions options(DynamoDbClient client) {
        return client instanceof TranslatingClient translating ? translating.options() : RequestOptions.defaults();
    }
}
