package io.tablesmith.benchmarks.changes;

import io.tablesmith.benchmarks.model.TablesmithChange;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * What {@link ConsumerThroughput}'s consumer handed on, counted by order: order {@code o-<i>} is the
 * {@code i}-th written. Only the consumer's thread counts; the writers note when each batch returned.
 */
final class Deliveries {

    private final int[] timesHandled;
    private final long[] handledAt;
    private final AtomicLongArray writtenAt;
    private final CountDownLatch everyOrder;
    private long handled;
    private long lastHandledAt;

    Deliveries(int orders) {
        this.timesHandled = new int[orders];
        this.handledAt = new long[orders];
        this.writtenAt = new AtomicLongArray(orders);
        this.everyOrder = new CountDownLatch(orders);
    }

    /** The consumer's handler. */
    void accept(TablesmithChange change) {
        if (change instanceof TablesmithChange.OrderChange order) {
            int i = Integer.parseInt(order.change().key().sort().substring("ORDER#o-".length()));
            long now = System.nanoTime();
            handled++;
            lastHandledAt = now;
            if (timesHandled[i]++ == 0) {
                handledAt[i] = now;
                everyOrder.countDown();
            }
        }
    }

    /** Orders {@code from} to {@code from + count - 1} were written by a request that returned at {@code nanos}. */
    void written(int from, int count, long nanos) {
        for (int i = from; i < from + count; i++) {
            writtenAt.set(i, nanos);
        }
    }

    /** Whether every order's change was handed on within {@code limit}. */
    boolean await(Duration limit) throws InterruptedException {
        return everyOrder.await(limit.toMillis(), TimeUnit.MILLISECONDS);
    }

    int orders() {
        return timesHandled.length;
    }

    /**
     * How long after the last write returned its own changes were all handled (0 when handled before it
     * returned): the last write is the request that returned last, and its changes the orders it wrote.
     */
    long lastWriteLagNanos() {
        int last = 0;
        for (int i = 1; i < writtenAt.length(); i++) {
            if (writtenAt.get(i) > writtenAt.get(last)) {
                last = i;
            }
        }
        long handled = 0;
        for (int i = 0; i < writtenAt.length(); i++) {
            if (writtenAt.get(i) == writtenAt.get(last)) {
                handled = Math.max(handled, handledAt[i]);
            }
        }
        return Math.max(0, handled - writtenAt.get(last));
    }

    long lastWrittenAt() {
        long last = 0;
        for (int i = 0; i < writtenAt.length(); i++) {
            last = Math.max(last, writtenAt.get(i));
        }
        return last;
    }

    // Read after the consumer's thread ended (ChangeStreamConsumer.close joins it).

    long handled() {
        return handled;
    }

    long distinct() {
        long distinct = 0;
        for (int times : timesHandled) {
            distinct += times > 0 ? 1 : 0;
        }
        return distinct;
    }

    long lastHandledAt() {
        return lastHandledAt;
    }

    /** The longest time from a write's return to its change's handling (0 when handled before the write returned). */
    long maxDelayNanos() {
        long max = 0;
        for (int i = 0; i < handledAt.length; i++) {
            if (timesHandled[i] > 0) {
                max = Math.max(max, handledAt[i] - writtenAt.get(i));
            }
        }
        return max;
    }
}
