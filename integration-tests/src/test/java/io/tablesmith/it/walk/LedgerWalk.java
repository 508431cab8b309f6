package io.tablesmith.it.walk;

import static io.tablesmith.it.walk.Walk.LEDGER;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.ConditionFailedException;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.IllegalTransitionException;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The walk over {@code LedgerRepository}'s writes and every method of {@code LedgerUpdate}: the versioned entity. */
final class LedgerWalk {

    static final ItemKey<Ledger> KEY = LedgerKeys.key("1");

    private LedgerWalk() {
    }

    static List<WalkStep> steps() {
        return List.of(
                WalkStep.of("LedgerRepository.create(Ledger)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.ledgers.create(Ledger.open("1")));
                    w.surround("1");
                    assertThat(w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1").withVersion(5))).version()).isEqualTo(1);
                    w.refused(DuplicateItemException.class, () -> w.ledgers.create(Ledger.open("1")));
                }),
                WalkStep.of("LedgerRepository.put(Ledger)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.ledgers.put(Ledger.open("1")));
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.ledgers.put(Ledger.open("1").withVersion(3)));
                    w.surround("1");
                    w.refused(ItemNotFoundException.class, () -> w.ledgers.put(Ledger.open("1").withVersion(3)));
                    Ledger first = w.succeeds(LEDGER, () -> w.ledgers.put(Ledger.open("1")));
                    Ledger second = w.succeeds(LEDGER, () -> w.ledgers.put(first.withName("second")));
                    w.refused(OptimisticLockException.class, () -> w.ledgers.put(first));
                    w.refused(OptimisticLockException.class, () -> w.ledgers.put(Ledger.open("1")));
                    w.succeeds(LEDGER, () -> w.ledgers.delete("1"));
                    w.refused(ItemNotFoundException.class, () -> w.ledgers.put(second));
                }),
                WalkStep.of("LedgerRepository.replace(Ledger)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.ledgers.replace(Ledger.open("1").withVersion(1)));
                    w.surround("1");
                    w.refused(ItemNotFoundException.class, () -> w.ledgers.replace(Ledger.open("1")));
                    Ledger created = w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1")));
                    Ledger replaced = w.succeeds(LEDGER, () -> w.ledgers.replace(created.withName("replaced")));
                    w.refused(OptimisticLockException.class, () -> w.ledgers.replace(created));
                    w.refused(OptimisticLockException.class, () -> w.ledgers.replace(Ledger.open("1")));
                    w.succeeds(LEDGER, () -> w.ledgers.delete("1"));
                    w.refused(ItemNotFoundException.class, () -> w.ledgers.replace(replaced));
                }),
                WalkStep.of("LedgerRepository.delete(String)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.ledgers.delete("1"));
                    w.surround("1");
                    w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1")));
                    assertThat(w.succeeds(LEDGER, () -> w.ledgers.delete("1"))).isPresent();
                    assertThat(w.succeeds(LEDGER, () -> w.ledgers.delete("1"))).isEmpty();
                }),
                WalkStep.of("LedgerRepository.delete(Ledger)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.ledgers.delete(Ledger.open("1").withVersion(1)));
                    w.surround("1");
                    Ledger created = w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1")));
                    Ledger current = w.succeeds(LEDGER, () -> w.ledgers.put(created));
                    w.refused(OptimisticLockException.class, () -> w.ledgers.delete(created));
                    w.succeeds(LEDGER, () -> w.ledgers.delete(current));
                    w.refused(ItemNotFoundException.class, () -> w.ledgers.delete(current));
                }),
                WalkStep.of("LedgerRepository.putAll(Collection)", LedgerWalk::putAll),
                WalkStep.of("LedgerRepository.deleteAll(Collection)", w -> {
                    w.surround("1");
                    w.succeeds(LEDGER, () -> w.ledgers.putAll(List.of(Ledger.open("1"), Ledger.open("2"))));
                    // The documented limit: a batch write carries no condition, so an item another program stored
                    // under the entity's key is not checked. Every other entity's item stays.
                    ItemKey<Ledger> unchecked = LedgerKeys.key("3");
                    w.putForeign(unchecked, null);
                    w.succeeds(LEDGER, Set.<ItemKey<?>>of(unchecked), () -> {
                        w.ledgers.deleteAll(List.of(KEY, LedgerKeys.key("2"), unchecked));
                        return null;
                    });
                    assertThat(w.stored(KEY)).isNull();
                    assertThat(w.stored(unchecked)).as("deleted: docs/writes.md, Batch").isNull();
                }),
                WalkStep.of("LedgerRepository.transitionState(String, LedgerState, LedgerState)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class,
                            () -> w.ledgers.transitionState("1", LedgerState.OPEN, LedgerState.CLOSED));
                    w.refused(ItemNotFoundException.class, () -> w.ledgers.transitionState("1", LedgerState.OPEN, LedgerState.CLOSED));
                    w.surround("1");
                    w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1")));
                    assertThat(w.succeeds(LEDGER, () -> w.ledgers.transitionState("1", LedgerState.OPEN, LedgerState.CLOSED)).state())
                            .isEqualTo(LedgerState.CLOSED);
                    w.refused(StaleTransitionException.class, () -> w.ledgers.transitionState("1", LedgerState.OPEN, LedgerState.CLOSED));
                    w.refused(IllegalTransitionException.class, () -> w.ledgers.transitionState("1", LedgerState.OPEN, LedgerState.OPEN));
                }),
                WalkStep.of("LedgerRepository.create(Ledger, Condition)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class,
                            () -> w.ledgers.create(Ledger.open("1"), LedgerConditions.count().eq(0)));
                    w.surround("1");
                    Ledger first = w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1"), LedgerConditions.count().eq(0)));
                    Ledger over = w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1").withName("again"),
                            LedgerConditions.name().eq(first.name())));
                    assertThat(over.version()).as("over a stored item: its version + 1").isEqualTo(2);
                    w.refused(ConditionFailedException.class, () -> w.ledgers.create(Ledger.open("1"), LedgerConditions.count().eq(9)));
                }),
                WalkStep.of("LedgerRepository.replace(Ledger, Condition)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class,
                            () -> w.ledgers.replace(Ledger.open("1").withVersion(1), LedgerConditions.count().eq(0)));
                    w.surround("1");
                    Ledger created = w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1")));
                    Ledger replaced = w.succeeds(LEDGER, () -> w.ledgers.replace(created, LedgerConditions.count().eq(0)));
                    w.refused(OptimisticLockException.class, () -> w.ledgers.replace(created, LedgerConditions.count().eq(0)));
                    w.refused(ConditionFailedException.class, () -> w.ledgers.replace(replaced, LedgerConditions.count().eq(9)));
                    w.succeeds(LEDGER, () -> w.ledgers.delete("1"));
                    w.refused(ItemNotFoundException.class, () -> w.ledgers.replace(replaced, LedgerConditions.count().eq(0)));
                }),
                WalkStep.of("LedgerRepository.delete(String, Condition)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.ledgers.delete("1", LedgerConditions.count().eq(0)));
                    w.surround("1");
                    w.refused(ItemNotFoundException.class, () -> w.ledgers.delete("1", LedgerConditions.count().eq(0)));
                    w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1")));
                    w.refused(ConditionFailedException.class, () -> w.ledgers.delete("1", LedgerConditions.count().eq(9)));
                    w.succeeds(LEDGER, () -> w.ledgers.delete("1", LedgerConditions.count().eq(0)));
                }),
                WalkStep.of("LedgerRepository.reindex(ReindexOptions)", w -> {
                    w.surround("1");
                    w.succeeds(LEDGER, () -> w.ledgers.putAll(List.of(Ledger.open("1"), Ledger.open("2"))));
                    // An item written before the index existed: no index keys. Another program's item has them wrong.
                    w.dynamo.updateItem(request -> request.tableName(w.table).key(KEY.toAttributeMap())
                            .updateExpression("REMOVE gsi1pk, gsi1sk"));
                    Map<String, AttributeValue> unknown = new HashMap<>(LedgerKeys.key("3").toAttributeMap());
                    unknown.put("state", AttributeValue.fromS("OPEN"));
                    w.dynamo.putItem(request -> request.tableName(w.table).item(unknown));
                    ReindexReport report = w.succeeds(LEDGER, () -> w.ledgers.reindex(ReindexOptions.defaults().withSegments(2)));
                    assertThat(report.updated()).isEqualTo(1);
                    assertThat(w.stored(KEY)).containsKey("gsi1pk");
                    assertThat(w.stored(KEY).get("version").n()).as("a re-index changes no component").isEqualTo("1");
                }));
    }

    static List<WalkStep> updateSteps() {
        return List.of(
                update("LedgerUpdate.setName(String)", u -> u.setName("renamed")),
                update("LedgerUpdate.setCount(int)", u -> u.setCount(7)),
                update("LedgerUpdate.setBalance(BigDecimal)", u -> u.setBalance(new BigDecimal("12.5"))),
                update("LedgerUpdate.setUnits(BigInteger)", u -> u.setUnits(BigInteger.TEN)),
                update("LedgerUpdate.setRatio(double)", u -> u.setRatio(0.25)),
                update("LedgerUpdate.setWeight(float)", u -> u.setWeight(2.5f)),
                update("LedgerUpdate.setHits(long)", u -> u.setHits(3)),
                update("LedgerUpdate.setLabel(String)", u -> u.setLabel("relabelled")),
                update("LedgerUpdate.setExpiresAt(Instant)", u -> u.setExpiresAt(Instant.parse("2031-01-01T00:00:00Z"))),
                update("LedgerUpdate.removeName()", LedgerUpdate::removeName),
                update("LedgerUpdate.removeBalance()", LedgerUpdate::removeBalance),
                update("LedgerUpdate.removeUnits()", LedgerUpdate::removeUnits),
                update("LedgerUpdate.removeLabel()", LedgerUpdate::removeLabel),
                update("LedgerUpdate.removeExpiresAt()", LedgerUpdate::removeExpiresAt),
                bounded("LedgerUpdate.addCount(int)", u -> u.addCount(1), u -> u.setCount(Integer.MAX_VALUE), u -> u.addCount(1)),
                WalkStep.of("LedgerUpdate.addBalance(BigDecimal)", w -> {
                    walkUpdate(w, u -> u.addBalance(BigDecimal.TEN));
                    // A result the record's constructor refuses is stored all the same, and the exception says so.
                    ItemDecodeException e = w.refusedHavingWritten(ItemDecodeException.class,
                            () -> w.ledgers.update("1").addBalance(new BigDecimal("-100")).execute(),
                            thrown -> Map.<ItemKey<?>, Map<String, AttributeValue>>of(KEY, thrown.storedItem()), item -> item);
                    assertThat(e).hasMessageContaining("the update was stored all the same");
                    w.succeeds(LEDGER, () -> w.ledgers.update("1").setBalance(new BigDecimal("9E+125")).execute());
                    w.refused(ConditionFailedException.class, () -> w.ledgers.update("1").addBalance(new BigDecimal("2E+125")).execute());
                }),
                bounded("LedgerUpdate.addUnits(BigInteger)", u -> u.addUnits(BigInteger.TEN),
                        u -> u.setUnits(new BigInteger("9").multiply(BigInteger.TEN.pow(125))), u -> u.addUnits(BigInteger.TEN.pow(125))),
                bounded("LedgerUpdate.addRatio(double)", u -> u.addRatio(0.25), u -> u.setRatio(9e125), u -> u.addRatio(9e125)),
                bounded("LedgerUpdate.addWeight(float)", u -> u.addWeight(0.5f), u -> u.setWeight(3e38f), u -> u.addWeight(1e38f)),
                bounded("LedgerUpdate.addHits(long)", u -> u.addHits(1), u -> u.setHits(Long.MAX_VALUE), u -> u.addHits(1)),
                update("LedgerUpdate.appendToNotes(List)", u -> u.appendToNotes(List.of("appended"))),
                update("LedgerUpdate.addToTags(Set)", u -> u.addToTags(Set.of("added"))),
                update("LedgerUpdate.deleteFromTags(Set)", u -> u.deleteFromTags(Set.of("new"))),
                WalkStep.of("LedgerUpdate.transitionState(LedgerState, LedgerState)", w -> {
                    walkUpdate(w, u -> u.transitionState(LedgerState.OPEN, LedgerState.CLOSED));
                    w.refused(StaleTransitionException.class,
                            () -> w.ledgers.update("1").transitionState(LedgerState.OPEN, LedgerState.CLOSED).execute());
                }),
                WalkStep.of("LedgerUpdate.when(Condition)", w -> {
                    walkUpdate(w, u -> u.setCount(3).when(LedgerConditions.count().eq(0)));
                    w.refused(ConditionFailedException.class,
                            () -> w.ledgers.update("1").setCount(4).when(LedgerConditions.count().eq(0)).execute());
                }),
                WalkStep.of("LedgerUpdate.ifVersion(long)", w -> {
                    walkUpdate(w, u -> u.setCount(3));
                    w.refused(OptimisticLockException.class, () -> w.ledgers.update("1").ifVersion(1).setCount(4).execute());
                    w.succeeds(LEDGER, () -> w.ledgers.update("1").ifVersion(2).setCount(4).execute());
                }),
                WalkStep.of("LedgerUpdate.createIfAbsent()", w -> {
                    UnaryOperator<LedgerUpdate> counter = u -> u.addCount(1).setRatio(0.5).setWeight(1.5f).createIfAbsent();
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> counter.apply(w.ledgers.update("1")).execute());
                    w.refused(IllegalStateException.class, () -> w.ledgers.update("1").addCount(1).createIfAbsent().execute());
                    w.refused(IllegalStateException.class, () -> counter.apply(w.ledgers.update("1").ifVersion(1)).execute());
                    w.surround("1");
                    Ledger created = w.succeeds(LEDGER, () -> counter.apply(w.ledgers.update("1")).execute());
                    assertThat(created).extracting(Ledger::count, Ledger::version, Ledger::state).containsExactly(1, 1L, null);
                    assertThat(w.ledgers.getConsistent("1")).contains(created);
                    assertThat(w.stored(KEY).get("_et").s()).isEqualTo("LEDGER");
                    Ledger added = w.succeeds(LEDGER, () -> counter.apply(w.ledgers.update("1")).execute());
                    assertThat(added).extracting(Ledger::count, Ledger::version).containsExactly(2, 2L);
                }),
                update("LedgerUpdate.execute()", u -> u.setName("executed")));
    }

    /** An update step: its change walked as {@link #walkUpdate} walks it. */
    private static WalkStep update(String method, UnaryOperator<LedgerUpdate> change) {
        return WalkStep.of(method, w -> walkUpdate(w, change));
    }

    /**
     * An add bounded by a range: {@code add} walked as every update is; then, with {@code toEdge}
     * storing a value near the range's end, {@code beyond} (which would leave it) refused by the database.
     */
    private static WalkStep bounded(String method, UnaryOperator<LedgerUpdate> add, UnaryOperator<LedgerUpdate> toEdge,
                                    UnaryOperator<LedgerUpdate> beyond) {
        return WalkStep.of(method, w -> {
            walkUpdate(w, add);
            w.succeeds(LEDGER, () -> toEdge.apply(w.ledgers.update("1")).execute());
            w.refused(ConditionFailedException.class, () -> beyond.apply(w.ledgers.update("1")).execute());
        });
    }

    /**
     * One change through every guard of an update: over another entity's item and over no item
     * refused; beside other entities' items stored at the next version; at a stale version refused.
     */
    static Ledger walkUpdate(Walk w, UnaryOperator<LedgerUpdate> change) {
        w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> change.apply(w.ledgers.update("1")).execute());
        w.refused(ItemNotFoundException.class, () -> change.apply(w.ledgers.update("1")).execute());
        w.surround("1");
        Ledger created = w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1")));
        Ledger updated = w.succeeds(LEDGER, () -> change.apply(w.ledgers.update(created)).execute());
        assertThat(updated.version()).isEqualTo(2);
        assertThat(w.ledgers.getConsistent("1")).isEqualTo(Optional.of(updated));
        w.refused(OptimisticLockException.class, () -> change.apply(w.ledgers.update(created)).execute());
        return updated;
    }

    private static void putAll(Walk w) {
        w.refusedOverForeign(KEY, BatchIncompleteException.class, () -> w.ledgers.putAll(List.of(Ledger.open("1"))));
        w.surround("1");
        List<Ledger> first = w.succeeds(LEDGER, () -> w.ledgers.putAll(List.of(Ledger.open("1"), Ledger.open("2"))));
        assertThat(first).extracting(Ledger::version).containsExactly(1L, 1L);
        // A stale record, a current one, a new one, one over another entity's item: exactly the current and new are written.
        w.putForeign(LedgerKeys.key("4"), Walk.FOREIGN);
        BatchIncompleteException e = w.refusedHavingWritten(BatchIncompleteException.class,
                () -> w.ledgers.putAll(List.of(Ledger.open("1"), first.get(1), Ledger.open("3"), Ledger.open("4"))),
                thrown -> {
                    Map<ItemKey<?>, Map<String, AttributeValue>> written = new HashMap<>();
                    thrown.writtenRecords(Ledger.class).forEach(ledger -> written.put(LedgerKeys.keyOf(ledger),
                            LedgerSchema.INSTANCE.toItem(ledger)));
                    return written;
                }, item -> LedgerSchema.INSTANCE.fromItem(item));
        assertThat(e.writtenRecords(Ledger.class)).extracting(Ledger::id, Ledger::version)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("2", 2L), org.assertj.core.groups.Tuple.tuple("3", 1L));
        assertThat(e.refusals()).extracting(refusal -> refusal.reason().getClass().getSimpleName())
                .containsExactly("OptimisticLockException", "EntityTypeMismatchException");
        w.succeeds(LEDGER, () -> w.ledgers.delete("1"));
        w.refused(BatchIncompleteException.class, () -> w.ledgers.putAll(List.of(first.get(0))));
    }
}
