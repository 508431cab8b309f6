package io.tablesmith.it.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.TablesmithException;
import io.tablesmith.stream.ChangeInfo;
import io.tablesmith.stream.ChangeStreamConsumer;
import io.tablesmith.stream.InternalChange;
import io.tablesmith.stream.ShardLeaseLostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The in-process consumer on LocalDynamoDb: every change handed on at least once, in lineage order,
 * checkpoints that survive a restart and a crash at any point, a lease that keeps two consumers of one
 * group off one shard, throttling retried, and a clean stop.
 */
class ChangeStreamConsumerTest {

    private static final StreamEngine IN_PROCESS = StreamEngine.inProcess();
    private static final StreamEngine OVER_HTTP = StreamEngine.overHttp();

    @AfterAll
    static void stopTheServer() {
        OVER_HTTP.shutDown();
    }

    static List<StreamEngine> engines() {
        return List.of(IN_PROCESS, OVER_HTTP);
    }

    /** Writes entries and accounts: inserts, modifications and removals of two entity types. */
    private static void write(StreamEngine engine, String table, int round) {
        AccountRepository accounts = new AccountRepository(engine.dynamo, table);
        EntryRepository entries = new EntryRepository(engine.dynamo, table);
        accounts.put(Account.open("a" + round, "owner " + round));
        entries.create(new Entry("a" + round, 1, 10));
        entries.create(new Entry("a" + round, 2, 20));
        entries.create(new Entry("b", round, 5));
        entries.delete("a" + round, 1);
        accounts.update("a" + round).setOwner("new owner").execute();
    }

    /** The entries of each account as stored: what the projection must count. */
    private static Map<String, Long> storedCounts(StreamEngine engine, String table) {
        Map<String, Long> counts = new TreeMap<>();
        engine.dynamo.scan(scan -> scan.tableName(table)).items().stream()
                .filter(item -> item.get("_et").s().equals("ENTRY"))
                .forEach(item -> counts.merge(item.get("pk").s(), 1L, Long::sum));
        return counts;
    }

    private static List<String> eventIds(StreamEngine engine, String table) {
        return engine.records(table).stream().map(software.amazon.awssdk.services.dynamodb.model.Record::eventID).toList();
    }

