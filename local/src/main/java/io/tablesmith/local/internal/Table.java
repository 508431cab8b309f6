package io.tablesmith.local.internal;

import io.tablesmith.local.internal.vector.VectorIndexDef;
import io.tablesmith.local.internal.vector.VectorIndexes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A table's items, its secondary indexes and its vector indexes, kept in step on every write. A writer holds the lock of the
 * item's partition ({@link Database#locking}); readers may read concurrently.
 */
public final class Table {
    private volatile TableSchema schema;
    private final ItemIndex items = new ItemIndex();
    private final Map<String, ItemIndex> indexes = new LinkedHashMap<>();
    private volatile String ttlAttribute;
    private volatile ItemChanges changes;
    private volatile TableSettings settings;
    private volatile ItemHistory history;
    private volatile VectorIndexes vectors = VectorIndexes.NONE;

    public Table(TableSchema schema) {
        this.schema = schema;
        this.settings = TableSettings.initial(
                schema.billingMode() == software.amazon.awssdk.services.dynamodb.model.BillingMode.PAY_PER_REQUEST
                        ? schema.created() : null);
        for (IndexDef index : schema.indexes()) {
            indexes.put(index.name(), new ItemIndex());
        }
    }

    public TableSchema schema() {
        return schema;
    }

    /**
     * Replaces the definition (UpdateTable: billing, throughput, global indexes added or removed). Entries
     * of a removed index are dropped; an added index is filled from the items at once. The caller holds
     * every item operation off ({@link Database#write}).
     */
    public void schema(TableSchema next) {
        java.util.Set<String> kept = new java.util.HashSet<>();
        next.indexes().forEach(index -> kept.add(index.name()));
        indexes.keySet().retainAll(kept);
        for (IndexDef index : next.indexes()) {
            if (!indexes.containsKey(index.name())) {
                ItemIndex entries = new ItemIndex();
                items.partitions().values().forEach(rows -> rows.values().forEach(item -> {
                    if (hasIndexKeys(index, item)) {
                        entries.put(index.partitionOf(item), indexRowKey(index, item), entry(index, item, next));
                    }
                }));
                indexes.put(index.name(), entries);
            }
        }
        this.schema = next;
    }

    /** The table's vector indexes (none: {@link VectorIndexes#NONE}). */
    public VectorIndexes vectors() {
        return vectors;
    }

    /**
     * Gives the table these vector indexes: one it has already keeps its vectors, a new one is filled from the
     * items at once. Call with every item operation held off ({@link Database#write}).
     */
    public void vectors(List<VectorIndexDef> next) {
        this.vectors = vectors.next(next, schema.keys(), items);
    }

    public String ttlAttribute() {
        return ttlAttribute;
    }

    public void ttlAttribute(String attribute) {
        this.ttlAttribute = attribute;
    }

    /** The table's stream, or null when none is enabled. */
    public ItemChanges changes() {
        return changes;
    }

    /** Enables (or, with null, disables) the stream; call with the catalog lock held exclusively. */
    public void changes(ItemChanges changes) {
        this.changes = changes;
    }

    public TableSettings settings() {
        return settings;
    }

    /** Replaces the settings; call with the catalog lock held exclusively. */
    public void settings(TableSettings next) {
        this.settings = next;
    }

    /** The earlier versions of the items, or null when nothing needs them ({@link Database#keepHistory}). */
    public ItemHistory history() {
        return history;
    }

    /** Starts (or, with null, stops) keeping the items' history; call with the catalog lock held exclusively. */
    public void history(ItemHistory next) {
        this.history = next;
    }

    public ItemIndex items() {
        return items;
    }

    public ItemIndex index(String name) {
        return indexes.get(name);
    }

