package io.tablesmith.internal;

import io.tablesmith.Capacity;
import io.tablesmith.RequestOptions;
import io.tablesmith.TableMismatchException;
import io.tablesmith.TableNotFoundException;
import io.tablesmith.telemetry.ObservedRequest;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The client every request of every feature is sent through (the {@link WritePath} holds it and
 * hands it out for reads): it translates DynamoDB's answers about the table itself, which carry
 * no table name, into typed exceptions that name it. A table that does not exist becomes
 * {@link TableNotFoundException}; a query of an index the table lacks (the table of another
 * definition, or another application's) becomes {@link TableMismatchException}. Every other
 * answer passes through unchanged.
 *
 * <p>It is also where requests are named: when a {@link Call} is open on the sending thread, each
 * request is sent with the call's access pattern as execution attributes, its timeouts and the
 * consumed capacity it asks for, and told to its observers; without one, the request is sent as it is.
 */
final class TranslatingClient extends ForwardingClient {

    private final DynamoDbClient client;
    /** The entity type (or internal item type) of the feature that sends, for messages; {@code null} when mixed. */
    private final String entityType;
    /** What the calls of features built on this client carry ({@link RequestOptions#applyTo}). */
    private final RequestOptions options;

    private TranslatingClient(DynamoDbClient client, String entityType, RequestOptions options) {
        this.client = client;
        this.entityType = entityType;
        this.options = options;
    }

    /** {@code client}, translating; a client that already translates keeps its options and takes this entity type. */
    static DynamoDbClient of(DynamoDbClient client, String entityType) {
        Objects.requireNonNull(client, "client");
        if (client instanceof TranslatingClient translating) {
            return entityType == null || entityType.equals(translating.entityType) ? translating
                    : new TranslatingClient(translating.client, entityType, translating.options);
        }
        return new TranslatingClient(client, entityType, RequestOptions.defaults());
    }

    /** {@code client}, translating, its requests carrying {@code more} options beside those it has. */
    static DynamoDbClient withOptions(DynamoDbClient client, RequestOptions more) {
        if (client instanceof TranslatingClient translating) {
            return new TranslatingClient(translating.client, translating.entityType, translating.options.with(more));
        }
        return new TranslatingClient(client, null, more);
    }

    RequestOptions options() {
        return options;
    }

    @Override
    DynamoDbClient delegate() {
        return client;
    }

    /**
     * The call that names this request, or {@code null} when it goes as it is: a request the application
     * sends on this client itself, outside any call of Tablesmith's, is not Tablesmith's to change.
     */
    private static Call call() {
        return Call.current();
    }

    private static boolean asks(Call call) {
        return call.capacityMode() != ReturnConsumedCapacity.NONE;
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        Call call = call();
        if (call == null) {
            return send("GetItem", request.tableName(), null, () -> client.getItem(request));
        }
        GetItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        GetItemRequest sent = builder.build();
        return observed(call, "GetItem", List.of(sent.tableName()), null, sent, () -> client.getItem(sent),
                response -> ConsumedCapacities.of(false, response.consumedCapacity()), response -> false);
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        Call call = call();
        if (call == null) {
            return send("PutItem", request.tableName(), null, () -> client.putItem(request));
        }
        PutItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        PutItemRequest sent = builder.build();
        return observed(call, "PutItem", List.of(sent.tableName()), null, sent, () -> client.putItem(sent),
                response -> ConsumedCapacities.of(true, response.consumedCapacity()), response -> false);
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        Call call = call();
        if (call == null) {
            return send("UpdateItem", request.tableName(), null, () -> client.updateItem(request));
        }
        UpdateItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        UpdateItemRequest sent = builder.build();
        return observed(call, "UpdateItem", List.of(sent.tableName()), null, sent, () -> client.updateItem(sent),
                response -> ConsumedCapacities.of(true, response.consumedCapacity()), response -> false);
    }

    @Override
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        Call call = call();
        if (call == null) {
            return send("DeleteItem", request.tableName(), null, () -> client.deleteItem(request));
        }
        DeleteItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        DeleteItemRequest sent = builder.build();
        return observed(call, "DeleteItem", List.of(sent.tableName()), null, sent, () -> client.deleteItem(sent),
                response -> ConsumedCapacities.of(true, response.consumedCapacity()), response -> false);
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        Call call = call();
        if (call == null) {
            return send("Query", request.tableName(), request.indexName(), () -> client.query(request));
        }
        QueryRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        QueryRequest sent = builder.build();
        return observed(call, "Query", List.of(sent.tableName()), sent.indexName(), sent, () -> client.query(sent),
                response -> ConsumedCapacities.of(false, response.consumedCapacity()), response -> false);
    }

    @Override
    public SearchVectorsResponse searchVectors(SearchVectorsRequest request) {
        Call call = call();
        if (call == null) {
            return send("SearchVectors", request.tableName(), request.indexName(), () -> client.searchVectors(request));
        }
        SearchVectorsRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        SearchVectorsRequest sent = builder.build();
        return observed(call, "SearchVectors", List.of(sent.tableName()), sent.indexName(), sent,
                () -> client.searchVectors(sent), response -> ConsumedCapacities.ofVectorSearch(response.consumedCapacity()),
                response -> false);
    }

    @Override
    public ScanResponse scan(ScanRequest request) {
        Call call = call();
        if (call == null) {
            return send("Scan", request.tableName(), request.indexName(), () -> client.scan(request));
        }
        ScanRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        ScanRequest sent = builder.build();
        return observed(call, "Scan", List.of(sent.tableName()), sent.indexName(), sent, () -> client.scan(sent),
                response -> ConsumedCapacities.of(false, response.consumedCapacity()), response -> false);
    }

    @Override
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        List<String> tables = List.copyOf(new TreeSet<>(request.requestItems().keySet()));
        Call call = call();
        if (call == null) {
            return send("BatchGetItem", String.join(", ", tables), null, () -> client.batchGetItem(request));
        }
        BatchGetItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        BatchGetItemRequest sent = builder.build();
        return observed(call, "BatchGetItem", tables, null, sent, () -> client.batchGetItem(sent),
                response -> ConsumedCapacities.of(false, response.consumedCapacity()),
                response -> response.hasUnprocessedKeys() && !response.unprocessedKeys().isEmpty());
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        List<String> tables = List.copyOf(new TreeSet<>(request.requestItems().keySet()));
        Call call = call();
        if (call == null) {
            return send("BatchWriteItem", String.join(", ", tables), null, () -> client.batchWriteItem(request));
        }
        BatchWriteItemRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        BatchWriteItemRequest sent = builder.build();
        return observed(call, "BatchWriteItem", tables, null, sent, () -> client.batchWriteItem(sent),
                response -> ConsumedCapacities.of(true, response.consumedCapacity()),
                response -> response.hasUnprocessedItems() && !response.unprocessedItems().isEmpty());
    }

    @Override
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        TreeSet<String> names = new TreeSet<>();
        for (TransactWriteItem item : request.transactItems()) {
            names.add(item.put() != null ? item.put().tableName() : item.update() != null ? item.update().tableName()
                    : item.delete() != null ? item.delete().tableName() : item.conditionCheck().tableName());
        }
        List<String> tables = List.copyOf(names);
        Call call = call();
        if (call == null) {
            return send("TransactWriteItems", String.join(", ", tables), null, () -> client.transactWriteItems(request));
        }
        TransactWriteItemsRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        TransactWriteItemsRequest sent = builder.build();
        return observed(call, "TransactWriteItems", tables, null, sent, () -> client.transactWriteItems(sent),
                response -> ConsumedCapacities.of(true, response.consumedCapacity()), response -> false);
    }

    @Override
    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
        TreeSet<String> names = new TreeSet<>();
        request.transactItems().forEach(item -> names.add(item.get().tableName()));
        List<String> tables = List.copyOf(names);
        Call call = call();
        if (call == null) {
            return send("TransactGetItems", String.join(", ", tables), null, () -> client.transactGetItems(request));
        }
        TransactGetItemsRequest.Builder builder = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration()));
        if (asks(call)) {
            builder.returnConsumedCapacity(call.capacityMode());
        }
        TransactGetItemsRequest sent = builder.build();
        return observed(call, "TransactGetItems", tables, null, sent, () -> client.transactGetItems(sent),
                response -> ConsumedCapacities.of(false, response.consumedCapacity()), response -> false);
    }

    @Override
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        Call call = call();
        if (call == null) {
            return send("DescribeTable", request.tableName(), null, () -> client.describeTable(request));
        }
        DescribeTableRequest sent = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration())).build();
        return observed(call, "DescribeTable", List.of(sent.tableName()), null, sent, () -> client.describeTable(sent),
                response -> Capacity.NONE, response -> false);
    }

    @Override
    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        Call call = call();
        if (call == null) {
            return send("DescribeTimeToLive", request.tableName(), null, () -> client.describeTimeToLive(request));
        }
        DescribeTimeToLiveRequest sent = request.toBuilder()
                .overrideConfiguration(ObservedSend.override(call, request.overrideConfiguration())).build();
        return observed(call, "DescribeTimeToLive", List.of(sent.tableName()), null, sent,
                () -> client.describeTimeToLive(sent), response -> Capacity.NONE, response -> false);
    }

    private <R extends DynamoDbResponse> R observed(Call call, String operation, List<String> tables, String indexName,
                                                    DynamoDbRequest sent, Supplier<R> request,
                                                    Function<R, Capacity> capacity, Predicate<R> partial) {
        ObservedRequest observed = new ObservedRequest(call.entityType(), call.accessPattern(), operation, tables,
                indexName, sent);
        return ObservedSend.run(call, observed, () -> send(operation, String.join(", ", tables), indexName, request),
                capacity, partial);
    }

    private <R> R send(String operation, String tableName, String indexName, Supplier<R> request) {
        try {
            return request.get();
        } catch (DynamoDbException refused) {
            throw translated(entityType, operation, tableName, indexName, refused);
        }
    }

    /**
     * DynamoDB's answer about the table itself as the typed exception that names it (a missing table,
     * a missing index); any other failure as it is. Both transports translate with this.
     */
    static RuntimeException translated(String entityType, String operation, String tableName, String indexName,
                                       RuntimeException failure) {
        if (failure instanceof ResourceNotFoundException missing) {
            return new TableNotFoundException(entityType, tableName, operation, missing);
        }
        if (indexName != null && failure instanceof DynamoDbException refused && missingIndex(refused)) {
            return new TableMismatchException(entityType, tableName, List.of("it has no index " + indexName + ", which "
                    + operation + " read (DynamoDB: " + refused.awsErrorDetails().errorMessage() + ")"), refused);
        }
        return failure;
    }

    /** DynamoDB's "The table does not have the specified index: gsi1" (dynalite's wording is the same). */
    private static boolean missingIndex(DynamoDbException e) {
        return e.awsErrorDetails() != null && "ValidationException".equals(e.awsErrorDetails().errorCode())
                && String.valueOf(e.awsErrorDetails().errorMessage()).contains("does not have the specified index");
    }
}
