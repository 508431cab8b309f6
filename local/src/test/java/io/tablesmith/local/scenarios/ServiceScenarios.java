package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeLimitsResponse;
import software.amazon.awssdk.services.dynamodb.model.Endpoint;
import software.amazon.awssdk.services.dynamodb.model.ImportStatus;
import software.amazon.awssdk.services.dynamodb.model.ImportTableDescription;
import software.amazon.awssdk.services.dynamodb.model.ImportTableRequest;
import software.amazon.awssdk.services.dynamodb.model.InputFormat;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Resource policies (with their revision ids and conditions, as DynamoDB answers them), ImportTable and its
 * listing (which fail for want of S3), DescribeEndpoints and DescribeLimits.
 */
public abstract class ServiceScenarios extends ScenarioBase {
    private static final String POLICY = "{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\","
            + "\"Principal\":{\"AWS\":\"123456789012\"},\"Action\":[\"dynamodb:GetItem\"],\"Resource\":\"*\"}]}";
    private static final String OTHER_POLICY = POLICY.replace("GetItem", "PutItem");

    private String arn(String tableName) {
        return client.describeTable(b -> b.tableName(tableName)).table().tableArn();
    }

    private String put(String arn, String policy, String expectedRevision) {
        return client.putResourcePolicy(b -> b.resourceArn(arn).policy(policy).expectedRevisionId(expectedRevision))
                .revisionId();
    }

    @Test
    @Tag(EngineTags.SERVICE_OPERATIONS)
    void aResourcePolicyIsPutReadReplacedAndDeletedByRevision() {
        String arn = arn(simple);

        String first = put(arn, POLICY, null);
        String same = put(arn, POLICY, null);
        String second = put(arn, OTHER_POLICY, first);
        String read = client.getResourcePolicy(b -> b.resourceArn(arn)).policy();
        String deleted = client.deleteResourcePolicy(b -> b.resourceArn(arn).expectedRevisionId(second)).revisionId();

        assertThat(same).as("putting the same policy changes nothing").isEqualTo(first);
        assertThat(second).isNotEqualTo(first);
        assertThat(Long.parseLong(second)).as("revision ids are timestamps").isGreaterThan(Long.parseLong(first));
        assertThat(read).isEqualTo(OTHER_POLICY);
        assertThat(deleted).isEqualTo(second);
        Expect.error(() -> client.getResourcePolicy(b -> b.resourceArn(arn)), "PolicyNotFoundException",
                "Resource-based policy not found for the provided ResourceArn: " + arn);
    }

    @Test
    @Tag(EngineTags.SERVICE_OPERATIONS)
    void revisionConditionsAndUnknownTablesAreRefusedWithDynamoDbsMessages() {
        String arn = arn(simple);
        String first = put(arn, POLICY, "NO_POLICY");
        String second = put(arn, OTHER_POLICY, null);

        Expect.error(() -> put(arn, POLICY, first), "PolicyNotFoundException",
                "Resource-based policy not found for the provided ResourceArn: Requested update for policy with "
                        + "revision id " + first + ", but the policy associated to target table " + simple
                        + " has revision id " + second + ".");
        Expect.error(() -> put(arn, POLICY, "NO_POLICY"), "PolicyNotFoundException",
                "Resource-based policy not found for the provided ResourceArn: Requested policy update expecting "
                        + "none to be present for table " + simple + ", but a policy exists with revision id " + second
                        + ".");
        Expect.error(() -> client.deleteResourcePolicy(b -> b.resourceArn(arn).expectedRevisionId("unknown")),
                "PolicyNotFoundException", "Resource-based policy not found for the provided ResourceArn: Requested "
                        + "update for policy with revision id unknown, but the policy associated to target table "
                        + simple + " has revision id " + second + ".");
        Expect.error(() -> put(arn + "_", POLICY, null), "ResourceNotFoundException",
                "Requested resource not found: Table: " + simple + "_ not found");
        assertThat(client.getResourcePolicy(b -> b.resourceArn(arn)).revisionId()).isEqualTo(second);
    }

