package io.tablesmith.queue;

import io.tablesmith.internal.QueueArguments;
import java.time.Clock;
import java.time.Duration;

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

    /**
     * A message delivered this many times without an ack goes to the dead-letter state instead of a further delivery.
     *
     * @throws IllegalArgumentException when {@code receives} is below 1
     */
    public QueueOptions withMaxReceives(int receives) {
        return new QueueOptions(QueueArguments.positive(receives, "maxReceives"), deduplicationWindow, clock);
    }

    /**
     * How long after its ack a message's deduplication id still refuses pushes (whole seconds; zero:
     * only while the message is in the queue).
     *
     * @throws IllegalArgumentException when {@code window} is null or negative
     */
    public QueueOptions withDeduplicationWindow(Duration window) {
        return new QueueOptions(maxReceives, QueueArguments.notNegative(window, "deduplicationWindow"), clock);
    }

    /**
     * The clock of the queue's time: it stamps message ids (push order), decides when a visibility
     * timeout or a release's delay has passed, when a deduplication window ends, and how long a group
     * waits for the message of a push that stopped. It never makes a call wait: no queue operation
     * sleeps. Every producer and consumer of a queue must agree on the time within a margin well below
     * the visibility timeout; tests pass a clock they move by hand.
     *
     * @throws IllegalArgumentException when {@code newClock} is null
     */
    public QueueOptions withClock(Clock newClock) {
        return new QueueOptions(maxReceives, deduplicationWindow, QueueArguments.present(newClock, "clock"));
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
