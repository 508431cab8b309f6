package io.tablesmith.internal;

import java.time.Duration;

/**
 * The argument checks of the queue and of lease locks: every bad argument is an
 * {@link IllegalArgumentException} that names it, thrown before any request is sent.
 */
public final class QueueArguments {

    private QueueArguments() {
    }

    /** {@code value}, which must not be {@code null}. */
    public static <V> V present(V value, String name) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        return value;
    }

    /** {@code duration}, which must be longer than zero. */
    public static Duration positive(Duration duration, String name) {
        if (present(duration, name).isNegative() || duration.isZero()) {
            throw new IllegalArgumentException(name + " must be positive, was " + duration);
        }
        return duration;
    }

    /** {@code duration}, which must not be negative (zero is allowed). */
    public static Duration notNegative(Duration duration, String name) {
        if (present(duration, name).isNegative()) {
            throw new IllegalArgumentException(name + " must not be negative, was " + duration);
        }
        return duration;
    }

    /** {@code count}, which must be at least 1. */
    public static int positive(int count, String name) {
        if (count < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, was " + count);
        }
        return count;
    }
}
