package io.tablesmith.it.walk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.BatchOptions;
import io.tablesmith.ConditionFailedException;
import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemEncodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLocks;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The cases issue 19 found, each on every engine (LocalDynamoDb and dynalite): fenced writes over
 * another entity's item, a stale versioned put after a delete, bulk loads of versioned records,
 * an update whose stored result the record refuses, and adds beyond what DynamoDB stores.
 * Another entity's item is simulated with raw writes: two entities of one table cannot share a key.
 */
abstract class WriteSafetyContract {

    static final Duration LEASE = Duration.ofSeconds(30);

    DynamoDbClient dynamo;
    Walk walk;
    LedgerRepository ledgers;
    LedgerNoteRepository notes;
    LeaseLocks locks;

    abstract Engine engine();

    @BeforeEach
    void table() {
        walk = new Walk(engine().dynamo(), engine().newTable());
        dynamo = walk.dynamo;
        ledgers = walk.ledgers;
        notes = walk.notes;
        locks = new LeaseLocks(dynamo, walk.table);
    }

    /** An item of another entity (or, with {@code entityType} null, not written by Tablesmith) under {@code key}. */
    Map<String, AttributeValue> putForeign(ItemKey<?> key, String entityType) {
        return walk.putForeign(key, entityType);
    }

    Map<String, AttributeValue> stored(ItemKey<?> key) {
        return walk.stored(key);
    }

    // ---------------------------------------------------------------- 1. fenced writes and entity types

    @Test
    void aFencedPutOrDeleteOverAnotherEntitysItemIsRefusedAndWritesNothing() {
        Lease lease = locks.tryAcquire("ledger-1", LEASE).orElseThrow();
        for (String other : new String[] {"LEDGER_NOTE", null}) {
            Map<String, AttributeValue> foreign = putForeign(LedgerKeys.key("1"), other);
            Map<String, AttributeValue> foreignNote = putForeign(LedgerNoteKeys.key("1", "n"), other == null ? null : "LEDGER");

            assertThatThrownBy(() -> locks.fence(lease, ledgers).put(Ledger.open("1")))
                    .isInstanceOf(EntityTypeMismatchException.class)
                    .hasMessageContaining("LEDGER [pk=LEDGER#1, sk=LEDGER]: fenced put refused: the item stored under this key is "
                            + (other == null ? "not a Tablesmith item (it has no _et)" : "a LEDGER_NOTE") + ", not a LEDGER");
            assertThatThrownBy(() -> locks.fence(lease, ledgers).put(new Ledger("1", LedgerState.OPEN, "n", 0, null, null, 0, 0,
                    List.of(), java.util.Set.of(), 0, null, null, 3))).isInstanceOf(EntityTypeMismatchException.class);
            assertThatThrownBy(() -> locks.fence(lease, ledgers).delete(LedgerKeys.key("1")))
                    .isInstanceOf(EntityTypeMismatchException.class).hasMessageContaining("fenced delete refused");
            assertThatThrownBy(() -> locks.fence(lease, notes).put(new LedgerNote("1", "n", "x")))
                    .isInstanceOf(EntityTypeMismatchException.class);
            assertThatThrownBy(() -> locks.fence(lease, notes).delete(LedgerNoteKeys.key("1", "n")))
                    .isInstanceOf(EntityTypeMismatchException.class);

            assertThat(stored(LedgerKeys.key("1"))).as("nothing written").isEqualTo(foreign);
            assertThat(stored(LedgerNoteKeys.key("1", "n"))).isEqualTo(foreignNote);
        }
    }

    // ---------------------------------------------------------------- 2. versions only go forward

    @Test
    void aStaleVersionedPutAfterADeleteIsRefusedAndTheDeleteStands() {
        Ledger v1 = ledgers.create(Ledger.open("1"));
        Ledger v2 = ledgers.put(v1.withName("second"));
        ledgers.put(v2.withName("third"));
        ledgers.delete("1");

        assertThatThrownBy(() -> ledgers.put(v2)).isInstanceOf(ItemNotFoundException.class)
                .hasMessageContaining("LEDGER [pk=LEDGER#1, sk=LEDGER]: put refused: no item with this key exists; a record at"
                        + " version 2 is written only over the stored item at that version (version 0 is a new record)");
        Lease lease = locks.tryAcquire("ledger-1", LEASE).orElseThrow();
        assertThatThrownBy(() -> locks.fence(lease, ledgers).put(v2)).isInstanceOf(ItemNotFoundException.class)
                .hasMessageContaining("fenced put refused: no item with this key exists");
        assertThatThrownBy(() -> ledgers.putAll(List.of(v2))).isInstanceOf(BatchIncompleteException.class)
                .satisfies(e -> assertThat(((BatchIncompleteException) e).refusals()).singleElement()
                        .satisfies(refusal -> assertThat(refusal.reason()).isInstanceOf(ItemNotFoundException.class)));
        assertThat(ledgers.getConsistent("1")).as("the delete stands").isEmpty();
    }

