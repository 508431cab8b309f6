package io.tablesmith.it.walk;

import static io.tablesmith.it.walk.Walk.LEDGER;
import static io.tablesmith.it.walk.Walk.LOCK;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.TablesmithException;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLostException;
import io.tablesmith.lock.LockUnavailableException;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionFailedException;
import io.tablesmith.transaction.TransactionFailedException.Problem;
import io.tablesmith.transaction.TransactionWriter;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/** The walk over the runtime's writes: transactions, fenced writes and lease locks. */
final class RuntimeWalk {

    static final ItemKey<Ledger> KEY = LedgerWalk.KEY;
    static final ItemKey<?> LOCK_KEY = new ItemKey<>("LOCK#ledger-1", "LOCK");
    static final Duration LEASE = Duration.ofSeconds(30);
    private static final Set<String> BOTH = Set.of("LEDGER", "LEDGER_NOTE");
    private static final LedgerNote NOTE = new LedgerNote("1", "m", "with it");

    private RuntimeWalk() {
    }

    static List<WalkStep> steps() {
        return List.of(
                transaction("TransactionWriter.create(TransactionalRepository, Object)", (w, held, tx) -> tx.create(w.ledgers, held),
                        w -> Ledger.open("1"), null, Problem.DUPLICATE),
                transaction("TransactionWriter.put(TransactionalRepository, Object)", (w, held, tx) -> tx.put(w.ledgers, held),
                        RuntimeWalk::created, null, Problem.STALE_VERSION),
                transaction("TransactionWriter.replace(TransactionalRepository, Object)", (w, held, tx) -> tx.replace(w.ledgers, held),
                        RuntimeWalk::created, null, Problem.STALE_VERSION),
                transaction("TransactionWriter.delete(TransactionalRepository, Object)", (w, held, tx) -> tx.delete(w.ledgers, held),
                        RuntimeWalk::created, null, Problem.NOT_FOUND),
                transaction("TransactionWriter.delete(TransactionalRepository, ItemKey)", (w, held, tx) -> tx.delete(w.ledgers, KEY),
                        RuntimeWalk::created, null, null),
                transaction("TransactionWriter.update(TransactionalUpdate)",
                        (w, held, tx) -> tx.update(w.ledgers.update(held).setCount(5)), RuntimeWalk::created, null, Problem.STALE_VERSION),
                transaction("TransactionWriter.requireExists(TransactionalRepository, ItemKey)",
                        (w, held, tx) -> tx.requireExists(w.ledgers, KEY), RuntimeWalk::created, w -> w.ledgers.delete("1"),
                        Problem.NOT_FOUND),
                transaction("TransactionWriter.requireNotExists(TransactionalRepository, ItemKey)",
                        (w, held, tx) -> tx.requireNotExists(w.ledgers, KEY), w -> Ledger.open("1"),
                        w -> w.ledgers.create(Ledger.open("1")), Problem.DUPLICATE),
                transaction("TransactionWriter.requireVersion(TransactionalRepository, Object)",
                        (w, held, tx) -> tx.requireVersion(w.ledgers, held), RuntimeWalk::created,
                        w -> w.ledgers.update("1").addHits(1).execute(), Problem.STALE_VERSION),
                transaction("TransactionWriter.requireVersion(TransactionalRepository, ItemKey, long)",
                        (w, held, tx) -> tx.requireVersion(w.ledgers, KEY, held.version()), RuntimeWalk::created,
                        w -> w.ledgers.update("1").addHits(1).execute(), Problem.STALE_VERSION),
                WalkStep.inTransaction("TransactionWriter.requireLease(Lease)", w -> {
                    Lease lease = w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE).orElseThrow());
                    w.refusedOverForeign(LOCK_KEY, TransactionFailedException.class,
                            () -> Transaction.write(w.observed).requireLease(lease).create(w.notes, NOTE).execute());
                    w.surround("1");
                    w.clock.advance(LEASE.plusSeconds(1));
                    Lease current = w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE).orElseThrow());
                    // Dead at its expiresAt(): refused before anything is sent, whoever holds the lock now.
                    w.refused(LeaseLostException.class,
                            () -> Transaction.write(w.observed).requireLease(lease).create(w.notes, NOTE).execute());
                    w.succeeds(BOTH, () -> Transaction.write(w.observed).requireLease(current).create(w.notes, NOTE).execute());
                }),
                WalkStep.inTransaction("TransactionWriter.execute()", w -> {
                    w.surround("1");
                    w.succeeds(BOTH, () -> Transaction.write(w.observed).execute());
                    Ledger stored = w.succeeds(BOTH, () -> Transaction.write(w.observed).create(w.ledgers, Ledger.open("1"))
                            .create(w.notes, NOTE).execute()).stored(w.ledgers, Ledger.open("1"));
                    assertThat(stored.version()).isEqualTo(1);
                    TransactionFailedException e = w.refused(TransactionFailedException.class, () -> Transaction.write(w.observed)
                            .put(w.ledgers, stored.withName("x")).create(w.notes, NOTE).execute());
                    assertThat(e.failures()).extracting(TransactionFailedException.Reason::problem).containsExactly(Problem.DUPLICATE);
                }),
                WalkStep.of("FencedWrites.put(Object)", w -> {
                    Lease lease = w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE).orElseThrow());
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.locks.fence(lease, w.ledgers).put(Ledger.open("1")));
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class,
                            () -> w.locks.fence(lease, w.ledgers).put(Ledger.open("1").withVersion(2)));
                    w.refusedOverForeign(NoteWalk.KEY, EntityTypeMismatchException.class, () -> w.locks.fence(lease, w.notes).put(NOTE));
                    w.surround("1");
                    w.refused(ItemNotFoundException.class, () -> w.locks.fence(lease, w.ledgers).put(Ledger.open("1").withVersion(2)));
                    Ledger first = w.succeeds(LEDGER, () -> w.locks.fence(lease, w.ledgers).put(Ledger.open("1")));
                    Ledger second = w.succeeds(LEDGER, () -> w.locks.fence(lease, w.ledgers).put(first));
                    w.refused(OptimisticLockException.class, () -> w.locks.fence(lease, w.ledgers).put(first));
                    w.clock.advance(LEASE.plusSeconds(1));
                    Lease later = w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE).orElseThrow());
                    Ledger third = w.succeeds(LEDGER, () -> w.locks.fence(later, w.ledgers).put(second));
                    w.refused(LeaseLostException.class, () -> w.locks.fence(lease, w.ledgers).put(third));
                    w.succeeds(LEDGER, () -> w.ledgers.delete("1"));
                    w.refused(ItemNotFoundException.class, () -> w.locks.fence(later, w.ledgers).put(third));
                }),
                WalkStep.of("FencedWrites.delete(ItemKey)", w -> {
                    Lease lease = w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE).orElseThrow());
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.locks.fence(lease, w.ledgers).delete(KEY));
                    w.surround("1");
                    w.succeeds(LEDGER, () -> w.ledgers.create(Ledger.open("1")));
                    w.clock.advance(LEASE.plusSeconds(1));
                    Lease later = w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE).orElseThrow());
                    w.succeeds(LEDGER, () -> w.locks.fence(later, w.ledgers).put(current(w)));
                    w.refused(LeaseLostException.class, () -> w.locks.fence(lease, w.ledgers).delete(KEY));
                    w.succeeds(LEDGER, () -> w.locks.fence(later, w.ledgers).delete(KEY));
                }),
                lock("LeaseLocks.tryAcquire(String, Duration)", w -> {
                    w.refusedOverForeign(LOCK_KEY, EntityTypeMismatchException.class, () -> w.locks.tryAcquire("ledger-1", LEASE));
                    w.surround("1");
                    assertThat(w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE))).isPresent();
                    assertThat(w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE))).as("held").isEmpty();
                }),
                lock("LeaseLocks.acquire(String, Duration, Duration)", w -> {
                    w.refusedOverForeign(LOCK_KEY, EntityTypeMismatchException.class,
                            () -> w.locks.acquire("ledger-1", LEASE, Duration.ofMillis(1)));
                    w.surround("1");
                    w.succeeds(LOCK, () -> w.locks.acquire("ledger-1", LEASE, Duration.ofMillis(1)));
                    w.refused(LockUnavailableException.class, () -> w.locks.acquire("ledger-1", LEASE, Duration.ofMillis(1)));
                }),
                lock("LeaseLocks.renew(Lease, Duration)", w -> leaseWrite(w, (lease, locks) -> locks.renew(lease, LEASE))),
                lock("LeaseLocks.release(Lease)", w -> leaseWrite(w, (lease, locks) -> {
                    locks.release(lease);
                    return null;
                })));
    }

    /** The update builders' own transaction items (what {@code TransactionWriter.update} takes), and conditional creates. */
    static List<WalkStep> builderSteps() {
        return List.of(
                WalkStep.inTransaction("TransactionWriter.create(TransactionalRepository, Object, Condition)", w -> {
                    w.refusedOverForeign(NoteWalk.KEY, TransactionFailedException.class, () -> Transaction.write(w.observed)
                            .create(w.notes, NOTE, LedgerNoteConditions.text().lt("b")).execute());
                    w.refused(TablesmithException.class, () -> Transaction.write(w.observed)
                            .create(w.ledgers, Ledger.open("1"), LedgerConditions.count().eq(0)));
                    w.surround("1");
                    w.succeeds(Walk.NOTE, () -> Transaction.write(w.observed)
                            .create(w.notes, NOTE.withText("a"), LedgerNoteConditions.text().lt("a")).execute());
                    w.succeeds(Walk.NOTE, () -> Transaction.write(w.observed)
                            .create(w.notes, NOTE.withText("b"), LedgerNoteConditions.text().lt("b")).execute());
                    assertThat(w.notes.getConsistent("1", "m")).contains(NOTE.withText("b"));
                    TransactionFailedException e = w.refused(TransactionFailedException.class, () -> Transaction.write(w.observed)
                            .create(w.notes, NOTE.withText("b"), LedgerNoteConditions.text().lt("b")).execute());
                    assertThat(e.failures()).extracting(TransactionFailedException.Reason::problem)
                            .containsExactly(Problem.CONDITION_FAILED);
                }),
                transaction("LedgerUpdate.toTransactionOperation()", (w, held, tx) -> tx.update(w.ledgers.update(held).setName("in a transaction")),
                        RuntimeWalk::created, null, Problem.STALE_VERSION),
                WalkStep.inTransaction("LedgerNoteUpdate.toTransactionOperation()", w -> {
                    w.refusedOverForeign(NoteWalk.KEY, TransactionFailedException.class,
                            () -> Transaction.write(w.observed).update(w.notes.update("1", "m").setText("t")).execute());
                    w.surround("1");
                    w.succeeds(Walk.NOTE, () -> w.notes.create(NOTE));
                    w.succeeds(Walk.NOTE, () -> Transaction.write(w.observed).update(w.notes.update("1", "m").setText("t")).execute());
                    assertThat(w.notes.getConsistent("1", "m")).contains(NOTE.withText("t"));
                    w.succeeds(Walk.NOTE, () -> w.notes.delete("1", "m"));
                    TransactionFailedException e = w.refused(TransactionFailedException.class,
                            () -> Transaction.write(w.observed).update(w.notes.update("1", "m").setText("t")).execute());
                    assertThat(e.failures()).extracting(TransactionFailedException.Reason::problem).containsExactly(Problem.NOT_FOUND);
                }));
    }

    private static WalkStep lock(String method, java.util.function.Consumer<Walk> body) {
        return WalkStep.of(method, body);
    }

    /** A renew or release: refused for another entity's item under the lock's key, and once the lease is lost. */
    private static void leaseWrite(Walk w, BiFunction<Lease, io.tablesmith.lock.LeaseLocks, Object> write) {
        w.surround("1");
        Lease lease = w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE).orElseThrow());
        var lockItem = w.stored(LOCK_KEY);
        w.refusedOverForeign(LOCK_KEY, EntityTypeMismatchException.class, () -> write.apply(lease, w.locks));
        w.dynamo.putItem(request -> request.tableName(w.table).item(lockItem));
        w.succeeds(LOCK, () -> write.apply(lease, w.locks));
        w.clock.advance(LEASE.multipliedBy(3));
        w.succeeds(LOCK, () -> w.locks.tryAcquire("ledger-1", LEASE).orElseThrow());
        w.refused(LeaseLostException.class, () -> write.apply(lease, w.locks));
    }

    /** An operation of a transaction on the ledger the caller holds. */
    @FunctionalInterface
    private interface Operation {
        TransactionWriter add(Walk w, Ledger held, TransactionWriter transaction);
    }

    /**
     * A transaction operation through every guard: over another entity's item (and one without
     * {@code _et}) cancelled as {@code WRONG_ENTITY_TYPE}; beside other entities' items written,
     * with a note in the same transaction; then, after another writer's {@code change} (if any),
     * the same operation with the same record cancelled as {@code problem}. Every cancellation
     * writes nothing.
     */
    private static WalkStep transaction(String method, Operation operation, Function<Walk, Ledger> held,
                                        java.util.function.Consumer<Walk> change, Problem problem) {
        return WalkStep.inTransaction(method, w -> {
            for (String other : new String[] {Walk.FOREIGN, null}) {
                w.deleteRaw(KEY);
                w.putForeign(KEY, other);
                TransactionFailedException e = w.refused(TransactionFailedException.class, () -> operation
                        .add(w, Ledger.open("1").withVersion(1), Transaction.write(w.observed)).put(w.notes, NOTE).execute());
                assertThat(e.failures()).extracting(TransactionFailedException.Reason::problem)
                        .containsExactly(Problem.WRONG_ENTITY_TYPE);
            }
            w.deleteRaw(KEY);
            w.surround("1");
            Ledger record = w.succeeds(BOTH, () -> held.apply(w));
            w.succeeds(BOTH, () -> operation.add(w, record, Transaction.write(w.observed)).put(w.notes, NOTE).execute());
            if (change != null) {
                w.succeeds(BOTH, () -> change.accept(w));
            }
            if (problem != null) {
                TransactionFailedException e = w.refused(TransactionFailedException.class, () -> operation
                        .add(w, record, Transaction.write(w.observed)).put(w.notes, NOTE.withText("again")).execute());
                assertThat(e.failures()).extracting(TransactionFailedException.Reason::problem).containsExactly(problem);
            }
        });
    }

    private static Ledger created(Walk w) {
        return w.ledgers.create(Ledger.open("1"));
    }

    /** The ledger as stored now. */
    private static Ledger current(Walk w) {
        return w.ledgers.getConsistent("1").orElseThrow();
    }
}
