package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/** Reads of one stored item, for the write paths that must say what stopped them. */
final class StoredItems {

    private StoredItems() {
    }

    static Optional<Map<String, AttributeValue>> fetch(DynamoDbClient client, String tableName, ItemKey<?> key,
                                                       boolean consistentRead) {
        GetItemResponse response = client.getItem(request(tableName, key, consistentRead));
        return response.hasItem() && !response.item().isEmpty() ? Optional.of(response.item()) : Optional.empty();
    }

    /** The {@code GetItem} of one item, for either transport. */
    static GetItemRequest request(String tableName, ItemKey<?> key, boolean consistentRead) {
        return GetItemRequest.builder()
                .tableName(tableName)
                .key(key.toAttributeMap())
                .consistentRead(consistentRead)
                .build();
    }

    /** The attribute every Tablesmith item carries: its entity type. */
    static final String ENTITY_TYPE_ATTRIBUTE = "_et";

    /** What a write that stored an item says when the record's constructor refuses what was stored. */
    static final String UPDATE_STORED = "the update was stored all the same, and storedItem() holds the item as it is now;"
            + " repair it with another update, or overwrite it with put";
    /** What a delete says when the record's constructor refuses what it deleted. */
    static final String DELETED = "the item was deleted all the same, and storedItem() holds it as it was, to store again"
            + " once repaired";

    /** What a put says when the record's constructor refuses the values as DynamoDB stores them. */
    static final String PUT_STORED = "the record was stored all the same, and storedItem() holds the item as written;"
            + " its constructor refuses the values as DynamoDB keeps them (numbers without trailing zeros, @Ttl instants"
            + " in whole seconds), so reads of it fail the same way: overwrite it with put";

    /**
     * The record a write returned ({@code ALL_NEW} of an update, {@code ALL_OLD} of a delete). The
     * write has happened whether or not the item decodes: when the record's constructor (or the
     * codec) refuses it, the {@link ItemDecodeException} says so ({@code happened}) and its
     * {@code storedItem()} is the item, the one copy the caller has of what was written or deleted.
     */
    static <T> T decodeWritten(EntitySchema<T> schema, ItemKey<?> key, Map<String, AttributeValue> item, String happened) {
        try {
            return schema.fromItem(item);
        } catch (ItemDecodeException e) {
            throw happened(schema, key, item, happened, e);
        }
    }

    /**
     * The record a read returns of the item a put of {@code record} stored ({@link EntitySchema#asStored});
     * when the record's constructor refuses the stored values, the {@link ItemDecodeException} says that the
     * put has happened.
     */
    static <T> T asStored(EntitySchema<T> schema, ItemKey<?> key, T record, Map<String, AttributeValue> item) {
        try {
            return schema.asStored(record, item);
        } catch (ItemDecodeException e) {
            throw happened(schema, key, item, PUT_STORED, e);
        }
    }

    private static ItemDecodeException happened(EntitySchema<?> schema, ItemKey<?> key, Map<String, AttributeValue> item,
                                                String happened, ItemDecodeException e) {
        String problem = e.getMessage();
        String said = schema.entityType() + " [" + key + "]: "
                + (e.attribute() == null ? "" : "attribute '" + e.attribute() + "': ");
        if (problem.startsWith(said)) {
            problem = problem.substring(said.length());
        }
        return new ItemDecodeException(schema.entityType(), key.toString(), e.attribute(), problem + "; " + happened, item, e);
    }
}
