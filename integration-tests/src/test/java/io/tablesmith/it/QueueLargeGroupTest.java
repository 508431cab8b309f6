package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.Delivery;
import io.tablesmith.QueueOptions;
import io.tablesmith.QueueStats;
import io.tablesmith.local.LocalDynamoDb;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * One group with a hundred thousand waiting messages on LocalDynamoDb: a group has no size cap, its
 * head is delivered in push order one at a time, and a pull costs the same requests at the head of
 * the backlog as at its end.
 */
class QueueLargeGroupTest {

    static final int WAITING = 100_000;
    static final int PULLED = 300;
    static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private final ManualClock clock = new ManualClock(Instant.parse("2026-06-01T12:00:00Z"));

    @Test
    void aGroupOfAHundredThousandKeepsOrderAndOneInFlightAndPullsCostTheSame() {
        dynamo.createTables(TablesmithTable.createTableRequest("large"));
        QueueOptions options = QueueOptions.defaults().withClock(clock);
        BeatQueue producer = new BeatQueue(dynamo, "large").withOptions(options);
        producer.pushAll(LongStream.range(0, WAITING).mapToObj(seq -> new Beat("one stream", seq)).toList());

        assertThat(producer.stats()).isEqualTo(new QueueStats(WAITING, 0, 0));
        FaultyClient counting = new FaultyClient(dynamo);
        BeatQueue consumer = new BeatQueue(counting, "large").withOptions(options);
        for (long expected = 0; expected < PULLED; expected++) {
            Delivery<Beat> delivery = consumer.pull(TIMEOUT).orElseThrow();
            assertThat(delivery.message()).isEqualTo(new Beat("one stream", expected));
            assertThat(delivery.group()).contains("one stream");
            if (expected == 0) {
                assertThat(consumer.pull(TIMEOUT)).as("one message of a group in flight").isEmpty();
                assertThat(producer.stats()).isEqualTo(new QueueStats(WAITING, 1, 0));
                counting.resetCounts();
            }
            delivery.ack();
        }

        assertThat(counting.total()).as("requests of the first ack and %d pulls and acks", PULLED - 1)
                .isLessThanOrEqualTo(PULLED * 4);
        assertThat(producer.stats()).isEqualTo(new QueueStats(WAITING - PULLED, 0, 0));
    }
}
