package io.tablesmith.lock;

import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.internal.Write;
import io.tablesmith.internal.Call;
import io.tablesmith.internal.Calls;
import io.tablesmith.internal.WritePath;
import io.tablesmith.transaction.TransactionTarget;
import java.util.Objects;

/**
 * Writes of one repository fenced by a {@link Lease}, from {@link LeaseLocks#fence}. A fenced
 * write stores the lease's lock and fencing token on the item ({@value #FENCE_LOCK_ATTRIBUTE},
 * {@value #FENCE_ATTRIBUTE}) and is conditional on the item holding no higher token of that lock:
 * once a later holder has written the item, an earlier holder's write is refused with
 * {@link LeaseLostException} and nothing is written. Otherwise a fenced write is the repository's
 * own, with every guard it has: never over another entity's item, and for a {@code @Version}ed
 * entity only over the record's version (a record at version 0 only where no item is). A lease at or
 * past its {@link Lease#expiresAt()} (by its clock) is dead: its writes are refused with
 * {@link LeaseLostException} before anything is sent. One conditional single-item write, so it works
 * on engines without transactions (dynalite). An item
 * fenced by one lock refuses fenced writes under another; unfenced writes (the repository's own)
 * are not checked.
 *
 * @param <T> the record type
 */
public final class FencedWrites<T> {

    /** The attribute holding the fencing token of the last fenced write. */
    public static final String FENCE_ATTRIBUTE = "_fence";
    /** The attribute holding the lock of the last fenced write. */
    public static final String FENCE_LOCK_ATTRIBUTE = "_fenceLock";

    private final WritePath path;
    private final Lease lease;
    private final TransactionTarget<T> target;

    FencedWrites(WritePath path, Lease lease, TransactionTarget<T> target) {
        this.path = Objects.requireNonNull(path, "path");
        this.lease = Objects.requireNonNull(lease, "lease");
        this.target = Objects.requireNonNull(target, "target");
    }

    /**
     * Stores the record, as the repository's {@code put} does (never over another entity's item; a
     * {@code @Version}ed record at version 0 only where no item is, at version v only over the stored
     * item at v, stored at v + 1), if no later lease wrote the item; returns it as stored.
     *
     * @throws LeaseLostException when the lease has expired, or a later lease of the lock wrote the item
     * @throws EntityTypeMismatchException when the item under the key is another entity's
     * @throws OptimisticLockException when the stored version is not the record's
     * @throws ItemNotFoundException when the record's version is 1 or more and no item has its key
     */
    public T put(T record) {
        Call call = Calls.of(target.schema().entityType(), path.client()).open("fencedPut");
        try {
            Write write = Write.put(target, Objects.requireNonNull(record, "record")).fencedBy(lease);
            requireLive(write);
            path.write(write);
            return write.stored();
        } finally {
            call.close();
        }
    }

    /**
     * Deletes the item with this key, whatever it holds (unless it is another entity's), if no
     * later lease wrote it.
     *
     * @throws LeaseLostException when the lease has expired, or a later lease of the lock wrote the item
     * @throws EntityTypeMismatchException when the item under the key is another entity's
     */
    public void delete(ItemKey<T> key) {
        Call call = Calls.of(target.schema().entityType(), path.client()).open("fencedDelete");
        try {
            Write write = Write.delete(target, Objects.requireNonNull(key, "key")).fencedBy(lease);
            requireLive(write);
            path.write(write);
        } finally {
            call.close();
        }
    }

    /** Refuses the write of a dead lease before it is sent, naming the item it would have written. */
    private void requireLive(Write write) {
        if (lease.expired()) {
            throw new LeaseLostException(write.entityType(), write.key().toString(), write.operation() + " refused: the lease of lock "
                    + lease.lockName() + " with fencing token " + lease.fencingToken() + " expired at " + lease.expiresAt()
                    + " (it is " + lease.clock().instant() + "), and a lease is dead at its expiresAt(); acquire the lock again;"
                    + " nothing was written");
        }
    }
}
