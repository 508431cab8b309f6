package io.tablesmith.local.server;

import io.tablesmith.local.LocalDynamoDb;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.TagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * The operations the server answers, by their {@code X-Amz-Target} name, each bound to the engine. A
 * switch rather than a table of lambdas: nothing is loaded for an operation until a client asks for it,
 * which keeps the server's start-up short.
 */
final class Operations {
    private final DynamoDbClient engine;
    private final StreamOperations streams;

    Operations(DynamoDbClient engine) {
        this.engine = engine;
        this.streams = engine instanceof LocalDynamoDb local ? new StreamOperations(local.streamsClient()) : null;
    }

    /** Answers {@code request} as one signed for {@code region} (null: the engine's own region). */
    <T> T inRegion(String region, Supplier<T> request) {
        return engine instanceof LocalDynamoDb local ? local.inRegion(region, request) : request.get();
    }

    /** Answers the DynamoDB Streams operation {@code name}, or returns null when there is no such operation. */
    SdkPojo answerStreams(String name, String json) {
        return streams == null ? null : streams.answer(name, json);
    }

    /**
     * Answers operation {@code name} with the request in {@code json}, or returns null when the engine
     * does not answer that operation.
     *
     * @throws MalformedRequestException when {@code json} does not fit the operation's request
     */
    SdkPojo answer(String name, String json) {
        switch (name) {
            case "CreateTable":
                return engine.createTable((CreateTableRequest) WireCodec.read(json, CreateTableRequest.builder()));
            case "DeleteTable":
                return engine.deleteTable((DeleteTableRequest) WireCodec.read(json, DeleteTableRequest.builder()));
            case "DescribeTable":
                return engine.describeTable((DescribeTableRequest) WireCodec.read(json,
                        DescribeTableRequest.builder()));
            case "ListTables":
                return engine.listTables((ListTablesRequest) WireCodec.read(json, ListTablesRequest.builder()));
            case "UpdateTable":
                return engine.updateTable((UpdateTableRequest) WireCodec.read(json, UpdateTableRequest.builder()));
            case "TagResource":
                return engine.tagResource((TagResourceRequest) WireCodec.read(json, TagResourceRequest.builder()));
            case "UntagResource":
                return engine.untagResource((UntagResourceRequest) WireCodec.read(json,
                        UntagResourceRequest.builder()));
            case "ListTagsOfResource":
                return engine.listTagsOfResource((ListTagsOfResourceRequest) WireCodec.read(json,
                        ListTagsOfResourceRequest.builder()));
            case "UpdateTimeToLive":
                return engine.updateTimeToLive((UpdateTimeToLiveRequest) WireCodec.read(json,
                        UpdateTimeToLiveRequest.builder()));
            case "DescribeTimeToLive":
                return engine.describeTimeToLive((DescribeTimeToLiveRequest) WireCodec.read(json,
                        DescribeTimeToLiveRequest.builder()));
            case "PutItem":
                return engine.putItem((PutItemRequest) WireCodec.read(json, PutItemRequest.builder()));
            case "GetItem":
                return engine.getItem((GetItemRequest) WireCodec.read(json, GetItemRequest.builder()));
            case "DeleteItem":
                return engine.deleteItem((DeleteItemRequest) WireCodec.read(json, DeleteItemRequest.builder()));
            case "UpdateItem":
                return engine.updateItem((UpdateItemRequest) WireCodec.read(json, UpdateItemRequest.builder()));
            case "Query":
                return engine.query((QueryRequest) WireCodec.read(json, QueryRequest.builder()));
            case "Scan":
                return engine.scan((ScanRequest) WireCodec.read(json, ScanRequest.builder()));
            case "BatchGetItem":
                return engine.batchGetItem((BatchGetItemRequest) WireCodec.read(json, BatchGetItemRequest.builder()));
            case "BatchWriteItem":
                return engine.batchWriteItem((BatchWriteItemRequest) WireCodec.read(json,
                        BatchWriteItemRequest.builder()));
            case "TransactGetItems":
                return engine.transactGetItems((TransactGetItemsRequest) WireCodec.read(json,
                        TransactGetItemsRequest.builder()));
            case "TransactWriteItems":
                return engine.transactWriteItems((TransactWriteItemsRequest) WireCodec.read(json,
                        TransactWriteItemsRequest.builder()));
            case "ExecuteStatement":
                return engine.executeStatement((ExecuteStatementRequest) WireCodec.read(json,
                        ExecuteStatementRequest.builder()));
            case "BatchExecuteStatement":
                return engine.batchExecuteStatement((BatchExecuteStatementRequest) WireCodec.read(json,
                        BatchExecuteStatementRequest.builder()));
            case "ExecuteTransaction":
                return engine.executeTransaction((ExecuteTransactionRequest) WireCodec.read(json,
                        ExecuteTransactionRequest.builder()));
            default:
                return null;
        }
    }
}
