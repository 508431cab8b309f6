package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BackupSummary;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * A table's ARN wherever DynamoDB's API reference says "You can also provide the Amazon Resource Name (ARN)
 * of the table in this parameter". dynalite accepts table names only.
 */
@Tag(EngineTags.NOT_IN_DYNALITE)
public abstract class TableArnScenarios extends ScenarioBase {
    private String arn;

    @BeforeEach
    void findArn() {
        arn = client.describeTable(b -> b.tableName(table)).table().tableArn();
    }

    @Test
    void anArnNamesTheTableInItsAccountAndRegion() {
        assertThat(arn).matches("arn:aws:dynamodb:[a-z0-9-]+:\\d{12}:table/" + table);
        assertThat(client.describeTable(b -> b.tableName(arn)).table().tableName()).isEqualTo(table);
        assertThat(client.describeTimeToLive(b -> b.tableName(arn)).timeToLiveDescription()).isNotNull();
    }

    @Test
    void itemOperationsTakeTheArn() {
        assertThat(client.putItem(b -> b.tableName(arn).item(item("pk", s("a"), "sk", s("1"), "v", s("x")))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity().tableName()).isEqualTo(arn);
        client.updateItem(b -> b.tableName(arn).key(key("a", "1")).updateExpression("SET w = :w")
                .expressionAttributeValues(values(":w", s("y"))));

        assertThat(client.getItem(b -> b.tableName(arn).key(key("a", "1")).consistentRead(true)).item())
                .isEqualTo(item("pk", s("a"), "sk", s("1"), "v", s("x"), "w", s("y")));
        assertThat(client.query(b -> b.tableName(arn).keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", s("a")))).count()).isEqualTo(1);
        assertThat(client.scan(b -> b.tableName(arn)).count()).isEqualTo(1);
        client.deleteItem(b -> b.tableName(arn).key(key("a", "1")));
        assertThat(get("a", "1")).isNull();
    }

    @Test
    void batchesAnswerUnderTheNameOrArnTheyWereGiven() {
        client.batchWriteItem(b -> b.requestItems(Map.of(arn, List.of(
                WriteRequest.builder().putRequest(p -> p.item(key("a", "1"))).build(),
                WriteRequest.builder().putRequest(p -> p.item(key("a", "2"))).build()))));

        BatchGetItemResponse got = client.batchGetItem(b -> b.requestItems(Map.of(arn,
                KeysAndAttributes.builder().keys(key("a", "1"), key("a", "2")).consistentRead(true).build()))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));

        assertThat(got.responses()).containsOnlyKeys(arn);
        assertThat(got.consumedCapacity()).extracting(c -> c.tableName()).containsExactly(arn);
        assertThat(got.responses().get(arn)).hasSize(2);
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void transactionsTakeTheArn() {
        client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(p -> p.tableName(arn).item(key("a", "1"))).build(),
                TransactWriteItem.builder().put(p -> p.tableName(table).item(key("a", "2"))).build()));

        assertThat(client.transactGetItems(b -> b.transactItems(
                TransactGetItem.builder().get(g -> g.tableName(arn).key(key("a", "1"))).build(),
                TransactGetItem.builder().get(g -> g.tableName(arn).key(key("a", "2"))).build())).responses())
                .allSatisfy(r -> assertThat(r.hasItem()).isTrue());
        // the same item named once by name and once by ARN is one item
        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(p -> p.tableName(arn).item(key("a", "1"))).build(),
                        TransactWriteItem.builder().delete(d -> d.tableName(table).key(key("a", "1"))).build())),
                "Transaction request cannot include multiple operations on one item");
    }

    @Test
    void tableOperationsTakeTheArn() {
        assertThat(client.updateTable(b -> b.tableName(arn).billingMode(BillingMode.PAY_PER_REQUEST)
                .streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY"))).tableDescription()
                .tableArn()).isEqualTo(arn);
        assertThat(client.deleteTable(b -> b.tableName(arn)).tableDescription().tableStatus())
                .isEqualTo(TableStatus.DELETING);
        Expect.error(() -> client.describeTable(b -> b.tableName(table)), "ResourceNotFoundException", null);
    }

    @Test
    @Tag(EngineTags.BACKUPS)
    void backupsAndPointInTimeRecoveryTakeTheArn() {
        String backupArn = client.createBackup(b -> b.tableName(arn).backupName("by-arn")).backupDetails().backupArn();
        try {
            List<String> listed = client.listBackups(b -> b.tableName(arn)).backupSummaries().stream()
                    .map(BackupSummary::backupArn).toList();
            PointInTimeRecoveryStatus enabled = client.updateContinuousBackups(b -> b.tableName(arn)
                    .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true)))
                    .continuousBackupsDescription().pointInTimeRecoveryDescription().pointInTimeRecoveryStatus();
            PointInTimeRecoveryStatus described = client.describeContinuousBackups(b -> b.tableName(arn))
                    .continuousBackupsDescription().pointInTimeRecoveryDescription().pointInTimeRecoveryStatus();

            assertThat(backupArn).startsWith(arn + "/backup/");
            assertThat(listed).containsExactly(backupArn);
            assertThat(enabled).isEqualTo(PointInTimeRecoveryStatus.ENABLED);
            assertThat(described).isEqualTo(PointInTimeRecoveryStatus.ENABLED);
        } finally {
            client.deleteBackup(b -> b.backupArn(backupArn));
        }
    }

    @Test
    @Tag(EngineTags.BACKUPS)
    @Tag(EngineTags.SERVICE_OPERATIONS)
    void backupsExportsAndResourcePoliciesRefuseAnArnOfAnotherAccount() {
        String account = arn.split(":")[4];
        String otherAccount = arn.replace(":" + account + ":", ":000000000000:");
        String otherStream = otherAccount + "/stream/2026-12-01T10:00:00.250";

        Expect.error(() -> client.createBackup(b -> b.tableName(otherAccount).backupName("theirs")),
                "AccessDeniedException", denied(account, "CreateBackup", otherAccount));
        Expect.error(() -> client.describeContinuousBackups(b -> b.tableName(otherAccount)),
                "AccessDeniedException", denied(account, "DescribeContinuousBackups", otherAccount));
        Expect.error(() -> client.exportTableToPointInTime(b -> b.tableArn(otherAccount).s3Bucket("exports")),
                "AccessDeniedException", denied(account, "ExportTableToPointInTime", otherAccount));
        Expect.error(() -> client.putResourcePolicy(b -> b.resourceArn(otherAccount).policy("{}")),
                "AccessDeniedException", denied(account, "PutResourcePolicy", otherAccount));
        Expect.error(() -> client.getResourcePolicy(b -> b.resourceArn(otherStream)),
                "AccessDeniedException", denied(account, "GetResourcePolicy", otherStream));
    }

    @Test
    void anArnOfAnotherAccountIsAccessDeniedAndOfAnotherRegionNotFound() {
        String account = arn.split(":")[4];
        String otherAccount = arn.replace(":" + account + ":", ":000000000000:");
        String otherRegion = arn.replace(":" + arn.split(":")[3] + ":", ":sa-east-1:");

        Expect.error(() -> client.getItem(b -> b.tableName(otherAccount).key(key("a", "1"))), "AccessDeniedException",
                denied(account, "GetItem", otherAccount));
        Expect.error(() -> client.getItem(b -> b.tableName(otherRegion).key(key("a", "1"))),
                "ResourceNotFoundException", "Requested resource not found");
        Expect.validation(() -> client.getItem(b -> b.tableName(arn + "/index/gsi1").key(key("a", "1"))),
                "Invalid TableArn: Invalid ResourceArn provided as input " + arn + "/index/gsi1");
    }

    /** DynamoDB's AccessDeniedException message for the caller (its account's root) on another account's resource. */
    private static String denied(String account, String action, String resource) {
        return "User: arn:aws:iam::" + account + ":root is not authorized to perform: dynamodb:" + action
                + " on resource: " + resource + " because no resource-based policy allows the dynamodb:" + action
                + " action";
    }
}
