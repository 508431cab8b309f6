package io.tablesmith.local;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;
import software.amazon.awssdk.services.dynamodb.model.*;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbAsyncWaiter;

/**
 * The {@link DynamoDbAsyncClient} of {@link LocalDynamoDb#asyncClient()}: every operation is the LocalDynamoDb's
 * own, run on the {@link AsyncEngineThreads}, so that it answers exactly as the in-process DynamoDbClient does.
 * Where the two kinds of client differ, it behaves as the SDK's async clients do, since callers are written
 * against those:
 * <ul>
 *   <li>A call never throws. What the DynamoDbClient would throw ({@code ConditionalCheckFailedException},
 *       {@code ResourceNotFoundException}, a {@code DynamoDbException} with error code
 *       {@code ValidationException}, {@code TransactionCanceledException}, ...) fails the future with a
 *       {@link CompletionException} whose cause it is, which is what the SDK's clients give (aws-sdk-java-v2
 *       #5089 documents the wrapping): {@code whenComplete}, {@code handle} and {@code exceptionally} see the
 *       CompletionException, {@code join()} throws it, {@code get()} throws an ExecutionException whose cause
 *       is the DynamoDB exception.</li>
 *   <li>The future completes on one of the engine threads, never on the caller's, as the SDK's complete on
 *       theirs: callbacks attached before the answer run there, so code that assumes they run on the caller's
 *       thread (a thread-local, a lock it holds) goes wrong here as against DynamoDB.</li>
 *   <li>Cancelling a future does not stop its operation, which is atomic and runs to its end.</li>
 *   <li>A request's override configuration (API call timeouts, metric publishers, execution attributes,
 *       credentials) is accepted and ignored, as by the in-process DynamoDbClient.</li>
 * </ul>
 * A call made inside {@link LocalDynamoDb#inRegion} runs in that region, though on another thread. The SDK's
 * paginators ({@code queryPaginator}, {@code scanPaginator}, ...) build on the calls here, and so does
 * {@link #waiter()}.
 *
 * <p>{@link #close()} closes this client only: its later calls fail with an {@link SdkClientException}, and the
 * database and its other async clients go on. {@link LocalDynamoDb#close()} makes every async client of it fail
 * its later calls so; the calls made before finish.
 */
final class InProcessAsyncClient implements DynamoDbAsyncClient {
    private final LocalDynamoDb engine;
    private final AsyncEngineThreads threads;
    private volatile boolean closed;

    InProcessAsyncClient(LocalDynamoDb engine, AsyncEngineThreads threads) {
        this.engine = engine;
        this.threads = threads;
    }

    /** Runs {@code work} on the engine threads in the caller's region (see {@link LocalDynamoDb#inRegion}). */
    private <T> CompletableFuture<T> call(String operation, Supplier<T> work) {
        if (closed) {
            return CompletableFuture.failedFuture(new CompletionException(SdkClientException.create(operation
                    + " was not run: this async client of LocalDynamoDb was closed; ask the LocalDynamoDb for another"
                    + " (asyncClient())")));
        }
        String region = engine.database().resources().region();
        return threads.run(operation, () -> engine.inRegion(region, work));
    }

    @Override
    public CompletableFuture<BatchExecuteStatementResponse> batchExecuteStatement(BatchExecuteStatementRequest request) {
        return call("BatchExecuteStatement", () -> engine.batchExecuteStatement(request));
    }

    @Override
    public CompletableFuture<BatchGetItemResponse> batchGetItem(BatchGetItemRequest request) {
        return call("BatchGetItem", () -> engine.batchGetItem(request));
    }

    @Override
    public CompletableFuture<BatchWriteItemResponse> batchWriteItem(BatchWriteItemRequest request) {
        return call("BatchWriteItem", () -> engine.batchWriteItem(request));
    }

    @Override
    public CompletableFuture<CreateBackupResponse> createBackup(CreateBackupRequest request) {
        return call("CreateBackup", () -> engine.createBackup(request));
    }

