package io.tablesmith.internal;

import io.tablesmith.Capacity;
import io.tablesmith.async.AsyncResults;
import io.tablesmith.telemetry.ObservedRequest;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The async repositories' twin of {@link TranslatingClient}: sends the requests the shared request
 * builders made ({@link WriteRequests}, {@link QueryRunner}) through a {@code DynamoDbAsyncClient},
 * named, prepared and observed by the {@link Call} they belong to (given explicitly, since the
 * request completes on another thread), and fails each future with the same typed exceptions about
 * the table (unwrapped from the SDK's {@code CompletionException}).
 */
final class AsyncTransport {

    private final DynamoDbAsyncClient client;
    private final String entityType;

    AsyncTransport(DynamoDbAsyncClient client, String entityType) {
        this.client = Objects.requireNonNull(client, "client");
        this.entityType = entityType;
    }

    DynamoDbAsyncClient client() {
        return client;
    }

    CompletableFuture<GetItemResponse> getItem(Call call, GetItemRequest request) {
        if (call == null) {
            return sent("GetItem", request.tableName(), null, () -> client.getItem(request));
        }
        GetItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        GetItemRequest prepared = builder.build();
        return observed(call, "GetItem", List.of(prepared.tableName()), null, prepared, () -> client.getItem(prepared),
                response -> ConsumedCapacities.of(false, response.consumedCapacity()));
    }

    CompletableFuture<PutItemResponse> putItem(Call call, PutItemRequest request) {
        if (call == null) {
            return sent("PutItem", request.tableName(), null, () -> client.putItem(request));
        }
        PutItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        PutItemRequest prepared = builder.build();
        return observed(call, "PutItem", List.of(prepared.tableName()), null, prepared, () -> client.putItem(prepared),
                response -> ConsumedCapacities.of(true, response.consumedCapacity()));
    }

    CompletableFuture<UpdateItemResponse> updateItem(Call call, UpdateItemRequest request) {
        if (call == null) {
            return sent("UpdateItem", request.tableName(), null, () -> client.updateItem(request));
        }
        UpdateItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        UpdateItemRequest prepared = builder.build();
        return observed(call, "UpdateItem", List.of(prepared.tableName()), null, prepared,
                () -> client.updateItem(prepared), response -> ConsumedCapacities.of(true, response.consumedCapacity()));
    }

    CompletableFuture<DeleteItemResponse> deleteItem(Call call, DeleteItemRequest request) {
        if (call == null) {
            return sent("DeleteItem", request.tableName(), null, () -> client.deleteItem(request));
        }
        DeleteItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        DeleteItemRequest prepared = builder.build();
        return observed(call, "DeleteItem", List.of(prepared.tableName()), null, prepared,
                () -> client.deleteItem(prepared), response -> ConsumedCapacities.of(true, response.consumedCapacity()));
    }

    CompletableFuture<QueryResponse> query(Call call, QueryRequest request) {
        if (call == null) {
            return sent("Query", request.tableName(), request.indexName(), () -> client.query(request));
        }
        QueryRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        QueryRequest prepared = builder.build();
        return observed(call, "Query", List.of(prepared.tableName()), prepared.indexName(), prepared,
                () -> client.query(prepared), response -> ConsumedCapacities.of(false, response.consumedCapacity()));
    }

    CompletableFuture<BatchGetItemResponse> batchGetItem(Call call, BatchGetItemRequest request) {
        List<String> tables = List.copyOf(new TreeSet<>(request.requestItems().keySet()));
        if (call == null) {
            return sent("BatchGetItem", String.join(", ", tables), null, () -> client.batchGetItem(request));
        }
        BatchGetItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        BatchGetItemRequest prepared = builder.build();
        return ObservedSend.runAsync(call, new ObservedRequest(call.entityType(), call.accessPattern(), "BatchGetItem",
                        tables, null, prepared),
                () -> sent("BatchGetItem", String.join(", ", tables), null, () -> client.batchGetItem(prepared)),
                response -> ConsumedCapacities.of(false, response.consumedCapacity()),
                response -> response.hasUnprocessedKeys() && !response.unprocessedKeys().isEmpty());
    }

    CompletableFuture<BatchWriteItemResponse> batchWriteItem(Call call, BatchWriteItemRequest request) {
        List<String> tables = List.copyOf(new TreeSet<>(request.requestItems().keySet()));
        if (call == null) {
            return sent("BatchWriteItem", String.join(", ", tables), null, () -> client.batchWriteItem(request));
        }
        BatchWriteItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        BatchWriteItemRequest prepared = builder.build();
        return ObservedSend.runAsync(call, new ObservedRequest(call.entityType(), call.accessPattern(), "BatchWriteItem",
                        tables, null, prepared),
                () -> sent("BatchWriteItem", String.join(", ", tables), null, () -> client.batchWriteItem(prepared)),
                response -> ConsumedCapacities.of(true, response.consumedCapacity()),
                response -> response.hasUnprocessedItems() && !response.unprocessedItems().isEmpty());
    }

    private static boolean asks(Call call) {
        return call.capacityMode() != ReturnConsumedCapacity.NONE;
    }

    private <R extends DynamoDbResponse> CompletableFuture<R> observed(Call call, String operation, List<String> tables,
                                                                       String indexName, DynamoDbRequest prepared,
                                                                       Supplier<CompletableFuture<R>> request,
                                                                       Function<R, Capacity> capacity) {
        ObservedRequest observed = new ObservedRequest(call.entityType(), call.accessPattern(), operation, tables,
                indexName, prepared);
        Predicate<R> whole = response -> false;
        return ObservedSend.runAsync(call, observed, () -> sent(operation, String.join(", ", tables), indexName, request),
                capacity, whole);
    }

    /**
     * The request's future, failing with the cause itself (not the SDK's {@code CompletionException})
     * translated as {@link TranslatingClient#translated} says; a client that throws at once (closed,
     * a request the SDK refuses to marshal) fails the future the same way.
     */
    private <R> CompletableFuture<R> sent(String operation, String tableName, String indexName,
                                          Supplier<CompletableFuture<R>> request) {
        CompletableFuture<R> sending;
        try {
            sending = request.get();
        } catch (RuntimeException refused) {
            sending = CompletableFuture.failedFuture(refused);
        }
        CompletableFuture<R> result = new CompletableFuture<>();
        sending.whenComplete((response, thrown) -> {
            if (thrown == null) {
                result.complete(response);
                return;
            }
            Throwable cause = AsyncResults.cause(thrown);
            result.completeExceptionally(cause instanceof RuntimeException runtime
                    ? TranslatingClient.translated(entityType, operation, tableName, indexName, runtime) : cause);
        });
        return result;
    }
}