    @Test
    void aNewRecordIsPutOnlyWhereNoItemIsAndAStaleOneNever() {
        Ledger stored = ledgers.put(Ledger.open("1"));
        Ledger newer = ledgers.put(stored.withName("newer"));

        assertThat(stored.version()).isEqualTo(1);
        assertThatThrownBy(() -> ledgers.put(Ledger.open("1"))).isInstanceOf(OptimisticLockException.class)
                .hasMessageContaining("put refused: expected stored version 0 but found 2");
        assertThatThrownBy(() -> ledgers.put(stored)).isInstanceOf(OptimisticLockException.class)
                .hasMessageContaining("put refused: expected stored version 1 but found 2");
        assertThat(ledgers.getConsistent("1")).contains(newer);
    }

    @Test
    void anItemStoredBeforeTheEntityHadAVersionCountsAsVersionZeroForWritesThatNeedAnItem() {
        Map<String, AttributeValue> older = new java.util.HashMap<>(LedgerSchema.INSTANCE.toItem(Ledger.open("1")));
        older.remove("version");
        dynamo.putItem(request -> request.tableName(walk.table).item(older));

        assertThatThrownBy(() -> ledgers.put(Ledger.open("1"))).as("a new record is put only where no item is")
                .isInstanceOf(OptimisticLockException.class).hasMessageContaining("expected stored version 0 but found absent");
        assertThat(ledgers.replace(Ledger.open("1").withName("versioned")).version()).isEqualTo(1);
        assertThat(ledgers.getConsistent("1").orElseThrow().name()).isEqualTo("versioned");
    }

    // ---------------------------------------------------------------- 4. bulk loads of versioned records

    @Test
    void aBulkLoadOfVersionedRecordsNeverMovesAVersionBackAndSaysWhatItDid() {
        Ledger held = ledgers.create(Ledger.open("1"));
        Ledger five = held;
        for (int i = 0; i < 4; i++) {
            five = ledgers.put(five);
        }
        putForeign(LedgerKeys.key("9"), "LEDGER_NOTE");
        List<Ledger> load = List.of(held.withName("stale"), Ledger.open("2"), Ledger.open("3"), Ledger.open("9"));

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class,
                () -> ledgers.withBatchOptions(BatchOptions.defaults().withParallelism(4)).putAll(load));

