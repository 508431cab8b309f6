package io.tablesmith.it.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.stream.ChangeStreamConsumer;
import io.tablesmith.stream.ChangesTrimmedException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;

/**
 * The in-process consumer when time passes it by, on LocalDynamoDb's clock (no sleeps): a shard iterator
 * older than 15 minutes is renewed without losing or repeating a change, and changes trimmed from the
 * stream (24 hours) before the group handled them are a {@link ChangesTrimmedException} naming the shard
 * and the checkpoint, or, with {@code onTrimmed}, reported and passed over from the oldest record left.
 */
class ChangeStreamGapsTest {

    private static final Duration PAST_RETENTION = Duration.ofHours(25);
    private static final StreamEngine IN_PROCESS = StreamEngine.inProcess();
    private static final StreamEngine OVER_HTTP = StreamEngine.overHttp();
    private static final StreamEngine SHARDS_OF_FOUR = StreamEngine.withShardsOf(4);

    @AfterAll
    static void stopTheServer() {
        OVER_HTTP.shutDown();
    }

    static List<StreamEngine> engines() {
        return List.of(IN_PROCESS, OVER_HTTP);
    }

    /** Three changes of entries: two insertions and a removal. */
    private static void write(StreamEngine engine, String table, int round) {
        EntryRepository entries = new EntryRepository(engine.dynamo, table);
        entries.create(new Entry("a" + round, 1, 10));
        entries.create(new Entry("a" + round, 2, 20));
        entries.delete("a" + round, 1);
    }

    /** The event ids of the table's entity changes still in its stream, in stream order. */
    private static List<String> entityEventIds(StreamEngine engine, String table) {
        return streamEntityEventIds(engine, engine.latestStreamArn(table));
    }

    /** The event ids of the entity changes of one stream (the table's latest or an older one), in stream order. */
    private static List<String> streamEntityEventIds(StreamEngine engine, String streamArn) {
        return engine.streamRecords(streamArn).stream()
                .filter(record -> !record.dynamodb().keys().get("pk").s().startsWith("STREAM#"))
                .map(software.amazon.awssdk.services.dynamodb.model.Record::eventID).toList();
    }

    /** Disables the table's stream and enables a new one, as {@code UpdateTable} does it in two calls. */
    private static void replaceStream(StreamEngine engine, String table) {
        engine.dynamo.updateTable(b -> b.tableName(table).streamSpecification(spec -> spec.streamEnabled(false)));
        engine.dynamo.updateTable(b -> b.tableName(table).streamSpecification(spec -> spec.streamEnabled(true)
                .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));
    }

