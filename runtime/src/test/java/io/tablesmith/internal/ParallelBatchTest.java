package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.BatchOptions;
import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.transaction.TransactionTarget;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * {@code BatchOptions.withParallelism}: several requests in flight, and reports of what was not
 * done as exact as with one request at a time (nothing lost, nothing sent twice), with faults
 * injected into an in-memory table that enforces DynamoDB's request rules.
 */
class ParallelBatchTest {

    private record Note(String id) {
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
            return Map.of("pk", AttributeValue.fromS("NOTE#" + note.id()), "sk", AttributeValue.fromS("NOTE"));
        }

        @Override
        public Note fromItem(Map<String, AttributeValue> item) {
            return new Note(item.get("pk").s().substring(5));
        }

        @Override
        public ItemKey<Note> keyOf(Note note) {
            return note.key();
        }
    };

    private final FakeBatchDynamo dynamo = new FakeBatchDynamo();

    private RepositoryCore<Note> core(DynamoDbClient client, int parallelism) {
        BatchOptions options = BatchOptions.defaults().withMaxAttempts(3).withParallelism(parallelism);
        // Waits are skipped: the jitter picks zero.
        return new RepositoryCore<>(client, TransactionTarget.of(FakeBatchDynamo.TABLE, SCHEMA),
                TestSchemas.descriptor(SCHEMA.entityType()), new BatchSender(new Backoff(options, duration -> { }, bound -> 0)));
    }

    private static List<Note> notes(int count) {
        return IntStream.range(0, count).mapToObj(i -> new Note(Integer.toString(i))).toList();
    }

    private static List<ItemKey<Note>> keys(List<Note> notes) {
        return notes.stream().map(Note::key).toList();
    }

    /** How often each key was sent in a call, over all calls. */
    private static Map<ItemKey<?>, Integer> sends(List<List<ItemKey<?>>> calls) {
        Map<ItemKey<?>, Integer> sends = new HashMap<>();
        calls.forEach(call -> call.forEach(key -> sends.merge(key, 1, Integer::sum)));
        return sends;
    }

    @Test
    void requestsAreInFlightAtOnce() {
        // Each of the first four calls waits at the barrier until all four have arrived: sent one
        // after the other, the first would wait in vain and the barrier would time out.
        CyclicBarrier fourAtOnce = new CyclicBarrier(4);
        DynamoDbClient client = new Delegating(dynamo) {
            @Override
            void beforeCall(int call) {
                if (call <= 4) {
                    try {
                        fourAtOnce.await(30, TimeUnit.SECONDS);
                    } catch (InterruptedException | BrokenBarrierException | TimeoutException e) {
                        throw new IllegalStateException("the four requests were not in flight together", e);
                    }
                }
            }
        };
        List<Note> notes = notes(100);

        core(client, 4).putAll(notes);

        assertThat(dynamo.items.keySet()).containsExactlyInAnyOrderElementsOf(keys(notes));
        assertThat(dynamo.writeCalls).hasSize(4);
    }

    @Test
    void putAllInParallelWritesEveryItemExactlyOnce() {
        List<Note> notes = notes(1_000);

        core(dynamo, 8).putAll(notes);

        assertThat(dynamo.items.keySet()).containsExactlyInAnyOrderElementsOf(keys(notes));
        assertThat(dynamo.writeCalls).hasSize(40).allSatisfy(call -> assertThat(call).hasSize(25));
        assertThat(sends(dynamo.writeCalls).values()).containsOnly(1);
    }

    @Test
    void unprocessedItemsAreRetriedInParallelAndOnlyThey() {
        List<Note> notes = notes(500);
        Set<ItemKey<Note>> once = keys(notes).stream().filter(key -> key.partition().endsWith("7")).collect(Collectors.toSet());
        Set<ItemKey<?>> alreadyLeft = java.util.concurrent.ConcurrentHashMap.newKeySet();
        // Each key ending in 7 comes back unprocessed the first time it is sent.
        dynamo.fault = (call, keys) -> keys.stream().filter(once::contains).filter(alreadyLeft::add).collect(Collectors.toSet());

        core(dynamo, 6).putAll(notes);

        assertThat(dynamo.items.keySet()).containsExactlyInAnyOrderElementsOf(keys(notes));
        Map<ItemKey<?>, Integer> sends = sends(dynamo.writeCalls);
        for (ItemKey<Note> key : keys(notes)) {
            assertThat(sends.get(key)).as(key.toString()).isEqualTo(once.contains(key) ? 2 : 1);
        }
    }

    @Test
    void putAllThatGivesUpReportsExactlyWhatWasNotWrittenInTheOrderGiven() {
        List<Note> notes = notes(1_000);
        // The 5th request's first key is never processed: that request gives up after 3 attempts.
        ItemKey<Note> stuck = notes.get(4 * 25).key();
        dynamo.fault = (call, keys) -> keys.contains(stuck) ? Set.of(stuck) : Set.of();

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> core(dynamo, 4).putAll(notes));

        Set<ItemKey<?>> written = dynamo.items.keySet();
        List<ItemKey<Note>> notWritten = keys(notes).stream().filter(key -> !written.contains(key)).toList();
        // Exact: every key reported was not written, every key not reported was, in the order given.
        assertThat(e.keys()).isEqualTo(notWritten).startsWith(stuck);
        assertThat(e.unwrittenRecords(Note.class)).isEqualTo(notes.stream().filter(note -> notWritten.contains(note.key())).toList());
        // How many requests start after the stuck one gives up is not asserted: the giving-up
        // thread can be descheduled between DynamoDB's answer and raising the stop flag, and the
        // other threads go on starting requests meanwhile (CI saw 7 on a loaded 2-core machine).
        // What the user relies on holds under every schedule: the report above is exact, and no
        // key is sent twice.
        assertThat(sends(dynamo.writeCalls)).allSatisfy((key, times) -> assertThat(times).isEqualTo(key.equals(stuck) ? 3 : 1));
        assertThat(e.getMessage()).contains("putAll gave up: " + notWritten.size() + " of 1000 items were not written: "
                + "DynamoDB still returned them as unprocessed after 3 attempts");
    }

    @Test
    void deleteAllThatGivesUpReportsExactlyWhatWasNotDeleted() {
        List<Note> notes = notes(300);
        core(dynamo, 4).putAll(notes);
        dynamo.writeCalls.clear();
        ItemKey<Note> stuck = notes.get(60).key();
        dynamo.fault = (call, keys) -> keys.contains(stuck) ? Set.of(stuck) : Set.of();

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class,
                () -> core(dynamo, 4).deleteAll(keys(notes)));

        List<ItemKey<Note>> stillThere = keys(notes).stream().filter(dynamo.items::containsKey).toList();
        assertThat(e.keys()).isEqualTo(stillThere).contains(stuck);
        assertThat(e.getMessage()).contains("deleteAll gave up: " + stillThere.size() + " of 300 items were not deleted");
    }

    @Test
    void getAllInParallelReturnsItemsInTheOrderAskedAndReportsTheKeysNotRead() {
        List<Note> notes = notes(1_000);
        core(dynamo, 4).putAll(notes);
        List<Note> asked = new ArrayList<>(notes);
        java.util.Collections.reverse(asked);

        assertThat(core(dynamo, 4).getAll(keys(asked), false)).isEqualTo(asked);

        ItemKey<Note> stuck = asked.get(250).key();
        dynamo.fault = (call, keys) -> keys.contains(stuck) ? Set.of(stuck) : Set.of();
        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class,
                () -> core(dynamo, 4).getAll(keys(asked), false));

        List<Note> read = e.readRecords(Note.class);
        List<ItemKey<Note>> notRead = keys(asked).stream().filter(key -> !keys(read).contains(key)).toList();
        assertThat(e.keys()).isEqualTo(notRead).startsWith(stuck);
        assertThat(read).isEqualTo(asked.stream().filter(note -> !notRead.contains(note.key())).toList());
    }

    @Test
    void anErrorOtherThanThrottlingPropagatesOnceTheRequestsInFlightHaveFinished() {
        List<Note> notes = notes(200);
        DynamoDbException refused = FakeBatchDynamo.validation("refused");
        ItemKey<Note> poison = notes.get(30).key();
        dynamo.fault = (call, keys) -> {
            if (keys.contains(poison)) {
                throw refused;
            }
            return Set.of();
        };

        Throwable thrown = catchThrowableOfType(DynamoDbException.class, () -> core(dynamo, 3).putAll(notes));

        assertThat(thrown).isSameAs(refused);
        assertThat(dynamo.items).doesNotContainKey(poison);
        assertThat(sends(dynamo.writeCalls).values()).containsOnly(1);
    }

    @Test
    void parallelismIsValidatedAndKept() {
        assertThat(BatchOptions.defaults().parallelism()).isEqualTo(1);
        assertThat(BatchOptions.defaults().withParallelism(16).withMaxAttempts(2).parallelism()).isEqualTo(16);
        assertThat(catchThrowableOfType(IllegalArgumentException.class, () -> BatchOptions.defaults().withParallelism(0)))
                .hasMessage("A batch keeps 1 to 64 requests in flight, but parallelism was 0");
        assertThat(catchThrowableOfType(IllegalArgumentException.class, () -> BatchOptions.defaults().withParallelism(65)))
                .hasMessageContaining("but parallelism was 65");
        assertThat(BatchOptions.defaults().withParallelism(2)).isNotEqualTo(BatchOptions.defaults())
                .isEqualTo(BatchOptions.defaults().withParallelism(2));
    }

    /** Passes batch calls to the fake after a hook, numbering them. */
    private abstract static class Delegating implements DynamoDbClient {
        private final FakeBatchDynamo target;
        private final java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();

        Delegating(FakeBatchDynamo target) {
            this.target = target;
        }

        abstract void beforeCall(int call);

        @Override
        public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
            beforeCall(calls.incrementAndGet());
            return target.batchWriteItem(request);
        }

        @Override
        public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
            beforeCall(calls.incrementAndGet());
            return target.batchGetItem(request);
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    }
}
