package io.tablesmith.benchmarks;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * A simulated network: every call waits {@code roundTrip} before it reaches the engine, as a
 * request to DynamoDB waits for its round trip. Calls on several threads wait at the same time,
 * as concurrent HTTP requests do. Only the calls the batch benchmark makes are passed on.
 */
final class DelayedClient implements DynamoDbClient {

    private final DynamoDbClient engine;
    private final long roundTripNanos;

    DelayedClient(DynamoDbClient engine, Duration roundTrip) {
        this.engine = engine;
        this.roundTripNanos = roundTrip.toNanos();
    }

    private void travel() {
        long until = System.nanoTime() + roundTripNanos;
        for (long left = roundTripNanos; left > 0; left = until - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        travel();
        return engine.putItem(request);
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        travel();
        return engine.getItem(request);
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        travel();
        return engine.batchWriteItem(request);
    }

    @Override
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        travel();
        return engine.batchGetItem(request);
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
