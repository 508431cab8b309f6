package io.tablesmith.it.walk;

import io.tablesmith.lock.FencedWrites;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.queue.Delivery;
import io.tablesmith.stream.ChangeStreamConsumer;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionReader;
import io.tablesmith.transaction.TransactionWriter;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Every public method of the classes the walk covers, each classified, by an explicit list, as a
 * read (it sends no write: a read, a builder step, a configuration) or a write (it sends a write,
 * so the walk must have a step for it). A public method added to any of these classes is in
 * neither list and fails the walk's coverage test until it is classified, and walked if it writes.
 */
final class WriteMethods {

    /** The generated classes of the walk's table, and the runtime classes that write. */
    static final List<Class<?>> WALKED = List.of(
            LedgerRepository.class, LedgerUpdate.class, LedgerKeys.class, LedgerSchema.class, LedgerConditions.class,
            LedgerNoteRepository.class, LedgerNoteUpdate.class, LedgerNoteKeys.class, LedgerNoteSchema.class,
            LedgerNoteConditions.class, LedgerTaskQueue.class, LedgerEventQueue.class, TablesmithTable.class,
            Transaction.class, TransactionWriter.class, TransactionWriter.Result.class, TransactionReader.class,
            TransactionReader.Result.class, FencedWrites.class, LeaseLocks.class, Delivery.class, ChangeStreamConsumer.class,
            TablesmithChange.class);

