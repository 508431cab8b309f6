package io.tablesmith.internal;

import io.tablesmith.RequestOptions;
import java.util.Objects;

/**
 * Where the calls of one feature start: its entity type (or internal item type) and the options
 * its requests carry, the client's and its own.
 */
public final class Calls {

    private final String entityType;
    private final RequestOptions options;

    public Calls(String entityType, RequestOptions options) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.options = Objects.requireNonNull(options, "options");
    }

    /** The calls of a feature sending through {@code client}, with the options that client was given. */
    public static Calls of(String entityType, software.amazon.awssdk.services.dynamodb.DynamoDbClient client) {
        return new Calls(entityType, ObservedRequests.options(client));
    }

    /** Opens the call of {@code accessPattern}; close it when the method returns. */
    public Call open(String accessPattern) {
        return Call.open(this, accessPattern);
    }

    /** The same, with {@code more} options added to these. */
    public Calls with(RequestOptions more) {
        return new Calls(entityType, options.with(more));
    }

    public String entityType() {
        return entityType;
    }

    public RequestOptions options() {
        return options;
    }
}
