package io.tablesmith.local.internal;

import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Items of a table or of one secondary index, by partition and then by position in the partition. */
public final class ItemIndex {
    private final NavigableMap<PartitionKey, NavigableMap<RowKey, Map<String, AttributeValue>>> partitions =
            new TreeMap<>();
    private long count;

    public Map<String, AttributeValue> get(PartitionKey partition, RowKey row) {
        NavigableMap<RowKey, Map<String, AttributeValue>> rows = partitions.get(partition);
        return rows == null ? null : rows.get(row);
    }

    public void put(PartitionKey partition, RowKey row, Map<String, AttributeValue> item) {
        if (partitions.computeIfAbsent(partition, p -> new TreeMap<>()).put(row, item) == null) {
            count++;
        }
    }

    public void remove(PartitionKey partition, RowKey row) {
        NavigableMap<RowKey, Map<String, AttributeValue>> rows = partitions.get(partition);
        if (rows != null && rows.remove(row) != null) {
            count--;
            if (rows.isEmpty()) {
                partitions.remove(partition);
            }
        }
    }

    /** The rows of one partition in sort order (empty if none). */
    public NavigableMap<RowKey, Map<String, AttributeValue>> partition(PartitionKey partition) {
        NavigableMap<RowKey, Map<String, AttributeValue>> rows = partitions.get(partition);
        return rows == null ? new TreeMap<>() : rows;
    }

    /** Every partition in scan order. */
    public NavigableMap<PartitionKey, NavigableMap<RowKey, Map<String, AttributeValue>>> partitions() {
        return partitions;
    }

    public long count() {
        return count;
    }

    public long sizeBytes() {
        long size = 0;
        for (NavigableMap<RowKey, Map<String, AttributeValue>> rows : partitions.values()) {
            for (Map<String, AttributeValue> item : rows.values()) {
                size += ItemSize.of(item);
            }
        }
        return size;
    }
}