    @Test
    @Tag(EngineTags.SERVICE_OPERATIONS)
    void aPolicyGivenToCreateTableIsTheTablesAndGoesWithIt() {
        String name = createTable("with-policy", n -> CreateTableRequest.builder().tableName(n)
                .attributeDefinitions(attr("id", ScalarAttributeType.S)).keySchema(hash("id"))
                .billingMode(BillingMode.PAY_PER_REQUEST).resourcePolicy(POLICY).build());
        String arn = arn(name);

        String policy = client.getResourcePolicy(b -> b.resourceArn(arn)).policy();
        client.deleteTable(b -> b.tableName(name));
        client.createTable(CreateTableRequest.builder().tableName(name)
                .attributeDefinitions(attr("id", ScalarAttributeType.S)).keySchema(hash("id"))
                .billingMode(BillingMode.PAY_PER_REQUEST).build());

        assertThat(policy).isEqualTo(POLICY);
        Expect.error(() -> client.getResourcePolicy(b -> b.resourceArn(arn)), "PolicyNotFoundException", null);
    }

    @Test
    @Tag(EngineTags.BACKUPS)
    void anImportIsAcceptedThenFailsForWantOfS3AndCreatesNoTable() {
        String target = "imported-" + UUID.randomUUID().toString().substring(0, 8);
        ImportTableRequest request = ImportTableRequest.builder().clientToken(UUID.randomUUID().toString())
                .s3BucketSource(s -> s.s3Bucket("imports").s3KeyPrefix("orders/")).inputFormat(InputFormat.DYNAMODB_JSON)
                .tableCreationParameters(p -> p.tableName(target).attributeDefinitions(attr("id", ScalarAttributeType.S))
                        .keySchema(hash("id")).billingMode(BillingMode.PAY_PER_REQUEST)).build();

        ImportTableDescription started = client.importTable(request).importTableDescription();
        ImportTableDescription replayed = client.importTable(request).importTableDescription();
        ImportTableDescription later = client.describeImport(b -> b.importArn(started.importArn()))
                .importTableDescription();

        assertThat(started.importStatus()).isEqualTo(ImportStatus.IN_PROGRESS);
        assertThat(started.importArn()).startsWith(started.tableArn() + "/import/");
        assertThat(replayed.importArn()).isEqualTo(started.importArn());
        assertThat(later.importStatus()).isEqualTo(ImportStatus.FAILED);
        assertThat(later.failureCode()).isEqualTo("S3NoSuchBucket");
        assertThat(client.listTables().tableNames()).doesNotContain(target);
        assertThat(client.listImports(b -> b.tableArn(started.tableArn())).importSummaryList())
                .extracting(i -> i.importArn() + " " + i.importStatus()).containsExactly(started.importArn() + " FAILED");
        Expect.error(() -> client.importTable(request.toBuilder().s3BucketSource(s -> s.s3Bucket("other")).build()),
                "ImportConflictException", null);
        Expect.error(() -> client.importTable(request.toBuilder().clientToken(null)
                        .tableCreationParameters(p -> p.tableName(simple).attributeDefinitions(attr("id",
                                ScalarAttributeType.S)).keySchema(hash("id")).billingMode(BillingMode.PAY_PER_REQUEST))
                        .build()), "ResourceInUseException", "Table already exists: " + simple);
        Expect.error(() -> client.describeImport(b -> b.importArn(started.importArn() + "0")),
                "ImportNotFoundException", "Import not found: " + started.importArn() + "0");
    }

    @Test
    @Tag(EngineTags.SERVICE_OPERATIONS)
    void describeLimitsAndDescribeEndpointsAnswerAsDynamoDb() {
        DescribeLimitsResponse limits = client.describeLimits(b -> { });
        Endpoint endpoint = client.describeEndpoints(b -> { }).endpoints().get(0);

        assertThat(limits.accountMaxReadCapacityUnits()).isEqualTo(80_000L);
        assertThat(limits.accountMaxWriteCapacityUnits()).isEqualTo(80_000L);
        assertThat(limits.tableMaxReadCapacityUnits()).isEqualTo(40_000L);
        assertThat(limits.tableMaxWriteCapacityUnits()).isEqualTo(40_000L);
        assertThat(endpoint.address()).isNotBlank();
        assertThat(endpoint.cachePeriodInMinutes()).isEqualTo(1440L);
    }
}
