package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.BatchOptions;
import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.transaction.TransactionTarget;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

/**
 * putAll, deleteAll and getAll against an in-memory table that enforces DynamoDB's request
 * rules: how work is split, deduplicated, retried and reported. Waits are recorded, never slept.
 */
class RepositoryCoreBatchTest {

    private record Note(String id, String text, long version) {

        Note(String id, String text) {
            this(id, text, 0);
        }

        ItemKey<Note> key() {
            return new ItemKey<>("NOTE#" + id, "NOTE");
        }
    }

    private static final EntitySchema<Note> SCHEMA = new EntitySchema<>() {
        @Override
        public String entityType() {
            return "NOTE";
        }

        @Override
        public Map<String, AttributeValue> toItem(Note note) {
            return Map.of("pk", AttributeValue.fromS("NOTE#" + note.id()), "sk", AttributeValue.fromS("NOTE"),
                    "text", AttributeValue.fromS(note.text()), "version", AttributeValue.fromN(Long.toString(note.version())));
        }

        @Override
        public Note fromItem(Map<String, AttributeValue> item) {
            return new Note(item.get("pk").s().substring(5), item.get("text").s(), Long.parseLong(item.get("version").n()));
        }

        @Override
        public ItemKey<Note> keyOf(Note note) {
            return note.key();
        }
    };

    private final FakeBatchDynamo dynamo = new FakeBatchDynamo();
    private final List<Duration> waits = new ArrayList<>();
    /** Jitter that always picks the ceiling, so the schedule is exact. */
    private final Backoff backoff = new Backoff(BatchOptions.defaults()
            .withMaxAttempts(4).withBaseDelay(Duration.ofMillis(10)).withMaxDelay(Duration.ofMillis(25)),
            waits::add, bound -> bound);
    private final RepositoryCore<Note> core =
            new RepositoryCore<>(dynamo, TransactionTarget.of(FakeBatchDynamo.TABLE, SCHEMA),
                    TestSchemas.descriptor(SCHEMA.entityType()), new BatchSender(backoff));

    @AfterEach
    void clearInterrupt() {
        Thread.interrupted();
    }

    private static List<Note> notes(int count) {
        return IntStream.range(0, count).mapToObj(i -> new Note(Integer.toString(i), "note " + i)).toList();
    }

    private static List<ItemKey<Note>> keys(List<Note> notes) {
        return notes.stream().map(Note::key).toList();
    }

    private static List<Integer> sizes(List<List<ItemKey<?>>> calls) {
        return calls.stream().map(List::size).toList();
    }

    // --- splitting ---

