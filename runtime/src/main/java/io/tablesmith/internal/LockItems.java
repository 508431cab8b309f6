package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Lock items as a transaction's cancellation reasons show them: the raw stored item. */
final class LockItems implements EntitySchema<Map<String, AttributeValue>> {

    static final LockItems SCHEMA = new LockItems();

    private LockItems() {
    }

    @Override
    public String entityType() {
        return LockCore.LOCK_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Map<String, AttributeValue> item) {
        return item;
    }

    @Override
    public Map<String, AttributeValue> fromItem(Map<String, AttributeValue> item) {
        return item;
    }

    @Override
    public ItemKey<Map<String, AttributeValue>> keyOf(Map<String, AttributeValue> item) {
        return new ItemKey<>(item.get("pk").s(), item.get("sk").s());
    }
}
