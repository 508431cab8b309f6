package io.tablesmith.internal;

import io.tablesmith.TableMismatchException;
import io.tablesmith.TableNotFoundException;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
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
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
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
 */
final class TranslatingClient implements DynamoDbClient {

    private final DynamoDbClient client;
    /** The entity type (or internal item type) of the feature that sends, for messages; {@code null} when mixed. */
    private final String entityType;

    private TranslatingClient(DynamoDbClient client, String entityType) {
        this.client = client;
        this.entityType = entityType;
    }

    /** {@code client}, translating; a client that already translates is returned as it is. */
    static DynamoDbClient of(DynamoDbClient client, String entityType) {
        Objects.requireNonNull(client, "client");
        return client instanceof TranslatingClient ? client : new TranslatingClient(client, entityType);
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        return send("GetItem", request.tableName(), null, () -> client.getItem(request));
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        return send("PutItem", request.tableName(), null, () -> client.putItem(request));
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        return send("UpdateItem", request.tableName(), null, () -> client.updateItem(request));
    }

    @Override
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        return send("DeleteItem", request.tableName(), null, () -> client.deleteItem(request));
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        return send("Query", request.tableName(), request.indexName(), () -> client.query(request));
    }

    @Override
    public ScanResponse scan(ScanRequest request) {
        return send("Scan", request.tableName(), request.indexName(), () -> client.scan(request));
    }

    @Override
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        return send("BatchGetItem", String.join(", ", new TreeSet<>(request.requestItems().keySet())), null,
                () -> client.batchGetItem(request));
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        return send("BatchWriteItem", String.join(", ", new TreeSet<>(request.requestItems().keySet())), null,
                () -> client.batchWriteItem(request));
    }

    @Override
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        TreeSet<String> tables = new TreeSet<>();
        for (TransactWriteItem item : request.transactItems()) {
            tables.add(item.put() != null ? item.put().tableName() : item.update() != null ? item.update().tableName()
                    : item.delete() != null ? item.delete().tableName() : item.conditionCheck().tableName());
        }
        return send("TransactWriteItems", String.join(", ", tables), null, () -> client.transactWriteItems(request));
    }

    @Override
    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
        TreeSet<String> tables = new TreeSet<>();
        request.transactItems().forEach(item -> tables.add(item.get().tableName()));
        return send("TransactGetItems", String.join(", ", tables), null, () -> client.transactGetItems(request));
    }

    @Override
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        return send("DescribeTable", request.tableName(), null, () -> client.describeTable(request));
    }

    @Override
    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        return send("DescribeTimeToLive", request.tableName(), null, () -> client.describeTimeToLive(request));
    }

    @Override
    public String serviceName() {
        return client.serviceName();
    }

    @Override
    public void close() {
        client.close();
    }

    private <R> R send(String operation, String tableName, String indexName, Supplier<R> request) {
        try {
            return request.get();
        } catch (ResourceNotFoundException missing) {
            throw new TableNotFoundException(entityType, tableName, operation, missing);
        } catch (DynamoDbException refused) {
            if (indexName != null && missingIndex(refused)) {
                throw new TableMismatchException(entityType, tableName, List.of("it has no index " + indexName + ", which "
                        + operation + " read (DynamoDB: " + refused.awsErrorDetails().errorMessage() + ")"), refused);
            }
            throw refused;
        }
    }

    /** DynamoDB's "The table does not have the specified index: gsi1" (dynalite's wording is the same). */
    private static boolean missingIndex(DynamoDbException e) {
        return e.awsErrorDetails() != null && "ValidationException".equals(e.awsErrorDetails().errorCode())
                && String.valueOf(e.awsErrorDetails().errorMessage()).contains("does not have the specified index");
    }
}
