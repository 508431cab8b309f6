package io.tablesmith.internal;

import io.tablesmith.BatchOptions;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongUnaryOperator;

/**
 * Exponential backoff with full jitter: before retry {@code n} (1 for the first) it waits a
 * random time in {@code [0, min(maxDelay, baseDelay * 2^(n-1)))}.
 */
final class Backoff {

    /** Draws uniformly from {@code [0, bound)}. */
    static final LongUnaryOperator RANDOM = bound -> ThreadLocalRandom.current().nextLong(bound);

    private final BatchOptions options;
    private final Sleeper sleeper;
    private final LongUnaryOperator jitter;

    /**
     * @param jitter given a positive bound in nanoseconds, a wait in {@code [0, bound]}
     */
    Backoff(BatchOptions options, Sleeper sleeper, LongUnaryOperator jitter) {
        this.options = Objects.requireNonNull(options, "options");
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
        this.jitter = Objects.requireNonNull(jitter, "jitter");
    }

    static Backoff standard(BatchOptions options) {
        return new Backoff(options, Sleeper.THREAD, RANDOM);
    }

    BatchOptions options() {
        return options;
    }

    Backoff with(BatchOptions newOptions) {
        return new Backoff(newOptions, sleeper, jitter);
    }

    /** The longest wait before retry {@code retry} (1-based), in nanoseconds. */
    long ceiling(int retry) {
        long base = nanos(options.baseDelay());
        long max = nanos(options.maxDelay());
        int doublings = Math.min(Math.max(retry - 1, 0), 62);
        long grown = base > (Long.MAX_VALUE >> doublings) ? Long.MAX_VALUE : base << doublings;
        return Math.min(grown, max);
    }

    /** Waits before retry {@code retry} (1-based); returns at once when the ceiling is zero. */
    void pause(int retry) throws InterruptedException {
        long wait = wait(retry);
        if (wait > 0) {
            sleeper.sleep(Duration.ofNanos(wait));
        }
    }

    /** How long to wait before retry {@code retry} (1-based), in nanoseconds: jittered up to the ceiling. */
    long wait(int retry) {
        long ceiling = ceiling(retry);
        return ceiling > 0 ? Math.max(0, Math.min(jitter.applyAsLong(ceiling), ceiling)) : 0;
    }

    private static long nanos(Duration duration) {
        try {
            return duration.toNanos();
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }
}
