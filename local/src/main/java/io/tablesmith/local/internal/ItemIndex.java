package io.tablesmith.local.internal;

import java.util.Collections;
import java.util.Map;
import java.util.NavigableMap;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.LongAdder;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items of a table or of one secondary index, by partition and then by position in the partition.
 * Safe for concurrent use: readers see each entry whole (weakly consistent iteration), and changes to one
 * partition are serialised by a small lock stripe, so a partition emptied by one writer is never removed
 * while another adds to it (two table partitions may write into the same index partition at once).
 */
public final class ItemIndex {
    private static final int LOCK_STRIPES = 16;

    private final ConcurrentNavigableMap<PartitionKey, ConcurrentNavigableMap<RowKey, Map<String, AttributeValue>>>
            partitions = new ConcurrentSkipListMap<>();
    private final LongAdder count = new LongAdder();
    private final Object[] locks = new Object[LOCK_STRIPES];

    public ItemIndex() {
        for (int i = 0; i < LOCK_STRIPES; i++) {
            locks[i] = new Object();
        }
    }

    private Object lock(PartitionKey partition) {
        return locks[partition.hashCode() & (LOCK_STRIPES - 1)];
    }

    public Map<String, AttributeValue> get(PartitionKey partition, RowKey row) {
        NavigableMap<RowKey, Map<String, AttributeValue>> rows = partitions.get(partition);
        return rows == null ? null : rows.get(row);
    }

    public void put(PartitionKey partition, RowKey row, Map<String, AttributeValue> item) {
        synchronized (lock(partition)) {
            if (partitions.computeIfAbsent(partition, p -> new ConcurrentSkipListMap<>()).put(row, item) == null) {
                count.increment();
            }
        }
    }

    public void remove(PartitionKey partition, RowKey row) {
        synchronized (lock(partition)) {
            NavigableMap<RowKey, Map<String, AttributeValue>> rows = partitions.get(partition);
            if (rows != null && rows.remove(row) != null) {
                count.decrement();
                if (rows.isEmpty()) {
                    partitions.remove(partition);
                }
            }
        }
    }

    /** The rows of one partition in sort order (empty if none). */
    public NavigableMap<RowKey, Map<String, AttributeValue>> partition(PartitionKey partition) {
        NavigableMap<RowKey, Map<String, AttributeValue>> rows = partitions.get(partition);
        return rows == null ? new ConcurrentSkipListMap<>() : rows;
    }

    /** Every partition in scan order (a read-only view). */
    public NavigableMap<PartitionKey, NavigableMap<RowKey, Map<String, AttributeValue>>> partitions() {
        return Collections.unmodifiableNavigableMap(partitions);
    }

    public long count() {
        return count.sum();
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
