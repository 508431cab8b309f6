package io.tablesmith.local.server;

import io.tablesmith.local.LocalDynamoDb;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.ListBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableFromBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableToPointInTimeRequest;
import software.amazon.awssdk.services.dynamodb.model.ImportTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeImportRequest;
import software.amazon.awssdk.services.dynamodb.model.ListImportsRequest;
import software.amazon.awssdk.services.dynamodb.model.ExportTableToPointInTimeRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeExportRequest;
import software.amazon.awssdk.services.dynamodb.model.ListExportsRequest;
import software.amazon.awssdk.services.dynamodb.model.PutResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeEndpointsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeEndpointsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeLimitsRequest;
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
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
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
     * @param host the address the client reached (its {@code Host} header), or null
     * @throws MalformedRequestException when {@code json} does not fit the operation's request
     */
    SdkPojo answer(String name, String json, String host) {
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
            case "SearchVectors":
                return engine.searchVectors((SearchVectorsRequest) WireCodec.read(json,
                        SearchVectorsRequest.builder()));
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
            case "CreateBackup":
                return engine.createBackup((CreateBackupRequest) WireCodec.read(json, CreateBackupRequest.builder()));
            case "DescribeBackup":
                return engine.describeBackup((DescribeBackupRequest) WireCodec.read(json,
                        DescribeBackupRequest.builder()));
            case "DeleteBackup":
                return engine.deleteBackup((DeleteBackupRequest) WireCodec.read(json, DeleteBackupRequest.builder()));
            case "ListBackups":
                return engine.listBackups((ListBackupsRequest) WireCodec.read(json, ListBackupsRequest.builder()));
            case "RestoreTableFromBackup":
                return engine.restoreTableFromBackup((RestoreTableFromBackupRequest) WireCodec.read(json,
                        RestoreTableFromBackupRequest.builder()));
            case "UpdateContinuousBackups":
                return engine.updateContinuousBackups((UpdateContinuousBackupsRequest) WireCodec.read(json,
                        UpdateContinuousBackupsRequest.builder()));
            case "DescribeContinuousBackups":
                return engine.describeContinuousBackups((DescribeContinuousBackupsRequest) WireCodec.read(json,
                        DescribeContinuousBackupsRequest.builder()));
            case "RestoreTableToPointInTime":
                return engine.restoreTableToPointInTime((RestoreTableToPointInTimeRequest) WireCodec.read(json,
                        RestoreTableToPointInTimeRequest.builder()));
            case "ImportTable":
                return engine.importTable((ImportTableRequest) WireCodec.read(json, ImportTableRequest.builder()));
            case "DescribeImport":
                return engine.describeImport((DescribeImportRequest) WireCodec.read(json,
                        DescribeImportRequest.builder()));
            case "ListImports":
                return engine.listImports((ListImportsRequest) WireCodec.read(json, ListImportsRequest.builder()));
            case "ExportTableToPointInTime":
                return engine.exportTableToPointInTime((ExportTableToPointInTimeRequest) WireCodec.read(json,
                        ExportTableToPointInTimeRequest.builder()));
            case "DescribeExport":
                return engine.describeExport((DescribeExportRequest) WireCodec.read(json,
                        DescribeExportRequest.builder()));
            case "ListExports":
                return engine.listExports((ListExportsRequest) WireCodec.read(json, ListExportsRequest.builder()));
            case "PutResourcePolicy":
                return engine.putResourcePolicy((PutResourcePolicyRequest) WireCodec.read(json,
                        PutResourcePolicyRequest.builder()));
            case "GetResourcePolicy":
                return engine.getResourcePolicy((GetResourcePolicyRequest) WireCodec.read(json,
                        GetResourcePolicyRequest.builder()));
            case "DeleteResourcePolicy":
                return engine.deleteResourcePolicy((DeleteResourcePolicyRequest) WireCodec.read(json,
                        DeleteResourcePolicyRequest.builder()));
            case "DescribeEndpoints":
                return endpoints((DescribeEndpointsRequest) WireCodec.read(json, DescribeEndpointsRequest.builder()),
                        host);
            case "DescribeLimits":
                return engine.describeLimits((DescribeLimitsRequest) WireCodec.read(json,
                        DescribeLimitsRequest.builder()));
            default:
                return null;
        }
    }

    /**
     * DescribeEndpoints over HTTP: the server's own address, the one the client reached, so that a client
     * that follows endpoint discovery stays on this server (the engine names DynamoDB's regional endpoint).
     */
    private SdkPojo endpoints(DescribeEndpointsRequest request, String host) {
        DescribeEndpointsResponse answer = engine.describeEndpoints(request);
        if (host == null || host.isBlank()) {
            return answer;
        }
        return answer.toBuilder().endpoints(answer.endpoints().stream()
                .map(endpoint -> endpoint.toBuilder().address(host).build()).toList()).build();
    }
}
