package io.tablesmith.local.internal;

import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The rows of one partition of a table or index, in sort order, and that partition's read-write lock.
 *
 * <p>The lock lives in the partition itself (two ints and the writer's {@link LockIntent} beside the map, no
 * lock object) so that operations on different partitions touch no shared memory to lock, and an unlocked
 * partition pays twelve bytes for it. An operation that must wait while a writer holds the lock first asks
 * the writer's intent whether it conflicts with it (a transaction and a write on the same item); if so it
 * throws {@link ItemConflict} instead of waiting. The lock state is guarded by this object's monitor, which is held only for a few instructions;
 * waiting is {@link Object#wait()} on it. Writers are preferred: a reader waits while a writer waits, so a
 * stream of queries cannot starve writes. Not reentrant (no operation locks a partition twice).
 *
 * <p>An index removes a partition that is empty and that nobody holds or waits to write (it is then
 * <em>retired</em>); whoever finds a retired partition takes the index's current one instead.
 */
final class PartitionRows extends ConcurrentSkipListMap<RowKey, Map<String, AttributeValue>> {
    private static final long serialVersionUID = 1L;
    private static final int WRITER = -1;
    private static final int RETIRED = -2;

    /** Guarded by this: 0 free, n &gt; 0 that many readers, {@link #WRITER} or {@link #RETIRED}. */
    private int holders;
    /** Guarded by this: writers waiting for the lock. */
    private int waitingWriters;
    /** Guarded by this: what the writer holding the lock writes, or null (none, or one that declared nothing). */
    private LockIntent writer;

    /**
     * Takes the lock, waiting (uninterruptibly, like {@code Lock.lock()}) for the holders to leave.
     *
     * @param intent what the caller locks for, or null for an operation that never conflicts
     * @return false, without the lock, if this partition was retired: take the index's current one
     * @throws ItemConflict without the lock, when the writer holding it conflicts with {@code intent}
     */
    synchronized boolean lock(boolean exclusive, LockIntent intent) {
        boolean interrupted = false;
        try {
            if (exclusive) {
                waitingWriters++;
                boolean acquired = false;
                try {
                    while (holders != 0 && holders != RETIRED) {
                        failIfConflicting(intent);
                        interrupted |= await();
                    }
                    acquired = true;
                } finally {
                    waitingWriters--;
                    if (!acquired && waitingWriters == 0) {
                        notifyAll(); // readers held off for this writer may go on
                    }
                }
                if (holders == RETIRED) {
                    return false;
                }
                holders = WRITER;
                writer = intent;
            } else {
                while (holders == WRITER || (holders >= 0 && waitingWriters > 0)) {
                    failIfConflicting(intent);
                    interrupted |= await();
                }
                if (holders == RETIRED) {
                    return false;
                }
                holders++;
            }
            return true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void failIfConflicting(LockIntent intent) {
        if (intent != null && holders == WRITER) {
            java.util.Set<RowKey> rows = intent.conflicts(writer);
            if (!rows.isEmpty()) {
                throw new ItemConflict(null, rows);
            }
        }
    }

    /** Releases the lock. */
    synchronized void unlock(boolean exclusive) {
        if (exclusive) {
            holders = 0;
            writer = null;
        } else {
            holders--;
        }
        if (holders == 0) {
            notifyAll();
        }
    }

    /** Whether nobody holds the lock or waits to write; call holding the monitor. */
    boolean idle() {
        return holders == 0 && waitingWriters == 0;
    }

    /** Marks this partition removed from its index and wakes whoever waits, to retry; call holding the monitor. */
    void retire() {
        holders = RETIRED;
        notifyAll();
    }

    /** Whether this partition was removed from its index; call holding the monitor. */
    boolean retired() {
        return holders == RETIRED;
    }

    private boolean await() {
        try {
            wait();
            return false;
        } catch (InterruptedException e) {
            return true;
        }
    }
}
