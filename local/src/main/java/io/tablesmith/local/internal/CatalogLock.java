package io.tablesmith.local.internal;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The catalog lock of one database: shared by every item operation, exclusive for table operations and
 * TTL reaping. A {@code ReentrantReadWriteLock} counts its shared holders in one field, so every item
 * operation on every thread writes the same cache line twice (lock and unlock), which two cores then pass
 * back and forth. Here a shared holder counts itself in a counter of its own thread's slot (one of
 * {@value #SLOTS}, each on cache lines of its own), and reads, without writing, whether an exclusive holder
 * is coming: item operations on different threads write no common memory.
 *
 * <p>Why it is exclusive: a reader increments its slot, then reads {@link #writer}; a writer sets
 * {@link #writer}, then reads every slot. Both are volatile accesses, so in their single total order
 * either the reader sees the writer (and backs off: decrements, and waits until the writer is done) or
 * the writer sees the reader's count (and waits until it drains). A thread always uses the same slot, so
 * a slot's count never drops below the number of its threads inside. Writers go one at a time and take
 * precedence over new readers, so table operations are not starved. Not reentrant for readers (no item
 * operation runs another); the exclusive holder may take either lock again.
 */
final class CatalogLock {
    private static final int SLOTS = 32;
    /** Longs between two slots' counters: 128 bytes, so no two share a cache line (or its prefetched pair). */
    private static final int STRIDE = 16;
    private static final AtomicInteger THREADS = new AtomicInteger();
    private static final ThreadLocal<Integer> SLOT =
            ThreadLocal.withInitial(() -> (THREADS.getAndIncrement() & (SLOTS - 1)) * STRIDE);

    private final AtomicLongArray readers = new AtomicLongArray(SLOTS * STRIDE);
    /** The thread holding the exclusive lock or waiting for readers to leave, else null. */
    private volatile Thread writer;
    private final ReentrantLock writers = new ReentrantLock();
    /** Monitor on which readers wait for the writer to finish and the writer for readers to leave. */
    private final Object gate = new Object();

    /** Takes the lock shared; returns the slot to give to {@link #unlockShared}. */
    int lockShared() {
        int slot = SLOT.get();
        while (true) {
            readers.getAndIncrement(slot);
            Thread coming = writer;
            if (coming == null || coming == Thread.currentThread()) {
                return slot;
            }
            readers.getAndDecrement(slot);
            synchronized (gate) {
                gate.notifyAll();
                boolean interrupted = false;
                while (writer != null) {
                    interrupted |= await();
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    void unlockShared(int slot) {
        readers.getAndDecrement(slot);
        if (writer != null) {
            synchronized (gate) {
                gate.notifyAll();
            }
        }
    }

    /** Takes the lock exclusive: waits for other writers, then bars new readers and waits for the others to leave. */
    void lockExclusive() {
        boolean again = writers.isHeldByCurrentThread();
        writers.lock();
        if (again) {
            return;
        }
        writer = Thread.currentThread();
        boolean interrupted = false;
        synchronized (gate) {
            while (!drained()) {
                interrupted |= await();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    void unlockExclusive() {
        if (writers.getHoldCount() == 1) {
            synchronized (gate) {
                writer = null;
                gate.notifyAll();
            }
        }
        writers.unlock();
    }

    private boolean drained() {
        for (int slot = 0; slot < SLOTS * STRIDE; slot += STRIDE) {
            if (readers.get(slot) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Waits on the gate (its monitor held); returns whether the thread was interrupted meanwhile. */
    private boolean await() {
        try {
            gate.wait();
            return false;
        } catch (InterruptedException e) {
            return true;
        }
    }
}
