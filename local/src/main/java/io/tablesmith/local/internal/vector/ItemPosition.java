package io.tablesmith.local.internal.vector;

import io.tablesmith.local.internal.PartitionKey;
import io.tablesmith.local.internal.RowKey;

/**
 * Where an item is in its table: its partition and its place in the partition. Ordered as a Scan of the
 * table returns items, which is how a search orders results of equal score.
 */
public record ItemPosition(PartitionKey partition, RowKey row) implements Comparable<ItemPosition> {
    @Override
    public int compareTo(ItemPosition other) {
        int byPartition = partition.compareTo(other.partition);
        return byPartition != 0 ? byPartition : row.compareTo(other.row);
    }
}
