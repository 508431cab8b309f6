package io.tablesmith.local.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The catalog lock ({@link CatalogLock}): item operations share it, each counting itself on its own
 * thread's slot, and a table operation holds it alone. Threads meet at latches and barriers; a thread
 * that must be blocked is checked to be waiting (its state) and to have done nothing yet.
 */
class CatalogLockTest {
    private static final long TIMEOUT_SECONDS = 60;

    private final CatalogLock lock = new CatalogLock();
    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() throws InterruptedException {
        pool.shutdownNow();
        assertThat(pool.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private Future<Void> sharedWhile(CountDownLatch held, CountDownLatch release) {
        return pool.submit(() -> {
            int slot = lock.lockShared();
            try {
                held.countDown();
                await(release);
            } finally {
                lock.unlockShared(slot);
            }
            return null;
        });
    }

    private static Thread started(Runnable action) {
        Thread thread = new Thread(action);
        thread.start();
        return thread;
    }

    private static void awaitWaiting(Thread thread) {
        while (thread.getState() != Thread.State.WAITING) {
            assertThat(thread.isAlive()).as("the thread must wait for the lock, not finish").isTrue();
            Thread.onSpinWait();
        }
    }

    private Thread exclusiveThread(AtomicBoolean entered) {
        return started(() -> {
            lock.lockExclusive();
            entered.set(true);
            lock.unlockExclusive();
        });
    }

    private Thread sharedThread(AtomicBoolean entered) {
        return started(() -> {
            int slot = lock.lockShared();
            entered.set(true);
            lock.unlockShared(slot);
        });
    }

    @Test
    void readersOnManyThreadsHoldTheLockTogether() throws Exception {
        CountDownLatch allIn = new CountDownLatch(8);
        CountDownLatch release = new CountDownLatch(1);
        List<Future<Void>> readers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            readers.add(sharedWhile(allIn, release));
        }
        await(allIn);
        release.countDown();
        for (Future<Void> reader : readers) {
            reader.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        }
    }

    @Test
    void aTableOperationWaitsForEveryRunningItemOperation() throws Exception {
        CountDownLatch bothIn = new CountDownLatch(2);
        CountDownLatch release = new CountDownLatch(1);
        Future<Void> first = sharedWhile(bothIn, release);
        Future<Void> second = sharedWhile(bothIn, release);
        await(bothIn);
        AtomicBoolean exclusive = new AtomicBoolean();
        Thread writer = exclusiveThread(exclusive);
        awaitWaiting(writer);
        // item operations that start now wait behind the table operation
        AtomicBoolean late = new AtomicBoolean();
        Thread lateReader = sharedThread(late);
        awaitWaiting(lateReader);
        assertThat(exclusive).isFalse();
        assertThat(late).isFalse();
        release.countDown();
        first.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        second.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        writer.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        lateReader.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        assertThat(exclusive).isTrue();
        assertThat(late).isTrue();
    }

    @Test
    void itemOperationsAndOtherTableOperationsWaitWhileATableOperationRuns() throws Exception {
        lock.lockExclusive();
        AtomicBoolean read = new AtomicBoolean();
        AtomicBoolean written = new AtomicBoolean();
        Thread reader = sharedThread(read);
        Thread writer = exclusiveThread(written);
        awaitWaiting(reader);
        awaitWaiting(writer);
        assertThat(read).isFalse();
        assertThat(written).isFalse();
        // the holder itself may take the lock again, either way
        int slot = lock.lockShared();
        lock.unlockShared(slot);
        lock.lockExclusive();
        lock.unlockExclusive();
        assertThat(reader.isAlive()).isTrue();
        lock.unlockExclusive();
        reader.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        writer.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        assertThat(read).isTrue();
        assertThat(written).isTrue();
    }

    @Test
    void noItemOperationEverRunsBesideATableOperation() throws Exception {
        int readers = 6;
        AtomicInteger readersInside = new AtomicInteger();
        AtomicInteger writersInside = new AtomicInteger();
        AtomicInteger overlaps = new AtomicInteger();
        AtomicInteger writes = new AtomicInteger();
        AtomicBoolean writing = new AtomicBoolean(true);
        CyclicBarrier start = new CyclicBarrier(readers + 2);
        List<Future<Integer>> threads = new ArrayList<>();
        for (int r = 0; r < readers; r++) {
            threads.add(pool.submit(() -> {
                start.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                int sections = 0;
                while (writing.get() || sections < 1000) {
                    int slot = lock.lockShared();
                    readersInside.incrementAndGet();
                    if (writersInside.get() != 0) {
                        overlaps.incrementAndGet();
                    }
                    readersInside.decrementAndGet();
                    lock.unlockShared(slot);
                    sections++;
                }
                return sections;
            }));
        }
        for (int w = 0; w < 2; w++) {
            threads.add(pool.submit(() -> {
                start.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                for (int i = 0; i < 2000; i++) {
                    lock.lockExclusive();
                    if (writersInside.incrementAndGet() != 1 || readersInside.get() != 0) {
                        overlaps.incrementAndGet();
                    }
                    writes.incrementAndGet();
                    writersInside.decrementAndGet();
                    lock.unlockExclusive();
                }
                return 2000;
            }));
        }
        threads.get(readers).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        threads.get(readers + 1).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        writing.set(false);
        for (Future<Integer> thread : threads) {
            assertThat(thread.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isPositive();
        }
        assertThat(writes).hasValue(4000);
        assertThat(overlaps).hasValue(0);
    }
}
