package io.tablesmith.internal;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.ItemKey;
import io.tablesmith.TransactionTarget;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code BatchWriteItem} for one entity: puts or deletes in requests of 25, each key once per
 * call (DynamoDB refuses a request that names a key twice), retrying what comes back unprocessed.
 * Every record is encoded and every key checked before the first request, so a bad record
 * fails the call before anything is written. A batch write carries no condition: what keeps it to
 * the entity's own items is the key (typed by entity, and disjoint from other entities' keys).
 */
final class BatchWriter<T> {

    /** DynamoDB's limit of writes in one {@code BatchWriteItem}. */
    static final int MAX_WRITES = 25;

    private final WritePath path;
    private final TransactionTarget<T> target;
    private final BatchSender sender;

    BatchWriter(WritePath path, TransactionTarget<T> target, BatchSender sender) {
        this.path = path;
        this.target = target;
        this.sender = sender;
    }

    /**
     * Puts every record; of records with one key the last wins.
     *
     * @return the records as stored, in the order given, without those a later one for the same key replaced
     */
    List<T> putAll(String operation, Collection<? extends T> records) {
        Map<ItemKey<?>, Write> writes = new LinkedHashMap<>();
        int index = 0;
        for (T record : BatchKeys.nonNull(records, operation, "records")) {
            BatchKeys.elementNonNull(record, operation, index++);
            Write write = Write.batchPut(target, record);
            writes.remove(write.key());     // so the winner keeps its own position, not the first one's
            writes.put(write.key(), write);
        }
        List<T> stored = new ArrayList<>(writes.size());
        writes.values().forEach(write -> stored.add(write.stored()));
        write(writes).ifPresent(gaveUp -> {
            List<T> unwritten = gaveUp.undone().stream().map(key -> writes.get(key).<T>stored()).toList();
            java.util.Set<ItemKey<?>> undone = new java.util.HashSet<>(gaveUp.undone());
            List<T> written = writes.values().stream().filter(write -> !undone.contains(write.key()))
                    .map(write -> write.<T>stored()).toList();
            throw new BatchIncompleteException(target.schema().entityType(),
                    gaveUp.describe(operation, "not written", writes.size()), gaveUp.undone(), unwritten, written, List.of(),
                    gaveUp.cause());
        });
        return List.copyOf(stored);
    }

    /** Deletes the item of every distinct key, whatever it holds; absent items are no error. */
    void deleteAll(String operation, Collection<? extends ItemKey<?>> keys) {
        Map<ItemKey<?>, Write> writes = new LinkedHashMap<>();
        for (ItemKey<?> key : BatchKeys.distinct(keys, operation)) {
            writes.put(key, Write.batchDelete(target, key));
        }
        write(writes).ifPresent(gaveUp -> {
            throw new BatchIncompleteException(target.schema().entityType(),
                    gaveUp.describe(operation, "not deleted", writes.size()), gaveUp.undone(), List.of(), List.of(),
                    gaveUp.cause());
        });
    }

    private Optional<BatchSender.GaveUp> write(Map<ItemKey<?>, Write> writes) {
        return sender.sendAll(new ArrayList<>(writes.keySet()), MAX_WRITES,
                keys -> path.batch(target.tableName(), keys.stream().map(writes::get).toList()));
    }
}
