package io.tablesmith.local.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;

/**
 * The partition locks the engine's isolation rests on ({@link Database#locking}, kept in
 * {@link PartitionRows}): one lock per table partition, shared by no other partition; exclusive for
 * writers, shared by readers; and partitions that empty, disappear and come back never lose a row or a
 * lock. Threads meet at latches and barriers; a thread that must be blocked is checked to be waiting
 * (its state) and to have done nothing yet.
 */
class PartitionLocksTest {
    private static final long TIMEOUT_SECONDS = 60;

    private final Database db = new Database(Clock.systemUTC(), new Resources(Resources.DEFAULT_ACCOUNT, Resources.DEFAULT_REGION));
    private final Table table = new Table(new TableSchema("t", new KeyDef("pk", "S"), new KeyDef("sk", "S"),
            List.of(), List.of(), BillingMode.PAY_PER_REQUEST, null, Instant.EPOCH, "arn:t", "id"));
    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() throws InterruptedException {
        pool.shutdownNow();
        assertThat(pool.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
    }

    private Database.Partition partition(String pk) {
        return new Database.Partition(table, PartitionKey.of(AttributeValue.fromS(pk)));
    }

    private static Map<String, AttributeValue> item(String pk, String sk) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("pk", AttributeValue.fromS(pk));
        item.put("sk", AttributeValue.fromS(sk));
        return item;
    }

