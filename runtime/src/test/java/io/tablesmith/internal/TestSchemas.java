package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Schemas for the write path's unit tests, written as three functions instead of an anonymous class each. */
final class TestSchemas {

    private TestSchemas() {
    }

    static <T> EntitySchema<T> of(String entityType, Function<T, Map<String, AttributeValue>> toItem,
                                  Function<Map<String, AttributeValue>, T> fromItem, Function<T, ItemKey<T>> keyOf) {
        return new EntitySchema<>() {
            @Override
            public String entityType() {
                return entityType;
            }

            @Override
            public Map<String, AttributeValue> toItem(T entity) {
                return toItem.apply(entity);
            }

            @Override
            public T fromItem(Map<String, AttributeValue> item) {
                return fromItem.apply(item);
            }

            @Override
            public ItemKey<T> keyOf(T entity) {
                return keyOf.apply(entity);
            }
        };
    }

    /** The descriptor of an entity whose facts beyond its type a test does not read: constant keys, no version, no index. */
    static EntityDescriptor descriptor(String entityType) {
        KeyTemplate key = KeyTemplate.of(KeyTemplate.literal(entityType));
        return EntityDescriptor.of(entityType, key, key);
    }
}
