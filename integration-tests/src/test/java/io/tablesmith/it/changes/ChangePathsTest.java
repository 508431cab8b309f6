package io.tablesmith.it.changes;

import static io.tablesmith.stream.ChangeOperation.INSERT;
import static io.tablesmith.stream.ChangeOperation.MODIFY;
import static io.tablesmith.stream.ChangeOperation.REMOVE;
import static io.tablesmith.it.changes.Seen.expected;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.internal.RuntimeItems;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.stream.InternalChange;
import io.tablesmith.stream.StreamView;
import io.tablesmith.transaction.Transaction;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Every write path of the library produces exactly the typed change a user expects, in each of the four
 * stream views, on LocalDynamoDb in process and over its HTTP server: each test writes through one
 * path and decodes the records that write added to the table's stream with the generated
 * {@code TablesmithChange}.
 */
class ChangePathsTest {

    private static final StreamEngine IN_PROCESS = StreamEngine.inProcess();
    private static final StreamEngine OVER_HTTP = StreamEngine.overHttp();

    @AfterAll
    static void stopTheServer() {
        OVER_HTTP.shutDown();
    }

    static Stream<Arguments> enginesAndViews() {
        return Stream.of(IN_PROCESS, OVER_HTTP).flatMap(engine -> Stream.of(StreamViewType.KEYS_ONLY, StreamViewType.NEW_IMAGE,
                StreamViewType.OLD_IMAGE, StreamViewType.NEW_AND_OLD_IMAGES).map(view -> Arguments.of(engine, view)));
    }

    /** One table of one view, and what its stream held before the write under test. */
    private static final class Fixture {
        final StreamEngine engine;
        final StreamView view;
        final String table;
        final AccountRepository accounts;
        final EntryRepository entries;
        private int seen;

        Fixture(StreamEngine engine, StreamViewType view) {
            this.engine = engine;
            this.view = StreamView.of(view);
            this.table = engine.newTable(view);
            this.accounts = new AccountRepository(engine.dynamo, table);
            this.entries = new EntryRepository(engine.dynamo, table);
        }

        /** The changes the stream got since the last call, decoded. */
        List<Seen> changes() {
            List<software.amazon.awssdk.services.dynamodb.model.Record> records = engine.records(table);
            List<Seen> changes = records.subList(seen, records.size()).stream().map(TablesmithChange::of).map(Seen::of).toList();
            seen = records.size();
            return changes;
        }

        Seen account(io.tablesmith.stream.ChangeOperation operation, Account before, Account after) {
            ItemKey<Account> key = AccountKeys.keyOf(before != null ? before : after);
            return expected(view, "ACCOUNT", operation, key, before, after);
        }

        Seen entry(io.tablesmith.stream.ChangeOperation operation, Entry before, Entry after) {
            return expected(view, "ENTRY", operation, EntryKeys.keyOf(before != null ? before : after), before, after);
        }
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void putInsertsThenModifies(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);

        Account first = f.accounts.put(Account.open("1", "ann"));
        assertThat(f.changes()).containsExactly(f.account(INSERT, null, first));
        Account second = f.accounts.put(first.withOwner("bob"));
        assertThat(f.changes()).containsExactly(f.account(MODIFY, first, second));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void createInserts(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);

        Account created = f.accounts.create(Account.open("1", "ann"));