    static final Set<String> WRITES = Set.of(
            "LedgerRepository.create(Ledger)",
            "LedgerRepository.put(Ledger)",
            "LedgerRepository.replace(Ledger)",
            "LedgerRepository.delete(String)",
            "LedgerRepository.delete(Ledger)",
            "LedgerRepository.putAll(Collection)",
            "LedgerRepository.deleteAll(Collection)",
            "LedgerRepository.transitionState(String, LedgerState, LedgerState)",
            "LedgerRepository.create(Ledger, Condition)",
            "LedgerRepository.replace(Ledger, Condition)",
            "LedgerRepository.delete(String, Condition)",
            "LedgerRepository.reindex(ReindexOptions)",
            "LedgerUpdate.setName(String)",
            "LedgerUpdate.setCount(int)",
            "LedgerUpdate.setBalance(BigDecimal)",
            "LedgerUpdate.setUnits(BigInteger)",
            "LedgerUpdate.setRatio(double)",
            "LedgerUpdate.setWeight(float)",
            "LedgerUpdate.setHits(long)",
            "LedgerUpdate.setLabel(String)",
            "LedgerUpdate.setExpiresAt(Instant)",
            "LedgerUpdate.removeName()",
            "LedgerUpdate.removeBalance()",
            "LedgerUpdate.removeUnits()",
            "LedgerUpdate.removeLabel()",
            "LedgerUpdate.removeExpiresAt()",
            "LedgerUpdate.addCount(int)",
            "LedgerUpdate.addBalance(BigDecimal)",
            "LedgerUpdate.addUnits(BigInteger)",
            "LedgerUpdate.addRatio(double)",
            "LedgerUpdate.addWeight(float)",
            "LedgerUpdate.addHits(long)",
            "LedgerUpdate.appendToNotes(List)",
            "LedgerUpdate.addToTags(Set)",
            "LedgerUpdate.deleteFromTags(Set)",
            "LedgerUpdate.transitionState(LedgerState, LedgerState)",
            "LedgerUpdate.when(Condition)",
            "LedgerUpdate.ifVersion(long)",
            "LedgerUpdate.createIfAbsent()",
            "LedgerUpdate.execute()",
            "LedgerUpdate.toTransactionOperation()",
            "LedgerNoteRepository.create(LedgerNote)",
            "LedgerNoteRepository.put(LedgerNote)",
            "LedgerNoteRepository.replace(LedgerNote)",
            "LedgerNoteRepository.delete(String, String)",
            "LedgerNoteRepository.putAll(Collection)",
            "LedgerNoteRepository.deleteAll(Collection)",
            "LedgerNoteRepository.create(LedgerNote, Condition)",
            "LedgerNoteRepository.replace(LedgerNote, Condition)",
            "LedgerNoteRepository.delete(String, String, Condition)",
            "LedgerNoteUpdate.setText(String)",
            "LedgerNoteUpdate.removeText()",
            "LedgerNoteUpdate.when(Condition)",
            "LedgerNoteUpdate.createIfAbsent()",
            "LedgerNoteUpdate.execute()",
            "LedgerNoteUpdate.toTransactionOperation()",
            "LedgerTaskQueue.push(LedgerTask)",
            "LedgerTaskQueue.pushAll(Iterable)",
            "LedgerTaskQueue.pull(Duration)",
            "LedgerTaskQueue.redrive(DeadLetter)",
            "LedgerEventQueue.push(LedgerEvent)",
            "LedgerEventQueue.push(LedgerEvent, Duration)",
            "LedgerEventQueue.pushAll(Iterable)",
            "LedgerEventQueue.pull(Duration)",
            "LedgerEventQueue.redrive(DeadLetter)",
            "Delivery.ack()",
            "Delivery.release()",
            "Delivery.release(Duration)",
            "Delivery.extendVisibility(Duration)",
            "TransactionWriter.create(TransactionalRepository, Object)",
            "TransactionWriter.create(TransactionalRepository, Object, Condition)",
            "TransactionWriter.put(TransactionalRepository, Object)",
            "TransactionWriter.replace(TransactionalRepository, Object)",
            "TransactionWriter.delete(TransactionalRepository, Object)",
            "TransactionWriter.delete(TransactionalRepository, ItemKey)",
            "TransactionWriter.update(TransactionalUpdate)",
            "TransactionWriter.requireLease(Lease)",
            "TransactionWriter.requireExists(TransactionalRepository, ItemKey)",
            "TransactionWriter.requireNotExists(TransactionalRepository, ItemKey)",
            "TransactionWriter.requireVersion(TransactionalRepository, Object)",
            "TransactionWriter.requireVersion(TransactionalRepository, ItemKey, long)",
            "TransactionWriter.execute()",
            "FencedWrites.put(Object)",
            "FencedWrites.delete(ItemKey)",
            "LeaseLocks.tryAcquire(String, Duration)",
            "LeaseLocks.acquire(String, Duration, Duration)",
            "LeaseLocks.renew(Lease, Duration)",
            "LeaseLocks.release(Lease)",
            "ChangeStreamConsumer.drain()",
            "ChangeStreamConsumer.start()",
            "ChangeStreamConsumer.close()");