    private static List<String> entityEventIds(StreamEngine engine, String table) {
        return engine.records(table).stream()
                .filter(record -> !record.dynamodb().keys().get("pk").s().startsWith("STREAM#"))
                .map(software.amazon.awssdk.services.dynamodb.model.Record::eventID).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void aRestartedConsumerGoesOnAfterItsLastCheckpoint(StreamEngine engine) {
        String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        write(engine, table, 1);
        EntryCounts first = new EntryCounts();

        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, first).build()) {
            assertThat(consumer.drain()).isEqualTo(6);
            assertThat(consumer.drain()).as("nothing new").isZero();
        }
        List<String> before = entityEventIds(engine, table);
        write(engine, table, 2);
        EntryCounts second = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, second).build()) {
            assertThat(consumer.drain()).isEqualTo(6);
        }

        assertThat(first.handled).containsExactlyElementsOf(before);
        List<String> after = new ArrayList<>(entityEventIds(engine, table));
        after.removeAll(before);
        assertThat(second.handled).as("only what came after the checkpoint, in order").containsExactlyElementsOf(after);
        assertThat(first.changes).noneMatch(change -> change instanceof TablesmithChange.Internal);
        assertThat(second.counts).isEqualTo(Map.of("ACCOUNT#a2", 1L, "ACCOUNT#b", 1L));
    }

    @Test
    void anotherGroupReadsEveryChangeTheFirstGroupsCheckpointsIncluded() {
        String table = IN_PROCESS.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        write(IN_PROCESS, table, 1);
        try (ChangeStreamConsumer<TablesmithChange> counts = IN_PROCESS.consumer(table, new EntryCounts()).build()) {
            counts.drain();
        }
        EntryCounts audit = new EntryCounts();

        try (ChangeStreamConsumer<TablesmithChange> other = IN_PROCESS.consumer(table, audit).group("audit").build()) {
            other.drain();
        }

        List<software.amazon.awssdk.services.dynamodb.model.Record> records = IN_PROCESS.records(table).stream()
                .filter(record -> !record.dynamodb().keys().get("pk").s().equals("STREAM#audit")).toList();
        assertThat(audit.handled).containsExactlyElementsOf(records.stream()
                .map(software.amazon.awssdk.services.dynamodb.model.Record::eventID).toList());
        assertThat(audit.changes.subList(6, audit.changes.size())).as("group counts' lease, checkpoint and release").hasSize(3)
                .allSatisfy(change -> assertThat(((TablesmithChange.Internal) change).change().kind())
                        .isEqualTo(InternalChange.Kind.STREAM_CHECKPOINT));
    }

    @Test
    void aStopSignalCheckpointsWhatWasHandledAndTheNextConsumerGoesOnFromThere() {
        String table = IN_PROCESS.newTable(StreamViewType.NEW_IMAGE);
        write(IN_PROCESS, table, 1);
        EntryCounts first = new EntryCounts();
        ChangeStreamConsumer<TablesmithChange> stopping = IN_PROCESS.consumer(table, first)
                .stopWhen(() -> first.handled.size() == 4).build();

        assertThat(stopping.drain()).isEqualTo(4);
        assertThat(stopping.drain()).as("a stopped consumer reads nothing more").isZero();
        EntryCounts second = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> next = IN_PROCESS.consumer(table, second).build()) {
            assertThat(next.drain()).isEqualTo(2);
        }

        List<String> all = new ArrayList<>(first.handled);
        all.addAll(second.handled);
        assertThat(all).as("each once: the stop wrote its checkpoint and gave up the lease at once")
                .containsExactlyElementsOf(entityEventIds(IN_PROCESS, table));
    }

    @Test
    void aConsumerKilledAtAnyPointLosesNoChangeAndTheIdempotentProjectionStaysExact() {
        int crashes = 0;
        for (int crashAt = 1; ; crashAt++) {
            StreamEngine engine = IN_PROCESS;
            String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
            write(engine, table, 1);
            EntryCounts projection = new EntryCounts();
            FaultyClients faults = new FaultyClients(engine).crashAt(crashAt);
            ChangeStreamConsumer<TablesmithChange> dying = ChangeStreamConsumer.builder(faults.dynamo(), faults.streams(), table,
                    TablesmithChange.DECODER, projection).group("counts").withClock(engine.clock).withLeaseDuration(StreamEngine.LEASE)
                    .withPageSize(4).build();
            boolean wroteMore = false;
            try {
                dying.drain();
                write(engine, table, 2);
                wroteMore = true;
                dying.drain();
            } catch (FaultyClients.Crash died) {
                crashes++;
            }
            if (!faults.crashed()) {
                break; // every call of a whole run has been a crash point
            }
            if (!wroteMore) {
                write(engine, table, 2);
            }
            engine.clock.advance(StreamEngine.LEASE.plusSeconds(1)); // the dead consumer's leases run out
            try (ChangeStreamConsumer<TablesmithChange> next = engine.consumer(table, projection).build()) {
                next.drain();
            }

            assertThat(projection.handled).as("crash at call %d: every change handed on at least once", crashAt)
                    .containsAll(entityEventIds(engine, table));
            assertThat(projection.counts).as("crash at call %d: the projection", crashAt).isEqualTo(storedCounts(engine, table));
        }
        assertThat(crashes).as("crash points tried").isGreaterThan(10);
    }

    @Test
    void aHandlerThatFailsGetsTheChangeAgainAndNothingBefore() {
        String table = IN_PROCESS.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        write(IN_PROCESS, table, 1);
        EntryCounts projection = new EntryCounts();
        AtomicInteger calls = new AtomicInteger();
        Consumer<TablesmithChange> failingOnce = change -> {
            if (calls.incrementAndGet() == 3) {
                throw new IllegalStateException("the projection's store is down");
            }
            projection.accept(change);
        };

        try (ChangeStreamConsumer<TablesmithChange> consumer = IN_PROCESS.consumer(table, failingOnce).build()) {
            assertThatThrownBy(consumer::drain).hasMessage("the projection's store is down");
            consumer.drain();
        }

        assertThat(projection.handled).containsExactlyElementsOf(entityEventIds(IN_PROCESS, table));
    }

    @Test
    void twoConsumersOfOneGroupNeverReadOneShardAtOnce() {
        String table = IN_PROCESS.newTable(StreamViewType.KEYS_ONLY);
        write(IN_PROCESS, table, 1);
        EntryCounts a = new EntryCounts();
        EntryCounts b = new EntryCounts();
        ChangeStreamConsumer<TablesmithChange> first = IN_PROCESS.consumer(table, a).build();
        ChangeStreamConsumer<TablesmithChange> second = IN_PROCESS.consumer(table, b).build();

        assertThat(first.drain()).isEqualTo(6);
        write(IN_PROCESS, table, 2);
        assertThat(second.drain()).as("the shard is leased by the first").isZero();
        assertThat(first.drain()).isEqualTo(6);
        write(IN_PROCESS, table, 3);
        first.close();
        assertThat(second.drain()).as("released: the second goes on from the first's checkpoint").isEqualTo(6);
        second.close();

        assertThat(b.handled).doesNotContainAnyElementsOf(a.handled);
        List<String> all = new ArrayList<>(a.handled);
        all.addAll(b.handled);
        assertThat(all).containsExactlyElementsOf(entityEventIds(IN_PROCESS, table));
    }

    /** Writes {@code count} entries of account {@code account}: {@code count} insertions. */
    private static void entries(StreamEngine engine, String table, String account, int count) {
        EntryRepository entries = new EntryRepository(engine.dynamo, table);
        for (int number = 1; number <= count; number++) {
            entries.create(new Entry(account, number, number));
        }
    }

    private static ChangeStreamConsumer<TablesmithChange> billing(StreamEngine engine, String table, Consumer<TablesmithChange> handler) {
        return engine.consumer(table, handler).group("billing").withLeaseDuration(Duration.ofSeconds(10)).build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void aConsumerWhoseLeaseWasTakenOverHandsOnNothingMoreOfTheShardAndSaysSo(StreamEngine engine) {
        String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        entries(engine, table, "a", 20);
        EntryCounts a = new EntryCounts();
        EntryCounts b = new EntryCounts();
        ChangeStreamConsumer<TablesmithChange> first = billing(engine, table, a);
        ChangeStreamConsumer<TablesmithChange> second = billing(engine, table, b);
        assertThat(first.drain()).isEqualTo(20);
        engine.clock.advance(Duration.ofSeconds(11)); // a pause longer than the lease
        assertThat(second.drain()).as("the lease ran out: the second takes the shard, nothing new in it").isZero();
        entries(engine, table, "b", 20);

        assertThatThrownBy(first::drain).isInstanceOfSatisfying(ShardLeaseLostException.class, lost -> {
            assertThat(lost.group()).isEqualTo("billing");
            assertThat(lost.tableName()).isEqualTo(table);
            assertThat(lost.shardId()).isEqualTo(onlyShard(engine, table));
            assertThat(lost.holder()).contains(second.consumerId());
            assertThat(lost).hasMessageContaining("shard " + lost.shardId()).hasMessageContaining(second.consumerId());
        });
        assertThat(a.handled).as("nothing handed on after the lease was lost").hasSize(20);
        assertThat(first.drain()).as("the shard is the second's now").isZero();
        assertThat(second.drain()).isEqualTo(20);
        first.close();
        second.close();

        List<String> all = new ArrayList<>(a.handled);
        all.addAll(b.handled);
        assertThat(all).as("each change once").containsExactlyElementsOf(entityEventIds(engine, table));
    }

    @Test
    void aStartedConsumerWhoseLeaseWasTakenOverDuringASlowChangeStopsWithTheLoss() throws InterruptedException {
        String table = IN_PROCESS.newTable(StreamViewType.NEW_IMAGE);
        entries(IN_PROCESS, table, "a", 20);
        CountDownLatch inTheHandler = new CountDownLatch(1);
        CountDownLatch leaseTaken = new CountDownLatch(1);
        List<String> firstHandled = java.util.Collections.synchronizedList(new ArrayList<>());
        ChangeStreamConsumer<TablesmithChange> first = IN_PROCESS.consumer(table, change -> {
            firstHandled.add(change.info().eventId());
            if (firstHandled.size() == 1) {
                inTheHandler.countDown();
                try {
                    leaseTaken.await(); // a slow handler, or a long pause of the process
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }).group("billing").withLeaseDuration(Duration.ofSeconds(10)).withPollInterval(Duration.ofMillis(5)).build();
        EntryCounts b = new EntryCounts();
        ChangeStreamConsumer<TablesmithChange> second = billing(IN_PROCESS, table, b);

        first.start();
        assertThat(inTheHandler.await(1, TimeUnit.MINUTES)).isTrue();
        IN_PROCESS.clock.advance(Duration.ofSeconds(11));
        assertThat(second.drain()).as("the first's lease ran out: the second hands on every change").isEqualTo(20);
        leaseTaken.countDown();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (first.running() && System.nanoTime() < deadline) {
            Thread.onSpinWait(); // its thread ends on its own, with the loss: close() now would stop it first
        }
        first.close();

        assertThat(first.failure()).hasValueSatisfying(failure -> assertThat(failure)
                .isInstanceOfSatisfying(ShardLeaseLostException.class,
                        lost -> assertThat(lost.holder()).contains(second.consumerId())));
        assertThat(firstHandled).as("only the change in hand when the lease ran out").hasSize(1);
        assertThat(b.handled).containsExactlyElementsOf(entityEventIds(IN_PROCESS, table));
        second.close();
    }

    private static String onlyShard(StreamEngine engine, String table) {
        return engine.streams.describeStream(d -> d.streamArn(engine.latestStreamArn(table))).streamDescription().shards()
                .get(0).shardId();
    }

    @Test
    void startedConsumersShareALineageOfShardsAndHandEachChangeOnOnce() throws InterruptedException {
        StreamEngine engine = StreamEngine.withShardsOf(5);
        String table = engine.newTable(StreamViewType.NEW_IMAGE);
        Set<String> seen = ConcurrentHashMap.newKeySet();
        List<String> twice = java.util.Collections.synchronizedList(new ArrayList<>());
        CountDownLatch all = new CountDownLatch(60);
        Consumer<TablesmithChange> handler = change -> {
            if (!seen.add(change.info().eventId())) {
                twice.add(change.info().eventId());
            }
            all.countDown();
        };
        ChangeStreamConsumer<TablesmithChange> one = ChangeStreamConsumer.builder(engine.dynamo, engine.streams, table,
                TablesmithChange.DECODER, handler).group("counts").withPollInterval(Duration.ofMillis(5)).build();
        ChangeStreamConsumer<TablesmithChange> two = ChangeStreamConsumer.builder(engine.dynamo, engine.streams, table,
                TablesmithChange.DECODER, handler).group("counts").withPollInterval(Duration.ofMillis(5)).build();

        one.start();
        two.start();
        for (int round = 1; round <= 10; round++) {
            write(engine, table, round);
        }
        boolean done = all.await(2, TimeUnit.MINUTES);
        one.close();
        two.close();

        assertThat(done).as("60 changes handed on; %d were", 60 - all.getCount()).isTrue();
        assertThat(twice).isEmpty();
        assertThat(seen).containsExactlyInAnyOrderElementsOf(entityEventIds(engine, table));
        assertThat(one.failure()).isEmpty();
        assertThat(two.failure()).isEmpty();
    }

    @Test
    void shardsAreReadParentsBeforeChildrenAndAChildWaitsForItsParentsHolder() {
        StreamEngine engine = StreamEngine.withShardsOf(3);
        String table = engine.newTable(StreamViewType.NEW_AND_OLD_IMAGES);
        write(engine, table, 1);
        write(engine, table, 2);
        AtomicInteger handled = new AtomicInteger();
        ChangeStreamConsumer<TablesmithChange> dying = ChangeStreamConsumer.builder(engine.dynamo, engine.streams, table,
                TablesmithChange.DECODER, change -> {
                    if (handled.incrementAndGet() == 2) {
                        throw new FaultyClients.Crash("the handler");
                    }
                }).group("counts").withClock(engine.clock).withLeaseDuration(StreamEngine.LEASE).build();
        assertThatThrownBy(dying::drain).isInstanceOf(FaultyClients.Crash.class); // holds the first shard's lease
        EntryCounts next = new EntryCounts();

        try (ChangeStreamConsumer<TablesmithChange> consumer = engine.consumer(table, next).build()) {
            assertThat(consumer.drain()).as("every other shard descends from the leased one").isZero();
            engine.clock.advance(StreamEngine.LEASE.plusSeconds(1));
            assertThat(consumer.drain()).isEqualTo(11);
        }

        assertThat(next.handled).as("in write order, across four shards")
                .containsExactlyElementsOf(entityEventIds(engine, table).subList(1, 12));
        assertThat(engine.streams.describeStream(b -> b.streamArn(engine.dynamo.describeTable(t -> t.tableName(table)).table()
                .latestStreamArn())).streamDescription().shards()).hasSizeGreaterThan(3);
        assertThat(next.counts).isEqualTo(storedCounts(engine, table));
    }

    @Test
    void throttlingIsRetriedWithBackoffWithinTheRetryBudget() {
        String table = IN_PROCESS.newTable(StreamViewType.NEW_IMAGE);
        write(IN_PROCESS, table, 1);
        FaultyClients throttled = new FaultyClients(IN_PROCESS).throttle("GetRecords", 3).throttle("UpdateItem", 2)
                .throttle("DescribeStream", 1);
        EntryCounts projection = new EntryCounts();

        try (ChangeStreamConsumer<TablesmithChange> consumer = ChangeStreamConsumer.builder(throttled.dynamo(),
                throttled.streams(), table, TablesmithChange.DECODER, projection).group("counts").withRetries(StreamEngine.QUICK_RETRIES).build()) {
            assertThat(consumer.drain()).isEqualTo(6);
        }
        FaultyClients overloaded = new FaultyClients(IN_PROCESS).throttle("GetRecords", 5);
        ChangeStreamConsumer<TablesmithChange> impatient = ChangeStreamConsumer.builder(overloaded.dynamo(), overloaded.streams(),
                table, TablesmithChange.DECODER, change -> { }).group("other").withRetries(StreamEngine.QUICK_RETRIES.withMaxAttempts(3)).build();

        assertThat(projection.handled).containsExactlyElementsOf(entityEventIds(IN_PROCESS, table).subList(0, 6));
        assertThatThrownBy(impatient::drain).isInstanceOf(LimitExceededException.class);
    }

    @Test
    void closeEndsTheThreadWritesTheLastCheckpointAndGivesUpTheLease() throws InterruptedException {
        String table = IN_PROCESS.newTable(StreamViewType.NEW_IMAGE);
        CountDownLatch six = new CountDownLatch(6);
        ChangeStreamConsumer<TablesmithChange> consumer = ChangeStreamConsumer.builder(IN_PROCESS.dynamo, IN_PROCESS.streams, table,
                TablesmithChange.DECODER, change -> six.countDown()).group("counts").withPollInterval(Duration.ofMillis(5)).build();

        consumer.start();
        write(IN_PROCESS, table, 1);
        assertThat(six.await(1, TimeUnit.MINUTES)).isTrue();
        consumer.close();

        assertThat(consumer.running()).isFalse();
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(thread -> thread.getName().equals("tablesmith-stream-counts")
                && thread.isAlive());
        List<Map<String, AttributeValue>> checkpoints = IN_PROCESS.dynamo.query(q -> q.tableName(table)
                .keyConditionExpression("pk = :pk").expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("STREAM#counts"))))
                .items();
        assertThat(checkpoints).singleElement().satisfies(item -> {
            assertThat(item).doesNotContainKeys("owner", "until");
            assertThat(item.get("_et").s()).isEqualTo("_STREAM_CHECKPOINT");
        });
        List<software.amazon.awssdk.services.dynamodb.model.Record> records = IN_PROCESS.records(table);
        String lastEntityChange = records.stream().filter(r -> !r.dynamodb().keys().get("pk").s().startsWith("STREAM#"))
                .reduce((first, second) -> second).orElseThrow().dynamodb().sequenceNumber();
        String checkpointed = checkpoints.get(0).get("sequence").s();
        assertThat(records.stream().map(r -> r.dynamodb().sequenceNumber())).as("a record's sequence number").contains(checkpointed);
        assertThat(ChangeInfo.sortable(checkpointed)).as("at or after the last change handed on")
                .isGreaterThanOrEqualTo(ChangeInfo.sortable(lastEntityChange));
        try (ChangeStreamConsumer<TablesmithChange> next = IN_PROCESS.consumer(table, change -> { }).build()) {
            assertThat(next.drain()).as("nothing handed on twice after a clean stop").isZero();
        }
    }

    @Test
    void aStartedConsumerWhoseHandlerFailsStopsAndKeepsTheFailure() throws InterruptedException {
        String table = IN_PROCESS.newTable(StreamViewType.NEW_IMAGE);
        write(IN_PROCESS, table, 1);
        CountDownLatch failed = new CountDownLatch(1);
        AtomicInteger calls = new AtomicInteger();
        ChangeStreamConsumer<TablesmithChange> consumer = ChangeStreamConsumer.builder(IN_PROCESS.dynamo, IN_PROCESS.streams, table,
                TablesmithChange.DECODER, change -> {
                    if (calls.incrementAndGet() == 2) {
                        failed.countDown();
                        throw new IllegalStateException("projection store down");
                    }
                }).group("counts").withPollInterval(Duration.ofMillis(5)).build();

        consumer.start();
        assertThat(failed.await(1, TimeUnit.MINUTES)).isTrue();
        consumer.close();
        EntryCounts next = new EntryCounts();
        try (ChangeStreamConsumer<TablesmithChange> after = IN_PROCESS.consumer(table, next).build()) {
            after.drain();
        }

        assertThat(consumer.failure()).hasValueSatisfying(failure -> assertThat(failure).hasMessage("projection store down"));
        assertThat(next.handled).as("from the change that failed on").containsExactlyElementsOf(
                entityEventIds(IN_PROCESS, table).subList(1, 6));
    }

    @Test
    void aTableWithoutAStreamIsRefusedWithTheFix() {
        IN_PROCESS.dynamo.createTable(TablesmithTable.createTableRequest("nostream"));
        ChangeStreamConsumer<TablesmithChange> consumer = IN_PROCESS.consumer("nostream", change -> { }).build();

        assertThatThrownBy(consumer::drain).isInstanceOf(TablesmithException.class)
                .hasMessage("table nostream has no stream: create it with a StreamSpecification (StreamEnabled true and a"
                        + " StreamViewType), or enable one with UpdateTable");
        assertThatThrownBy(() -> ChangeStreamConsumer.builder(IN_PROCESS.dynamo, IN_PROCESS.streams, "t", TablesmithChange.DECODER,
                change -> { }).group("a b")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a consumer group is 1 to 64 letters, digits, '_' or '-', not a b");
    }
}
