package io.tablesmith.internal;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * {@code BatchGetItem} for one entity: distinct keys in requests of 100, retrying what comes
 * back unprocessed (DynamoDB also leaves keys unprocessed when a response would exceed 16 MB),
 * results put back in the order asked.
 */
final class BatchReader<T> {

    /** DynamoDB's limit of keys in one {@code BatchGetItem}. */
    static final int MAX_KEYS = 100;

    private final DynamoDbClient client;
    private final String tableName;
    private final EntitySchema<T> schema;
    private final BatchSender sender;

    BatchReader(DynamoDbClient client, String tableName, EntitySchema<T> schema, BatchSender sender) {
        this.client = client;
        this.tableName = tableName;
        this.schema = schema;
        this.sender = sender;
    }

    /** The items of the keys, in the order asked, each once; keys without an item are left out. */
    List<T> getAll(String operation, Collection<? extends ItemKey<?>> keys, boolean consistentRead, ExpiredItems expired) {
        Read read = new Read(operation, keys, consistentRead);
        Optional<BatchSender.GaveUp> gaveUp = sender.sendAll(read.distinct, MAX_KEYS,
                batch -> read.accept(client.batchGetItem(read.request(batch))));
        return read.items(gaveUp, expired);
    }

    /**
     * {@link #getAll} through an async client: the same requests and report, up to
     * {@link io.tablesmith.BatchOptions#parallelism()} in flight.
     */
    static <T> CompletableFuture<List<T>> getAllAsync(AsyncTransport transport, Call call, String tableName,
                                                      EntitySchema<T> schema, BatchSender sender, String operation,
                                                      Collection<? extends ItemKey<?>> keys, boolean consistentRead,
                                                      ExpiredItems expired) {
        BatchReader<T>.Read read = new BatchReader<>(null, tableName, schema, sender).new Read(operation, keys,
                consistentRead);
        return sender.sendAllAsync(read.distinct, MAX_KEYS,
                        batch -> transport.batchGetItem(call, read.request(batch)).thenApply(read::accept))
                .thenApply(gaveUp -> read.items(gaveUp, expired));
    }

    /** One call's reads: its distinct keys, the requests, and the items found (requests may answer on several threads). */
    private final class Read {
        private final String operation;
        private final List<ItemKey<?>> distinct;
        private final boolean consistentRead;
        private final Map<ItemKey<?>, Map<String, AttributeValue>> found = new ConcurrentHashMap<>();

        Read(String operation, Collection<? extends ItemKey<?>> keys, boolean consistentRead) {
            this.operation = operation;
            this.distinct = BatchKeys.distinct(keys, operation);
            this.consistentRead = consistentRead;
        }

        BatchGetItemRequest request(List<ItemKey<?>> batch) {
            return BatchGetItemRequest.builder()
                    .requestItems(Map.of(tableName, KeysAndAttributes.builder()
                            .keys(batch.stream().map(ItemKey::toAttributeMap).toList())
                            .consistentRead(consistentRead)
                            .build()))
                    .build();
        }

        /** Keeps the items of one response; returns the keys it left unprocessed. */
        Set<ItemKey<?>> accept(BatchGetItemResponse response) {
            if (response.hasResponses()) {
                for (Map<String, AttributeValue> item : response.responses().getOrDefault(tableName, List.of())) {
                    ItemKey<?> key = BatchSender.keyIn(item);
                    if (key != null) {
                        found.put(key, item);
                    }
                }
            }
            return unprocessed(response);
        }

        List<T> items(Optional<BatchSender.GaveUp> gaveUp, ExpiredItems expired) {
            List<T> items = new ArrayList<>(found.size());
            for (ItemKey<?> key : distinct) {
                Map<String, AttributeValue> item = found.get(key);
                if (item != null && !expired.test(item)) {
                    items.add(schema.fromItem(item));
                }
            }
            gaveUp.ifPresent(stopped -> {
                throw new BatchIncompleteException(schema.entityType(), stopped.describe(operation, "not read",
                        distinct.size()), stopped.undone(), List.of(), items, stopped.cause());
            });
            return items;
        }
    }

    private Set<ItemKey<?>> unprocessed(BatchGetItemResponse response) {
        if (!response.hasUnprocessedKeys()) {
            return Set.of();
        }
        KeysAndAttributes left = response.unprocessedKeys().get(tableName);
        if (left == null || !left.hasKeys()) {
            return Set.of();
        }
        Set<ItemKey<?>> keys = new HashSet<>();
        for (Map<String, AttributeValue> key : left.keys()) {
            ItemKey<?> itemKey = BatchSender.keyIn(key);
            if (itemKey != null) {
                keys.add(itemKey);
            }
        }
        return keys;
    }
}
