package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.queue.QueueStats;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * One group with a hundred thousand waiting messages on LocalDynamoDb: a group has no size cap, its
 * head is delivered in push order one at a time, and a pull and its ack cost at most 4 requests
 * whatever waits behind them.
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
        producer.push(new Beat("one stream", 0));
        loadBehindTheHead(WAITING - 1);

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

    /**
     * Stores {@code count} more messages behind the group's head with {@code BatchWriteItem}, 25 a
     * request: copies of the message {@code push} stored (the layout docs/queue.md documents: the
     * group's partition, {@code sk = M#<position>}), at later positions, with {@code seq} 1, 2, ...
     * Pushing them one by one costs two writes each and adds nothing the fault tests do not cover.
     */
    private void loadBehindTheHead(int count) {
        Map<String, AttributeValue> head = dynamo.query(query -> query.tableName("large")
                .keyConditionExpression("pk = :pk AND begins_with(sk, :member)")
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("QUEUE#beats#G#one%20stream"),
                        ":member", AttributeValue.fromS("M#")))).items().get(0);
        long after = Long.parseLong(head.get("mid").s().substring(0, 15)) + 1;
        List<WriteRequest> batch = new ArrayList<>();
        for (int seq = 1; seq <= count; seq++) {
            String position = String.format(Locale.ROOT, "%015d-%06d-%08x", after, seq, seq);
            Map<String, AttributeValue> body = new HashMap<>(head.get("body").m());
            body.put("seq", AttributeValue.fromN(Integer.toString(seq)));
            Map<String, AttributeValue> item = new HashMap<>(head);
            item.put("sk", AttributeValue.fromS("M#" + position));
            item.put("mid", AttributeValue.fromS(position));
            item.put("queuesk", AttributeValue.fromS("W#" + position));
            item.put("body", AttributeValue.fromM(body));
            batch.add(WriteRequest.builder().putRequest(put -> put.item(item)).build());
            if (batch.size() == 25 || seq == count) {
                Map<String, List<WriteRequest>> unprocessed = Map.of("large", List.copyOf(batch));
                while (!unprocessed.isEmpty()) {
                    Map<String, List<WriteRequest>> sending = unprocessed;
                    unprocessed = dynamo.batchWriteItem(request -> request.requestItems(sending)).unprocessedItems();
                }
                batch.clear();
            }
        }
    }
}
