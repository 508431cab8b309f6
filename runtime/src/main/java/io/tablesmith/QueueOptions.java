package io.tablesmith;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * How a queue treats its messages: receives before the dead-letter state, how long an
 * acknowledged deduplication id stays taken, and the clock that decides visibility. Immutable;
 * each {@code with...} returns a new value.
 */
public final class QueueOptions {

    private static final QueueOptions DEFAULTS = new QueueOptions(5, Duration.ofMinutes(5), Clock.systemUTC());

    private final int maxReceives;
    private final Duration deduplicationWindow;
    private final Clock clock;

    private QueueOptions(int maxReceives, Duration deduplicationWindow, Clock clock) {
        this.maxReceives = maxReceives;
        this.deduplicationWindow = deduplicationWindow;
        this.clock = clock;
    }

    /** 5 receives, a 5-minute deduplication window, the system clock. */
    public static QueueOptions defaults() {
        return DEFAULTS;
    }

    /** A message delivered this many times without an ack goes to the dead-letter state instead of a further delivery. */
    public QueueOptions withMaxReceives(int receives) {
        if (receives < 1) {
            throw new IllegalArgumentException("maxReceives must be at least 1, was " + receives);
        }
        return new QueueOptions(receives, deduplicationWindow, clock);
    }

    /** How long after its ack a message's deduplication id still refuses pushes (whole seconds). */
    public QueueOptions withDeduplicationWindow(Duration window) {
        if (window.isNegative()) {
            throw new IllegalArgumentException("deduplicationWindow must not be negative, was " + window);
        }
        return new QueueOptions(maxReceives, window, clock);
    }

    /**
     * The clock that stamps messages and decides when a visibility timeout has passed. Every
     * producer and consumer of a queue must agree on the time within a margin well below the
     * visibility timeout; tests pass a clock they move by hand.
     */
    public QueueOptions withClock(Clock newClock) {
        return new QueueOptions(maxReceives, deduplicationWindow, Objects.requireNonNull(newClock, "clock"));
    }

    public int maxReceives() {
        return maxReceives;
    }

    public Duration deduplicationWindow() {
        return deduplicationWindow;
    }

    public Clock clock() {
        return clock;
    }
}
