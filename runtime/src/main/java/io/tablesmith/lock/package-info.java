/**
 * Lease locks with fencing tokens, kept in the table, and writes fenced by them.
 *
 * <ul>
 *   <li>{@link io.tablesmith.lock.LeaseLocks}: acquires, renews and releases a
 *       {@link io.tablesmith.lock.Lease}; {@link io.tablesmith.lock.LockUnavailableException} when
 *       the wait ran out.</li>
 *   <li>{@link io.tablesmith.lock.FencedWrites}: one repository's writes, refused by the item once a
 *       later holder wrote it; {@link io.tablesmith.lock.LeaseLostException} when the lease is no
 *       longer the lock's.</li>
 * </ul>
 *
 * <p>See {@code docs/locks.md}.
 */
package io.tablesmith.lock;
