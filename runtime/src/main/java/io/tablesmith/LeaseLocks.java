package io.tablesmith;

import io.tablesmith.internal.LockCore;
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
 * <p>Each acquisition is one conditional {@code UpdateItem} that adds 1 to the lock item's
 * counter, so fencing tokens strictly increase across every acquisition of a lock, by any
 * process, forever: the lock item is never deleted (it carries no TTL attribute), and a release
 * removes the holder but keeps the counter.
 *
 * <p>Clock assumption: a lease is taken over when the taker's clock is past the expiry the
 * holder's clock wrote. Processes' clocks must agree within a margin, and a holder must stop
 * acting that margin before {@link Lease#expiresAt()}. Fenced writes do not depend on clocks: a
 * stale holder's fenced write is refused by the item, whatever the clocks say.
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

    /** The same locks, timed by {@code clock} (tests pass one they move by hand). */
    public LeaseLocks withClock(Clock clock) {
        return new LeaseLocks(core.withClock(clock));
    }

    /**
     * Acquires the lock once: empty when another holder's lease has not expired.
     *
     * @param leaseDuration how long the lease lasts unless renewed
     */
    public Optional<Lease> tryAcquire(String lockName, Duration leaseDuration) {
        return core.tryAcquire(lockName, leaseDuration);
    }

    /**
     * Acquires the lock, trying again with exponential backoff and jitter (10 ms doubling to at
     * most 500 ms) until {@code maxWait} has passed.
     *
     * @throws LockUnavailableException when another holder kept the lock until then
     */
    public Lease acquire(String lockName, Duration leaseDuration, Duration maxWait) {
        return core.acquire(lockName, leaseDuration, maxWait);
    }

    /**
     * Extends the lease to {@code leaseDuration} from now.
     *
     * @throws LeaseLostException when the lease is no longer the lock's current one
     */
    public Lease renew(Lease lease, Duration leaseDuration) {
        return core.renew(lease, leaseDuration);
    }

    /**
     * Gives the lock up (its fencing counter stays).
     *
     * @throws LeaseLostException when the lease is no longer the lock's current one
     */
    public void release(Lease lease) {
        core.release(lease);
    }

    /**
     * Writes of {@code repository} fenced by {@code lease}: each write is conditional on no later
     * lease of the lock having written the item, with one single-item conditional write (no
     * transaction, so it works on every engine). To refuse a stale holder even before the new
     * holder writes, use {@link TransactionWriter#requireLease(Lease)} in a transaction.
     */
    public <T> FencedWrites<T> fence(Lease lease, TransactionalRepository<T> repository) {
        return new FencedWrites<>(core.path(), lease, repository.transactionTarget());
    }
}
