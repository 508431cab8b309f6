package io.tablesmith.it;

import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Plays a process that stops between two writes: the first {@code UpdateItem} the predicate picks
 * is not sent, and the call throws {@link Stopped}. Everything else goes to the engine.
 */
final class StoppingClient implements DynamoDbClient {

    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("the process stopped here");
        }
    }

    private final DynamoDbClient engine;
    private final Predicate<UpdateItemRequest> stopAt;
    private boolean stopped;

    StoppingClient(DynamoDbClient engine, Predicate<UpdateItemRequest> stopAt) {
        this.engine = engine;
        this.stopAt = stopAt;
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        if (!stopped && stopAt.test(request)) {
            stopped = true;
            throw new Stopped();
        }
        return engine.updateItem(request);
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        return engine.putItem(request);
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        return engine.getItem(request);
    }

    @Override
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        return engine.deleteItem(request);
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        return engine.query(request);
    }

    @Override
    public String serviceName() {
        return engine.serviceName();
    }

    @Override
    public void close() {
    }
}
