package io.tablesmith.it.time;

import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** An engine's client that counts the queries sent through it, to show which calls send none. */
final class CountingClient implements DynamoDbClient {

    private final DynamoDbClient engine;
    final AtomicInteger queries = new AtomicInteger();

    CountingClient(DynamoDbClient engine) {
        this.engine = engine;
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        queries.incrementAndGet();
        return engine.query(request);
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        return engine.putItem(request);
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        return engine.batchWriteItem(request);
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        return engine.getItem(request);
    }

    @Override
    public String serviceName() {
        return engine.serviceName();
    }

    @Override
    public void close() {
        engine.close();
    }
}