    @Override
    public CompletableFuture<CreateGlobalTableResponse> createGlobalTable(CreateGlobalTableRequest request) {
        return call("CreateGlobalTable", () -> engine.createGlobalTable(request));
    }

    @Override
    public CompletableFuture<CreateTableResponse> createTable(CreateTableRequest request) {
        return call("CreateTable", () -> engine.createTable(request));
    }

    @Override
    public CompletableFuture<DeleteBackupResponse> deleteBackup(DeleteBackupRequest request) {
        return call("DeleteBackup", () -> engine.deleteBackup(request));
    }

    @Override
    public CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request) {
        return call("DeleteItem", () -> engine.deleteItem(request));
    }

    @Override
    public CompletableFuture<DeleteResourcePolicyResponse> deleteResourcePolicy(DeleteResourcePolicyRequest request) {
        return call("DeleteResourcePolicy", () -> engine.deleteResourcePolicy(request));
    }

    @Override
    public CompletableFuture<DeleteTableResponse> deleteTable(DeleteTableRequest request) {
        return call("DeleteTable", () -> engine.deleteTable(request));
    }

    @Override
    public CompletableFuture<DescribeBackupResponse> describeBackup(DescribeBackupRequest request) {
        return call("DescribeBackup", () -> engine.describeBackup(request));
    }

    @Override
    public CompletableFuture<DescribeContinuousBackupsResponse> describeContinuousBackups(DescribeContinuousBackupsRequest request) {
        return call("DescribeContinuousBackups", () -> engine.describeContinuousBackups(request));
    }

    @Override
    public CompletableFuture<DescribeContributorInsightsResponse> describeContributorInsights(DescribeContributorInsightsRequest request) {
        return call("DescribeContributorInsights", () -> engine.describeContributorInsights(request));
    }

    @Override
    public CompletableFuture<DescribeEndpointsResponse> describeEndpoints(DescribeEndpointsRequest request) {
        return call("DescribeEndpoints", () -> engine.describeEndpoints(request));
    }

    @Override
    public CompletableFuture<DescribeExportResponse> describeExport(DescribeExportRequest request) {
        return call("DescribeExport", () -> engine.describeExport(request));
    }

    @Override
    public CompletableFuture<DescribeGlobalTableResponse> describeGlobalTable(DescribeGlobalTableRequest request) {
        return call("DescribeGlobalTable", () -> engine.describeGlobalTable(request));
    }

    @Override
    public CompletableFuture<DescribeGlobalTableSettingsResponse> describeGlobalTableSettings(DescribeGlobalTableSettingsRequest request) {
        return call("DescribeGlobalTableSettings", () -> engine.describeGlobalTableSettings(request));
    }

    @Override
    public CompletableFuture<DescribeImportResponse> describeImport(DescribeImportRequest request) {
        return call("DescribeImport", () -> engine.describeImport(request));
    }

    @Override
    public CompletableFuture<DescribeKinesisStreamingDestinationResponse> describeKinesisStreamingDestination(DescribeKinesisStreamingDestinationRequest request) {
        return call("DescribeKinesisStreamingDestination", () -> engine.describeKinesisStreamingDestination(request));
    }

    @Override
    public CompletableFuture<DescribeLimitsResponse> describeLimits(DescribeLimitsRequest request) {
        return call("DescribeLimits", () -> engine.describeLimits(request));
    }

    @Override
    public CompletableFuture<DescribeTableResponse> describeTable(DescribeTableRequest request) {
        return call("DescribeTable", () -> engine.describeTable(request));
    }

    @Override
    public CompletableFuture<DescribeTableReplicaAutoScalingResponse> describeTableReplicaAutoScaling(DescribeTableReplicaAutoScalingRequest request) {
        return call("DescribeTableReplicaAutoScaling", () -> engine.describeTableReplicaAutoScaling(request));
    }

    @Override
    public CompletableFuture<DescribeTimeToLiveResponse> describeTimeToLive(DescribeTimeToLiveRequest request) {
        return call("DescribeTimeToLive", () -> engine.describeTimeToLive(request));
    }

    @Override
    public CompletableFuture<DisableKinesisStreamingDestinationResponse> disableKinesisStreamingDestination(DisableKinesisStreamingDestinationRequest request) {
        return call("DisableKinesisStreamingDestination", () -> engine.disableKinesisStreamingDestination(request));
    }

    @Override
    public CompletableFuture<EnableKinesisStreamingDestinationResponse> enableKinesisStreamingDestination(EnableKinesisStreamingDestinationRequest request) {
        return call("EnableKinesisStreamingDestination", () -> engine.enableKinesisStreamingDestination(request));
    }

    @Override
    public CompletableFuture<ExecuteStatementResponse> executeStatement(ExecuteStatementRequest request) {
        return call("ExecuteStatement", () -> engine.executeStatement(request));
    }

    @Override
    public CompletableFuture<ExecuteTransactionResponse> executeTransaction(ExecuteTransactionRequest request) {
        return call("ExecuteTransaction", () -> engine.executeTransaction(request));
    }

    @Override
    public CompletableFuture<ExportTableToPointInTimeResponse> exportTableToPointInTime(ExportTableToPointInTimeRequest request) {
        return call("ExportTableToPointInTime", () -> engine.exportTableToPointInTime(request));
    }

    @Override
    public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
        return call("GetItem", () -> engine.getItem(request));
    }

    @Override
    public CompletableFuture<GetResourcePolicyResponse> getResourcePolicy(GetResourcePolicyRequest request) {
        return call("GetResourcePolicy", () -> engine.getResourcePolicy(request));
    }

    @Override
    public CompletableFuture<ImportTableResponse> importTable(ImportTableRequest request) {
        return call("ImportTable", () -> engine.importTable(request));
    }

    @Override
    public CompletableFuture<ListBackupsResponse> listBackups(ListBackupsRequest request) {
        return call("ListBackups", () -> engine.listBackups(request));
    }

    @Override
    public CompletableFuture<ListContributorInsightsResponse> listContributorInsights(ListContributorInsightsRequest request) {
        return call("ListContributorInsights", () -> engine.listContributorInsights(request));
    }

    @Override
    public CompletableFuture<ListExportsResponse> listExports(ListExportsRequest request) {
        return call("ListExports", () -> engine.listExports(request));
    }

    @Override
    public CompletableFuture<ListGlobalTablesResponse> listGlobalTables(ListGlobalTablesRequest request) {
        return call("ListGlobalTables", () -> engine.listGlobalTables(request));
    }

    @Override
    public CompletableFuture<ListImportsResponse> listImports(ListImportsRequest request) {
        return call("ListImports", () -> engine.listImports(request));
    }

    @Override
    public CompletableFuture<ListTablesResponse> listTables(ListTablesRequest request) {
        return call("ListTables", () -> engine.listTables(request));
    }

    @Override
    public CompletableFuture<ListTagsOfResourceResponse> listTagsOfResource(ListTagsOfResourceRequest request) {
        return call("ListTagsOfResource", () -> engine.listTagsOfResource(request));
    }

    @Override
    public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
        return call("PutItem", () -> engine.putItem(request));
    }

    @Override
    public CompletableFuture<PutResourcePolicyResponse> putResourcePolicy(PutResourcePolicyRequest request) {
        return call("PutResourcePolicy", () -> engine.putResourcePolicy(request));
    }

    @Override
    public CompletableFuture<QueryResponse> query(QueryRequest request) {
        return call("Query", () -> engine.query(request));
    }

    @Override
    public CompletableFuture<RestoreTableFromBackupResponse> restoreTableFromBackup(RestoreTableFromBackupRequest request) {
        return call("RestoreTableFromBackup", () -> engine.restoreTableFromBackup(request));
    }

    @Override
    public CompletableFuture<RestoreTableToPointInTimeResponse> restoreTableToPointInTime(RestoreTableToPointInTimeRequest request) {
        return call("RestoreTableToPointInTime", () -> engine.restoreTableToPointInTime(request));
    }

    @Override
    public CompletableFuture<ScanResponse> scan(ScanRequest request) {
        return call("Scan", () -> engine.scan(request));
    }

    @Override
    public CompletableFuture<SearchVectorsResponse> searchVectors(SearchVectorsRequest request) {
        return call("SearchVectors", () -> engine.searchVectors(request));
    }

    @Override
    public CompletableFuture<TagResourceResponse> tagResource(TagResourceRequest request) {
        return call("TagResource", () -> engine.tagResource(request));
    }

    @Override
    public CompletableFuture<TransactGetItemsResponse> transactGetItems(TransactGetItemsRequest request) {
        return call("TransactGetItems", () -> engine.transactGetItems(request));
    }

    @Override
    public CompletableFuture<TransactWriteItemsResponse> transactWriteItems(TransactWriteItemsRequest request) {
        return call("TransactWriteItems", () -> engine.transactWriteItems(request));
    }

    @Override
    public CompletableFuture<UntagResourceResponse> untagResource(UntagResourceRequest request) {
        return call("UntagResource", () -> engine.untagResource(request));
    }

    @Override
    public CompletableFuture<UpdateContinuousBackupsResponse> updateContinuousBackups(UpdateContinuousBackupsRequest request) {
        return call("UpdateContinuousBackups", () -> engine.updateContinuousBackups(request));
    }

    @Override
    public CompletableFuture<UpdateContributorInsightsResponse> updateContributorInsights(UpdateContributorInsightsRequest request) {
        return call("UpdateContributorInsights", () -> engine.updateContributorInsights(request));
    }

    @Override
    public CompletableFuture<UpdateGlobalTableResponse> updateGlobalTable(UpdateGlobalTableRequest request) {
        return call("UpdateGlobalTable", () -> engine.updateGlobalTable(request));
    }

    @Override
    public CompletableFuture<UpdateGlobalTableSettingsResponse> updateGlobalTableSettings(UpdateGlobalTableSettingsRequest request) {
        return call("UpdateGlobalTableSettings", () -> engine.updateGlobalTableSettings(request));
    }

    @Override
    public CompletableFuture<UpdateItemResponse> updateItem(UpdateItemRequest request) {
        return call("UpdateItem", () -> engine.updateItem(request));
    }

    @Override
    public CompletableFuture<UpdateKinesisStreamingDestinationResponse> updateKinesisStreamingDestination(UpdateKinesisStreamingDestinationRequest request) {
        return call("UpdateKinesisStreamingDestination", () -> engine.updateKinesisStreamingDestination(request));
    }

    @Override
    public CompletableFuture<UpdateTableResponse> updateTable(UpdateTableRequest request) {
        return call("UpdateTable", () -> engine.updateTable(request));
    }

    @Override
    public CompletableFuture<UpdateTableReplicaAutoScalingResponse> updateTableReplicaAutoScaling(UpdateTableReplicaAutoScalingRequest request) {
        return call("UpdateTableReplicaAutoScaling", () -> engine.updateTableReplicaAutoScaling(request));
    }

    @Override
    public CompletableFuture<UpdateTimeToLiveResponse> updateTimeToLive(UpdateTimeToLiveRequest request) {
        return call("UpdateTimeToLive", () -> engine.updateTimeToLive(request));
    }

    /** A waiter over this client; tables are ACTIVE at once, so it answers on its first attempt. */
    @Override
    public DynamoDbAsyncWaiter waiter() {
        return DynamoDbAsyncWaiter.builder().client(this).scheduledExecutorService(threads.waiterScheduler()).build();
    }

    @Override
    public String serviceName() {
        return SERVICE_NAME;
    }

    @Override
    public DynamoDbServiceClientConfiguration serviceClientConfiguration() {
        return engine.serviceClientConfiguration();
    }

    /** Closes this client only (see the class comment). */
    @Override
    public void close() {
        closed = true;
    }

    @Override
    public String toString() {
        return "LocalDynamoDb's in-process DynamoDbAsyncClient";
    }
}