    /** The group's checkpoint items that are not done: shard id to the sequence number stored. */
    private static Map<String, String> openCheckpoints(StreamEngine engine, String table) {
        return engine.dynamo.query(query -> query.tableName(table).consistentRead(true).keyConditionExpression("pk = :pk")
                        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("STREAM#counts")))).items().stream()
                .filter(item -> !item.containsKey("done"))
                .collect(java.util.stream.Collectors.toMap(item -> item.get("shard").s(), item -> item.get("sequence").s()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void anIteratorOlderThanFifteenMinutesIsRenewedAfterTheLastChangeHandled(StreamEngine engine) {
        String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        write(engine, table, 1);
        EntryCounts projection = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, projection).build()) {
            assertThat(consumer.drain()).isEqualTo(3);
            engine.clock.advance(Duration.ofMinutes(16)); // the iterator the consumer holds has expired
            write(engine, table, 2);
            assertThat(consumer.drain()).as("the second round's changes, none again").isEqualTo(3);
            engine.clock.advance(Duration.ofMinutes(16));
            assertThat(consumer.drain()).as("nothing new, and no error").isZero();
        }
        assertThat(projection.handled).as("every change once, in stream order").containsExactlyElementsOf(entityEventIds(engine, table));
        assertThat(projection.counts).isEqualTo(Map.of("ACCOUNT#a1", 1L, "ACCOUNT#a2", 1L));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void trimmedChangesAreReportedWithTheShardAndTheCheckpointAndOnTrimmedGoesOnFromTheOldestRecord(StreamEngine engine) {
        String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        write(engine, table, 1);
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, new EntryCounts()).build()) {
            assertThat(consumer.drain()).isEqualTo(3);
        }
        Map<String, String> checkpoints = openCheckpoints(engine, table);
        assertThat(checkpoints).hasSize(1);
        String shard = checkpoints.keySet().iterator().next();
        write(engine, table, 2); // never handled: trimmed below
        engine.clock.advance(PAST_RETENTION);
        write(engine, table, 3);
        List<String> kept = entityEventIds(engine, table);
        assertThat(kept).as("only the third round is left in the stream").hasSize(3);

        EntryCounts stopped = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, stopped).build()) {
            assertThatThrownBy(consumer::drain).isInstanceOfSatisfying(ChangesTrimmedException.class, gap -> {
                assertThat(gap.shardId()).isEqualTo(shard);
                assertThat(gap.checkpoint()).contains(checkpoints.get(shard));
                assertThat(gap.group()).isEqualTo("counts");
                assertThat(gap.tableName()).isEqualTo(table);
                assertThat(gap).hasMessageContaining("shard " + shard).hasMessageContaining(checkpoints.get(shard))
                        .hasMessageContaining("onTrimmed");
            });
            assertThatThrownBy(consumer::drain).as("again: nothing is passed over until asked")
                    .isInstanceOf(ChangesTrimmedException.class);
        }
        assertThat(stopped.handled).isEmpty();

        List<ChangesTrimmedException> gaps = new ArrayList<>();
        EntryCounts goingOn = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, goingOn).onTrimmed(gaps::add).build()) {
            assertThat(consumer.drain()).isEqualTo(3);
            assertThat(consumer.drain()).isZero();
        }
        assertThat(gaps).singleElement().satisfies(gap -> {
            assertThat(gap.shardId()).isEqualTo(shard);
            assertThat(gap.checkpoint()).contains(checkpoints.get(shard));
        });
        assertThat(goingOn.handled).as("the oldest records left, the second round lost").containsExactlyElementsOf(kept);
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, goingOn).build()) {
            assertThat(consumer.drain()).as("restarted after the gap: nothing to report, nothing new").isZero();
        }
        assertThat(gaps).hasSize(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void aGapReportedWithNothingAfterItIsNotReportedAgainAfterARestart(StreamEngine engine) {
        String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        write(engine, table, 1);
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, new EntryCounts()).build()) {
            assertThat(consumer.drain()).isEqualTo(3);
        }
        write(engine, table, 2); // never handled: trimmed below, and nothing written after it
        engine.clock.advance(PAST_RETENTION);

        List<ChangesTrimmedException> gaps = new ArrayList<>();
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, new EntryCounts()).onTrimmed(gaps::add).build()) {
            assertThat(consumer.drain()).isZero();
        }
        assertThat(gaps).singleElement().satisfies(gap -> assertThat(gap.getCause()).as("the shard is there, its records trimmed")
                .isInstanceOf(TrimmedDataAccessException.class));
        EntryCounts restarted = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, restarted).onTrimmed(gaps::add).build()) {
            assertThat(consumer.drain()).as("restarted: the gap was reported already").isZero();
            write(engine, table, 3);
            assertThat(consumer.drain()).isEqualTo(3);
        }
        assertThat(gaps).as("one gap, reported once").hasSize(1);
        assertThat(restarted.counts).isEqualTo(Map.of("ACCOUNT#a3", 1L));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void aStreamDisabledAndEnabledAgainIsReadToItsEndAndThenTheNewOne(StreamEngine engine) {
        String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        String first = engine.latestStreamArn(table);
        write(engine, table, 1);
        EntryCounts projection = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, projection).build()) {
            assertThat(consumer.drain()).isEqualTo(3);
        }
        write(engine, table, 2); // in the first stream, not handled before it is replaced
        replaceStream(engine, table);
        String second = engine.latestStreamArn(table);
        assertThat(second).isNotEqualTo(first);
        write(engine, table, 3);

        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, projection).build()) {
            assertThat(consumer.drain()).as("restarted: the rest of the first stream, then the second").isEqualTo(6);
            replaceStream(engine, table); // while this consumer runs
            write(engine, table, 4);
            assertThat(consumer.drain()).as("running: it moves on to the third stream").isEqualTo(3);
            assertThat(consumer.drain()).isZero();
        }
        String third = engine.latestStreamArn(table);
        List<String> expected = new ArrayList<>(streamEntityEventIds(engine, first));
        expected.addAll(streamEntityEventIds(engine, second));
        expected.addAll(streamEntityEventIds(engine, third));
        assertThat(expected).hasSize(12);
        assertThat(projection.handled).as("every change once, stream after stream").containsExactlyElementsOf(expected);
        assertThat(projection.counts).isEqualTo(Map.of("ACCOUNT#a1", 1L, "ACCOUNT#a2", 1L, "ACCOUNT#a3", 1L, "ACCOUNT#a4", 1L));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void aReplacedStreamGoneBeforeTheGroupFinishedItIsAGapAndTheNewStreamIsRead(StreamEngine engine) {
        String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        write(engine, table, 1);
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, new EntryCounts()).build()) {
            assertThat(consumer.drain()).isEqualTo(3);
        }
        Map<String, String> unfinished = openCheckpoints(engine, table);
        write(engine, table, 2); // lost: its stream is disabled and gone before the group reads it
        replaceStream(engine, table);
        engine.clock.advance(PAST_RETENTION);
        write(engine, table, 3);

        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, new EntryCounts()).build()) {
            assertThatThrownBy(consumer::drain).isInstanceOfSatisfying(ChangesTrimmedException.class, gap -> {
                assertThat(unfinished).containsKey(gap.shardId());
                assertThat(gap).hasMessageContaining("no longer in the stream");
            });
        }
        List<ChangesTrimmedException> gaps = new ArrayList<>();
        EntryCounts goingOn = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, goingOn).onTrimmed(gaps::add).build()) {
            assertThat(consumer.drain()).isEqualTo(3);
        }
        assertThat(gaps).extracting(ChangesTrimmedException::shardId).containsExactlyElementsOf(unfinished.keySet());
        assertThat(goingOn.counts).isEqualTo(Map.of("ACCOUNT#a3", 1L));
    }

    @Test
    void aShardTheGroupDidNotFinishThatIsGoneFromTheStreamIsReported() {
        StreamEngine engine = SHARDS_OF_FOUR;
        String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        write(engine, table, 1);
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, new EntryCounts()).build()) {
            assertThat(consumer.drain()).isEqualTo(3);
        }
        Map<String, String> unfinished = openCheckpoints(engine, table);
        assertThat(unfinished).hasSize(1);
        String shard = unfinished.keySet().iterator().next();
        for (int round = 2; round <= 4; round++) {
            write(engine, table, round); // closes that shard and the next ones
        }
        engine.clock.advance(PAST_RETENTION);
        write(engine, table, 5);
        assertThat(engine.streams.describeStream(b -> b.streamArn(engine.latestStreamArn(table))).streamDescription().shards())
                .as("the shard is gone")
                .noneMatch(listed -> listed.shardId().equals(shard));

        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, new EntryCounts()).build()) {
            assertThatThrownBy(consumer::drain).isInstanceOfSatisfying(ChangesTrimmedException.class, gap -> {
                assertThat(gap.shardId()).isEqualTo(shard);
                assertThat(gap.checkpoint()).contains(unfinished.get(shard));
                assertThat(gap).hasMessageContaining("no longer in the stream");
            });
        }
        List<ChangesTrimmedException> gaps = new ArrayList<>();
        EntryCounts goingOn = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, goingOn).onTrimmed(gaps::add).build()) {
            consumer.drain();
            assertThat(consumer.drain()).isZero();
        }
        assertThat(gaps).extracting(ChangesTrimmedException::shardId).containsExactly(shard);
        assertThat(goingOn.handled).as("what the stream still has").containsExactlyElementsOf(entityEventIds(engine, table));
        assertThat(goingOn.counts).containsEntry("ACCOUNT#a5", 1L);
    }
}