        assertThat(created.version()).isEqualTo(1);
        assertThat(f.changes()).containsExactly(f.account(INSERT, null, created));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void replaceModifies(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        Account created = f.accounts.create(Account.open("1", "ann"));
        f.changes();

        Account replaced = f.accounts.replace(created.withOwner("bob"));

        assertThat(f.changes()).containsExactly(f.account(MODIFY, created, replaced));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void updateModifies(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        Account created = f.accounts.create(Account.open("1", "ann"));
        f.changes();

        Account updated = f.accounts.update("1").setOwner("carl").setTier(Tier.PRO).execute();

        assertThat(updated).isEqualTo(new Account("1", Tier.PRO, "carl", 2, null));
        assertThat(f.changes()).containsExactly(f.account(MODIFY, created, updated));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void deleteRemoves(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        Account created = f.accounts.create(Account.open("1", "ann"));
        f.changes();

        f.accounts.delete("1");
        f.accounts.delete("1");

        assertThat(f.changes()).as("a delete of a missing item writes no record").containsExactly(f.account(REMOVE, created, null));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void batchWritesInsertAndRemoveEachItem(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        List<Entry> written = List.of(new Entry("1", 1, 100), new Entry("1", 2, -40), new Entry("2", 1, 7));

        f.entries.putAll(written);
        assertThat(f.changes()).containsExactlyInAnyOrder(written.stream().map(e -> f.entry(INSERT, null, e)).toArray(Seen[]::new));
        f.entries.putAll(written);
        assertThat(f.changes()).as("a put that changes nothing writes no record").isEmpty();
        f.entries.deleteAll(written.stream().map(EntryKeys::keyOf).toList());
        assertThat(f.changes()).containsExactlyInAnyOrder(written.stream().map(e -> f.entry(REMOVE, e, null)).toArray(Seen[]::new));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void aTransactionsWritesArriveTogether(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        Account ann = f.accounts.create(Account.open("1", "ann"));
        Account bob = f.accounts.create(Account.open("2", "bob"));
        f.changes();
        Entry entry = new Entry("1", 1, 250);

        var result = Transaction.write(engine.dynamo)
                .create(f.accounts, Account.open("3", "cy"))
                .update(f.accounts.update(ann).setOwner("ann b."))
                .delete(f.accounts, bob)
                .put(f.entries, entry)
                .execute();

        Account cy = result.stored(f.accounts, Account.open("3", "cy"));
        assertThat(f.changes()).containsExactlyInAnyOrder(
                f.account(INSERT, null, cy),
                f.account(MODIFY, ann, new Account("1", Tier.FREE, "ann b.", 2, null)),
                f.account(REMOVE, bob, null),
                f.entry(INSERT, null, entry));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void timeToLiveRemovesAsTheService(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        Account expiring = f.accounts.create(Account.open("1", "ann").expiringAt(engine.clock.instant().plusSeconds(60)));
        f.changes();

        engine.clock.advance(Duration.ofMinutes(2));
        assertThat(engine.local.reapExpired()).isEqualTo(1);

        assertThat(f.changes()).containsExactly(expected(f.view, "ACCOUNT", REMOVE, AccountKeys.key("1"), expiring, null, true));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void queueWritesAreInternalChangesOfTheQueuesItems(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        AuditQueue audits = new AuditQueue(engine.dynamo, f.table).withOptions(QueueOptions.defaults().withClock(engine.clock));

        audits.push(new Audit("a1", "1"));
        List<Seen> pushed = f.changes();
        Delivery<Audit> delivery = audits.pull(Duration.ofSeconds(30)).orElseThrow();
        delivery.ack();
        List<Seen> workedOn = f.changes();

        ItemKey<?> message = new ItemKey<>("QUEUE#audits#D#a1", "MESSAGE");
        assertThat(pushed).contains(new Seen("QUEUE_MESSAGE", INSERT, message, java.util.Optional.empty(),
                java.util.Optional.empty(), false));
        assertThat(workedOn).extracting(Seen::key).contains(message);
        assertThat(Stream.concat(pushed.stream(), workedOn.stream()).map(Seen::type).distinct())
                .allMatch(type -> type.startsWith("QUEUE_"));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void everyKindOfRuntimeItemIsAnInternalChangeOfItsKind(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        QueueOptions options = QueueOptions.defaults().withClock(engine.clock);
        AuditQueue audits = new AuditQueue(engine.dynamo, f.table).withOptions(options);
        NoticeQueue notices = new NoticeQueue(engine.dynamo, f.table).withOptions(options);
        ReturnQueue returns = new ReturnQueue(engine.dynamo, f.table).withOptions(options);
        LeaseLocks locks = new LeaseLocks(engine.dynamo, f.table).withClock(engine.clock);

        audits.push(new Audit("a1", "1"));
        notices.push(new Notice("closing at noon"));
        returns.push(new Return("r1", "central"));
        notices.pull(Duration.ofSeconds(30)).orElseThrow().ack();
        returns.pull(Duration.ofSeconds(30)).orElseThrow().ack();
        locks.release(locks.tryAcquire("account-1", Duration.ofSeconds(30)).orElseThrow());
        try (var other = engine.consumer(f.table, change -> { }).group("other").build()) {
            other.drain(); // its lease and checkpoint
        }

        java.util.Set<RuntimeItems.Item> written = new java.util.HashSet<>();
        for (software.amazon.awssdk.services.dynamodb.model.Record record : engine.records(f.table)) {
            ItemKey<?> key = new ItemKey<>(record.dynamodb().keys().get("pk").s(), record.dynamodb().keys().get("sk").s());
            TablesmithChange change = TablesmithChange.of(record);
            assertThat(change).as("%s %s", record.eventName(), key).isInstanceOf(TablesmithChange.Internal.class);
            InternalChange internal = ((TablesmithChange.Internal) change).change();
            assertThat(internal.kind().name()).as("%s %s", record.eventName(), key).isEqualTo(kindByKey(key));
            for (Map<String, AttributeValue> image : List.of(internal.oldImage(), internal.newImage())) {
                if (!image.isEmpty()) {
                    assertThat(image.get("_et").s()).as("%s's _et", key).isEqualTo(internal.kind().entityType());
                }
            }
            RuntimeItems.byKey(key).ifPresent(written::add);
        }
        assertThat(written).as("every kind of item the runtime writes").containsExactlyInAnyOrderElementsOf(RuntimeItems.ALL);
    }

    /** The kind of runtime item a key is, as queue.md, locks.md and change-streams.md describe their keys. */
    private static String kindByKey(ItemKey<?> key) {
        if (key.partition().startsWith("QUEUE#")) {
            return key.sort().equals("GROUP") ? "QUEUE_GROUP" : "QUEUE_MESSAGE";
        }
        if (key.partition().startsWith("LOCK#") && key.sort().equals("LOCK")) {
            return "LEASE_LOCK";
        }
        if (key.partition().startsWith("STREAM#") && key.sort().startsWith("SHARD#")) {
            return "STREAM_CHECKPOINT";
        }
        throw new AssertionError("not a runtime item's key: " + key);
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void lockWritesAreInternalChangesOfTheLockItem(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        LeaseLocks locks = new LeaseLocks(engine.dynamo, f.table).withClock(engine.clock);

        Lease lease = locks.tryAcquire("account-1", Duration.ofSeconds(30)).orElseThrow();
        locks.release(lease);

        ItemKey<?> lock = new ItemKey<>("LOCK#account-1", "LOCK");
        assertThat(f.changes()).containsExactly(
                new Seen("LEASE_LOCK", INSERT, lock, java.util.Optional.empty(), java.util.Optional.empty(), false),
                new Seen("LEASE_LOCK", MODIFY, lock, java.util.Optional.empty(), java.util.Optional.empty(), false));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void anItemAnotherProgramWroteWithoutEntityTypeIsNoEntitysInReadsWritesAndEveryChange(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        Account created = f.accounts.create(Account.open("1", "ann"));
        f.changes();
        Map<String, AttributeValue> foreign = new HashMap<>(AccountSchema.INSTANCE.toItem(created.withOwner("bob")));
        foreign.remove("_et");

        engine.dynamo.putItem(put -> put.tableName(f.table).item(foreign)); // another program's write
        TablesmithChange modified = TablesmithChange.of(engine.records(f.table).get(engine.records(f.table).size() - 1));
        engine.dynamo.deleteItem(delete -> delete.tableName(f.table).key(AccountKeys.key("1").toAttributeMap()));
        List<software.amazon.awssdk.services.dynamodb.model.Record> records = engine.records(f.table);
        TablesmithChange removed = TablesmithChange.of(records.get(records.size() - 1));

        assertThat(modified).as("a modification to an item without _et").isInstanceOf(f.view.hasNewImage()
                ? TablesmithChange.Undecodable.class : TablesmithChange.AccountChange.class);
        assertThat(removed).as("the removal of an item without _et").isInstanceOf(f.view.hasOldImage()
                ? TablesmithChange.Undecodable.class : TablesmithChange.AccountChange.class);
        engine.dynamo.putItem(put -> put.tableName(f.table).item(foreign));
        assertThatThrownBy(() -> f.accounts.getConsistent("1")).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("the item has no _et");
        assertThatThrownBy(() -> f.accounts.put(created)).isInstanceOf(EntityTypeMismatchException.class)
                .hasMessageContaining("not a Tablesmith item (it has no _et)");
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("enginesAndViews")
    void reindexingModifiesTheItemButNoComponentOfIt(StreamEngine engine, StreamViewType view) {
        Fixture f = new Fixture(engine, view);
        Account account = new Account("1", Tier.PRO, "ann", 1, null);
        Map<String, AttributeValue> withoutIndex = new HashMap<>(AccountSchema.INSTANCE.toItem(account));
        withoutIndex.remove("gsi1pk");
        withoutIndex.remove("gsi1sk");
        engine.dynamo.putItem(put -> put.tableName(f.table).item(withoutIndex)); // as written before the index existed
        f.changes();

        assertThat(f.accounts.reindex(ReindexOptions.defaults()).updated()).isEqualTo(1);

        assertThat(f.changes()).containsExactly(f.account(MODIFY, account, account));
    }
}
