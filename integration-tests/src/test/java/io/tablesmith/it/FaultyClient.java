package io.tablesmith.it;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
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
 * A {@link DynamoDbClient} in front of an engine that counts every request by operation and can
 * make one chosen write go wrong, as DynamoDB and the network do: throttled before it is applied,
 * failed after it was applied (the answer lost), or the process stops there. Writes are counted from
 * the moment a fault is armed; one client per simulated process.
 */
final class FaultyClient implements DynamoDbClient {

    /** How the chosen write goes wrong. */
    enum Fault {
        /** refused with {@code ProvisionedThroughputExceededException}: not applied */
        THROTTLED_BEFORE,
        /** applied, then the call fails as if the connection broke: the caller cannot know it was applied */
        FAILED_AFTER,
        /** applied, then refused with a throttling error, as a test of a caller that trusts error codes */
        THROTTLED_AFTER,
        /** the process stops before sending it: nothing more happens in this process */
        STOPPED
    }

    /** The write a {@link Fault#STOPPED} fault stops at. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("the process stopped here");
        }
    }

    private final DynamoDbClient engine;
    private final Map<String, Integer> counts = new TreeMap<>();
    private int writes;
    private int faultAt;
    private Fault fault;
    private boolean stopped;

    FaultyClient(DynamoDbClient engine) {
        this.engine = engine;
    }

    /** Makes the {@code index}-th write from now (1 for the next) go wrong as {@code how}. */
    synchronized FaultyClient arm(int index, Fault how) {
        this.writes = 0;
        this.faultAt = index;
        this.fault = how;
        this.stopped = false;
        return this;
    }

    /** No more faults; counts go on. */
    synchronized void disarm() {
        this.fault = null;
        this.stopped = false;
    }

    /** Writes since the last {@link #arm}. */
    synchronized int writes() {
        return writes;
    }

    /** Requests by operation since the last {@link #resetCounts}. */
    synchronized Map<String, Integer> counts() {
        return new TreeMap<>(counts);
    }

    synchronized int total() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    synchronized void resetCounts() {
        counts.clear();
    }

    private synchronized void count(String operation) {
        if (stopped) {
            throw new IllegalStateException("a stopped process sends nothing more");
        }
        counts.merge(operation, 1, Integer::sum);
    }

    private <R> R write(String operation, Supplier<R> send) {
        Fault now;
        synchronized (this) {
            count(operation);
            writes++;
            now = fault != null && writes == faultAt ? fault : null;
            if (now == Fault.STOPPED) {
                stopped = true;
            }
        }
        if (now == null) {
            return send.get();
        }
        switch (now) {
            case THROTTLED_BEFORE -> throw throttled("injected before the write: throughput exceeded");
            case STOPPED -> throw new Stopped();
            case FAILED_AFTER -> {
                send.get();
                throw SdkClientException.create("injected after the write was applied: connection reset");
            }
            default -> {
                send.get();
                throw throttled("injected after the write was applied: throughput exceeded");
            }
        }
    }

    private static RuntimeException throttled(String message) {
        return ProvisionedThroughputExceededException.builder().message(message).statusCode(400).build();
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        return write("PutItem", () -> engine.putItem(request));
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        return write("UpdateItem", () -> engine.updateItem(request));
    }

    @Override
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        return write("DeleteItem", () -> engine.deleteItem(request));
    }

    @Override
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        return write("TransactWriteItems", () -> engine.transactWriteItems(request));
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        count("GetItem");
        return engine.getItem(request);
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        count("Query");
        return engine.query(request);
    }

    @Override
    public ScanResponse scan(ScanRequest request) {
        count("Scan");
        return engine.scan(request);
    }

    @Override
    public String serviceName() {
        return engine.serviceName();
    }

    @Override
    public void close() {
    }
}
