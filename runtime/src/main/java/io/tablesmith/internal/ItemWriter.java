package io.tablesmith.internal;

import io.tablesmith.ItemEncodeException;
import io.tablesmith.ItemTooLargeException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Builds one item. A value DynamoDB cannot store fails with {@link ItemEncodeException}, and
 * an item over DynamoDB's 400 KB with {@link ItemTooLargeException}, both naming the entity
 * and the key (write {@code pk} and {@code sk} first), before anything is sent.
 */
public final class ItemWriter extends AttributesWriter {

    private final String entityType;

    public ItemWriter(String entityType, int expectedAttributes) {
        super(expectedAttributes, new Encoding());
        this.entityType = entityType;
    }

    /**
     * The finished item; the writer must not be used afterwards.
     *
     * @throws ItemTooLargeException when the item is larger than DynamoDB accepts
     */
    public Map<String, AttributeValue> build() {
        if (encoding.bytes > ItemSize.LIMIT) {
            long size = ItemSize.of(attributes);
            if (size > ItemSize.LIMIT) {
                throw new ItemTooLargeException(entityType, key(), size, ItemSize.LIMIT);
            }
        }
        return attributes;
    }

    @Override
    RuntimeException failure(String attribute, CodecException e) {
        return new ItemEncodeException(entityType, key(), attribute + e.path(), e.problem(), e.getCause());
    }

    private String key() {
        AttributeValue pk = attributes.get("pk");
        AttributeValue sk = attributes.get("sk");
        return "pk=" + (pk == null ? "?" : pk.s()) + ", sk=" + (sk == null ? "?" : sk.s());
    }
}
