package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.async.AsyncResults;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The {@link WritePath} of the async repositories: the same {@link Write}s, rendered by the same
 * {@link WriteRequests} with the same guards, judged by the same {@link WriteRefusal} when refused,
 * sent through a {@code DynamoDbAsyncClient}. Only the sending differs: nothing here waits; where
 * the blocking path reads a refused item back (engines that return none with the refusal), this one
 * chains the read.
 */
final class AsyncWritePath {

    private final AsyncTransport transport;

    AsyncWritePath(DynamoDbAsyncClient client, String entityType) {
        this.transport = new AsyncTransport(client, entityType);
    }

    AsyncTransport transport() {
        return transport;
    }

    /**
     * Sends one write, as {@link WritePath#write}: the future completes with what DynamoDB returned, or
     * fails with the judged refusal (wrapped in {@code CompletionException}, as Java does).
     */
    CompletableFuture<Map<String, AttributeValue>> write(Call call, Write write) {
        return attempt(call, write).thenApply(outcome -> {
            if (!outcome.written()) {
                throw outcome.refusal().exception();
            }
            return outcome.attributes();
        });
    }

    /** Sends one write and completes with its outcome, as {@link WritePath#attempt(Write)}. */
    CompletableFuture<WritePath.Outcome> attempt(Call call, Write write) {
        return send(call, write).thenApply(attributes -> new WritePath.Outcome(attributes, null))
                .exceptionallyCompose(thrown -> {
                    Throwable cause = AsyncResults.cause(thrown);
                    if (cause instanceof ConditionalCheckFailedException refused) {
                        return refusal(call, write, refused).thenApply(refusal -> new WritePath.Outcome(Map.of(), refusal));
                    }
                    if (write.changes != null && cause instanceof DynamoDbException refused
                            && (WritePath.NumberRefusal.is(refused) || UpdateSize.refused(refused))) {
                        return stored(call, write.tableName, write.key).thenApply(stored -> {
                            throw WritePath.NumberRefusal.is(refused)
                                    ? WritePath.NumberRefusal.exception(write, stored, refused)
                                    : UpdateSize.exception(write, stored, refused);
                        });
                    }
                    return CompletableFuture.failedFuture(cause);
                });
    }

    private CompletableFuture<Map<String, AttributeValue>> send(Call call, Write write) {
        try {
            return switch (write.kind) {
                case PUT -> transport.putItem(call, WriteRequests.putItem(write)).thenApply(response -> Map.of());
                case UPDATE -> transport.updateItem(call, WriteRequests.updateItem(write))
                        .thenApply(response -> response.attributes());
                case DELETE -> transport.deleteItem(call, WriteRequests.deleteItem(write))
                        .thenApply(response -> response.attributes());
                case CHECK -> throw new IllegalStateException("a condition check is sent only in a transaction");
            };
        } catch (RuntimeException unrenderable) {
            return CompletableFuture.failedFuture(unrenderable);
        }
    }

    private CompletableFuture<WriteRefusal> refusal(Call call, Write write, ConditionalCheckFailedException refused) {
        Map<String, AttributeValue> returned = refused.hasItem() ? refused.item() : Map.of();
        if (!returned.isEmpty()) {
            return CompletableFuture.completedFuture(WriteRefusal.of(write, returned, refused));
        }
        return stored(call, write.tableName, write.key).thenApply(stored -> WriteRefusal.of(write, stored, refused));
    }

    /**
     * Sends one {@code BatchWriteItem} of unchecked writes to one table, as {@link WritePath#batch}.
     *
     * @return the keys DynamoDB left unprocessed
     */
    CompletableFuture<Set<ItemKey<?>>> batch(Call call, String tableName, List<Write> writes) {
        return transport.batchWriteItem(call, WriteRequests.batch(tableName, writes)).thenApply(response -> {
            if (!response.hasUnprocessedItems()) {
                return Set.of();
            }
            Set<ItemKey<?>> keys = new HashSet<>();
            for (WriteRequest unprocessed : response.unprocessedItems().getOrDefault(tableName, List.of())) {
                Map<String, AttributeValue> attributes = unprocessed.putRequest() != null
                        ? unprocessed.putRequest().item()
                        : unprocessed.deleteRequest() != null ? unprocessed.deleteRequest().key() : Map.of();
                ItemKey<?> key = BatchSender.keyIn(attributes);
                if (key != null) {
                    keys.add(key);
                }
            }
            return keys;
        });
    }

    /** The item as stored now, read consistently; empty when there is none. */
    CompletableFuture<Map<String, AttributeValue>> stored(Call call, String tableName, ItemKey<?> key) {
        return fetch(call, tableName, key, true);
    }

    /** The item with {@code key}, read as {@link StoredItems#fetch} reads it; empty when there is none. */
    CompletableFuture<Map<String, AttributeValue>> fetch(Call call, String tableName, ItemKey<?> key, boolean consistent) {
        return transport.getItem(call, StoredItems.request(tableName, key, consistent))
                .thenApply(response -> response.hasItem() ? response.item() : Map.<String, AttributeValue>of());
    }
}