    /** The primary key attributes of an item. */
    public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (KeyDef k : schema.keys()) {
            key.put(k.name(), item.get(k.name()));
        }
        return key;
    }

    public RowKey rowKey(Map<String, AttributeValue> item) {
        return schema.range() == null ? new RowKey(List.of()) : RowKey.of(item.get(schema.range().name()));
    }

    /** Position of an item in an index: the index's sort-key attributes in order, then the table's keys. */
    public RowKey indexRowKey(IndexDef index, Map<String, AttributeValue> item) {
        List<AttributeValue> parts = new ArrayList<>(index.rangeKeys().size() + 2);
        for (KeyDef k : index.rangeKeys()) {
            parts.add(item.get(k.name()));
        }
        parts.add(item.get(schema.hash().name()));
        if (schema.range() != null) {
            parts.add(item.get(schema.range().name()));
        }
        return new RowKey(parts);
    }

    public Map<String, AttributeValue> get(Map<String, AttributeValue> key) {
        return items.get(PartitionKey.of(key.get(schema.hash().name())), rowKey(key));
    }

    /**
     * Stores an item (replacing any with the same key in one step, so a concurrent reader sees the old item
     * or the new one, never none) and updates every index. A {@link StoredItem} is stored as it is, measured
     * once; any other map is copied and measured.
     */
    public void put(Map<String, AttributeValue> item) {
        put(item, PartitionKey.of(item.get(schema.hash().name())), rowKey(item));
    }

    /**
     * Stores an item whose partition and position the caller has computed already ({@link #put(Map)} does
     * it otherwise): a write computes them once, to lock the partition, and a partition key costs an MD5.
     */
    public void put(Map<String, AttributeValue> item, PartitionKey itemPartition, RowKey row) {
        StoredItem stored = StoredItem.of(item);
        Map<String, AttributeValue> old = items.get(itemPartition, row);
        ItemHistory versions = history;
        if (versions != null) {
            versions.record(itemPartition, row, old);
        }
        items.put(itemPartition, row, stored);
        for (IndexDef index : schema.indexes()) {
            ItemIndex entries = indexes.get(index.name());
            boolean indexed = hasIndexKeys(index, stored);
            PartitionKey partition = indexed ? index.partitionOf(stored) : null;
            RowKey position = indexed ? indexRowKey(index, stored) : null;
            if (old != null && hasIndexKeys(index, old)) {
                PartitionKey oldPartition = index.partitionOf(old);
                RowKey oldPosition = indexRowKey(index, old);
                if (!indexed || !oldPartition.equals(partition) || !oldPosition.equals(position)) {
                    entries.remove(oldPartition, oldPosition);
                }
            }
            if (indexed) {
                entries.put(partition, position, entry(index, stored, schema));
            }
        }
        vectors.changed(itemPartition, row, old, stored);
        ItemChanges stream = changes;
        if (stream != null) {
            stream.changed(old, stored, false);
        }
    }

    /** Removes the item with this key, if any, from the table and its indexes; returns it. */
    public Map<String, AttributeValue> delete(Map<String, AttributeValue> key) {
        return delete(PartitionKey.of(key.get(schema.hash().name())), rowKey(key), false);
    }

    /** Removes the item at this position, if any, from the table and its indexes; returns it. */
    public Map<String, AttributeValue> delete(PartitionKey itemPartition, RowKey row) {
        return delete(itemPartition, row, false);
    }

    /** Removes the item with this key because its TTL passed (its stream record says so); returns it. */
    public Map<String, AttributeValue> expire(Map<String, AttributeValue> key) {
        return delete(PartitionKey.of(key.get(schema.hash().name())), rowKey(key), true);
    }

    private Map<String, AttributeValue> delete(PartitionKey itemPartition, RowKey row, boolean expired) {
        Map<String, AttributeValue> old = items.get(itemPartition, row);
        if (old == null) {
            return null;
        }
        ItemHistory versions = history;
        if (versions != null) {
            versions.record(itemPartition, row, old);
        }
        items.remove(itemPartition, row);
        for (IndexDef index : schema.indexes()) {
            if (hasIndexKeys(index, old)) {
                indexes.get(index.name()).remove(index.partitionOf(old), indexRowKey(index, old));
            }
        }
        vectors.changed(itemPartition, row, old, null);
        ItemChanges stream = changes;
        if (stream != null) {
            stream.changed(old, null, expired);
        }
        return old;
    }

    /** What {@code index} of a table defined by {@code schema} holds of a stored item: the item itself for ALL. */
    private static StoredItem entry(IndexDef index, Map<String, AttributeValue> item, TableSchema schema) {
        return StoredItem.of(index.project(item, schema.hash(), schema.range()));
    }

    /** Whether an item has every key attribute of an index, with its type, and so is in that index. */
    public static boolean hasIndexKeys(IndexDef index, Map<String, AttributeValue> item) {
        for (KeyDef key : index.keys()) {
            AttributeValue v = item.get(key.name());
            if (v == null || !key.type().equals(ValueTypes.type(v))) {
                return false;
            }
        }
        return true;
    }
}
