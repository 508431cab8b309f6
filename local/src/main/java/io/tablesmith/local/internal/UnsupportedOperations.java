package io.tablesmith.local.internal;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.*;

/**
 * Every DynamoDB operation that LocalDynamoDb does not implement: each throws a DynamoDbException
 * (error code {@code UnknownOperationException}) that names the operation, instead of the SDK's bare
 * UnsupportedOperationException.
 */
public abstract class UnsupportedOperations implements DynamoDbClient {


    @Override
    public CreateBackupResponse createBackup(CreateBackupRequest request) {
        throw Errors.unsupported("CreateBackup");
    }

    @Override
    public CreateGlobalTableResponse createGlobalTable(CreateGlobalTableRequest request) {
        throw Errors.unsupported("CreateGlobalTable");
    }

    @Override
    public DeleteBackupResponse deleteBackup(DeleteBackupRequest request) {
        throw Errors.unsupported("DeleteBackup");
    }

    @Override
    public DeleteResourcePolicyResponse deleteResourcePolicy(DeleteResourcePolicyRequest request) {
        throw Errors.unsupported("DeleteResourcePolicy");
    }

    @Override
    public DescribeBackupResponse describeBackup(DescribeBackupRequest request) {
        throw Errors.unsupported("DescribeBackup");
    }

    @Override
    public DescribeContinuousBackupsResponse describeContinuousBackups(DescribeContinuousBackupsRequest request) {
        throw Errors.unsupported("DescribeContinuousBackups");
    }

    @Override
    public DescribeContributorInsightsResponse describeContributorInsights(DescribeContributorInsightsRequest request) {
        throw Errors.unsupported("DescribeContributorInsights");
    }

    @Override
    public DescribeEndpointsResponse describeEndpoints(DescribeEndpointsRequest request) {
        throw Errors.unsupported("DescribeEndpoints");
    }

    @Override
    public DescribeExportResponse describeExport(DescribeExportRequest request) {
        throw Errors.unsupported("DescribeExport");
    }

    @Override
    public DescribeGlobalTableResponse describeGlobalTable(DescribeGlobalTableRequest request) {
        throw Errors.unsupported("DescribeGlobalTable");
    }

    @Override
    public DescribeGlobalTableSettingsResponse describeGlobalTableSettings(DescribeGlobalTableSettingsRequest request) {
        throw Errors.unsupported("DescribeGlobalTableSettings");
    }

    @Override
    public DescribeImportResponse describeImport(DescribeImportRequest request) {
        throw Errors.unsupported("DescribeImport");
    }

    @Override
    public DescribeKinesisStreamingDestinationResponse describeKinesisStreamingDestination(DescribeKinesisStreamingDestinationRequest request) {
        throw Errors.unsupported("DescribeKinesisStreamingDestination");
    }

    @Override
    public DescribeLimitsResponse describeLimits(DescribeLimitsRequest request) {
        throw Errors.unsupported("DescribeLimits");
    }

    @Override
    public DescribeTableReplicaAutoScalingResponse describeTableReplicaAutoScaling(DescribeTableReplicaAutoScalingRequest request) {
        throw Errors.unsupported("DescribeTableReplicaAutoScaling");
    }

    @Override
    public DisableKinesisStreamingDestinationResponse disableKinesisStreamingDestination(DisableKinesisStreamingDestinationRequest request) {
        throw Errors.unsupported("DisableKinesisStreamingDestination");
    }

    @Override
    public EnableKinesisStreamingDestinationResponse enableKinesisStreamingDestination(EnableKinesisStreamingDestinationRequest request) {
        throw Errors.unsupported("EnableKinesisStreamingDestination");
    }



    @Override
    public ExportTableToPointInTimeResponse exportTableToPointInTime(ExportTableToPointInTimeRequest request) {
        throw Errors.unsupported("ExportTableToPointInTime");
    }

    @Override
    public GetResourcePolicyResponse getResourcePolicy(GetResourcePolicyRequest request) {
        throw Errors.unsupported("GetResourcePolicy");
    }

    @Override
    public ImportTableResponse importTable(ImportTableRequest request) {
        throw Errors.unsupported("ImportTable");
    }

    @Override
    public ListBackupsResponse listBackups(ListBackupsRequest request) {
        throw Errors.unsupported("ListBackups");
    }

    @Override
    public ListContributorInsightsResponse listContributorInsights(ListContributorInsightsRequest request) {
        throw Errors.unsupported("ListContributorInsights");
    }

    @Override
    public ListExportsResponse listExports(ListExportsRequest request) {
        throw Errors.unsupported("ListExports");
    }

    @Override
    public ListGlobalTablesResponse listGlobalTables(ListGlobalTablesRequest request) {
        throw Errors.unsupported("ListGlobalTables");
    }

    @Override
    public ListImportsResponse listImports(ListImportsRequest request) {
        throw Errors.unsupported("ListImports");
    }

    @Override
    public ListTagsOfResourceResponse listTagsOfResource(ListTagsOfResourceRequest request) {
        throw Errors.unsupported("ListTagsOfResource");
    }

    @Override
    public PutResourcePolicyResponse putResourcePolicy(PutResourcePolicyRequest request) {
        throw Errors.unsupported("PutResourcePolicy");
    }

    @Override
    public RestoreTableFromBackupResponse restoreTableFromBackup(RestoreTableFromBackupRequest request) {
        throw Errors.unsupported("RestoreTableFromBackup");
    }

    @Override
    public RestoreTableToPointInTimeResponse restoreTableToPointInTime(RestoreTableToPointInTimeRequest request) {
        throw Errors.unsupported("RestoreTableToPointInTime");
    }

    @Override
    public SearchVectorsResponse searchVectors(SearchVectorsRequest request) {
        throw Errors.unsupported("SearchVectors");
    }

    @Override
    public TagResourceResponse tagResource(TagResourceRequest request) {
        throw Errors.unsupported("TagResource");
    }

    @Override
    public UntagResourceResponse untagResource(UntagResourceRequest request) {
        throw Errors.unsupported("UntagResource");
    }

    @Override
    public UpdateContinuousBackupsResponse updateContinuousBackups(UpdateContinuousBackupsRequest request) {
        throw Errors.unsupported("UpdateContinuousBackups");
    }

    @Override
    public UpdateContributorInsightsResponse updateContributorInsights(UpdateContributorInsightsRequest request) {
        throw Errors.unsupported("UpdateContributorInsights");
    }

    @Override
    public UpdateGlobalTableResponse updateGlobalTable(UpdateGlobalTableRequest request) {
        throw Errors.unsupported("UpdateGlobalTable");
    }

    @Override
    public UpdateGlobalTableSettingsResponse updateGlobalTableSettings(UpdateGlobalTableSettingsRequest request) {
        throw Errors.unsupported("UpdateGlobalTableSettings");
    }

    @Override
    public UpdateKinesisStreamingDestinationResponse updateKinesisStreamingDestination(UpdateKinesisStreamingDestinationRequest request) {
        throw Errors.unsupported("UpdateKinesisStreamingDestination");
    }

    @Override
    public UpdateTableResponse updateTable(UpdateTableRequest request) {
        throw Errors.unsupported("UpdateTable");
    }

    @Override
    public UpdateTableReplicaAutoScalingResponse updateTableReplicaAutoScaling(UpdateTableReplicaAutoScalingRequest request) {
        throw Errors.unsupported("UpdateTableReplicaAutoScaling");
    }
}
