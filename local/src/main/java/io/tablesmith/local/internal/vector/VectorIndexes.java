package io.tablesmith.local.internal.vector;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.ItemIndex;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.PartitionKey;
import io.tablesmith.local.internal.RowKey;
import io.tablesmith.local.internal.StoredItem;
import io.tablesmith.local.internal.ValueTypes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/**
 * The vector indexes of one table, kept in step with its items. Immutable as a set of indexes (UpdateTable
 * replaces it, {@link #next}); each index's contents change with every write ({@link #changed}).
 *
 * <p>An item is in an index when it has the index's vector attribute and, if the index has a vector index
 * partition key, that attribute with its declared type; other items are simply not indexed, as a global
 * secondary index leaves out items without its keys. A write whose vector is malformed is refused
 * ({@link VectorValues#check}).
 */
public final class VectorIndexes {
    public static final VectorIndexes NONE = new VectorIndexes(List.of(), Map.of(), List.of());

    private final List<VectorIndexDef> definitions;
    private final Map<String, VectorIndexStore> stores;
    private final List<KeyDef> tableKeys;

    private VectorIndexes(List<VectorIndexDef> definitions, Map<String, VectorIndexStore> stores,
                          List<KeyDef> tableKeys) {
        this.definitions = List.copyOf(definitions);
        this.stores = stores;
        this.tableKeys = tableKeys;
    }

    public boolean isEmpty() {
        return definitions.isEmpty();
    }

    public List<VectorIndexDef> definitions() {
        return definitions;
    }

    /** The index called {@code name}, or null. */
    public VectorIndexStore store(String name) {
        return stores.get(name);
    }

    /**
     * These indexes with {@code next} as their definitions, for a table whose keys are {@code keys}: an index
     * kept keeps its contents, a new one is filled from {@code items} at once. Call with every write held off.
     */
    public VectorIndexes next(List<VectorIndexDef> next, List<KeyDef> keys, ItemIndex items) {
        if (next.isEmpty()) {
            return NONE;
        }
        Map<String, VectorIndexStore> nextStores = new LinkedHashMap<>();
        List<VectorIndexDef> added = new ArrayList<>();
        for (VectorIndexDef definition : next) {
            VectorIndexStore kept = stores.get(definition.name());
            if (kept != null) {
                nextStores.put(definition.name(), kept);
            } else {
                nextStores.put(definition.name(), new VectorIndexStore(definition));
                added.add(definition);
            }
        }
        VectorIndexes result = new VectorIndexes(next, nextStores, keys);
        if (!added.isEmpty()) {
            items.partitions().forEach((partition, rows) -> rows.forEach((row, item) -> {
                for (VectorIndexDef definition : added) {
                    result.index(nextStores.get(definition.name()), new ItemPosition(partition, row), item);
                }
            }));
        }
        return result;
    }

    /** Refuses an item to be written whose vector or search-schema attribute does not fit an index. */
    public void check(Map<String, AttributeValue> item) {
        for (VectorIndexDef definition : definitions) {
            VectorValues.check(definition, item);
        }
    }

    /**
     * Follows a write of the item at {@code partition} and {@code row}: {@code old} is what was stored (null:
     * nothing), {@code next} what is stored now (null: the item was deleted).
     */
    public void changed(PartitionKey partition, RowKey row, Map<String, AttributeValue> old, StoredItem next) {
        if (definitions.isEmpty()) {
            return;
        }
        ItemPosition position = new ItemPosition(partition, row);
        for (VectorIndexStore store : stores.values()) {
            if (next == null || !index(store, position, next)) {
                if (old != null) {
                    store.remove(position);
                }
            }
        }
    }

    /** Puts the item into the index when it belongs there; returns whether it does. */
    private boolean index(VectorIndexStore store, ItemPosition position, Map<String, AttributeValue> item) {
        VectorIndexDef definition = store.definition();
        float[] vector = vectorIfIndexed(definition, item);
        if (vector == null) {
            return false;
        }
        store.put(position, vector, StoredItem.of(definition.project(item, tableKeys)));
        return true;
    }

    /** The item's vector when the item is in the index, otherwise null. */
    private static float[] vectorIfIndexed(VectorIndexDef definition, Map<String, AttributeValue> item) {
        KeyDef hash = definition.hash();
        if (hash != null) {
            AttributeValue value = item.get(hash.name());
            if (value == null || !hash.type().equals(ValueTypes.type(value))) {
                return null;
            }
        }
        return VectorValues.vectorOf(item.get(definition.attribute()), definition.dimensions());
    }

    /**
     * The VectorWriteRequestBytes a write from {@code old} to {@code next} (either null when absent) costs, by
     * index name: the size of the entry it writes into an index (of the entry it removes, for an item that
     * leaves one); nothing for an index whose entry stays the same.
     */
    public Map<String, Long> writeBytes(Map<String, AttributeValue> old, Map<String, AttributeValue> next) {
        Map<String, Long> bytes = new LinkedHashMap<>();
        for (VectorIndexDef definition : definitions) {
            Map<String, AttributeValue> before = old != null && vectorIfIndexed(definition, old) != null
                    ? definition.project(old, tableKeys) : null;
            Map<String, AttributeValue> after = next != null && vectorIfIndexed(definition, next) != null
                    ? definition.project(next, tableKeys) : null;
            if (after != null && !after.equals(before)) {
                bytes.put(definition.name(), ItemSize.of(after));
            } else if (after == null && before != null) {
                bytes.put(definition.name(), ItemSize.of(before));
            }
        }
        return bytes;
    }

    /** The indexes as DescribeTable shows them: ACTIVE and filled, as LocalDynamoDb's global indexes are. */
    public List<VectorIndexDescription> describe(String tableArn) {
        List<VectorIndexDescription> out = new ArrayList<>();
        for (VectorIndexDef definition : definitions) {
            VectorIndexStore store = stores.get(definition.name());
            List<SearchSchemaElement> schema = definition.searchSchema();
            out.add(VectorIndexDescription.builder().indexName(definition.name())
                    .searchSchema(schema.isEmpty() ? null : schema).projection(definition.projection())
                    .vectorAttribute(definition.asRequested().vectorAttribute())
                    .dimensions((long) definition.dimensions()).distanceFunction(definition.distance())
                    .indexStatus(IndexStatus.ACTIVE).backfilling(false)
                    .indexSizeBytes(store.sizeBytes()).itemCount((long) store.count())
                    .indexArn(tableArn + "/index/" + definition.name()).build());
        }
        return out;
    }

    /** A refusal of a write, in the words DynamoDB gives an invalid item. */
    static RuntimeException invalid(String message) {
        return Errors.validation("One or more parameter values were invalid: " + message);
    }
}
