package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemNotFoundException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The items of one partition, grouped by their {@code _et}, for generated item collections.
 * Items of a type no member asks for are ignored, so a partition may hold more than the
 * collection knows.
 */
public final class PartitionItems {

    private final String collection;
    private final String partition;
    private final Map<String, List<Map<String, AttributeValue>>> byType = new HashMap<>();
    private int count;

    PartitionItems(String collection, String partition, List<Map<String, AttributeValue>> items) {
        this.collection = collection;
        this.partition = partition;
        for (Map<String, AttributeValue> item : items) {
            AttributeValue type = item.get("_et");
            if (type != null && type.s() != null) {
                byType.computeIfAbsent(type.s(), t -> new ArrayList<>()).add(item);
                count++;
            }
        }
    }

    /** Whether the partition holds no item of any type. */
    public boolean isEmpty() {
        return count == 0;
    }

    /** Every item of the schema's entity, in sort key order. */
    public <T> List<T> all(EntitySchema<T> schema) {
        List<T> decoded = new ArrayList<>();
        for (Map<String, AttributeValue> item : byType.getOrDefault(schema.entityType(), List.of())) {
            decoded.add(schema.fromItem(item));
        }
        return decoded;
    }

    /** The one item of the schema's entity, if the partition holds it. */
    public <T> Optional<T> optional(EntitySchema<T> schema) {
        List<Map<String, AttributeValue>> items = byType.getOrDefault(schema.entityType(), List.of());
        if (items.size() > 1) {
            throw new ItemDecodeException(schema.entityType(), "pk=" + partition, "_et",
                    collection + " expects at most one " + schema.entityType() + " in the partition but found " + items.size());
        }
        return items.isEmpty() ? Optional.empty() : Optional.of(schema.fromItem(items.get(0)));
    }

    /**
     * The one item of the schema's entity.
     *
     * @throws ItemNotFoundException when the partition holds other items but not this one
     */
    public <T> T required(EntitySchema<T> schema) {
        return optional(schema).orElseThrow(() -> new ItemNotFoundException(schema.entityType(), "pk=" + partition,
                collection + " needs a " + schema.entityType() + " item, but the partition holds only "
                        + String.join(", ", byType.keySet()) + " items"));
    }
}
