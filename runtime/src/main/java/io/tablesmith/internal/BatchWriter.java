package io.tablesmith.internal;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.ItemKey;
import io.tablesmith.TablesmithException;
import io.tablesmith.transaction.TransactionTarget;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The bulk writes of one entity. {@code BatchWriteItem}: puts or deletes in requests of 25, each key
 * once per call (DynamoDB refuses a request that names a key twice), retrying what comes back
 * unprocessed; a batch write carries no condition, so what keeps it to the entity's own items is
 * the key (typed by entity, and disjoint from other entities' keys). For a {@code @Version}ed entity,
 * conditional single puts instead ({@link #putEach}). Every record is encoded and every key checked
 * before the first request, so a bad record fails the call before anything is written.
 */
final class BatchWriter<T> {

    /** DynamoDB's limit of writes in one {@code BatchWriteItem}. */
    static final int MAX_WRITES = 25;

    private final WritePath path;
    private final TransactionTarget<T> target;
    private final BatchSender sender;

    /** Of an async repository: sends through {@code asyncPath}, its requests named by {@code call}. */
    private final AsyncWritePath asyncPath;
    private final Call call;

    BatchWriter(WritePath path, TransactionTarget<T> target, BatchSender sender) {
        this(path, null, null, target, sender);
    }

    BatchWriter(AsyncWritePath asyncPath, Call call, TransactionTarget<T> target, BatchSender sender) {
        this(null, asyncPath, call, target, sender);
    }

    private BatchWriter(WritePath path, AsyncWritePath asyncPath, Call call, TransactionTarget<T> target,
                        BatchSender sender) {
        this.path = path;
        this.asyncPath = asyncPath;
        this.call = call;
        this.target = target;
        this.sender = sender;
    }

    /**
     * Puts every record; of records with one key the last wins.
     *
     * @return the records as stored, in the order given, without those a later one for the same key replaced; an
     *     unmodifiable list that decodes a record (where its stored form can differ) when it is first read
     */
    List<T> putAll(String operation, Collection<? extends T> records) {
        Map<ItemKey<?>, Write> writes = batchPuts(operation, records);
        return putAllResult(operation, writes, write(writes));
    }

    /** {@link #putAll} through the async path. */
    CompletableFuture<List<T>> putAllAsync(String operation, Collection<? extends T> records) {
        Map<ItemKey<?>, Write> writes = batchPuts(operation, records);
        return writeAsync(writes).thenApply(gaveUp -> putAllResult(operation, writes, gaveUp));
    }

    private Map<ItemKey<?>, Write> batchPuts(String operation, Collection<? extends T> records) {
        Map<ItemKey<?>, Write> writes = new LinkedHashMap<>();
        int index = 0;
        for (T record : BatchKeys.nonNull(records, operation, "records")) {
            BatchKeys.elementNonNull(record, operation, index++);
            Write write = Write.batchPut(target, record);
            writes.remove(write.key());     // so the winner keeps its own position, not the first one's
            writes.put(write.key(), write);
        }
        return writes;
    }

    private List<T> putAllResult(String operation, Map<ItemKey<?>, Write> writes, Optional<BatchSender.GaveUp> result) {
        result.ifPresent(gaveUp -> {
            List<T> unwritten = gaveUp.undone().stream().map(key -> writes.get(key).<T>record()).toList();
            Set<ItemKey<?>> undone = new HashSet<>(gaveUp.undone());
            List<T> written = writes.values().stream().filter(write -> !undone.contains(write.key()))
                    .map(write -> write.<T>stored()).toList();
            throw new BatchIncompleteException(target.schema().entityType(),
                    gaveUp.describe(operation, "not written", writes.size()), gaveUp.undone(), unwritten, written, List.of(),
                    gaveUp.cause());
        });
        // Decoded on first use: the generated putAll of an unversioned entity returns nothing, so nothing is decoded.
        List<Write> written = List.copyOf(writes.values());
        return new AbstractList<>() {
            @Override
            public T get(int index) {
                return written.get(index).stored();
            }

            @Override
            public int size() {
                return written.size();
            }
        };
    }

    /** Deletes the item of every distinct key, whatever it holds; absent items are no error. */
    void deleteAll(String operation, Collection<? extends ItemKey<?>> keys) {
        Map<ItemKey<?>, Write> writes = batchDeletes(operation, keys);
        deleteAllResult(operation, writes, write(writes));
    }

    /** {@link #deleteAll} through the async path. */
    CompletableFuture<Void> deleteAllAsync(String operation, Collection<? extends ItemKey<?>> keys) {
        Map<ItemKey<?>, Write> writes = batchDeletes(operation, keys);
        return writeAsync(writes).thenAccept(gaveUp -> deleteAllResult(operation, writes, gaveUp));
    }

    private Map<ItemKey<?>, Write> batchDeletes(String operation, Collection<? extends ItemKey<?>> keys) {
        Map<ItemKey<?>, Write> writes = new LinkedHashMap<>();
        for (ItemKey<?> key : BatchKeys.distinct(keys, operation)) {
            writes.put(key, Write.batchDelete(target, key));
        }
        return writes;
    }

    private void deleteAllResult(String operation, Map<ItemKey<?>, Write> writes, Optional<BatchSender.GaveUp> result) {
        result.ifPresent(gaveUp -> {
            throw new BatchIncompleteException(target.schema().entityType(),
                    gaveUp.describe(operation, "not deleted", writes.size()), gaveUp.undone(), List.of(), List.of(),
                    gaveUp.cause());
        });
    }

    /**
     * The bulk write of a {@code @Version}ed entity: {@code BatchWriteItem} cannot carry a condition,
     * so each record is its own conditional put, exactly as the repository's {@code put} (a record at
     * version 0 only where no item is, at v only over the stored item at v, stored at v + 1), sent by
     * the sender one record a request: up to {@code BatchOptions.parallelism} in flight, throttling
     * retried with backoff. A refused record does not stop the others; the report says which were
     * written, which were refused and why, and which were not written otherwise.
     *
     * @return the records as stored, with their new versions, in the order given
     * @throws TablesmithException before anything is sent, when two records have one key
     * @throws BatchIncompleteException when some records were refused or not written
     */
    List<T> putEach(String operation, Collection<? extends T> records) {
        Map<ItemKey<?>, Write> writes = new LinkedHashMap<>();
        Map<ItemKey<?>, T> given = new LinkedHashMap<>();
        versionedPuts(operation, records, writes, given);
        Map<ItemKey<?>, TablesmithException> refused = new ConcurrentHashMap<>();
        Optional<BatchSender.GaveUp> gaveUp = sender.sendEach(new ArrayList<>(writes.keySet()), keys -> {
            ItemKey<?> key = keys.get(0);
            WritePath.Outcome outcome = path.attempt(writes.get(key));
            if (!outcome.written()) {
                refused.put(key, outcome.refusal().exception());
            }
            return Set.of();
        });
        return putEachResult(operation, writes, given, refused, gaveUp);
    }

    /** {@link #putEach} through the async path: the same conditional puts, up to the parallelism in flight. */
    CompletableFuture<List<T>> putEachAsync(String operation, Collection<? extends T> records) {
        Map<ItemKey<?>, Write> writes = new LinkedHashMap<>();
        Map<ItemKey<?>, T> given = new LinkedHashMap<>();
        versionedPuts(operation, records, writes, given);
        Map<ItemKey<?>, TablesmithException> refused = new ConcurrentHashMap<>();
        return sender.sendEachAsync(new ArrayList<>(writes.keySet()), keys -> {
            ItemKey<?> key = keys.get(0);
            return asyncPath.attempt(call, writes.get(key)).thenApply(outcome -> {
                if (!outcome.written()) {
                    refused.put(key, outcome.refusal().exception());
                }
                return Set.<ItemKey<?>>of();
            });
        }).thenApply(gaveUp -> putEachResult(operation, writes, given, refused, gaveUp));
    }

    private void versionedPuts(String operation, Collection<? extends T> records, Map<ItemKey<?>, Write> writes,
                               Map<ItemKey<?>, T> given) {
        Map<ItemKey<?>, Integer> positions = new LinkedHashMap<>();
        int index = 0;
        for (T record : BatchKeys.nonNull(records, operation, "records")) {
            BatchKeys.elementNonNull(record, operation, index);
            Write write = Write.put(target, record);
            Integer earlier = positions.putIfAbsent(write.key(), index);
            if (earlier != null) {
                // Each put expects the version the one before it stores: sent side by side, one of them would fail.
                throw new TablesmithException(target.schema().entityType(), write.key().toString(), operation
                        + " refused before sending anything: records #" + earlier + " and #" + index + " have this key, and"
                        + " each versioned write of a key expects the version the previous one stored; give each key once,"
                        + " or put them one after the other");
            }
            writes.put(write.key(), write);
            given.put(write.key(), record);
            index++;
        }
    }

    private List<T> putEachResult(String operation, Map<ItemKey<?>, Write> writes, Map<ItemKey<?>, T> given,
                                  Map<ItemKey<?>, TablesmithException> refused, Optional<BatchSender.GaveUp> gaveUp) {
        if (refused.isEmpty() && gaveUp.isEmpty()) {
            return writes.values().stream().map(write -> write.<T>stored()).toList();
        }
        throw report(operation, writes, given, refused, gaveUp);
    }

    private BatchIncompleteException report(String operation, Map<ItemKey<?>, Write> writes, Map<ItemKey<?>, T> given,
                                            Map<ItemKey<?>, TablesmithException> refused,
                                            Optional<BatchSender.GaveUp> gaveUp) {
        Set<ItemKey<?>> notDone = new HashSet<>(gaveUp.map(BatchSender.GaveUp::undone).orElse(List.of()));
        List<ItemKey<?>> unwrittenKeys = new ArrayList<>();
        List<T> unwritten = new ArrayList<>();
        List<T> written = new ArrayList<>();
        List<BatchIncompleteException.Refusal> refusals = new ArrayList<>();
        for (Map.Entry<ItemKey<?>, Write> entry : writes.entrySet()) {
            ItemKey<?> key = entry.getKey();
            TablesmithException reason = refused.get(key);
            if (reason != null) {
                refusals.add(new BatchIncompleteException.Refusal(key, given.get(key), reason));
            }
            if (reason != null || notDone.contains(key)) {
                unwrittenKeys.add(key);
                unwritten.add(given.get(key));
            } else {
                written.add(entry.getValue().stored());
            }
        }
        StringBuilder message = new StringBuilder(operation).append(" wrote ").append(written.size()).append(" of ")
                .append(writes.size()).append(" records");
        if (!refusals.isEmpty()) {
            message.append("; ").append(refusals.size()).append(" refused: ").append(refusals.stream().limit(3)
                    .map(refusal -> refusal.reason().getMessage()).collect(Collectors.joining("; ")));
            if (refusals.size() > 3) {
                message.append("; and ").append(refusals.size() - 3).append(" more");
            }
            message.append(" (refusals() lists each with its reason; read those items again before writing them)");
        }
        gaveUp.ifPresent(stopped -> message.append("; ").append(
                stopped.describe(operation, "not written", writes.size()).substring(operation.length() + 1)));
        return new BatchIncompleteException(target.schema().entityType(), message.toString(), unwrittenKeys, unwritten, written,
                refusals, gaveUp.map(BatchSender.GaveUp::cause).orElse(null));
    }

    private Optional<BatchSender.GaveUp> write(Map<ItemKey<?>, Write> writes) {
        return sender.sendAll(new ArrayList<>(writes.keySet()), MAX_WRITES,
                keys -> path.batch(target.tableName(), keys.stream().map(writes::get).toList()));
    }

    private CompletableFuture<Optional<BatchSender.GaveUp>> writeAsync(Map<ItemKey<?>, Write> writes) {
        return sender.sendAllAsync(new ArrayList<>(writes.keySet()), MAX_WRITES,
                keys -> asyncPath.batch(call, target.tableName(), keys.stream().map(writes::get).toList()));
    }
}
