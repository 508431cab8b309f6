package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.BatchOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BackoffTest {

    private final List<Duration> waits = new ArrayList<>();

    @Test
    void theCeilingDoublesFromTheBaseUpToTheMaximum() {
        Backoff backoff = new Backoff(BatchOptions.defaults(), waits::add, bound -> bound);

        assertThat(List.of(backoff.ceiling(1), backoff.ceiling(2), backoff.ceiling(3), backoff.ceiling(7), backoff.ceiling(8),
                backoff.ceiling(9), backoff.ceiling(1_000)))
                .containsExactly(ms(50), ms(100), ms(200), ms(3_200), ms(5_000), ms(5_000), ms(5_000));
    }

    @Test
    void hugeDelaysAndManyRetriesNeverOverflow() {
        Backoff backoff = new Backoff(BatchOptions.defaults().withBaseDelay(Duration.ofDays(365 * 1000L))
                .withMaxDelay(Duration.ofSeconds(Long.MAX_VALUE)), waits::add, bound -> bound);

        assertThat(backoff.ceiling(Integer.MAX_VALUE)).isEqualTo(Long.MAX_VALUE);
        assertThat(backoff.ceiling(2)).isPositive();
    }

    @Test
    void fullJitterWaitsAnywhereBetweenZeroAndTheCeiling() throws InterruptedException {
        SplittableRandom random = new SplittableRandom(7);
        Backoff backoff = new Backoff(BatchOptions.defaults(), waits::add, random::nextLong);

        for (int i = 0; i < 2_000; i++) {
            backoff.pause(3);
        }

        assertThat(waits).allSatisfy(wait -> assertThat(wait).isBetween(Duration.ZERO, Duration.ofMillis(200)));
        assertThat(waits).anySatisfy(wait -> assertThat(wait).isLessThan(Duration.ofMillis(20)));
        assertThat(waits).anySatisfy(wait -> assertThat(wait).isGreaterThan(Duration.ofMillis(180)));
    }

    @Test
    void zeroDelaysNeverCallTheSleeper() throws InterruptedException {
        Backoff backoff = new Backoff(BatchOptions.defaults().withBaseDelay(Duration.ZERO), waits::add, bound -> bound);

        backoff.pause(5);

        assertThat(waits).isEmpty();
    }

    private static long ms(long millis) {
        return Duration.ofMillis(millis).toNanos();
    }
}