        assertThat(e.writtenRecords(Ledger.class)).extracting(Ledger::id, Ledger::version)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("2", 1L), org.assertj.core.groups.Tuple.tuple("3", 1L));
        assertThat(e.refusals()).extracting(refusal -> refusal.key(), refusal -> refusal.reason().getClass().getSimpleName())
                .containsExactly(org.assertj.core.groups.Tuple.tuple(LedgerKeys.key("1"), "OptimisticLockException"),
                        org.assertj.core.groups.Tuple.tuple(LedgerKeys.key("9"), "EntityTypeMismatchException"));
        assertThat(e.unwrittenRecords(Ledger.class)).containsExactly(held.withName("stale"), Ledger.open("9"));
        assertThat(ledgers.getConsistent("1")).as("stored 5, the load held 1: version 5 stays").contains(five);
        assertThat(ledgers.getAll(List.of(LedgerKeys.key("2"), LedgerKeys.key("3")))).isEqualTo(e.writtenRecords(Ledger.class));
    }

    @Test
    void aBulkLoadOfNewVersionedRecordsWritesEachAtVersionOne() {
        List<Ledger> load = IntStream.range(0, 40).mapToObj(i -> Ledger.open("l" + i)).toList();

        List<Ledger> stored = ledgers.withBatchOptions(BatchOptions.defaults().withParallelism(8)).putAll(load);

        assertThat(stored).extracting(Ledger::version).containsOnly(1L);
        assertThat(stored).extracting(Ledger::id).containsExactlyElementsOf(load.stream().map(Ledger::id).toList());
        assertThat(ledgers.getAll(load.stream().map(LedgerKeys::keyOf).toList())).isEqualTo(stored);
    }

    // ---------------------------------------------------------------- 6. a stored result the record refuses

    @Test
    void anUpdateWhoseResultTheRecordRefusesSaysItWasStored() {
        ledgers.create(Ledger.open("1"));

        ItemDecodeException e = catchThrowableOfType(ItemDecodeException.class,
                () -> ledgers.update("1").addBalance(new BigDecimal("-5")).execute());

        assertThat(e).hasMessageContaining("LEDGER [pk=LEDGER#1, sk=LEDGER]: ")
                .hasMessageContaining("balance must not be negative, was -3.5")
                .hasMessageContaining("the update was stored all the same, and storedItem() holds the item as it is now");
        assertThat(e.storedItem().get("balance").n()).isEqualTo("-3.5");
        assertThat(e.storedItem().get("version").n()).isEqualTo("2");
        assertThat(stored(LedgerKeys.key("1"))).isEqualTo(e.storedItem());
        Ledger repaired = ledgers.update("1").setBalance(BigDecimal.TEN).execute();
        assertThat(repaired.balance()).isEqualByComparingTo("10");
        assertThat(repaired.version()).isEqualTo(3);
    }

    // ---------------------------------------------------------------- 7. adds DynamoDB cannot represent

    @Test
    void addsThatWouldLeaveDynamoDbsRangeAreRefusedByTheDatabaseAndWriteNothing() {
        Ledger large = new Ledger("1", LedgerState.OPEN, "n", 0, new BigDecimal("9E+125"), new BigInteger("9").multiply(BigInteger.TEN.pow(125)),
                9e125, 3e38f, List.of(), java.util.Set.of(), 0, null, null, 0);
        ledgers.create(large);
        Map<String, AttributeValue> before = stored(LedgerKeys.key("1"));

        assertThatThrownBy(() -> ledgers.update("1").addBalance(new BigDecimal("2E+125")).execute())
                .isInstanceOf(ConditionFailedException.class)
                .hasMessageContaining("update refused: balance is ")
                .hasMessageContaining(" and adding 2E+125 would leave DynamoDB's number range (magnitudes below 1E+126),"
                        + " so DynamoDB could not store it; nothing was written");
        assertThatThrownBy(() -> ledgers.update("1").addRatio(9e125).execute())
                .isInstanceOf(ConditionFailedException.class).hasMessageContaining("ratio is ");
        assertThatThrownBy(() -> ledgers.update("1").addUnits(BigInteger.TEN.pow(125)).execute())
                .isInstanceOf(ConditionFailedException.class).hasMessageContaining("units is ");
        assertThatThrownBy(() -> ledgers.update("1").addWeight(1e38f).execute())
                .isInstanceOf(ConditionFailedException.class)
                .hasMessageContaining("would leave the range of float, so the stored item could not be read back");
        assertThat(stored(LedgerKeys.key("1"))).as("nothing written").isEqualTo(before);
        ledgers.create(new Ledger("2", LedgerState.OPEN, "n", 0, null, null, -9e125, 0, List.of(), java.util.Set.of(), 0, null,
                null, 0));
        assertThatThrownBy(() -> ledgers.update("2").addRatio(-9e125).execute()).as("downwards too")
                .isInstanceOf(ConditionFailedException.class).hasMessageContaining("ratio is -");
        assertThat(ledgers.update("1").addBalance(new BigDecimal("0.5E+125")).execute().balance())
                .isEqualByComparingTo("9.5E+125");
    }

    @Test
    void aDeltaDynamoDbCannotStoreIsRefusedBeforeSending() {
        ledgers.create(Ledger.open("1"));
        Map<String, AttributeValue> before = stored(LedgerKeys.key("1"));

        assertThatThrownBy(() -> ledgers.update("1").addBalance(new BigDecimal("1.000000000000000000000000000000000000001")))
                .isInstanceOf(ItemEncodeException.class).hasMessageContaining("attribute 'balance'")
                .hasMessageContaining("significant digits");
        assertThatThrownBy(() -> ledgers.update("1").addBalance(new BigDecimal("1E+126")))
                .isInstanceOf(ItemEncodeException.class);
        assertThatThrownBy(() -> ledgers.update("1").addRatio(Double.NaN)).isInstanceOf(ItemEncodeException.class);
        assertThatThrownBy(() -> ledgers.update("1").addRatio(Double.POSITIVE_INFINITY)).isInstanceOf(ItemEncodeException.class);
        assertThatThrownBy(() -> ledgers.update("1").addWeight(Float.NaN)).isInstanceOf(ItemEncodeException.class);
        assertThatThrownBy(() -> ledgers.update("1").addUnits(BigInteger.TEN.pow(126))).isInstanceOf(ItemEncodeException.class);
        assertThat(stored(LedgerKeys.key("1"))).isEqualTo(before);
    }
}
