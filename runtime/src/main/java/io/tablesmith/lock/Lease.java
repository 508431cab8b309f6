package io.tablesmith.lock;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.RuntimeItems;
import java.time.Clock;
import java.time.Instant;
import java.util.Objects;

/**
 * One acquisition of a lock by {@link LeaseLocks}: the holder may act until {@link #expiresAt()}
 * (minus the clock margin its processes allow), and proves itself with {@link #fencingToken()}. At
 * {@code expiresAt()} the lease is dead, whether or not another holder took the lock: renewing it,
 * a write fenced by it and a transaction that requires it are refused with
 * {@link LeaseLostException}.
 *
 * @param lockName the lock
 * @param fencingToken this acquisition's number: larger than that of every earlier acquisition of
 *                     the lock, by any process, also after the lock's item was deleted or restored
 *                     from a backup (see {@link LeaseLocks} for the clock assumption that needs)
 * @param holder a random id of this acquisition, which renewals and releases must present
 * @param expiresAt when the lease ends unless renewed, by {@code clock}
 * @param tableName the table holding the lock item
 * @param clock the clock of the {@link LeaseLocks} that acquired it, by which it expires
 */
public record Lease(String lockName, long fencingToken, String holder, Instant expiresAt, String tableName, Clock clock) {

    public Lease {
        Objects.requireNonNull(lockName, "lockName");
        Objects.requireNonNull(holder, "holder");
        Objects.requireNonNull(expiresAt, "expiresAt");
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(clock, "clock");
    }

    /** A lease timed by the system clock (UTC). */
    public Lease(String lockName, long fencingToken, String holder, Instant expiresAt, String tableName) {
        this(lockName, fencingToken, holder, expiresAt, tableName, Clock.systemUTC());
    }

    /** The key of the lock item: {@code pk = LOCK#<name>}, {@code sk = LOCK}. */
    public ItemKey<Lease> lockKey() {
        return new ItemKey<>(RuntimeItems.LEASE_LOCK.partition().render(lockName), RuntimeItems.LEASE_LOCK.sort().render());
    }

    /** Whether the lease has ended by its clock: {@code expiresAt()} is now or past. */
    public boolean expired() {
        return !clock.instant().isBefore(expiresAt);
    }
}
