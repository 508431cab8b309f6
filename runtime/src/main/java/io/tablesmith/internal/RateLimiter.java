package io.tablesmith.internal;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * Spaces permits evenly at a fixed rate, shared by several threads: each {@link #acquire()}
 * takes the next free slot and waits until it comes. No burst: a long pause does not bank
 * permits, so the rate holds over any stretch of time.
 */
final class RateLimiter {

    private final long intervalNanos;
    private final Sleeper sleeper;
    private final LongSupplier clock;
    private long nextSlot = Long.MIN_VALUE;

    /**
     * @param perSecond permits per second; 0 means no limit
     * @param clock a monotonic clock in nanoseconds, such as {@code System::nanoTime}
     */
    RateLimiter(double perSecond, Sleeper sleeper, LongSupplier clock) {
        this.intervalNanos = perSecond == 0 ? 0 : Math.max(1, Math.round(1_000_000_000d / perSecond));
        this.sleeper = sleeper;
        this.clock = clock;
    }

    /** Waits for the next permit. */
    void acquire() throws InterruptedException {
        if (intervalNanos == 0) {
            return;
        }
        long wait;
        synchronized (this) {
            long now = clock.getAsLong();
            long slot = nextSlot == Long.MIN_VALUE || nextSlot - now < 0 ? now : nextSlot;
            nextSlot = slot + intervalNanos;
            wait = slot - now;
        }
        if (wait > 0) {
            sleeper.sleep(Duration.ofNanos(wait));
        }
    }
}
