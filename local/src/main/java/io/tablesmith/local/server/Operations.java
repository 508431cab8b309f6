package io.tablesmith.local.server;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/** The operations the server answers, by their {@code X-Amz-Target} name, each bound to the engine. */
final class Operations {
    /** One operation: how to build its request from JSON, and the engine call that answers it. */
    record Operation(Supplier<? extends SdkPojo> requestBuilder, Function<SdkPojo, ? extends SdkPojo> call) {
    }

    private final Map<String, Operation> byName = new HashMap<>();

    Operations(DynamoDbClient engine) {
        add("CreateTable", CreateTableRequest.class, CreateTableRequest::builder, engine::createTable);
        add("DeleteTable", DeleteTableRequest.class, DeleteTableRequest::builder, engine::deleteTable);
        add("DescribeTable", DescribeTableRequest.class, DescribeTableRequest::builder, engine::describeTable);
        add("ListTables", ListTablesRequest.class, ListTablesRequest::builder, engine::listTables);
        add("UpdateTimeToLive", UpdateTimeToLiveRequest.class, UpdateTimeToLiveRequest::builder,
                engine::updateTimeToLive);
        add("DescribeTimeToLive", DescribeTimeToLiveRequest.class, DescribeTimeToLiveRequest::builder,
                engine::describeTimeToLive);
        add("PutItem", PutItemRequest.class, PutItemRequest::builder, engine::putItem);
        add("GetItem", GetItemRequest.class, GetItemRequest::builder, engine::getItem);
        add("DeleteItem", DeleteItemRequest.class, DeleteItemRequest::builder, engine::deleteItem);
        add("UpdateItem", UpdateItemRequest.class, UpdateItemRequest::builder, engine::updateItem);
        add("Query", QueryRequest.class, QueryRequest::builder, engine::query);
        add("Scan", ScanRequest.class, ScanRequest::builder, engine::scan);
        add("BatchGetItem", BatchGetItemRequest.class, BatchGetItemRequest::builder, engine::batchGetItem);
        add("BatchWriteItem", BatchWriteItemRequest.class, BatchWriteItemRequest::builder, engine::batchWriteItem);
        add("TransactGetItems", TransactGetItemsRequest.class, TransactGetItemsRequest::builder,
                engine::transactGetItems);
        add("TransactWriteItems", TransactWriteItemsRequest.class, TransactWriteItemsRequest::builder,
                engine::transactWriteItems);
    }

    private <Q extends SdkPojo> void add(String name, Class<Q> requestType, Supplier<? extends SdkPojo> builder,
            Function<Q, ? extends SdkPojo> call) {
        byName.put(name, new Operation(builder, request -> call.apply(requestType.cast(request))));
    }

    /** The operation named {@code name}, or null when the engine does not answer it. */
    Operation find(String name) {
        return byName.get(name);
    }
}
