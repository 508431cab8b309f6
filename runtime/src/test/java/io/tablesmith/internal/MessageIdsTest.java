package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.queue.QueueOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MessageIdsTest {

    @Test
    void idsIncreaseInTextOrderWhenTheClockStandsStillOrStepsBack() {
        MessageIds ids = new MessageIds();
        List<String> issued = new ArrayList<>();
        long[] clock = {1_000, 1_000, 1_001, 999, 500, 2_000};
        for (long now : clock) {
            issued.add(ids.next(now));
            issued.add(ids.next(now));
        }

        assertThat(issued).isSorted().doesNotHaveDuplicates();
        assertThat(MessageIds.millisOf(issued.get(0))).isEqualTo(1_000);
        assertThat(MessageIds.millisOf(issued.get(6))).as("the clock stepped back: the last time is kept").isEqualTo(1_001);
        assertThat(MessageIds.millisOf(issued.get(10))).isEqualTo(2_000);
        assertThat(issued.get(0)).matches("000000000001000-000000-[0-9a-f]{8}");
    }

    @Test
    void aMillionIdsInOneMillisecondCarryOverIntoTheNext() {
        MessageIds ids = new MessageIds();
        String last = null;
        for (int i = 0; i < 1_000_001; i++) {
            String id = ids.next(7);
            if (last != null) {
                assertThat(id.compareTo(last)).isPositive();
            }
            last = id;
        }
        assertThat(MessageIds.millisOf(last)).isEqualTo(8);
    }

    @Test
    void queueOptionsDefaultToFiveReceivesAndAFiveMinuteWindow() {
        assertThat(QueueOptions.defaults().maxReceives()).isEqualTo(5);
        assertThat(QueueOptions.defaults().deduplicationWindow()).isEqualTo(Duration.ofMinutes(5));
    }
}
