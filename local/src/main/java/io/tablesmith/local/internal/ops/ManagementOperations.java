package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Resources;
import io.tablesmith.local.internal.UnsupportedOperations;
import software.amazon.awssdk.services.dynamodb.model.CreateBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateBackupResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteBackupResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeBackupResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeEndpointsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeEndpointsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeExportRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeExportResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeImportRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeImportResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeLimitsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeLimitsResponse;
import software.amazon.awssdk.services.dynamodb.model.Endpoint;
import software.amazon.awssdk.services.dynamodb.model.ExportTableToPointInTimeRequest;
import software.amazon.awssdk.services.dynamodb.model.ExportTableToPointInTimeResponse;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.ImportTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ImportTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ListBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.ListExportsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListExportsResponse;
import software.amazon.awssdk.services.dynamodb.model.ListImportsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListImportsResponse;
import software.amazon.awssdk.services.dynamodb.model.PutResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.PutResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableFromBackupRequest;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableFromBackupResponse;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableToPointInTimeRequest;
import software.amazon.awssdk.services.dynamodb.model.RestoreTableToPointInTimeResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsResponse;

/**
 * The operations of the DynamoDB API around a table's items, answered by LocalDynamoDb: on-demand backups
 * and restores, point-in-time recovery, imports and exports (which fail: there is no S3), resource
 * policies, DescribeEndpoints and DescribeLimits. LocalDynamoDb extends this class, which keeps its own
 * list of operations (the items and the tables) readable.
 */
public abstract class ManagementOperations extends UnsupportedOperations {
    /** How long a client may keep the endpoint DescribeEndpoints gives, as DynamoDB answers. */
    public static final long ENDPOINT_CACHE_MINUTES = 1440;

    private final BackupOperations backups;
    private final ContinuousBackupOperations continuousBackups;
    private final ImportExportOperations importsAndExports;
    private final ResourcePolicyOperations policies;
    private final Resources resources;

    protected ManagementOperations(Database db) {
        this.resources = db.resources();
        this.backups = new BackupOperations(db);
        this.continuousBackups = new ContinuousBackupOperations(db);
        this.importsAndExports = new ImportExportOperations(db);
        this.policies = new ResourcePolicyOperations(db);
    }

    /** The resource policies, which CreateTable attaches too. */
    protected ResourcePolicyOperations resourcePolicies() {
        return policies;
    }

    @Override
    public CreateBackupResponse createBackup(CreateBackupRequest request) {
        return backups.createBackup(request);
    }

    @Override
    public DescribeBackupResponse describeBackup(DescribeBackupRequest request) {
        return backups.describeBackup(request);
    }

    @Override
    public DeleteBackupResponse deleteBackup(DeleteBackupRequest request) {
        return backups.deleteBackup(request);
    }

    @Override
    public ListBackupsResponse listBackups(ListBackupsRequest request) {
        return backups.listBackups(request);
    }

    @Override
    public RestoreTableFromBackupResponse restoreTableFromBackup(RestoreTableFromBackupRequest request) {
        return backups.restoreTableFromBackup(request);
    }

    @Override
    public UpdateContinuousBackupsResponse updateContinuousBackups(UpdateContinuousBackupsRequest request) {
        return continuousBackups.updateContinuousBackups(request);
    }

    @Override
    public DescribeContinuousBackupsResponse describeContinuousBackups(DescribeContinuousBackupsRequest request) {
        return continuousBackups.describeContinuousBackups(request);
    }

    @Override
    public RestoreTableToPointInTimeResponse restoreTableToPointInTime(RestoreTableToPointInTimeRequest request) {
        return continuousBackups.restoreTableToPointInTime(request);
    }

    @Override
    public ImportTableResponse importTable(ImportTableRequest request) {
        return importsAndExports.importTable(request);
    }

    @Override
    public DescribeImportResponse describeImport(DescribeImportRequest request) {
        return importsAndExports.describeImport(request);
    }

    @Override
    public ListImportsResponse listImports(ListImportsRequest request) {
        return importsAndExports.listImports(request);
    }

    @Override
    public ExportTableToPointInTimeResponse exportTableToPointInTime(ExportTableToPointInTimeRequest request) {
        return importsAndExports.exportTableToPointInTime(request);
    }

    @Override
    public DescribeExportResponse describeExport(DescribeExportRequest request) {
        return importsAndExports.describeExport(request);
    }

    @Override
    public ListExportsResponse listExports(ListExportsRequest request) {
        return importsAndExports.listExports(request);
    }

    @Override
    public PutResourcePolicyResponse putResourcePolicy(PutResourcePolicyRequest request) {
        return policies.putResourcePolicy(request);
    }

    @Override
    public GetResourcePolicyResponse getResourcePolicy(GetResourcePolicyRequest request) {
        return policies.getResourcePolicy(request);
    }

    @Override
    public DeleteResourcePolicyResponse deleteResourcePolicy(DeleteResourcePolicyRequest request) {
        return policies.deleteResourcePolicy(request);
    }

    /**
     * DynamoDB's endpoint in the request's region (the one in the ARNs of the tables it creates), to be cached
     * for a day, as DynamoDB answers. An in-process client never connects anywhere; over HTTP the server answers
     * with its own address instead.
     */
    @Override
    public DescribeEndpointsResponse describeEndpoints(DescribeEndpointsRequest request) {
        return DescribeEndpointsResponse.builder().endpoints(Endpoint.builder()
                .address("dynamodb." + resources.region() + ".amazonaws.com")
                .cachePeriodInMinutes(ENDPOINT_CACHE_MINUTES).build()).build();
    }

    /** DynamoDB's default quotas of an account in a region (LocalDynamoDb enforces no capacity quota). */
    @Override
    public DescribeLimitsResponse describeLimits(DescribeLimitsRequest request) {
        return DescribeLimitsResponse.builder().accountMaxReadCapacityUnits(80_000L)
                .accountMaxWriteCapacityUnits(80_000L).tableMaxReadCapacityUnits(40_000L)
                .tableMaxWriteCapacityUnits(40_000L).build();
    }
}
