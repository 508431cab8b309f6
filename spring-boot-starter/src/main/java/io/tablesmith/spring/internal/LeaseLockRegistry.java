package io.tablesmith.spring.internal;

import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.lock.LockUnavailableException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.springframework.integration.support.locks.LockRegistry;

/**
 * Spring Integration's {@link LockRegistry} over a table's {@link LeaseLocks}: a lock of a key is the
 * lease lock of that name, held across processes, and reentrant within one (the thread that holds it
 * may lock it again; the lease is taken on the first {@code lock} and released on the last
 * {@code unlock}). A lease lasts {@code leaseDuration} and is not renewed: work under the lock must end
 * before it does, or another process may take the lock; {@code unlock} then throws
 * {@link IllegalStateException}, as Spring Integration's own registries do for a lost lock. Fenced writes
 * need the {@link Lease} itself: use {@code LeaseLocks} for those.
 */
public final class LeaseLockRegistry implements LockRegistry {

    /** How long {@code lock()} waits in one acquisition before trying again. */
    private static final Duration WAIT_ROUND = Duration.ofSeconds(1);

    private final LeaseLocks locks;
    private final Duration leaseDuration;
    private final Map<String, LeaseLock> byName = new ConcurrentHashMap<>();

    public LeaseLockRegistry(LeaseLocks locks, Duration leaseDuration) {
        this.locks = locks;
        this.leaseDuration = leaseDuration;
    }

    @Override
    public Lock obtain(Object lockKey) {
        return byName.computeIfAbsent(String.valueOf(lockKey), LeaseLock::new);
    }

    private final class LeaseLock implements Lock {

        private final String name;
        private final ReentrantLock local = new ReentrantLock();
        private volatile Lease lease;

        LeaseLock(String name) {
            this.name = name;
        }

        @Override
        public void lock() {
            local.lock();
            try {
                while (!reentered() && lease == null) {
                    try {
                        lease = locks.acquire(name, leaseDuration, WAIT_ROUND);
                    } catch (LockUnavailableException e) {
                        // another process holds it: wait another round, as lock() waits without end
                    }
                }
            } catch (RuntimeException e) {
                local.unlock();
                throw e;
            }
        }

        @Override
        public void lockInterruptibly() throws InterruptedException {
            local.lockInterruptibly();
            try {
                while (!reentered() && lease == null) {
                    if (Thread.interrupted()) {
                        throw new InterruptedException();
                    }
                    try {
                        lease = locks.acquire(name, leaseDuration, WAIT_ROUND);
                    } catch (LockUnavailableException e) {
                        // another process holds it: wait another round
                    }
                }
            } catch (InterruptedException | RuntimeException e) {
                local.unlock();
                throw e;
            }
        }

        @Override
        public boolean tryLock() {
            if (!local.tryLock()) {
                return false;
            }
            if (reentered()) {
                return true;
            }
            lease = locks.tryAcquire(name, leaseDuration).orElse(null);
            if (lease == null) {
                local.unlock();
            }
            return lease != null;
        }

        @Override
        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            long deadline = System.nanoTime() + unit.toNanos(time);
            if (!local.tryLock(time, unit)) {
                return false;
            }
            if (reentered()) {
                return true;
            }
            try {
                lease = locks.acquire(name, leaseDuration, Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
                return true;
            } catch (LockUnavailableException e) {
                local.unlock();
                return false;
            } catch (RuntimeException e) {
                local.unlock();
                throw e;
            }
        }

        /** Whether this thread held the lock already (a reentrant lock), so its lease is taken. */
        private boolean reentered() {
            return local.getHoldCount() > 1;
        }

        @Override
        public void unlock() {
            if (!local.isHeldByCurrentThread()) {
                throw new IllegalMonitorStateException("lock " + name + " is not held by this thread");
            }
            try {
                if (local.getHoldCount() == 1) {
                    Lease held = lease;
                    lease = null;
                    boolean expired = held.expired();
                    locks.release(held);
                    if (expired) {
                        throw new IllegalStateException("Lock " + name + "'s lease ran out (" + leaseDuration
                                + ") before unlock: another process may have held it meanwhile");
                    }
                }
            } finally {
                local.unlock();
            }
        }

        @Override
        public Condition newCondition() {
            throw new UnsupportedOperationException("a lease lock has no conditions");
        }
    }
}