    /** Runs {@code action} under the partition's lock on a thread of its own, once {@code held} is counted down. */
    private Future<Void> holdWhile(Database.Partition p, boolean exclusive, CountDownLatch held, CountDownLatch release) {
        return pool.submit(() -> db.read(() -> db.locking(List.of(p), exclusive, () -> {
            held.countDown();
            awaitUninterruptibly(release);
            return null;
        })));
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        try {
            assertThat(latch.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Starts a thread that takes the lock, and returns once it waits for it. */
    private Thread blockedOn(Database.Partition p, boolean exclusive, AtomicBoolean entered) {
        Thread thread = new Thread(() -> db.read(() -> db.locking(List.of(p), exclusive, () -> {
            entered.set(true);
            return null;
        })));
        thread.start();
        while (thread.getState() != Thread.State.WAITING) {
            assertThat(thread.isAlive()).as("the thread must wait for the lock, not finish").isTrue();
            Thread.onSpinWait();
        }
        return thread;
    }

    @Test
    void aWriterHoldingOnePartitionHoldsUpNoOtherPartition() throws Exception {
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Future<Void> holder = holdWhile(partition("busy"), true, held, release);
        awaitUninterruptibly(held);
        // with locks shared between partitions (64 striped locks before), one of these would wait for "busy"
        Future<Integer> others = pool.submit(() -> {
            int done = 0;
            for (int i = 0; i < 2000; i++) {
                boolean exclusive = i % 2 == 0;
                List<Database.Partition> two = List.of(partition("other-" + i / 2), partition("more-" + i));
                done += db.read(() -> db.locking(two, exclusive, () -> 1));
            }
            return done;
        });
        assertThat(others.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isEqualTo(2000);
        release.countDown();
        holder.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    @Test
    void aSecondWriterOfAPartitionWaitsUntilTheFirstIsDone() throws Exception {
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Future<Void> holder = holdWhile(partition("p"), true, held, release);
        awaitUninterruptibly(held);
        AtomicBoolean entered = new AtomicBoolean();
        Thread second = blockedOn(partition("p"), true, entered);
        Thread reader = blockedOn(partition("p"), false, new AtomicBoolean());
        assertThat(entered).isFalse();
        release.countDown();
        second.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        reader.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        assertThat(entered).isTrue();
        assertThat(reader.isAlive()).isFalse();
        holder.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    @Test
    void readersShareAPartitionAndAWriterWaitsForThemAll() throws Exception {
        CountDownLatch bothIn = new CountDownLatch(2);
        CountDownLatch release = new CountDownLatch(1);
        // each reader counts down while holding the lock; both get in only if they share it
        Future<Void> first = holdWhile(partition("p"), false, bothIn, release);
        Future<Void> second = holdWhile(partition("p"), false, bothIn, release);
        awaitUninterruptibly(bothIn);
        AtomicBoolean written = new AtomicBoolean();
        Thread writer = blockedOn(partition("p"), true, written);
        assertThat(written).isFalse();
        release.countDown();
        first.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        second.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        writer.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        assertThat(written).isTrue();
    }

    @Test
    void aNewReaderWaitsBehindAWaitingWriterSoWritesAreNotStarved() throws Exception {
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Future<Void> reading = holdWhile(partition("p"), false, held, release);
        awaitUninterruptibly(held);
        AtomicBoolean written = new AtomicBoolean();
        Thread writer = blockedOn(partition("p"), true, written);
        AtomicBoolean read = new AtomicBoolean();
        Thread lateReader = blockedOn(partition("p"), false, read);
        assertThat(read).isFalse();
        release.countDown();
        writer.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        lateReader.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        assertThat(written).isTrue();
        assertThat(read).isTrue();
        reading.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    @Test
    void partitionsThatEmptyAndComeBackKeepExcludingWritersAndLoseNoRow() throws Exception {
        int threads = 8;
        int rounds = 3000;
        String[] keys = {"a", "b", "c"};
        Map<String, AtomicInteger> writersInside = Map.of("a", new AtomicInteger(), "b", new AtomicInteger(),
                "c", new AtomicInteger());
        AtomicInteger overlaps = new AtomicInteger();
        CyclicBarrier start = new CyclicBarrier(threads);
        List<Future<Void>> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            workers.add(pool.submit(() -> {
                start.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                for (int i = 0; i < rounds; i++) {
                    String pk = keys[(thread + i) % keys.length];
                    String sk = "t" + thread;
                    boolean exclusive = i % 4 != 3;
                    db.read(() -> db.locking(List.of(partition(pk)), exclusive, () -> {
                        AtomicInteger inside = writersInside.get(pk);
                        if (exclusive) {
                            if (inside.incrementAndGet() != 1) {
                                overlaps.incrementAndGet();
                            }
                            // the partition is empty (and so removed) after every writer: each round recreates it
                            table.put(item(pk, sk));
                            if (table.get(item(pk, sk)) == null) {
                                overlaps.incrementAndGet();
                            }
                            table.delete(item(pk, sk));
                            inside.decrementAndGet();
                        } else if (inside.get() != 0) {
                            overlaps.incrementAndGet();
                        }
                        return null;
                    }));
                }
                // and last, one row each that must stay
                db.read(() -> db.locking(List.of(partition(keys[thread % keys.length])), true, () -> {
                    table.put(item(keys[thread % keys.length], "kept-" + thread));
                    return null;
                }));
                return null;
            }));
        }
        for (Future<Void> worker : workers) {
            worker.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        }
        assertThat(overlaps).hasValue(0);
        assertThat(table.items().count()).isEqualTo(threads);
        int rows = 0;
        for (var partitionRows : table.items().partitions().values()) {
            rows += partitionRows.size();
        }
        assertThat(rows).isEqualTo(threads);
        for (int t = 0; t < threads; t++) {
            assertThat(table.get(item(keys[t % keys.length], "kept-" + t))).isNotNull();
        }
    }

    @Test
    void writersOfOneIndexPartitionFromManyTablePartitionsLoseNoEntry() throws Exception {
        // a global index partition takes rows from many table partitions at once, with no partition lock
        ItemIndex index = new ItemIndex();
        PartitionKey shared = PartitionKey.of(AttributeValue.fromS("shared"));
        int threads = 8;
        int rounds = 5000;
        CyclicBarrier start = new CyclicBarrier(threads);
        List<Future<Void>> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            RowKey row = new RowKey(List.of(AttributeValue.fromS("row-" + t)));
            StoredItem entry = StoredItem.of(item("shared", "row-" + t));
            workers.add(pool.submit(() -> {
                start.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                for (int i = 0; i < rounds; i++) {
                    index.put(shared, row, entry);
                    assertThat(index.get(shared, row)).isSameAs(entry);
                    index.remove(shared, row);
                }
                index.put(shared, row, entry);
                return null;
            }));
        }
        for (Future<Void> worker : workers) {
            worker.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        }
        assertThat(index.count()).isEqualTo(threads);
        assertThat(index.partition(shared)).hasSize(threads);
        assertThat(index.sizeBytes()).isEqualTo(index.partition(shared).values().stream()
                .mapToLong(stored -> ItemSize.of(new LinkedHashMap<>(stored))).sum());
        assertThat(index.partitions()).hasSize(1);
    }
}
