package io.tablesmith.examples.research;

import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * A {@link DynamoDbClient} that hands every call to another one and counts the calls by operation,
 * so the demo can say how many requests a step really sent (on any engine: LocalDynamoDb, dynalite
 * or DynamoDB). It counts requests the repositories made, not the SDK's own retries of one request.
 *
 * <p>Only the operations the demo uses are passed on; any other throws {@link UnsupportedOperationException}
 * (the interface's default), so a new kind of request cannot go uncounted.
 */
final class CountingDynamoDbClient implements DynamoDbClient {

    private final DynamoDbClient delegate;
    private final Map<String, Integer> counts = new TreeMap<>();
    private UpdateItemRequest lastUpdate;

    CountingDynamoDbClient(DynamoDbClient delegate) {
        this.delegate = delegate;
    }

    /** How many requests of {@code operation} ({@code "Query"}, {@code "BatchWriteItem"}, ...) were sent so far. */
    synchronized int count(String operation) {
        return counts.getOrDefault(operation, 0);
    }

    /** How many requests were sent so far, of every operation. */
    synchronized int total() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The requests sent so far, by operation name in alphabetical order. */
    synchronized Map<String, Integer> counts() {
        return new TreeMap<>(counts);
    }

    /** The last {@code UpdateItem} request sent, as sent, or null before the first. */
    synchronized UpdateItemRequest lastUpdate() {
        return lastUpdate;
    }

    private synchronized void sent(String operation) {
        counts.merge(operation, 1, Integer::sum);
    }

    @Override
    public CreateTableResponse createTable(CreateTableRequest request) {
        sent("CreateTable");
        return delegate.createTable(request);
    }

    @Override
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        sent("DescribeTable");
        return delegate.describeTable(request);
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        sent("PutItem");
        return delegate.putItem(request);
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        sent("GetItem");
        return delegate.getItem(request);
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        synchronized (this) {
            lastUpdate = request;
        }
        sent("UpdateItem");
        return delegate.updateItem(request);
    }

    @Override
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        sent("DeleteItem");
        return delegate.deleteItem(request);
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        sent("Query");
        return delegate.query(request);
    }

    @Override
    public ScanResponse scan(ScanRequest request) {
        sent("Scan");
        return delegate.scan(request);
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        sent("BatchWriteItem");
        return delegate.batchWriteItem(request);
    }

    @Override
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        sent("BatchGetItem");
        return delegate.batchGetItem(request);
    }

    @Override
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        sent("TransactWriteItems");
        return delegate.transactWriteItems(request);
    }

    @Override
    public String serviceName() {
        return delegate.serviceName();
    }

    @Override
    public DynamoDbServiceClientConfiguration serviceClientConfiguration() {
        return delegate.serviceClientConfiguration();
    }

    /** Does nothing: the client passed in belongs to the caller, who closes it. */
    @Override
    public void close() {
    }
}
