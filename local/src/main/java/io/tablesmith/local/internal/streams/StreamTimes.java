package io.tablesmith.local.internal.streams;

import java.time.Duration;
import java.util.Objects;

/**
 * How long a stream keeps its records (and a disabled stream stays listed), and how long a shard iterator can be used
 * after it was handed out, on the database's clock. DynamoDB's are 24 hours and 15 minutes.
 */
public record StreamTimes(Duration retention, Duration iteratorLifetime) {
    /** DynamoDB's. */
    public static final StreamTimes DYNAMODB = new StreamTimes(Duration.ofHours(24), Duration.ofMinutes(15));

    public StreamTimes {
        positive(retention, "A stream's retention");
        positive(iteratorLifetime, "A shard iterator's lifetime");
    }

    private static void positive(Duration duration, String what) {
        Objects.requireNonNull(duration, what);
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException(what + " must be positive, but was " + duration);
        }
    }
}
