package io.tablesmith.it.evolve;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * A client in front of a real engine that counts the re-index's requests, can refuse some
 * with throttling errors before they reach the engine (as an overloaded table does), and can
 * run an application write just before an update goes out, which is the race a concurrent
 * writer can win. Thread-safe: the re-index sends from several threads.
 */
final class InterceptingClient implements DynamoDbClient {

    private final DynamoDbClient engine;
    final AtomicInteger scans = new AtomicInteger();
    final AtomicInteger updates = new AtomicInteger();
    /** Updates that reached the engine (not throttled). */
    final AtomicInteger delivered = new AtomicInteger();
    final AtomicInteger throttled = new AtomicInteger();
    private volatile int throttleEveryScan;
    private volatile int throttleEveryUpdate;
    private volatile Consumer<UpdateItemRequest> beforeUpdate = request -> { };

    InterceptingClient(DynamoDbClient engine) {
        this.engine = engine;
    }

    /** Refuses every {@code n}-th scan and {@code m}-th update with a throttling error; 0 never. */
    InterceptingClient throttling(int everyScan, int everyUpdate) {
        this.throttleEveryScan = everyScan;
        this.throttleEveryUpdate = everyUpdate;
        return this;
    }

    /** Runs {@code action} before each update is sent (and before it may be throttled). */
    InterceptingClient beforeUpdate(Consumer<UpdateItemRequest> action) {
        this.beforeUpdate = action;
        return this;
    }

    @Override
    public ScanResponse scan(ScanRequest request) {
        int n = scans.incrementAndGet();
        if (throttleEveryScan > 0 && n % throttleEveryScan == 0) {
            throttled.incrementAndGet();
            throw ProvisionedThroughputExceededException.builder().message("injected: throughput exceeded").statusCode(400).build();
        }
        return engine.scan(request);
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        int n = updates.incrementAndGet();
        beforeUpdate.accept(request);
        if (throttleEveryUpdate > 0 && n % throttleEveryUpdate == 0) {
            throttled.incrementAndGet();
            throw ThrottlingException.builder().message("injected: throttled").statusCode(400).build();
        }
        delivered.incrementAndGet();
        return engine.updateItem(request);
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        return engine.getItem(request);
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        return engine.putItem(request);
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        return engine.query(request);
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        return engine.batchWriteItem(request);
    }

    @Override
    public String serviceName() {
        return engine.serviceName();
    }

    @Override
    public void close() {
        // The engine belongs to the test.
    }
}
