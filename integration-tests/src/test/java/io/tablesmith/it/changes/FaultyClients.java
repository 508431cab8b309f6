package io.tablesmith.it.changes;

import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The clients a consumer uses (the table's and the stream's), in front of an engine: they count the
 * calls, and can play a process that dies at the n-th call (nothing of that call is sent) or a
 * DynamoDB that throttles the first calls of an operation.
 */
final class FaultyClients {

    /** The process died here. */
    static final class Crash extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Crash(String where) {
            super("the process died at " + where);
        }
    }

    private final DynamoDbClient dynamoEngine;
    private final DynamoDbStreamsClient streamsEngine;
    private final Map<String, Integer> throttled = new HashMap<>();
    private int calls;
    private int crashAt = -1;

    FaultyClients(StreamEngine engine) {
        this.dynamoEngine = engine.dynamo;
        this.streamsEngine = engine.streams;
    }

    /** The process dies at the {@code call}-th call, counting from 1 across both clients. */
    FaultyClients crashAt(int call) {
        this.crashAt = call;
        return this;
    }

    /** The next {@code times} calls of {@code operation} are refused as throttled. */
    FaultyClients throttle(String operation, int times) {
        throttled.put(operation, times);
        return this;
    }

    /** How many calls were made (or attempted). */
    int calls() {
        return calls;
    }

    /** Whether the crash planned has happened. */
    boolean crashed() {
        return crashAt > 0 && calls >= crashAt;
    }

    private synchronized void before(String operation) {
        calls++;
        int left = throttled.getOrDefault(operation, 0);
        if (left > 0) {
            throttled.put(operation, left - 1);
            AwsServiceException.Builder refusal = operation.equals("GetRecords") || operation.equals("DescribeStream")
                    || operation.equals("GetShardIterator") ? LimitExceededException.builder()
                    : ProvisionedThroughputExceededException.builder();
            throw refusal.message(operation + " throttled").statusCode(400).build();
        }
        if (calls == crashAt) {
            throw new Crash(operation + " (call " + calls + ")");
        }
    }

    DynamoDbClient dynamo() {
        return new DynamoDbClient() {
            @Override
            public DescribeTableResponse describeTable(DescribeTableRequest request) {
                before("DescribeTable");
                return dynamoEngine.describeTable(request);
            }

            @Override
            public QueryResponse query(QueryRequest request) {
                before("Query");
                return dynamoEngine.query(request);
            }

            @Override
            public UpdateItemResponse updateItem(UpdateItemRequest request) {
                before("UpdateItem");
                return dynamoEngine.updateItem(request);
            }

            @Override
            public GetItemResponse getItem(GetItemRequest request) {
                before("GetItem");
                return dynamoEngine.getItem(request);
            }

            @Override
            public String serviceName() {
                return dynamoEngine.serviceName();
            }

            @Override
            public void close() {
            }
        };
    }

    DynamoDbStreamsClient streams() {
        return new DynamoDbStreamsClient() {
            @Override
            public DescribeStreamResponse describeStream(DescribeStreamRequest request) {
                before("DescribeStream");
                return streamsEngine.describeStream(request);
            }

            @Override
            public GetShardIteratorResponse getShardIterator(GetShardIteratorRequest request) {
                before("GetShardIterator");
                return streamsEngine.getShardIterator(request);
            }

            @Override
            public GetRecordsResponse getRecords(GetRecordsRequest request) {
                before("GetRecords");
                return streamsEngine.getRecords(request);
            }

            @Override
            public String serviceName() {
                return streamsEngine.serviceName();
            }

            @Override
            public void close() {
            }
        };
    }
}