    /** Methods that send no write: reads, queries, builders and configuration. */
    static final Set<String> READS = Set.of(
            "LedgerRepository.get(String)",
            "Delivery.consumedCapacity()",
            "Delivery.group()",
            "Delivery.message()",
            "Delivery.messageId()",
            "Delivery.receiveCount()",
            "Delivery.visibleUntil()",
            "LeaseLocks.fence(Lease, TransactionalRepository)",
            "LeaseLocks.withClock(Clock)",
            "LedgerConditions.balance()",
            "LedgerConditions.count()",
            "LedgerConditions.expiresAt()",
            "LedgerConditions.hits()",
            "LedgerConditions.id()",
            "LedgerConditions.label()",
            "LedgerConditions.name()",
            "LedgerConditions.notes()",
            "LedgerConditions.ratio()",
            "LedgerConditions.state()",
            "LedgerConditions.tags()",
            "LedgerConditions.units()",
            "LedgerConditions.version()",
            "LedgerConditions.weight()",
            "LedgerEventQueue.deadLetters(int)",
            "LedgerEventQueue.stats()",
            "LedgerEventQueue.withOptions(QueueOptions)",
            "LedgerKeys.byStatePartition(LedgerState)",
            "LedgerKeys.byStateSort(String)",
            "LedgerKeys.key(String)",
            "LedgerKeys.keyOf(Ledger)",
            "LedgerKeys.partition(String)",
            "LedgerNoteConditions.ledgerId()",
            "LedgerNoteConditions.noteId()",
            "LedgerNoteConditions.text()",
            "LedgerNoteKeys.key(String, String)",
            "LedgerNoteKeys.keyOf(LedgerNote)",
            "LedgerNoteKeys.partition(String)",
            "LedgerNoteRepository.QueryQuery.beginsWith(String)",
            "LedgerNoteRepository.QueryQuery.between(String, String)",
            "LedgerNoteRepository.QueryQuery.consistentRead()",
            "LedgerNoteRepository.QueryQuery.greaterThan(String)",
            "LedgerNoteRepository.QueryQuery.greaterThanOrEqualTo(String)",
            "LedgerNoteRepository.QueryQuery.lessThan(String)",
            "LedgerNoteRepository.QueryQuery.lessThanOrEqualTo(String)",
            "LedgerNoteRepository.QueryQuery.page(PageRequest)",
            "LedgerNoteRepository.QueryQuery.stream()",
            "LedgerNoteRepository.QueryQuery.stream(PageRequest)",
            "LedgerNoteRepository.get(String, String)",
            "LedgerNoteRepository.getAll(Collection)",
            "LedgerNoteRepository.getAllConsistent(Collection)",
            "LedgerNoteRepository.getConsistent(String, String)",
            "LedgerNoteRepository.query(String)",
            "LedgerNoteRepository.query(String, PageRequest)",
            "LedgerNoteRepository.transactionTarget()",
            "LedgerNoteRepository.update(String, String)",
            "LedgerNoteRepository.withBatchOptions(BatchOptions)",
            "LedgerNoteRepository.withPageTokens(PageTokens)",
            "LedgerNoteRepository.withRequestOptions(RequestOptions)",
            "LedgerNoteSchema.entityType()",
            "LedgerSchema.asStored(Ledger, Map)",
            "LedgerNoteSchema.fromItem(Map)",
            "LedgerNoteSchema.keyOf(LedgerNote)",
            "LedgerNoteSchema.toItem(LedgerNote)",
            "LedgerRepository.ByStateQuery.beginsWith(String)",
            "LedgerRepository.ByStateQuery.between(String, String)",
            "LedgerRepository.ByStateQuery.greaterThan(String)",
            "LedgerRepository.ByStateQuery.greaterThanOrEqualTo(String)",
            "LedgerRepository.ByStateQuery.lessThan(String)",
            "LedgerRepository.ByStateQuery.lessThanOrEqualTo(String)",
            "LedgerRepository.ByStateQuery.page(PageRequest)",
            "LedgerRepository.ByStateQuery.stream()",
            "LedgerRepository.ByStateQuery.stream(PageRequest)",
            "LedgerRepository.byState(LedgerState)",
            "LedgerRepository.byState(LedgerState, PageRequest)",
            "LedgerRepository.getAll(Collection)",
            "LedgerRepository.getAllConsistent(Collection)",
            "LedgerRepository.getConsistent(String)",
            "LedgerRepository.transactionTarget()",
            "LedgerRepository.update(Ledger)",
            "LedgerRepository.update(String)",
            "LedgerRepository.withBatchOptions(BatchOptions)",
            "LedgerRepository.withExpiredHidden(Clock)",
            "LedgerRepository.withPageTokens(PageTokens)",
            "LedgerRepository.withRequestOptions(RequestOptions)",
            "LedgerSchema.entityType()",
            "LedgerSchema.fromItem(Map)",
            "LedgerSchema.keyOf(Ledger)",
            "LedgerSchema.toItem(Ledger)",
            "LedgerTaskQueue.deadLetters(int)",
            "LedgerTaskQueue.dedupIdOf(LedgerTask)",
            "LedgerTaskQueue.groupOf(LedgerTask)",
            "LedgerTaskQueue.stats()",
            "LedgerTaskQueue.withOptions(QueueOptions)",
            "LedgerUpdate.stateTransitionsFrom(LedgerState)",
            "TablesmithTable.createTableRequest(String)",
            "TablesmithTable.check(DynamoDbClient, String)",
            "TablesmithTable.timeToLiveRequest(String)",
            "Transaction.read(DynamoDbClient)",
            "Transaction.write(DynamoDbClient)",
            "TransactionReader.Result.get(TransactionalRepository, ItemKey)",
            "TransactionReader.Result.consumedCapacity()",
            "TransactionReader.Result.inOrder()",
            "TransactionReader.Result.size()",
            "TransactionReader.execute()",
            "TransactionReader.get(TransactionalRepository, ItemKey)",
            "TransactionReader.size()",
            "TransactionWriter.Result.consumedCapacity()",
            "TransactionWriter.Result.size()",
            "TransactionWriter.Result.stored(TransactionalRepository, Object)",
            "TransactionWriter.clientRequestToken(String)",
            "TransactionWriter.size()",
            "ChangeStreamConsumer.builder(DynamoDbClient, DynamoDbStreamsClient, String, ChangeDecoder, Consumer)",
            "ChangeStreamConsumer.group()",
            "ChangeStreamConsumer.consumerId()",
            "ChangeStreamConsumer.running()",
            "ChangeStreamConsumer.failure()",
            "ChangeStreamConsumer.Builder.group(String)",
            "ChangeStreamConsumer.Builder.withLeaseDuration(Duration)",
            "ChangeStreamConsumer.Builder.withPollInterval(Duration)",
            "ChangeStreamConsumer.Builder.withPageSize(int)",
            "ChangeStreamConsumer.Builder.withRetries(BatchOptions)",
            "ChangeStreamConsumer.Builder.withClock(Clock)",
            "ChangeStreamConsumer.Builder.stopWhen(BooleanSupplier)",
            "ChangeStreamConsumer.Builder.onTrimmed(Consumer)",
            "ChangeStreamConsumer.Builder.build()",
            "TablesmithChange.of(Record)",
            "TablesmithChange.info()",
            "TablesmithChange.accept(Visitor)",
            "TablesmithChange.LedgerChange.accept(Visitor)",
            "TablesmithChange.LedgerNoteChange.accept(Visitor)",
            "TablesmithChange.Internal.accept(Visitor)",
            "TablesmithChange.Undecodable.accept(Visitor)",
            "TablesmithChange.Visitor.onLedger(Change)",
            "TablesmithChange.Visitor.onLedgerNote(Change)",
            "TablesmithChange.Visitor.onInternal(InternalChange)",
            "TablesmithChange.Visitor.onUndecodable(UndecodableChange)");

    private WriteMethods() {
    }

    /** Every public method of {@link #WALKED} and of their public nested classes, as {@code Class.method(Types)}. */
    static Set<String> publicMethods() {
        Set<String> methods = new TreeSet<>();
        for (Class<?> type : WALKED) {
            add(type, methods);
            for (Class<?> nested : type.getDeclaredClasses()) {
                if (Modifier.isPublic(nested.getModifiers()) && !WALKED.contains(nested)) {
                    add(nested, methods);
                }
            }
        }
        return methods;
    }

    private static void add(Class<?> type, Set<String> methods) {
        for (Method method : type.getDeclaredMethods()) {
            if (Modifier.isPublic(method.getModifiers()) && !method.isSynthetic() && !method.isBridge()) {
                methods.add(name(type) + "." + method.getName() + "(" + Arrays.stream(method.getParameterTypes())
                        .map(Class::getSimpleName).collect(Collectors.joining(", ")) + ")");
            }
        }
    }

    private static String name(Class<?> type) {
        return type.getEnclosingClass() == null ? type.getSimpleName() : name(type.getEnclosingClass()) + "." + type.getSimpleName();
    }
}
