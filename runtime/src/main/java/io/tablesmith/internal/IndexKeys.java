package io.tablesmith.internal;

import io.tablesmith.ItemEncodeException;
import io.tablesmith.ItemKey;
import software.amazon.awssdk.core.SdkBytes;

/** Checks on the values of natural index key attributes, made before an item is sent. */
public final class IndexKeys {

    private IndexKeys() {
    }

    /**
     * Refuses an empty string or binary in an attribute that keys a natural index: DynamoDB
     * refuses to store an empty index key value, and would reject the whole write.
     *
     * @throws ItemEncodeException naming the entity, the key, the attribute and the index
     */
    public static void requireNotEmpty(String entityType, ItemKey<?> key, String attribute, String index, Object value) {
        boolean empty = value instanceof CharSequence text ? text.length() == 0
                : value instanceof byte[] bytes ? bytes.length == 0
                : value instanceof SdkBytes sdkBytes && sdkBytes.asByteArrayUnsafe().length == 0;
        if (empty) {
            throw new ItemEncodeException(entityType, key.toString(), attribute, "is empty, but it keys index " + index
                    + " and DynamoDB stores no empty index key; store null to leave the item out of the index", null);
        }
    }
}
