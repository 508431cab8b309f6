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
 * Safe for concurrent use: readers see each entry whole (weakly consistent iteration). Each partition
 * ({@link PartitionRows}) carries its own lock, which {@link Database#locking} takes for a table
 * partition, and its monitor serialises changes to that partition's place in the index: a partition is
 * removed once empty and neither locked nor awaited, never while another writer adds to it (two table
 * partitions may write into the same index partition at once), and whoever finds a removed partition
 * retries with the current one. Different partitions share no lock and no counter but {@link #count()}'s
 * and {@link #sizeBytes()}'s, which are {@link LongAdder}s: every put and remove changes them under the
 * partition's monitor, by the item it stored or took out, so they are running totals that equal a recount
 * whenever no write is in progress, and DescribeTable reads them instead of measuring every item.
 */
public final class ItemIndex {
    private final ConcurrentNavigableMap<PartitionKey, PartitionRows> partitions = new ConcurrentSkipListMap<>();
    private final LongAdder count = new LongAdder();
    private final LongAdder sizeBytes = new LongAdder();

    public Map<String, AttributeValue> get(PartitionKey partition, RowKey row) {
        NavigableMap<RowKey, Map<String, AttributeValue>> rows = partitions.get(partition);
        return rows == null ? null : rows.get(row);
    }

    public void put(PartitionKey partition, RowKey row, StoredItem item) {
        while (true) {
            PartitionRows rows = partitions.computeIfAbsent(partition, p -> new PartitionRows());
            synchronized (rows) {
                if (rows.retired()) {
                    continue;
                }
                Map<String, AttributeValue> replaced = rows.put(row, item);
                if (replaced == null) {
                    count.increment();
                    sizeBytes.add(item.sizeBytes());
                } else {
                    sizeBytes.add(item.sizeBytes() - ItemSize.of(replaced));
                }
                return;
            }
        }
    }

    public void remove(PartitionKey partition, RowKey row) {
        PartitionRows rows = partitions.get(partition);
        if (rows == null) {
            return;
        }
        synchronized (rows) {
            // a retired partition is empty: the row is not there
            Map<String, AttributeValue> removed = rows.remove(row);
            if (removed != null) {
                count.decrement();
                sizeBytes.add(-ItemSize.of(removed));
                retireIfUnused(partition, rows);
            }
        }
    }

    /**
     * Takes the lock of a partition, exclusive or shared, making the partition (empty) if it has no rows
     * yet; returns the rows it locked, to give to {@link #unlock}.
     *
     * @throws ItemConflict when the writer holding the lock conflicts with {@code intent} (which may be null)
     */
    PartitionRows lock(PartitionKey partition, boolean exclusive, LockIntent intent) {
        while (true) {
            PartitionRows rows = partitions.computeIfAbsent(partition, p -> new PartitionRows());
            // a conflict is only found while a writer holds the partition, so it is never left unused here
            if (rows.lock(exclusive, intent)) {
                return rows;
            }
        }
    }

    /** Releases what {@link #lock} took; removes the partition if it is empty and nobody else wants it. */
    void unlock(PartitionKey partition, PartitionRows rows, boolean exclusive) {
        synchronized (rows) {
            rows.unlock(exclusive);
            retireIfUnused(partition, rows);
        }
    }

    /** Call holding the monitor of {@code rows}. */
    private void retireIfUnused(PartitionKey partition, PartitionRows rows) {
        if (rows.isEmpty() && rows.idle()) {
            partitions.remove(partition, rows);
            rows.retire();
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

    /** The total size of the items, by {@link ItemSize}'s rules. */
    public long sizeBytes() {
        return sizeBytes.sum();
    }
}
