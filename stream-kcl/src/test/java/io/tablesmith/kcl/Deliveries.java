package io.tablesmith.kcl;

import io.tablesmith.kcl.jobs.TablesmithChange;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * What the handlers of every worker were handed, in the order they were: each typed change with its worker and shard,
 * and each time a handler was stopped.
 */
final class Deliveries {
    /** A change handed to a handler. */
    record Delivery(String worker, String shardId, TablesmithChange change) {
    }

    /** A handler told that it gets no more changes of its shard. */
    record Stop(String worker, String shardId, ChangeHandler.StopReason reason) {
    }

    private final List<Delivery> deliveries = new CopyOnWriteArrayList<>();
    private final List<Stop> stops = new CopyOnWriteArrayList<>();
    private final AtomicReference<String> failOnce = new AtomicReference<>();
    private final AtomicInteger failures = new AtomicInteger();

    /** Makes the handlers fail once on the first batch with a change of an item in {@code partition}. */
    void failOnceOn(String partition) {
        failOnce.set(partition);
    }

    /** Whether a handler fails on {@code changes}: true once, for the first batch with a change of that partition. */
    boolean failThisOnce(List<TablesmithChange> changes) {
        String partition = failOnce.get();
        boolean fail = partition != null
                && changes.stream().anyMatch(change -> change instanceof TablesmithChange.JobChange job
                        && job.change().key().partition().equals(partition))
                && failOnce.compareAndSet(partition, null);
        if (fail) {
            failures.incrementAndGet();
        }
        return fail;
    }

    /** How many batches handlers failed on. */
    int failures() {
        return failures.get();
    }

    void delivered(String worker, String shardId, TablesmithChange change) {
        synchronized (this) {
            deliveries.add(new Delivery(worker, shardId, change));
            notifyAll();
        }
    }

    /**
     * Returns as soon as {@code worker}'s handlers were handed {@code count} changes; fails, with {@code state}
     * describing what was seen, when they were not within {@code timeout}. KCL works on its own threads: a handler
     * being handed a change is the only sign of its progress.
     */
    synchronized void awaitChanges(String worker, int count, Duration timeout, Supplier<String> state)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (of(worker).size() < count) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("Not " + count + " changes handed to " + worker + "'s handlers within "
                        + timeout + "; " + state.get());
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
    }

    void stopped(String worker, String shardId, ChangeHandler.StopReason reason) {
        stops.add(new Stop(worker, shardId, reason));
    }

    List<Delivery> all() {
        return List.copyOf(deliveries);
    }

    List<Delivery> of(String worker) {
        return deliveries.stream().filter(d -> d.worker().equals(worker)).toList();
    }

    /** The stops of a worker's handlers, in the order they came. */
    List<Stop> stops(String worker) {
        return stops.stream().filter(s -> s.worker().equals(worker)).toList();
    }
}
