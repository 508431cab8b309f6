package io.tablesmith.local.internal;

import java.util.HashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What an eventually consistent read sees when the database lags ({@link Database#eventualLag}): the items,
 * partitions and index entries as they were at an instant, rebuilt from the current ones and the table's
 * {@link ItemHistory}. An instant below 0 means "now": the current state, at no cost.
 */
public final class EventualReads {
    private EventualReads() {
    }

    /** The item with {@code key} at {@code atMillis}. */
    public static Map<String, AttributeValue> item(Table table, Map<String, AttributeValue> key, long atMillis) {
        Map<String, AttributeValue> current = table.get(key);
        ItemHistory history = table.history();
        if (atMillis < 0 || history == null) {
            return current;
        }
        return history.asOf(PartitionKey.of(key.get(table.schema().hash().name())), table.rowKey(key), current,
                atMillis);
    }

    /** The rows of one partition of the table ({@code index} null) or of an index, at {@code atMillis}. */
    public static NavigableMap<RowKey, Map<String, AttributeValue>> partition(Table table, IndexDef index,
                                                                              PartitionKey partition, long atMillis) {
        ItemIndex source = index == null ? table.items() : table.index(index.name());
        ItemHistory history = table.history();
        if (atMillis < 0 || history == null) {
            return source.partition(partition);
        }
        if (index == null) {
            return history.partitionAsOf(partition, source.partition(partition), atMillis);
        }
        Map<PartitionKey, TreeMap<RowKey, Map<String, AttributeValue>>> changed =
                indexChanges(table, index, partition, atMillis);
        NavigableMap<RowKey, Map<String, AttributeValue>> rows = changed.get(partition);
        return rows == null ? source.partition(partition) : rows;
    }

    /** Every partition of the table ({@code index} null) or of an index at {@code atMillis}, in scan order. */
    public static NavigableMap<PartitionKey, NavigableMap<RowKey, Map<String, AttributeValue>>> partitions(
            Table table, IndexDef index, long atMillis) {
        ItemIndex source = index == null ? table.items() : table.index(index.name());
        ItemHistory history = table.history();
        if (atMillis < 0 || history == null) {
            return source.partitions();
        }
        TreeMap<PartitionKey, NavigableMap<RowKey, Map<String, AttributeValue>>> then =
                new TreeMap<>(source.partitions());
        if (index == null) {
            for (PartitionKey partition : history.changedPartitions()) {
                then.put(partition, history.partitionAsOf(partition, source.partition(partition), atMillis));
            }
        } else {
            then.putAll(indexChanges(table, index, null, atMillis));
        }
        then.values().removeIf(Map::isEmpty);
        return then;
    }

    /**
     * The index partitions (only {@code onlyPartition}, when given) that differ at {@code atMillis} from now,
     * each rebuilt: the entries of the items changed since then taken out, and their entries as they were
     * put back.
     */
    private static Map<PartitionKey, TreeMap<RowKey, Map<String, AttributeValue>>> indexChanges(
            Table table, IndexDef index, PartitionKey onlyPartition, long atMillis) {
        ItemIndex entries = table.index(index.name());
        TableSchema schema = table.schema();
        Map<PartitionKey, TreeMap<RowKey, Map<String, AttributeValue>>> changed = new HashMap<>();
        // a local index shares the table's partitions, so only that partition's items can be in it
        table.history().changedSince(atMillis, index.global() ? null : onlyPartition, (partition, row, then) -> {
            Map<String, AttributeValue> now = table.items().get(partition, row);
            if (now != null && Table.hasIndexKeys(index, now)) {
                PartitionKey where = index.partitionOf(now);
                if (onlyPartition == null || onlyPartition.equals(where)) {
                    changed.computeIfAbsent(where, p -> new TreeMap<>(entries.partition(p)))
                            .remove(table.indexRowKey(index, now));
                }
            }
            if (then != null && Table.hasIndexKeys(index, then)) {
                PartitionKey where = index.partitionOf(then);
                if (onlyPartition == null || onlyPartition.equals(where)) {
                    changed.computeIfAbsent(where, p -> new TreeMap<>(entries.partition(p)))
                            .put(table.indexRowKey(index, then), index.project(then, schema.hash(), schema.range()));
                }
            }
        });
        return changed;
    }
}
