package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.Values;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Validation of keys and items against a table's schema, with DynamoDB's messages. */
final class Items {
    private static final String INVALID = "One or more parameter values were invalid: ";

    private Items() {
    }

    /** Validates a Key parameter and returns it normalised. */
    static Map<String, AttributeValue> key(TableSchema schema, Map<String, AttributeValue> key) {
        if (key == null || key.isEmpty() || key.size() != schema.keys().size()) {
            throw Errors.validation("The provided key element does not match the schema");
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> e : key.entrySet()) {
            out.put(e.getKey(), Values.validate(e.getValue()));
        }
        boolean hash = true;
        for (KeyDef k : schema.keys()) {
            AttributeValue v = out.get(k.name());
            if (v == null || !k.type().equals(Values.type(v))) {
                throw Errors.validation("The provided key element does not match the schema");
            }
            if (isEmpty(v)) {
                throw Errors.validation(INVALID + "The AttributeValue for a key attribute cannot contain an empty "
                        + ("S".equals(k.type()) ? "string" : "binary") + " value. Key: " + k.name());
            }
            checkKeySize(v, hash);
            hash = false;
        }
        return out;
    }

    /** Validates an item to be written (values, keys, index keys, size) and returns it normalised. */
    static Map<String, AttributeValue> item(TableSchema schema, Map<String, AttributeValue> item) {
        if (item == null) {
            throw Errors.constraint(null, "item", "Member must not be null");
        }
        Map<String, AttributeValue> out = Values.validateItem(item);
        checkKeys(schema, out);
        if (ItemSize.of(out) > ItemSize.MAX_ITEM_SIZE) {
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
            if (!k.type().equals(Values.type(v))) {
                throw Errors.validation(INVALID + "Type mismatch for key " + k.name() + " expected: " + k.type()
                        + " actual: " + Values.type(v));
            }
            if (isEmpty(v)) {
                throw Errors.validation("One or more parameter values are not valid. The AttributeValue for a key "
                        + "attribute cannot contain an empty " + ("S".equals(k.type()) ? "string" : "binary")
                        + " value. Key: " + k.name());
            }
            checkKeySize(v, hash);
            hash = false;
        }
        for (IndexDef index : schema.indexes()) {
            for (KeyDef k : index.keys()) {
                AttributeValue v = item.get(k.name());
                if (v == null) {
                    continue;
                }
                if (!k.type().equals(Values.type(v))) {
                    throw Errors.validation(INVALID + "Type mismatch for Index Key " + k.name() + " Expected: "
                            + k.type() + " Actual: " + Values.type(v) + " IndexName: " + index.name());
                }
                if (isEmpty(v)) {
                    throw Errors.validation("One or more parameter values are not valid. A value specified for a "
                            + "secondary index key is not supported. The AttributeValue for a key attribute cannot "
                            + "contain an empty " + ("S".equals(k.type()) ? "string" : "binary") + " value. IndexName: "
                            + index.name() + ", IndexKey: " + k.name());
                }
            }
        }
    }

    private static boolean isEmpty(AttributeValue v) {
        return (v.s() != null && v.s().isEmpty()) || (v.b() != null && v.b().asByteArrayUnsafe().length == 0);
    }

    private static void checkKeySize(AttributeValue v, boolean hash) {
        int size = v.s() != null ? v.s().getBytes(StandardCharsets.UTF_8).length
                : v.b() != null ? v.b().asByteArrayUnsafe().length : 0;
        if (hash && size > 2048) {
            throw Errors.validation(INVALID + "Size of hashkey has exceeded the maximum size limit of2048 bytes");
        }
        if (!hash && size > 1024) {
            throw Errors.validation(INVALID + "Aggregated size of all range keys has exceeded the size limit of 1024 bytes");
        }
    }
}
