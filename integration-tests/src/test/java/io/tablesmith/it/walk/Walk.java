package io.tablesmith.it.walk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.tablesmith.ItemKey;
import io.tablesmith.RequestOptions;
import io.tablesmith.it.ManualClock;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.transaction.TransactionWriter;
import io.tablesmith.transaction.TransactionalRepository;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * One fresh table of the walk, the repositories and runtime objects over it, and the three
 * properties every write method is held to, checked on a snapshot of the whole table before and
 * after each call:
 *
 * <ol>
 *   <li>(a) it never changes or deletes another entity's item: every item of another entity type,
 *       and every item without {@code _et}, is the same afterwards, and no item it adds is another's;</li>
 *   <li>(b) it never stores a version lower than or equal to one handed out before for the key:
 *       a changed version is higher than every version the item had, and an item that was not there
 *       is stored at version 1 (a delete ends an item's life, and a create starts a new one);</li>
 *   <li>(c) it reports failure only when nothing was written: a refused call leaves the table as it
 *       was (calls whose exception says what was written check exactly that);</li>
 *   <li>(d) it returns what a read returns: every record its result carries (a record, an optional or
 *       a list of them, a transaction's {@code stored(...)}) is the one {@code getConsistent} gives
 *       afterwards, or for a record it deleted, the one a read gave before.</li>
 * </ol>
 */
final class Walk {

    /** The entity type of the items that stand for another entity's. */
    static final String FOREIGN = "INTRUDER";
    static final Set<String> LEDGER = Set.of("LEDGER");
    static final Set<String> NOTE = Set.of("LEDGER_NOTE");
    static final Set<String> QUEUE = Set.of("_QUEUE_MESSAGE", "_QUEUE_GROUP");
    static final Set<String> LOCK = Set.of("_LOCK");

    /** The engine's client as it is: what the walk reads and seeds the table with, unobserved. */
    final DynamoDbClient dynamo;
    /** The same client, observed: what every repository, queue, lock and transaction of the walk sends through. */
    final DynamoDbClient observed;
    /** What the walk's calls sent, each request with its access pattern. */
    final RecordedRequests requests = new RecordedRequests();
    /** How many requests reached the engine through {@link #observed}: each must be one the observer saw. */
    final AtomicInteger sent = new AtomicInteger();
    final String table;
    final ManualClock clock = new ManualClock(Instant.parse("2026-06-01T12:00:00Z"));
    final LedgerRepository ledgers;
    final LedgerNoteRepository notes;
    final LedgerTaskQueue tasks;
    final LedgerEventQueue events;
    final LeaseLocks locks;
    /** The highest version each ledger had in its current life. */
    private final Map<ItemKey<?>, Long> lastVersion = new HashMap<>();

    Walk(DynamoDbClient dynamo, String table) {
        this.dynamo = dynamo;
        this.observed = RequestOptions.defaults().withObserver(requests).applyTo(counting(dynamo, sent));
        this.table = table;
        this.ledgers = new LedgerRepository(observed, table);
        this.notes = new LedgerNoteRepository(observed, table);
        this.tasks = new LedgerTaskQueue(observed, table).withOptions(QueueOptions.defaults().withClock(clock));
        this.events = new LedgerEventQueue(observed, table).withOptions(QueueOptions.defaults().withClock(clock));
        this.locks = new LeaseLocks(observed, table).withClock(clock);
    }

    /** {@code client}, counting every request that passes through it. */
    private static DynamoDbClient counting(DynamoDbClient client, AtomicInteger sent) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, arguments) -> {
                    if (arguments != null && arguments.length == 1 && arguments[0] instanceof DynamoDbRequest) {
                        sent.incrementAndGet();
                    }
                    try {
                        return method.invoke(client, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    // ---------------------------------------------------------------- the table as stored

    /** Every item of the table by key, read consistently. */
    Map<ItemKey<?>, Map<String, AttributeValue>> snapshot() {
        Map<ItemKey<?>, Map<String, AttributeValue>> items = new LinkedHashMap<>();
        Map<String, AttributeValue> start = null;
        do {
            ScanRequest.Builder scan = ScanRequest.builder().tableName(table).consistentRead(true);
            if (start != null) {
                scan.exclusiveStartKey(start);
            }
            ScanResponse page = dynamo.scan(scan.build());
            page.items().forEach(item -> items.put(new ItemKey<>(item.get("pk").s(), item.get("sk").s()), item));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }

    Map<String, AttributeValue> stored(ItemKey<?> key) {
        return snapshot().get(key);
    }

    /** Stores an item of another entity ({@code entityType} null: one without {@code _et}) under {@code key}. */
    Map<String, AttributeValue> putForeign(ItemKey<?> key, String entityType) {
        Map<String, AttributeValue> item = new HashMap<>(key.toAttributeMap());
        item.put("owner", AttributeValue.fromS("another program"));
        item.put("version", AttributeValue.fromN("7"));
        if (entityType != null) {
            item.put("_et", AttributeValue.fromS(entityType));
        }
        dynamo.putItem(request -> request.tableName(table).item(item));
        lastVersion.remove(key);
        return item;
    }

    void deleteRaw(ItemKey<?> key) {
        dynamo.deleteItem(request -> request.tableName(table).key(key.toAttributeMap()));
        lastVersion.remove(key);
    }

    /**
     * Other entities' items around a ledger: two of its notes, an item without {@code _et} and one of
     * another entity in its partition, and another entity's item under the key of another ledger.
     */
    void surround(String ledgerId) {
        notes.create(new LedgerNote(ledgerId, "a", "first"));
        notes.create(new LedgerNote(ledgerId, "z", "last"));
        putForeign(new ItemKey<>("LEDGER#" + ledgerId, "LEDGER#"), null);
        putForeign(new ItemKey<>("LEDGER#" + ledgerId, "NOTE"), FOREIGN);
        putForeign(LedgerKeys.key(ledgerId + "-other"), FOREIGN);
    }

    // ---------------------------------------------------------------- the checks

    /** A write that must succeed: (a) other entities' items untouched, (b) versions forward. */
    <R> R succeeds(Set<String> own, Callable<R> write) {
        return succeeds(own, Set.of(), write);
    }

    /** A write that must succeed, where a batch write cannot check the items under {@code unchecked} (see docs/writes.md, Batch). */
    <R> R succeeds(Set<String> own, Set<ItemKey<?>> unchecked, Callable<R> write) {
        Map<ItemKey<?>, Map<String, AttributeValue>> before = snapshot();
        R result;
        try {
            result = write.call();
        } catch (Exception e) {
            throw new AssertionError("the write failed: " + e, e);
        }
        Map<ItemKey<?>, Map<String, AttributeValue>> after = snapshot();
        othersUntouched(before, after, own, unchecked);
        versionsForward(before, after);
        returnsWhatReadsReturn(result, before, after);
        return result;
    }

    /** A write that succeeds and returns nothing. */
    void succeeds(Set<String> own, ThrowingCallable write) {
        succeeds(own, () -> {
            try {
                write.call();
            } catch (Throwable e) {
                throw new AssertionError("the write failed: " + e, e);
            }
            return null;
        });
    }

    /** (c): a write that must be refused with {@code type}, and leave the whole table as it was. */
    <X extends Throwable> X refused(Class<X> type, ThrowingCallable write) {
        Map<ItemKey<?>, Map<String, AttributeValue>> before = snapshot();
        Throwable thrown = catchThrowable(write);
        assertThat(thrown).as("the refusal").isInstanceOf(type);
        assertThat(snapshot()).as("a refused write writes nothing: " + thrown.getMessage()).isEqualTo(before);
        return type.cast(thrown);
    }

    /**
     * (a) and (c) at the key itself: with another entity's item there, and with an item without
     * {@code _et}, the write is refused with {@code type} and nothing is written.
     */
    <X extends Throwable> void refusedOverForeign(ItemKey<?> key, Class<X> type, ThrowingCallable write) {
        for (String other : new String[] {FOREIGN, null}) {
            deleteRaw(key);
            putForeign(key, other);
            refused(type, write);
        }
        deleteRaw(key);
    }

    /**
     * A write whose exception says exactly what it wrote: the table afterwards differs from before
     * in the items {@code written} names and nowhere else. Each named item is compared as
     * {@code decode} reads it (an absent one: deleted); every other item must be as it was.
     */
    <X extends Throwable> X refusedHavingWritten(Class<X> type, ThrowingCallable write,
                                                 Function<X, Map<ItemKey<?>, Map<String, AttributeValue>>> written,
                                                 Function<Map<String, AttributeValue>, Object> decode) {
        Map<ItemKey<?>, Map<String, AttributeValue>> before = snapshot();
        Throwable thrown = catchThrowable(write);
        assertThat(thrown).as("the refusal").isInstanceOf(type);
        X exception = type.cast(thrown);
        Map<ItemKey<?>, Map<String, AttributeValue>> said = written.apply(exception);
        Map<ItemKey<?>, Map<String, AttributeValue>> after = snapshot();
        Set<ItemKey<?>> keys = new java.util.HashSet<>(before.keySet());
        keys.addAll(after.keySet());
        for (ItemKey<?> key : keys) {
            if (!said.containsKey(key)) {
                assertThat(after.get(key)).as("(c) %s, which the exception does not name, is as it was", key)
                        .isEqualTo(before.get(key));
            } else if (said.get(key) == null) {
                assertThat(after).as("(c) %s was deleted, as the exception says", key).doesNotContainKey(key);
            } else {
                assertThat(after).as("(c) %s was written, as the exception says", key).containsKey(key);
                assertThat(decode.apply(after.get(key))).as("(c) %s holds what the exception says", key)
                        .isEqualTo(decode.apply(said.get(key)));
            }
        }
        versionsForward(before, after);
        return exception;
    }

    private static void othersUntouched(Map<ItemKey<?>, Map<String, AttributeValue>> before,
                                        Map<ItemKey<?>, Map<String, AttributeValue>> after, Set<String> own,
                                        Set<ItemKey<?>> unchecked) {
        before.forEach((key, item) -> {
            if (!isOf(own, item) && !unchecked.contains(key)) {
                assertThat(after.get(key)).as("(a) another entity's item (%s) stays as it was", key).isEqualTo(item);
            }
        });
        after.forEach((key, item) -> {
            if (!before.containsKey(key)) {
                assertThat(isOf(own, item)).as("(a) an item the write added (%s) is its own: %s", key, item).isTrue();
            }
        });
    }

    private void versionsForward(Map<ItemKey<?>, Map<String, AttributeValue>> before,
                                 Map<ItemKey<?>, Map<String, AttributeValue>> after) {
        before.forEach((key, item) -> {
            if (isOf(LEDGER, item) && !after.containsKey(key)) {
                lastVersion.remove(key); // deleted: the item's life ends with its versions
            }
        });
        after.forEach((key, item) -> {
            if (!isOf(LEDGER, item)) {
                return;
            }
            long version = Long.parseLong(item.get("version").n());
            Map<String, AttributeValue> old = before.get(key);
            if (old == null || !isOf(LEDGER, old)) {
                assertThat(version).as("(b) a new item of %s starts at version 1", key).isEqualTo(1);
            } else if (!Objects.equals(old.get("version"), item.get("version"))) {
                long highest = Math.max(lastVersion.getOrDefault(key, 0L), Long.parseLong(old.get("version").n()));
                assertThat(version).as("(b) the version of %s only goes forward", key).isGreaterThan(highest);
            }
            lastVersion.merge(key, version, Math::max);
        });
    }

    /** (d): every record in {@code result} is the one a consistent read gives now, or gave before if the write deleted it. */
    private void returnsWhatReadsReturn(Object result, Map<ItemKey<?>, Map<String, AttributeValue>> before,
                                        Map<ItemKey<?>, Map<String, AttributeValue>> after) {
        if (result instanceof Optional<?> optional) {
            optional.ifPresent(value -> returnsWhatReadsReturn(value, before, after));
        } else if (result instanceof Collection<?> records) {
            records.forEach(value -> returnsWhatReadsReturn(value, before, after));
        } else if (result instanceof TransactionWriter.Result transaction) {
            // stored(...) answers for the records the transaction put; updates, deletes and checks it refuses
            after.forEach((key, item) -> {
                if (!item.equals(before.get(key)) && isOf(LEDGER, item)) {
                    storedBy(transaction, ledgers, LedgerSchema.INSTANCE.fromItem(item))
                            .ifPresent(stored -> returnsWhatReadsReturn(stored, before, after));
                } else if (!item.equals(before.get(key)) && isOf(NOTE, item)) {
                    storedBy(transaction, notes, LedgerNoteSchema.INSTANCE.fromItem(item))
                            .ifPresent(stored -> returnsWhatReadsReturn(stored, before, after));
                }
            });
        } else if (result instanceof Ledger ledger) {
            ItemKey<Ledger> key = LedgerKeys.keyOf(ledger);
            if (after.containsKey(key)) {
                assertThat(ledger).as("(d) the write of %s returns what a read returns", key)
                        .isEqualTo(ledgers.getConsistent(ledger.id()).orElseThrow());
            } else if (before.containsKey(key)) {
                assertThat(ledger).as("(d) the delete of %s returns what a read returned", key)
                        .isEqualTo(LedgerSchema.INSTANCE.fromItem(before.get(key)));
            }
        } else if (result instanceof LedgerNote note) {
            ItemKey<LedgerNote> key = LedgerNoteKeys.keyOf(note);
            if (after.containsKey(key)) {
                assertThat(note).as("(d) the write of %s returns what a read returns", key)
                        .isEqualTo(notes.getConsistent(note.ledgerId(), note.noteId()).orElseThrow());
            } else if (before.containsKey(key)) {
                assertThat(note).as("(d) the delete of %s returns what a read returned", key)
                        .isEqualTo(LedgerNoteSchema.INSTANCE.fromItem(before.get(key)));
            }
        }
        // a record under a key that held no item before or after is no write's result (a step's own record)
    }

    private static <T> Optional<T> storedBy(TransactionWriter.Result transaction, TransactionalRepository<T> repository,
                                            T record) {
        try {
            return Optional.of(transaction.stored(repository, record));
        } catch (IllegalArgumentException notPut) {
            return Optional.empty();
        }
    }

    /** Whether the item is of one of the entity types (an item without {@code _et} is of none). */
    private static boolean isOf(Set<String> types, Map<String, AttributeValue> item) {
        AttributeValue type = item.get("_et");
        return type != null && types.contains(type.s());
    }
}
