package io.tablesmith;

import java.time.Instant;
import java.util.Objects;

/**
 * One acquisition of a lock by {@link LeaseLocks}: the holder may act until {@link #expiresAt()}
 * (minus the clock margin its processes allow), and proves itself with {@link #fencingToken()}.
 *
 * @param lockName the lock
 * @param fencingToken this acquisition's number: larger than that of every earlier acquisition of
 *                     the lock, by any process, forever
 * @param holder a random id of this acquisition, which renewals and releases must present
 * @param expiresAt when the lease ends unless renewed, by the acquiring process's clock
 * @param tableName the table holding the lock item
 */
public record Lease(String lockName, long fencingToken, String holder, Instant expiresAt, String tableName) {

    public Lease {
        Objects.requireNonNull(lockName, "lockName");
        Objects.requireNonNull(holder, "holder");
        Objects.requireNonNull(expiresAt, "expiresAt");
        Objects.requireNonNull(tableName, "tableName");
    }

    /** The key of the lock item: {@code pk = LOCK#<name>}, {@code sk = LOCK}. */
    public ItemKey<Lease> lockKey() {
        return new ItemKey<>("LOCK#" + lockName, "LOCK");
    }
}
