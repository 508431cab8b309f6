package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.StoredItem;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.ValueTypes;
import io.tablesmith.local.internal.ValueValidation;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** Validation of keys and items against a table's schema, with DynamoDB's messages. */
final class Items {
    private static final String INVALID = "One or more parameter values were invalid: ";
    private static final long MAX_HASH_KEY_BYTES = 2048;
    private static final long MAX_RANGE_KEY_BYTES = 1024;
    private static final String RANGE_KEY_TOO_LARGE = INVALID
            + "Aggregated size of all range keys has exceeded the size limit of 1024 bytes";
    /** DynamoDB's refusal of an update that leaves an index key empty, which names neither the index nor the key. */
    private static final String INDEX_KEY_EMPTIED_BY_UPDATE = "One or more parameter values are not valid. The update "
            + "expression attempted to update a secondary index key to a value that is not supported. The "
            + "AttributeValue for a key attribute cannot contain an empty ";

    private Items() {
    }

    /**
     * Validates a Key parameter and returns it normalised, its attributes in the schema's order (partition
     * key first), so that a key's identity never depends on the order a request lists its attributes in.
     */
    static Map<String, AttributeValue> key(TableSchema schema, Map<String, AttributeValue> key) {
        if (key == null || key.isEmpty()) {
            throw Errors.validation("The provided key element does not match the schema");
        }
        for (AttributeValue v : key.values()) {
            ValueValidation.validate(v);
        }
        boolean hash = true;
        for (KeyDef k : schema.keys()) {
            AttributeValue v = key.get(k.name());
            if (v != null && k.type().equals(ValueTypes.type(v))) {
                checkNotEmpty(v, k, null);
                checkKeySize(v, hash);
            }
            hash = false;
        }
        if (key.size() != schema.keys().size()) {
            throw Errors.validation("The provided key element does not match the schema");
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (KeyDef k : schema.keys()) {
            AttributeValue v = key.get(k.name());
            if (v == null || !k.type().equals(ValueTypes.type(v))) {
                throw Errors.validation("The provided key element does not match the schema");
            }
            out.put(k.name(), ValueValidation.validate(v));
        }
        return out;
    }

    /**
     * Validates an item to be written (values, keys, index keys, size) and returns it normalised, as the table
     * will store it: its size, measured here for the limit, is the one every later step of the write uses.
     */
    static StoredItem item(TableSchema schema, Map<String, AttributeValue> item) {
        if (item == null) {
            throw Errors.constraint(null, "item", "Member must not be null");
        }
        Map<String, AttributeValue> valid = ValueValidation.validateItem(item);
        checkKeys(schema, valid);
        StoredItem out = StoredItem.of(valid);
        if (out.sizeBytes() > ItemSize.MAX_ITEM_SIZE) {
            throw Errors.validation("Item size has exceeded the maximum allowed size");
        }
        return out;
    }

    /** Key and index-key checks of an item that is already validated value by value. */
    static void checkKeys(TableSchema schema, Map<String, AttributeValue> item) {
        boolean hash = true;
        for (KeyDef k : schema.keys()) {
            AttributeValue v = item.get(k.name());
            if (v == null) {
                throw Errors.validation(INVALID + "Missing the key " + k.name() + " in the item");
            }
            if (!k.type().equals(ValueTypes.type(v))) {
                throw Errors.validation(INVALID + "Type mismatch for key " + k.name() + " expected: " + k.type()
                        + " actual: " + ValueTypes.type(v));
            }
            checkNotEmpty(v, k, null);
            checkKeySize(v, hash);
            hash = false;
        }
        for (IndexDef index : schema.indexes()) {
            long rangeBytes = 0;
            for (KeyDef k : index.keys()) {
                AttributeValue v = item.get(k.name());
                if (v == null) {
                    continue;
                }
                if (!k.type().equals(ValueTypes.type(v))) {
                    throw Errors.validation(INVALID + "Type mismatch for Index Key " + k.name() + " Expected: "
                            + k.type() + " Actual: " + ValueTypes.type(v) + " IndexName: " + index.name());
                }
                checkNotEmpty(v, k, index.name());
                if (index.hashKeys().contains(k)) {
                    checkKeySize(v, true);
                } else {
                    rangeBytes += keyBytes(v);
                }
            }
            if (rangeBytes > MAX_RANGE_KEY_BYTES) {
                throw Errors.validation(RANGE_KEY_TOO_LARGE);
            }
        }
    }

    /**
     * Refuses an updated item whose index key the update left an empty string or binary, in the words DynamoDB
     * gives an update (a put's name the index and the key, see {@link #checkKeys}).
     */
    static void checkNoIndexKeyEmptied(TableSchema schema, Map<String, AttributeValue> updated) {
        for (IndexDef index : schema.indexes()) {
            for (KeyDef k : index.keys()) {
                AttributeValue v = updated.get(k.name());
                if (v != null && k.type().equals(ValueTypes.type(v)) && isEmpty(v)) {
                    throw Errors.validation(INDEX_KEY_EMPTIED_BY_UPDATE + emptyKind(k) + " value.");
                }
            }
        }
    }

    /**
     * Whether {@code e} is the refusal of {@link #checkNoIndexKeyEmptied}, which DynamoDB gives a transaction as a
     * refusal of the whole request, before it runs, not as one of its cancellation reasons.
     */
    static boolean emptiesAnIndexKey(DynamoDbException e) {
        String message = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorMessage();
        return message != null && message.startsWith(INDEX_KEY_EMPTIED_BY_UPDATE);
    }

    private static String emptyKind(KeyDef k) {
        return "S".equals(k.type()) ? "string" : "binary";
    }

    /**
     * DynamoDB's refusal of an empty string or binary as a key value: of the table's keys, or of the index
     * {@code indexName} when given.
     */
    static void checkNotEmpty(AttributeValue v, KeyDef k, String indexName) {
        if (!isEmpty(v)) {
            return;
        }
        String empty = "cannot contain an empty " + emptyKind(k) + " value.";
        throw Errors.validation(indexName == null
                ? "One or more parameter values are not valid. The AttributeValue for a key attribute " + empty
                        + " Key: " + k.name()
                : "One or more parameter values are not valid. A value specified for a secondary index key is not "
                        + "supported. The AttributeValue for a key attribute " + empty + " IndexName: " + indexName
                        + ", IndexKey: " + k.name());
    }

    private static boolean isEmpty(AttributeValue v) {
        return (v.s() != null && v.s().isEmpty()) || (v.b() != null && v.b().asByteArrayUnsafe().length == 0);
    }

    /** DynamoDB's limits on key values (a partition key 2,048 bytes, the sort keys together 1,024), in its words. */
    private static void checkKeySize(AttributeValue v, boolean hash) {
        long size = keyBytes(v);
        if (hash && size > MAX_HASH_KEY_BYTES) {
            // sic: DynamoDB writes no space before the number
            throw Errors.validation(INVALID + "Size of hashkey has exceeded the maximum size limit of2048 bytes");
        }
        if (!hash && size > MAX_RANGE_KEY_BYTES) {
            throw Errors.validation(RANGE_KEY_TOO_LARGE);
        }
    }

    private static long keyBytes(AttributeValue v) {
        return v.s() != null ? ItemSize.utf8(v.s())
                : v.b() != null ? v.b().asByteArrayUnsafe().length : 0;
    }
}
