package io.tablesmith.it.walk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemKey;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.stream.ChangeStreamConsumer;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The walk over the change-stream consumer's writes: its leases and checkpoints, one item per shard in
 * the table it reads. On LocalDynamoDb only: dynalite has no streams.
 */
final class StreamWalk {

    static final Set<String> CHECKPOINT = Set.of("_STREAM_CHECKPOINT");
    private static final String GROUP = "walk";

    private StreamWalk() {
    }

    static List<WalkStep> steps() {
        return List.of(
                WalkStep.withStreams("ChangeStreamConsumer.drain()", w -> {
                    streams(w);
                    w.surround("1");
                    ItemKey<?> checkpoint = checkpointKey(w);
                    w.refusedOverForeign(checkpoint, EntityTypeMismatchException.class, () -> consumer(w, change -> { }).drain());
                    List<Object> seen = new java.util.ArrayList<>();
                    ChangeStreamConsumer<TablesmithChange> consumer = consumer(w, seen::add);
                    w.succeeds(CHECKPOINT, consumer::drain);
                    assertThat(seen).isNotEmpty();
                    w.succeeds(Walk.LEDGER, () -> w.ledgers.create(Ledger.open("2")));
                    w.succeeds(CHECKPOINT, consumer::drain);
                    w.succeeds(CHECKPOINT, consumer::close);
                }),
                WalkStep.withStreams("ChangeStreamConsumer.start()", w -> {
                    streams(w);
                    w.surround("1");
                    CountDownLatch handled = new CountDownLatch(1);
                    ChangeStreamConsumer<TablesmithChange> consumer = consumer(w, change -> handled.countDown());
                    w.succeeds(CHECKPOINT, () -> {
                        consumer.start();
                        assertThat(handled.await(1, TimeUnit.MINUTES)).isTrue();
                        consumer.close();
                        return null;
                    });
                    assertThat(consumer.failure()).isEmpty();
                }),
                WalkStep.withStreams("ChangeStreamConsumer.close()", w -> {
                    streams(w);
                    w.surround("1");
                    ChangeStreamConsumer<TablesmithChange> consumer = consumer(w, change -> { });
                    w.succeeds(CHECKPOINT, consumer::drain);
                    ItemKey<?> checkpoint = checkpointKey(w);
                    var lease = w.stored(checkpoint);
                    w.refusedOverForeign(checkpoint, EntityTypeMismatchException.class, consumer::close);
                    w.dynamo.putItem(put -> put.tableName(w.table).item(lease));
                    w.succeeds(CHECKPOINT, consumer::close);
                    assertThat(w.stored(checkpoint)).doesNotContainKey("owner");
                }));
    }

    /** Turns on the walk table's stream (its records start now). */
    private static void streams(Walk w) {
        w.dynamo.updateTable(update -> update.tableName(w.table)
                .streamSpecification(spec -> spec.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));
    }

    private static DynamoDbStreamsClient streamsClient(Walk w) {
        return ((LocalDynamoDb) w.dynamo).streamsClient();
    }

    private static ChangeStreamConsumer<TablesmithChange> consumer(Walk w, Consumer<TablesmithChange> handler) {
        return ChangeStreamConsumer.builder(w.observed, streamsClient(w), w.table, TablesmithChange.DECODER, handler)
                .group(GROUP).withClock(w.clock).withPollInterval(java.time.Duration.ofMillis(5)).build();
    }

    /** The key of the group's checkpoint of the stream's first shard. */
    private static ItemKey<?> checkpointKey(Walk w) {
        String arn = w.dynamo.describeTable(describe -> describe.tableName(w.table)).table().latestStreamArn();
        String shard = streamsClient(w).describeStream(describe -> describe.streamArn(arn)).streamDescription().shards().get(0).shardId();
        return new ItemKey<>("STREAM#" + GROUP, "SHARD#" + shard);
    }
}
