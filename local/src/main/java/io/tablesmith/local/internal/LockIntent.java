package io.tablesmith.local.internal;

import java.util.HashSet;
import java.util.Set;

/**
 * What an operation takes a table partition's lock for: which items (rows) of the partition, and as what
 * kind of operation. A writer's intent stays with the lock while it holds it, so that an operation arriving
 * meanwhile can tell whether it conflicts with that write, as DynamoDB documents ("Transaction conflict
 * handling"): a transaction conflicts with any write in progress on one of its items, and a single-item
 * write with a transaction in progress on its item. Operations that do not conflict wait for the lock.
 */
public final class LockIntent {
    /** The kinds of operation that lock a partition. */
    public enum Kind {
        /** PutItem, UpdateItem or DeleteItem: fails when a transaction is in progress on its item. */
        WRITE(true),
        /** BatchWriteItem: a transaction arriving conflicts with it; it waits for the ones in progress. */
        BATCH_WRITE(true),
        /** TransactWriteItems: conflicts with any write in progress on one of its items. */
        TRANSACTION_WRITE(true),
        /** TransactGetItems: conflicts with any write in progress on one of its items. */
        TRANSACTION_READ(false);

        private final boolean writes;

        Kind(boolean writes) {
            this.writes = writes;
        }

        /** Whether the lock is taken exclusively. */
        public boolean writes() {
            return writes;
        }
    }

    final Kind kind;
    /** A {@link RowKey}, or a {@code Set<RowKey>} when several items of the partition are involved. */
    private final Object rows;

    private LockIntent(Kind kind, Object rows) {
        this.kind = kind;
        this.rows = rows;
    }

    public static LockIntent of(Kind kind, RowKey row) {
        return new LockIntent(kind, row);
    }

    /** This intent and another of the same operation on the same partition, as one. */
    LockIntent plus(LockIntent other) {
        Set<RowKey> all = new HashSet<>(rows());
        all.addAll(other.rows());
        return new LockIntent(kind, all);
    }

    @SuppressWarnings("unchecked")
    Set<RowKey> rows() {
        return rows instanceof RowKey row ? Set.of(row) : (Set<RowKey>) rows;
    }

    /**
     * The rows of this intent (an operation waiting for the lock) that conflict with {@code holder}'s (the
     * write holding it), or an empty set when this operation may wait.
     */
    Set<RowKey> conflicts(LockIntent holder) {
        if (holder == null || kind == Kind.BATCH_WRITE || (kind == Kind.WRITE && holder.kind != Kind.TRANSACTION_WRITE)) {
            return Set.of();
        }
        Set<RowKey> shared = new HashSet<>(rows());
        shared.retainAll(holder.rows());
        return shared;
    }
}
