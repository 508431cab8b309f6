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
    public CreateGlobalTableResponse createGlobalTable(CreateGlobalTableRequest request) {
        throw Errors.unsupported("CreateGlobalTable");
    }

    @Override
    public DescribeContributorInsightsResponse describeContributorInsights(DescribeContributorInsightsRequest request) {
        throw Errors.unsupported("DescribeContributorInsights");
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
    public DescribeKinesisStreamingDestinationResponse describeKinesisStreamingDestination(DescribeKinesisStreamingDestinationRequest request) {
        throw Errors.unsupported("DescribeKinesisStreamingDestination");
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
    public ListContributorInsightsResponse listContributorInsights(ListContributorInsightsRequest request) {
        throw Errors.unsupported("ListContributorInsights");
    }

    @Override
    public ListGlobalTablesResponse listGlobalTables(ListGlobalTablesRequest request) {
        throw Errors.unsupported("ListGlobalTables");
    }

    @Override
    public ListTagsOfResourceResponse listTagsOfResource(ListTagsOfResourceRequest request) {
        throw Errors.unsupported("ListTagsOfResource");
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