    @ParameterizedTest
    @CsvSource({"0, ''", "1, 1", "25, 25", "26, 25;1", "101, 25;25;25;25;1"})
    void putAllSendsAtMost25WritesARequest(int count, String expectedSizes) {
        core.putAll(notes(count));

        assertThat(sizes(dynamo.writeCalls)).isEqualTo(parse(expectedSizes));
        assertThat(dynamo.items).hasSize(count);
        assertThat(waits).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"0, ''", "1, 1", "100, 100", "101, 100;1", "250, 100;100;50"})
    void getAllAsksAtMost100KeysARequest(int count, String expectedSizes) {
        List<Note> notes = notes(count);
        core.putAll(notes);

        assertThat(core.getAll(keys(notes), false)).isEqualTo(notes);
        assertThat(sizes(dynamo.getCalls)).isEqualTo(parse(expectedSizes));
    }

    @Test
    void deleteAllSendsAtMost25DeletesARequest() {
        List<Note> notes = notes(60);
        core.putAll(notes);
        dynamo.writeCalls.clear();

        core.deleteAll(keys(notes));

        assertThat(sizes(dynamo.writeCalls)).containsExactly(25, 25, 10);
        assertThat(dynamo.items).isEmpty();
    }

    private static List<Integer> parse(String sizes) {
        return sizes.isEmpty() ? List.of() : List.of(sizes.split(";")).stream().map(Integer::valueOf).toList();
    }

    // --- duplicates ---

    @Test
    void putAllWritesEachKeyOnceAndTheLastRecordForAKeyWins() {
        List<Note> input = List.of(new Note("a", "first a"), new Note("b", "b"), new Note("a", "second a"), new Note("c", "c"),
                new Note("a", "third a"));

        List<Note> stored = core.putAll(input);

        assertThat(dynamo.writeCalls).containsExactly(List.of(new Note("b", "").key(), new Note("c", "").key(),
                new Note("a", "").key()));
        assertThat(stored).containsExactly(new Note("b", "b"), new Note("c", "c"), new Note("a", "third a"));
        assertThat(core.getAll(List.of(new Note("a", "").key()), false)).containsExactly(new Note("a", "third a"));
    }

    @Test
    void duplicatesAcrossWhatWouldBeTwoRequestsAreStillWrittenOnce() {
        List<Note> input = new ArrayList<>(notes(25));
        input.add(new Note("0", "replaced"));

        core.putAll(input);

        assertThat(sizes(dynamo.writeCalls)).containsExactly(25);
        assertThat(core.getAll(List.of(new Note("0", "").key()), false)).containsExactly(new Note("0", "replaced"));
    }

    @Test
    void deleteAllSendsEachKeyOnce() {
        List<Note> notes = notes(3);
        core.putAll(notes);
        dynamo.writeCalls.clear();
        List<ItemKey<Note>> keys = new ArrayList<>(keys(notes));
        keys.addAll(keys(notes));
        keys.add(new ItemKey<>("NOTE#absent", "NOTE"));

        core.deleteAll(keys);

        assertThat(dynamo.writeCalls).containsExactly(List.of(notes.get(0).key(), notes.get(1).key(), notes.get(2).key(),
                new ItemKey<>("NOTE#absent", "NOTE")));
        assertThat(dynamo.items).isEmpty();
    }

    @Test
    void getAllReturnsFoundItemsInTheOrderAskedEachOnceWithoutTheMissing() {
        List<Note> notes = notes(5);
        core.putAll(notes);
        ItemKey<Note> missing = new ItemKey<>("NOTE#missing", "NOTE");
        List<ItemKey<Note>> asked = List.of(notes.get(3).key(), missing, notes.get(0).key(), notes.get(3).key(), notes.get(4).key());

        List<Note> found = core.getAll(asked, true);

        assertThat(found).containsExactly(notes.get(3), notes.get(0), notes.get(4));
        assertThat(dynamo.getCalls).containsExactly(List.of(notes.get(3).key(), missing, notes.get(0).key(), notes.get(4).key()));
        assertThat(dynamo.consistentReads).containsExactly(true);
    }

    // --- retries ---

    @Test
    void unprocessedItemsAreSentAgainAfterABackoff() {
        List<Note> notes = notes(30);
        dynamo.fault = (call, keys) -> call == 1 ? Set.of(notes.get(7).key(), notes.get(2).key()) : Set.of();

        core.putAll(notes);

        assertThat(dynamo.writeCalls).containsExactly(List.copyOf(keys(notes.subList(0, 25))), List.of(notes.get(2).key(), notes.get(7).key()),
                List.copyOf(keys(notes.subList(25, 30))));
        assertThat(waits).containsExactly(Duration.ofMillis(10));
        assertThat(dynamo.items).hasSize(30);
    }

    @Test
    void unprocessedKeysAreAskedAgainAndTheirItemsKeepTheirPlace() {
        List<Note> notes = notes(4);
        core.putAll(notes);
        int before = dynamo.calls();
        dynamo.fault = (call, keys) -> call - before <= 2 ? Set.of(notes.get(1).key()) : Set.of();

        assertThat(core.getAll(keys(notes), false)).isEqualTo(notes);
        assertThat(sizes(dynamo.getCalls)).containsExactly(4, 1, 1);
        assertThat(waits).containsExactly(Duration.ofMillis(10), Duration.ofMillis(20));
    }

    @Test
    void backoffDoublesUpToTheMaximumAndEachRequestStartsAfresh() {
        List<Note> notes = notes(26);
        // Each request is left unprocessed once and three times in a row respectively.
        dynamo.fault = (call, keys) -> call == 1 || (call >= 3 && call <= 5) ? Set.copyOf(keys) : Set.of();

        core.putAll(notes);

        assertThat(sizes(dynamo.writeCalls)).containsExactly(25, 25, 1, 1, 1, 1);
        assertThat(waits).containsExactly(Duration.ofMillis(10), Duration.ofMillis(10), Duration.ofMillis(20), Duration.ofMillis(25));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ProvisionedThroughputExceededException", "RequestLimitExceeded", "ThrottlingException", "429"})
    void throttledCallsAreRetriedUnderTheSameBudget(String kind) {
        List<Note> notes = notes(3);
        dynamo.fault = (call, keys) -> {
            if (call <= 2) {
                throw throttling(kind);
            }
            return Set.of();
        };

        core.putAll(notes);

        assertThat(dynamo.writeCalls).hasSize(3);
        assertThat(waits).containsExactly(Duration.ofMillis(10), Duration.ofMillis(20));
        assertThat(dynamo.items).hasSize(3);
    }

    private static AwsServiceException throttling(String kind) {
        return switch (kind) {
            case "ProvisionedThroughputExceededException" -> ProvisionedThroughputExceededException.builder().message("slow down").build();
            case "RequestLimitExceeded" -> RequestLimitExceededException.builder().message("account limit").build();
            case "ThrottlingException" -> ThrottlingException.builder().message("control plane").build();
            default -> DynamoDbException.builder().message("too many requests").statusCode(429).build();
        };
    }

    @Test
    void otherErrorsPropagateAtOnce() {
        DynamoDbException refused = FakeBatchDynamo.validation("Item size has exceeded the maximum allowed size");
        dynamo.fault = (call, keys) -> {
            throw refused;
        };

        assertThatThrownBy(() -> core.putAll(notes(3))).isSameAs(refused);
        assertThat(dynamo.calls()).isEqualTo(1);
        assertThat(waits).isEmpty();
    }

    @Test
    void internalServerErrorsAreNotRetriedHere() {
        // Whether a 500 was applied is unknown; the SDK's own retry policy decides about those.
        DynamoDbException failure = (DynamoDbException) DynamoDbException.builder().statusCode(500)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("InternalServerError").build()).build();
        dynamo.fault = (call, keys) -> {
            throw failure;
        };

        assertThatThrownBy(() -> core.getAll(List.of(new ItemKey<>("NOTE#1", "NOTE")), false)).isSameAs(failure);
    }

    // --- giving up ---

    @Test
    void putAllReportsExactlyTheRecordsNotWrittenInTheOrderGiven() {
        List<Note> notes = notes(60);
        Set<ItemKey<?>> stuck = Set.of(notes.get(10).key(), notes.get(3).key());
        dynamo.fault = (call, keys) -> keys.stream().filter(stuck::contains).collect(java.util.stream.Collectors.toSet());

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> core.putAll(notes));

        List<Note> expected = new ArrayList<>(List.of(notes.get(3), notes.get(10)));
        expected.addAll(notes.subList(25, 60));
        assertThat(e.unwrittenRecords(Note.class)).isEqualTo(expected);
        assertThat(e.keys()).isEqualTo(keys(expected));
        assertThat(e.readRecords(Note.class)).isEmpty();
        assertThat(e.getCause()).isNull();
        assertThat(e.entityType()).isEqualTo("NOTE");
        assertThat(e.getMessage())
                .startsWith("NOTE: putAll gave up: 37 of 60 items were not written: DynamoDB still returned them as unprocessed after 4 attempts")
                .contains("so the 35 after them were not sent")
                .contains("[pk=NOTE#3, sk=NOTE], [pk=NOTE#10, sk=NOTE], [pk=NOTE#25, sk=NOTE]")
                .contains("and 32 more");
        // The first request was sent four times, the second never.
        assertThat(sizes(dynamo.writeCalls)).containsExactly(25, 2, 2, 2);
        assertThat(waits).containsExactly(Duration.ofMillis(10), Duration.ofMillis(20), Duration.ofMillis(25));
        Set<ItemKey<?>> written = dynamo.items.keySet();
        for (Note note : notes) {
            assertThat(written.contains(note.key())).as(note.id()).isNotEqualTo(expected.contains(note));
        }
    }

    @Test
    void persistentThrottlingReportsEverythingWithTheLastErrorAsCause() {
        ProvisionedThroughputExceededException throttled =
                ProvisionedThroughputExceededException.builder().message("slow down").build();
        dynamo.fault = (call, keys) -> {
            throw throttled;
        };
        List<Note> notes = notes(2);

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> core.putAll(notes));

        assertThat(e.unwrittenRecords(Note.class)).isEqualTo(notes);
        assertThat(e.getCause()).isSameAs(throttled);
        assertThat(e.getMessage()).contains("DynamoDB still throttled the request after 4 attempts");
        assertThat(dynamo.calls()).isEqualTo(4);
        assertThat(dynamo.items).isEmpty();
    }

    @Test
    void deleteAllReportsTheKeysNotDeleted() {
        List<Note> notes = notes(3);
        core.putAll(notes);
        dynamo.fault = (call, keys) -> Set.of(notes.get(1).key());

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> core.deleteAll(keys(notes)));

        assertThat(e.keys()).containsExactly(notes.get(1).key());
        assertThat(e.key()).isEqualTo("pk=NOTE#1, sk=NOTE");
        assertThat(e.unwrittenRecords(Note.class)).isEmpty();
        assertThat(e.getMessage()).contains("deleteAll gave up: 1 of 3 items were not deleted");
        assertThat(dynamo.items).containsOnlyKeys(notes.get(1).key());
    }

    @Test
    void getAllReportsTheKeysNotReadAndKeepsWhatWasRead() {
        List<Note> notes = notes(150);
        core.putAll(notes);
        dynamo.fault = (call, keys) -> keys.contains(notes.get(120).key()) ? Set.of(notes.get(120).key()) : Set.of();

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> core.getAll(keys(notes), false));

        assertThat(e.keys()).containsExactly(notes.get(120).key());
        List<Note> read = new ArrayList<>(notes);
        read.remove(120);
        assertThat(e.readRecords(Note.class)).isEqualTo(read);
        assertThat(e.getMessage()).contains("getAll gave up: 1 of 150 items were not read");
    }

    @Test
    void anInterruptedWaitStopsAtOnceReportsTheRestAndKeepsTheInterrupt() {
        RepositoryCore<Note> interrupted = new RepositoryCore<>(dynamo, TransactionTarget.of(FakeBatchDynamo.TABLE, SCHEMA),
                TestSchemas.descriptor(SCHEMA.entityType()), new BatchSender(new Backoff(BatchOptions.defaults(), duration -> {
                    throw new InterruptedException();
                }, bound -> bound)));
        List<Note> notes = notes(30);
        dynamo.fault = (call, keys) -> Set.of(notes.get(0).key());

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> interrupted.putAll(notes));

        assertThat(Thread.currentThread().isInterrupted()).isTrue();
        assertThat(e.getCause()).isInstanceOf(InterruptedException.class);
        assertThat(e.keys()).hasSize(6).startsWith(notes.get(0).key());
        assertThat(dynamo.calls()).isEqualTo(1);
        assertThat(e.getMessage()).contains("interrupted while waiting to retry after attempt 1");
    }

    @Test
    void oneAttemptMeansNoRetry() {
        RepositoryCore<Note> once = core.withBatchOptions(BatchOptions.defaults().withMaxAttempts(1));
        dynamo.fault = (call, keys) -> Set.copyOf(keys);

        assertThatThrownBy(() -> once.putAll(notes(1))).isInstanceOf(BatchIncompleteException.class);
        assertThat(dynamo.calls()).isEqualTo(1);
        assertThat(waits).isEmpty();
        assertThat(once.batchOptions().maxAttempts()).isEqualTo(1);
    }

    @Test
    void withBatchOptionsKeepsTheInjectedSleeper() {
        RepositoryCore<Note> patient = core.withBatchOptions(BatchOptions.defaults().withMaxAttempts(3));
        dynamo.fault = (call, keys) -> call == 1 ? Set.copyOf(keys) : Set.of();

        patient.putAll(notes(1));

        assertThat(waits).containsExactly(BatchOptions.DEFAULT_BASE_DELAY);
    }

    // --- arguments ---

    @Test
    void nullElementsAreRefusedBeforeAnythingIsSent() {
        List<Note> withNull = new ArrayList<>(notes(3));
        withNull.add(1, null);
        List<ItemKey<Note>> keysWithNull = new ArrayList<>(keys(notes(2)));
        keysWithNull.add(null);

        assertThatThrownBy(() -> core.putAll(withNull)).isInstanceOf(NullPointerException.class)
                .hasMessage("putAll: element 1 of the collection is null");
        assertThatThrownBy(() -> core.deleteAll(keysWithNull)).hasMessage("deleteAll: element 2 of the collection is null");
        assertThatThrownBy(() -> core.getAll(keysWithNull, true)).hasMessage("getAllConsistent: element 2 of the collection is null");
        assertThatThrownBy(() -> core.getAll(null, false)).hasMessage("getAll: keys must not be null");
        assertThat(dynamo.calls()).isZero();
    }

    @Test
    void emptyCollectionsSendNothing() {
        core.putAll(List.of());
        core.deleteAll(Set.of());
        assertThat(core.getAll(Collections.emptyList(), false)).isEmpty();

        assertThat(dynamo.calls()).isZero();
    }
}
