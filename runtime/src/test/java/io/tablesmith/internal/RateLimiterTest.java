package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RateLimiterTest {

    private long now = 1_000;
    private final List<Duration> waits = new ArrayList<>();

    private RateLimiter limiter(double perSecond) {
        return new RateLimiter(perSecond, duration -> {
            waits.add(duration);
            now += duration.toNanos();
        }, () -> now);
    }

    @Test
    void spacesPermitsEvenlyAtTheRate() throws InterruptedException {
        RateLimiter limiter = limiter(5);

        for (int i = 0; i < 11; i++) {
            limiter.acquire();
        }

        assertThat(waits).hasSize(10).allMatch(wait -> wait.equals(Duration.ofMillis(200)));
        assertThat(now - 1_000).isEqualTo(Duration.ofSeconds(2).toNanos());
    }

    @Test
    void aPauseBanksNoBurst() throws InterruptedException {
        RateLimiter limiter = limiter(10);
        limiter.acquire();
        now += Duration.ofSeconds(60).toNanos();

        limiter.acquire();
        limiter.acquire();

        assertThat(waits).containsExactly(Duration.ofMillis(100));
    }

    @Test
    void zeroMeansNoLimit() throws InterruptedException {
        RateLimiter limiter = limiter(0);

        for (int i = 0; i < 1_000; i++) {
            limiter.acquire();
        }

        assertThat(waits).isEmpty();
    }
}
