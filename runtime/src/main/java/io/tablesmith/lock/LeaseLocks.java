package io.tablesmith.lock;

import io.tablesmith.internal.LockCore;
import io.tablesmith.transaction.TransactionWriter;
import io.tablesmith.transaction.TransactionalRepository;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Lease locks with fencing tokens, one item per lock in the table ({@code pk = LOCK#<name>},
 * {@code sk = LOCK}).
 *
 * <pre>{@code
 * LeaseLocks locks = new LeaseLocks(dynamo, "research");
 * Lease lease = locks.acquire("job-42", Duration.ofSeconds(30), Duration.ofSeconds(5));
 * try {
 *     locks.fence(lease, jobs).put(job);        // refused once a later holder wrote the item
 * } finally {
 *     locks.release(lease);
 * }
 * }</pre>
 *
 * <p>Each acquisition is one conditional {@code UpdateItem} that stores the holder, the lease's end
 * and its fencing token. A token is at least the acquiring clock's time in microseconds and larger
 * than the token stored on the lock item (when the clock is behind the stored token, the
 * acquisition takes the stored token + 1 with a second write). So tokens strictly increase across
 * every acquisition of a lock, by any process, and keep increasing when the lock item is deleted
 * or restored from an older backup: the new token is then the current time, above every token
 * handed out before, under the clock assumption below. A release removes the holder and keeps the
 * token.
 *
 * <p>Clock assumption: the clocks of the processes that hold a lock agree within a margin. A lease
 * is taken over when the taker's clock is past the end the holder's clock wrote, so a holder must
 * stop acting that margin before {@link Lease#expiresAt()}; and a token after a deleted or restored
 * lock item is above the earlier ones as long as the item is re-acquired more than that margin after
 * the last acquisition before the delete. Fenced writes do not depend on clocks otherwise: a stale
 * holder's fenced write is refused by the item, whatever the clocks say.
 *
 * <p>The clock ({@link #withClock}) decides the leases: their {@code expiresAt()}, when a lock is
 * free to take over, when a lease is dead (a lease at or past its {@code expiresAt()} cannot be
 * renewed, fence a write, or pass {@code requireLease}), and the time part of fencing tokens. It
 * never decides how long {@link #acquire} waits: {@code maxWait} runs on a monotonic timer, so a
 * test's clock that stands still cannot make it hang.
 *
 * <p>Thread-safe; one instance can serve a whole process.
 */
public final class LeaseLocks {

    private final LockCore core;

    /** Locks in {@code tableName}, timed by the system clock. */
    public LeaseLocks(DynamoDbClient client, String tableName) {
        this(new LockCore(client, tableName, Clock.systemUTC()));
    }

    private LeaseLocks(LockCore core) {
        this.core = core;
    }

    /**
     * The same locks, timed by {@code clock}: it decides the leases and the time part of tokens (see
     * above), not how long {@link #acquire} waits. Tests pass one they move by hand.
     */
    public LeaseLocks withClock(Clock clock) {
        return new LeaseLocks(core.withClock(clock));
    }

    /**
     * Acquires the lock once: empty when another holder's lease has not expired.
     *
     * @param leaseDuration how long the lease lasts unless renewed (positive)
     * @throws IllegalArgumentException for an empty lock name or a duration that is null, zero or negative
     */
    public Optional<Lease> tryAcquire(String lockName, Duration leaseDuration) {
        return core.tryAcquire(lockName, leaseDuration);
    }

    /**
     * Acquires the lock, trying again with exponential backoff and jitter (10 ms doubling to at
     * most 500 ms) until {@code maxWait} has passed, measured by {@link System#nanoTime()} whatever
     * the locks' clock does.
     *
     * @throws LockUnavailableException when another holder kept the lock until then
     * @throws IllegalArgumentException for an empty lock name or a duration that is null, zero or negative
     */
    public Lease acquire(String lockName, Duration leaseDuration, Duration maxWait) {
        return core.acquire(lockName, leaseDuration, maxWait);
    }

    /**
     * Extends the lease to {@code leaseDuration} from now, while it lives.
     *
     * @throws LeaseLostException when the lease is at or past its {@code expiresAt()} (checked before
     *     sending and by the lock item's condition), or is no longer the lock's current one
     */
    public Lease renew(Lease lease, Duration leaseDuration) {
        return core.renew(lease, leaseDuration);
    }

    /**
     * Gives the lock up (its fencing token stays). A lease past its {@code expiresAt()} that no other
     * holder took over is released all the same, so a {@code finally} block frees the lock for others.
     *
     * @throws LeaseLostException when the lease is no longer the lock's current one
     */
    public void release(Lease lease) {
        core.release(lease);
    }

    /**
     * Writes of {@code repository} fenced by {@code lease}: each write is conditional on no later
     * lease of the lock having written the item, with one single-item conditional write (no
     * transaction, so it works on every engine), and refused before sending once the lease is at or
     * past its {@code expiresAt()}. To refuse a stale holder even before the new holder writes, use
     * {@link TransactionWriter#requireLease(Lease)} in a transaction.
     */
    public <T> FencedWrites<T> fence(Lease lease, TransactionalRepository<T> repository) {
        return new FencedWrites<>(core.path(), lease, repository.transactionTarget());
    }
}
