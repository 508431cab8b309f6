package io.tablesmith.internal;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/** Waits between batch retries; tests pass one that records the waits instead of sleeping. */
@FunctionalInterface
interface Sleeper {

    /** Really sleeps, on the calling thread. */
    Sleeper THREAD = duration -> TimeUnit.NANOSECONDS.sleep(duration.toNanos());

    /** Waits {@code duration} (positive). */
    void sleep(Duration duration) throws InterruptedException;
}
