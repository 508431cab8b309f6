package io.tablesmith;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BatchOptionsTest {

    @Test
    void defaultsAreTenAttemptsFrom50MillisecondsUpToFiveSeconds() {
        BatchOptions defaults = BatchOptions.defaults();

        assertThat(defaults.maxAttempts()).isEqualTo(10);
        assertThat(defaults.baseDelay()).isEqualTo(Duration.ofMillis(50));
        assertThat(defaults.maxDelay()).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void everyWitherReturnsNewOptionsAndLeavesTheOriginalAlone() {
        BatchOptions tuned = BatchOptions.defaults().withMaxAttempts(3).withBaseDelay(Duration.ofSeconds(10))
                .withMaxDelay(Duration.ofSeconds(30));

        assertThat(tuned).isEqualTo(BatchOptions.defaults().withMaxDelay(Duration.ofSeconds(30))
                .withBaseDelay(Duration.ofSeconds(10)).withMaxAttempts(3));
        assertThat(tuned.hashCode()).isEqualTo(BatchOptions.defaults().withMaxAttempts(3).withBaseDelay(Duration.ofSeconds(10))
                .withMaxDelay(Duration.ofSeconds(30)).hashCode());
        assertThat(tuned).isNotEqualTo(BatchOptions.defaults());
        assertThat(BatchOptions.defaults().maxAttempts()).isEqualTo(10);
        assertThat(tuned).hasToString("BatchOptions[maxAttempts=3, baseDelay=PT10S, maxDelay=PT30S, parallelism=1]");
    }

    @Test
    void nonsenseIsRefused() {
        assertThatThrownBy(() -> BatchOptions.defaults().withMaxAttempts(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one attempt");
        assertThatThrownBy(() -> BatchOptions.defaults().withBaseDelay(Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("baseDelay must not be negative");
        assertThatThrownBy(() -> BatchOptions.defaults().withMaxDelay(null)).isInstanceOf(NullPointerException.class);
    }
}
