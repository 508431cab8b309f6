package io.tablesmith.internal;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * {@code BatchWriteItem} for one entity: puts or deletes in requests of 25, each key once per
 * call (DynamoDB refuses a request that names a key twice), retrying what comes back unprocessed.
 * Every record is encoded and every key checked before the first request, so a bad record
 * fails the call before anything is written.
 */
final class BatchWriter<T> {

    /** DynamoDB's limit of writes in one {@code BatchWriteItem}. */
    static final int MAX_WRITES = 25;

    private final DynamoDbClient client;
    private final String tableName;
    private final EntitySchema<T> schema;
    private final BatchSender sender;

    BatchWriter(DynamoDbClient client, String tableName, EntitySchema<T> schema, BatchSender sender) {
        this.client = client;
        this.tableName = tableName;
        this.schema = schema;
        this.sender = sender;
    }

    /**
     * Puts {@code toStored} of every record; of records with one key the last wins.
     *
     * @return the records as stored, in the order given, without those a later one for the same key replaced
     */
    List<T> putAll(String operation, Collection<? extends T> records, UnaryOperator<T> toStored) {
        Map<ItemKey<?>, T> winners = new LinkedHashMap<>();
        int index = 0;
        for (T record : BatchKeys.nonNull(records, operation, "records")) {
            BatchKeys.elementNonNull(record, operation, index++);
            T stored = toStored.apply(record);
            ItemKey<?> key = schema.keyOf(stored);
            winners.remove(key);     // so the winner keeps its own position, not the first one's
            winners.put(key, stored);
        }
        Map<ItemKey<?>, WriteRequest> writes = new LinkedHashMap<>();
        winners.forEach((key, record) -> writes.put(key,
                WriteRequest.builder().putRequest(PutRequest.builder().item(schema.toItem(record)).build()).build()));
        write(writes).ifPresent(gaveUp -> {
            List<T> unwritten = gaveUp.undone().stream().map(winners::get).toList();
            throw new BatchIncompleteException(schema.entityType(), gaveUp.describe(operation, "not written", writes.size()),
                    gaveUp.undone(), unwritten, List.of(), gaveUp.cause());
        });
        return List.copyOf(winners.values());
    }

    /** Deletes the item of every distinct key, whatever it holds; absent items are no error. */
    void deleteAll(String operation, Collection<? extends ItemKey<?>> keys) {
        Map<ItemKey<?>, WriteRequest> writes = new LinkedHashMap<>();
        for (ItemKey<?> key : BatchKeys.distinct(keys, operation)) {
            writes.put(key, WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key.toAttributeMap()).build()).build());
        }
        write(writes).ifPresent(gaveUp -> {
            throw new BatchIncompleteException(schema.entityType(), gaveUp.describe(operation, "not deleted", writes.size()),
                    gaveUp.undone(), List.of(), List.of(), gaveUp.cause());
        });
    }

    private Optional<BatchSender.GaveUp> write(Map<ItemKey<?>, WriteRequest> writes) {
        return sender.sendAll(new ArrayList<>(writes.keySet()), MAX_WRITES, keys -> {
            List<WriteRequest> batch = keys.stream().map(writes::get).toList();
            BatchWriteItemResponse response = client.batchWriteItem(BatchWriteItemRequest.builder()
                    .requestItems(Map.of(tableName, batch))
                    .build());
            return unprocessed(response);
        });
    }

    private Set<ItemKey<?>> unprocessed(BatchWriteItemResponse response) {
        if (!response.hasUnprocessedItems()) {
            return Set.of();
        }
        Set<ItemKey<?>> keys = new HashSet<>();
        for (WriteRequest write : response.unprocessedItems().getOrDefault(tableName, List.of())) {
            Map<String, AttributeValue> attributes = write.putRequest() != null
                    ? write.putRequest().item()
                    : write.deleteRequest() != null ? write.deleteRequest().key() : Map.of();
            ItemKey<?> key = BatchSender.keyIn(attributes);
            if (key != null) {
                keys.add(key);
            }
        }
        return keys;
    }
}
