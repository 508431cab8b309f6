package io.tablesmith.local.internal;

import java.util.Set;

/**
 * An operation met a write in progress on one of its items, with which DynamoDB's rules make it conflict
 * ({@link LockIntent}): the operation is refused (TransactionConflictException for a single-item write, a
 * TransactionCanceledException with reason TransactionConflict for a transaction) instead of waiting.
 * Thrown by {@link Database#locking(java.util.List, java.util.List, LockIntent.Kind, java.util.function.Supplier)}
 * after it has released every lock it took.
 */
public final class ItemConflict extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Database.Partition partition;
    private final transient Set<RowKey> rows;

    ItemConflict(Database.Partition partition, Set<RowKey> rows) {
        super(null, null, false, false);
        this.partition = partition;
        this.rows = rows;
    }

    /** Whether the item at {@code row} of {@code partition} is one of those in conflict. */
    public boolean involves(Database.Partition partition, RowKey row) {
        return this.partition != null && this.partition.equals(partition) && rows.contains(row);
    }

    ItemConflict in(Database.Partition where) {
        return new ItemConflict(where, rows);
    }
}
