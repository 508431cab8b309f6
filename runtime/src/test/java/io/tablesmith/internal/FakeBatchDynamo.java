package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * An in-memory table behind {@code BatchWriteItem} and {@code BatchGetItem} that refuses what
 * DynamoDB refuses (too many items, a key twice, an empty request) and leaves unprocessed, or
 * throttles, whatever the test's {@link Fault} says.
 */
final class FakeBatchDynamo implements DynamoDbClient {

    /** Decides, per call, which of its keys come back unprocessed; may throw to refuse the whole call. */
    @FunctionalInterface
    interface Fault {
        Set<ItemKey<?>> unprocessed(int call, List<ItemKey<?>> keys);
    }

    static final String TABLE = "notes";

    final Map<ItemKey<?>, Map<String, AttributeValue>> items = new LinkedHashMap<>();
    final List<List<ItemKey<?>>> writeCalls = new ArrayList<>();
    final List<List<ItemKey<?>>> getCalls = new ArrayList<>();
    final List<Boolean> consistentReads = new ArrayList<>();
    Fault fault = (call, keys) -> Set.of();
    private int calls;

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        List<WriteRequest> writes = onlyTable(request.requestItems());
        List<ItemKey<?>> keys = new ArrayList<>();
        for (WriteRequest write : writes) {
            keys.add(BatchSender.keyIn(write.putRequest() != null ? write.putRequest().item() : write.deleteRequest().key()));
        }
        check(keys, 25);
        writeCalls.add(keys);
        Set<ItemKey<?>> left = fault.unprocessed(++calls, keys);
        List<WriteRequest> unprocessed = new ArrayList<>();
        for (int i = 0; i < writes.size(); i++) {
            WriteRequest write = writes.get(i);
            if (left.contains(keys.get(i))) {
                unprocessed.add(write);
            } else if (write.putRequest() != null) {
                items.put(keys.get(i), write.putRequest().item());
            } else {
                items.remove(keys.get(i));
            }
        }
        return BatchWriteItemResponse.builder()
                .unprocessedItems(unprocessed.isEmpty() ? Map.of() : Map.of(TABLE, unprocessed))
                .build();
    }

    @Override
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        KeysAndAttributes asked = onlyTable(request.requestItems());
        List<ItemKey<?>> keys = asked.keys().stream().map(BatchSender::keyIn).toList();
        check(keys, 100);
        getCalls.add(keys);
        consistentReads.add(asked.consistentRead());
        Set<ItemKey<?>> left = fault.unprocessed(++calls, keys);
        List<Map<String, AttributeValue>> found = new ArrayList<>();
        List<Map<String, AttributeValue>> unprocessed = new ArrayList<>();
        // DynamoDB answers in no particular order: the reverse of the request shows the caller re-sorts.
        for (int i = keys.size() - 1; i >= 0; i--) {
            ItemKey<?> key = keys.get(i);
            if (left.contains(key)) {
                unprocessed.add(key.toAttributeMap());
            } else if (items.containsKey(key)) {
                found.add(items.get(key));
            }
        }
        BatchGetItemResponse.Builder response = BatchGetItemResponse.builder().responses(Map.of(TABLE, found));
        if (!unprocessed.isEmpty()) {
            response.unprocessedKeys(Map.of(TABLE, KeysAndAttributes.builder().keys(unprocessed).build()));
        }
        return response.build();
    }

    int calls() {
        return calls;
    }

    private static <V> V onlyTable(Map<String, V> requestItems) {
        if (requestItems.size() != 1 || !requestItems.containsKey(TABLE)) {
            throw validation("expected exactly the table " + TABLE + " but got " + requestItems.keySet());
        }
        return requestItems.get(TABLE);
    }

    private static void check(List<ItemKey<?>> keys, int max) {
        if (keys.isEmpty() || keys.size() > max) {
            throw validation("a batch holds 1 to " + max + " items, not " + keys.size());
        }
        Set<ItemKey<?>> seen = new HashSet<>();
        for (ItemKey<?> key : keys) {
            if (!seen.add(key)) {
                throw validation("Provided list of item keys contains duplicates: " + key);
            }
        }
    }

    static DynamoDbException validation(String message) {
        return (DynamoDbException) DynamoDbException.builder()
                .message(message)
                .statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("ValidationException").errorMessage(message).build())
                .build();
    }

    @Override
    public String serviceName() {
        return "dynamodb";
    }

    @Override
    public void close() {
    }
}
