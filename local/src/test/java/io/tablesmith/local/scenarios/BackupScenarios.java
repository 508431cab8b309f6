package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BackupDescription;
import software.amazon.awssdk.services.dynamodb.model.BackupDetails;
import software.amazon.awssdk.services.dynamodb.model.BackupStatus;
import software.amazon.awssdk.services.dynamodb.model.BackupSummary;
import software.amazon.awssdk.services.dynamodb.model.BackupType;
import software.amazon.awssdk.services.dynamodb.model.BackupTypeFilter;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ListBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * On-demand backups: taken, described, listed (by table, time and type, in pages), deleted, and restored
 * into a new table that holds a copy of the items, with the source's indexes, and changes on its own.
 */
@Tag(EngineTags.BACKUPS)
public abstract class BackupScenarios extends ScenarioBase {
    private final String restored = "restored-" + UUID.randomUUID().toString().substring(0, 8);

    @AfterEach
    void deleteRestoredTable() {
        try {
            client.deleteTable(b -> b.tableName(restored));
        } catch (DynamoDbException ignored) {
            // the test restored nothing
        }
    }

    private void putOrder(String pk, String status) {
        put(item("pk", s(pk), "sk", s("order"), "status", s(status), "gsi1pk", s("orders"), "gsi1sk", s(pk)));
    }

    private BackupDetails backup(String tableName, String name) {
        return client.createBackup(b -> b.tableName(tableName).backupName(name)).backupDetails();
    }

    @Test
    void aBackupIsAvailableAtOnceDescribedListedAndDeleted() {
        putOrder("o1", "new");
        putOrder("o2", "paid");
        String tableArn = client.describeTable(b -> b.tableName(table)).table().tableArn();

        BackupDetails created = backup(table, "nightly");
        BackupDescription described = client.describeBackup(b -> b.backupArn(created.backupArn())).backupDescription();
        List<String> listed = client.listBackups(b -> b.tableName(table)).backupSummaries().stream()
                .map(BackupSummary::backupArn).toList();
        BackupDescription deleted = client.deleteBackup(b -> b.backupArn(created.backupArn())).backupDescription();

        assertThat(created.backupArn()).startsWith(tableArn + "/backup/");
        assertThat(created.backupName()).isEqualTo("nightly");
        assertThat(created.backupStatus()).isEqualTo(BackupStatus.AVAILABLE);
        assertThat(created.backupType()).isEqualTo(BackupType.USER);
        assertThat(described.sourceTableDetails().tableName()).isEqualTo(table);
        assertThat(described.sourceTableDetails().itemCount()).isEqualTo(2L);
        assertThat(described.sourceTableDetails().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(described.sourceTableFeatureDetails().globalSecondaryIndexes()).extracting(i -> i.indexName())
                .containsExactly("gsi1", "gsi2");
        assertThat(described.sourceTableFeatureDetails().localSecondaryIndexes()).extracting(i -> i.indexName())
                .containsExactly("lsi1");
        assertThat(listed).containsExactly(created.backupArn());
        assertThat(deleted.backupDetails().backupStatus()).isEqualTo(BackupStatus.DELETED);
        Expect.error(() -> client.describeBackup(b -> b.backupArn(created.backupArn())), "BackupNotFoundException",
                "Backup not found: " + created.backupArn());
    }

    @Test
    void aRestoredTableHoldsTheItemsOfTheBackupWithTheSourcesIndexesAndChangesOnItsOwn() {
        putOrder("o1", "new");
        putOrder("o2", "paid");
        BackupDetails backup = backup(table, "before-changes");
        putOrder("o3", "new");
        client.deleteItem(b -> b.tableName(table).key(key("o1", "order")));

        TableDescription answer = client.restoreTableFromBackup(b -> b.backupArn(backup.backupArn())
                .targetTableName(restored)).tableDescription();
        TableDescription later = client.describeTable(b -> b.tableName(restored)).table();
        client.putItem(b -> b.tableName(restored).item(item("pk", s("o9"), "sk", s("order"))));
        List<Map<String, AttributeValue>> viaIndex = client.query(b -> b.tableName(restored).indexName("gsi1")
                .keyConditionExpression("gsi1pk = :p").expressionAttributeValues(values(":p", s("orders")))).items();

        assertThat(answer.tableStatus()).isEqualTo(TableStatus.CREATING);
        assertThat(answer.restoreSummary().restoreInProgress()).isTrue();
        assertThat(answer.restoreSummary().sourceBackupArn()).isEqualTo(backup.backupArn());
        assertThat(later.tableStatus()).isEqualTo(TableStatus.ACTIVE);
        assertThat(later.restoreSummary().restoreInProgress()).isFalse();
        assertThat(later.globalSecondaryIndexes()).extracting(i -> i.indexName()).containsExactly("gsi1", "gsi2");
        assertThat(later.localSecondaryIndexes()).extracting(i -> i.indexName()).containsExactly("lsi1");
        assertThat(later.tableArn()).isNotEqualTo(client.describeTable(b -> b.tableName(table)).table().tableArn());
        assertThat(viaIndex).extracting(i -> i.get("pk").s()).containsExactly("o1", "o2");
        assertThat(get("o9", "order")).as("a write to the restored table leaves the source alone").isNull();
        assertThat(client.scan(b -> b.tableName(table)).items()).extracting(i -> i.get("pk").s())
                .containsExactlyInAnyOrder("o2", "o3");
    }

    @Test
    void aRestoreMayChangeTheBillingModeAndLeaveIndexesOut() {
        putOrder("o1", "new");
        BackupDetails backup = backup(table, "full");

        client.restoreTableFromBackup(b -> b.backupArn(backup.backupArn()).targetTableName(restored)
                .billingModeOverride(BillingMode.PROVISIONED)
                .provisionedThroughputOverride(p -> p.readCapacityUnits(5L).writeCapacityUnits(3L))
                .globalSecondaryIndexOverride(List.<GlobalSecondaryIndex>of()));
        TableDescription described = client.describeTable(b -> b.tableName(restored)).table();

        assertThat(described.provisionedThroughput().readCapacityUnits()).isEqualTo(5L);
        assertThat(described.provisionedThroughput().writeCapacityUnits()).isEqualTo(3L);
        assertThat(described.hasGlobalSecondaryIndexes()).isFalse();
        assertThat(described.localSecondaryIndexes()).extracting(i -> i.indexName()).containsExactly("lsi1");
        assertThat(described.itemCount()).isEqualTo(1L);
    }

    @Test
    void listBackupsFiltersByTimeAndTypeAndPagesThroughThem() {
        BackupDetails first = backup(simple, "one");
        BackupDetails second = backup(simple, "two");
        BackupDetails third = backup(simple, "three");

        ListBackupsResponse page = client.listBackups(b -> b.tableName(simple).limit(2));
        ListBackupsResponse rest = client.listBackups(b -> b.tableName(simple).limit(2)
                .exclusiveStartBackupArn(page.lastEvaluatedBackupArn()));

        assertThat(page.backupSummaries()).extracting(BackupSummary::backupArn)
                .containsExactly(first.backupArn(), second.backupArn());
        assertThat(rest.backupSummaries()).extracting(BackupSummary::backupArn).containsExactly(third.backupArn());
        assertThat(rest.lastEvaluatedBackupArn()).isNull();
        assertThat(client.listBackups(b -> b.tableName(simple).backupType(BackupTypeFilter.SYSTEM)).backupSummaries())
                .isEmpty();
        assertThat(client.listBackups(b -> b.tableName(simple).backupType(BackupTypeFilter.ALL)).backupSummaries())
                .hasSize(3);
        // the lower bound is inclusive, the upper bound exclusive
        assertThat(client.listBackups(b -> b.tableName(simple).timeRangeLowerBound(first.backupCreationDateTime()))
                .backupSummaries()).hasSize(3);
        assertThat(client.listBackups(b -> b.tableName(simple).timeRangeUpperBound(first.backupCreationDateTime()))
                .backupSummaries()).isEmpty();
        assertThat(client.listBackups(b -> b.tableName(table)).backupSummaries()).isEmpty();
    }

    @Test
    void whatCannotBeBackedUpOrRestoredIsRefused() {
        BackupDetails backup = backup(simple, "first");
        String missingArn = backup.backupArn().replace("/backup/", "/backup/0");

        Expect.error(() -> client.createBackup(b -> b.tableName(simple + "-missing").backupName("any")),
                "TableNotFoundException", "Table not found: " + simple + "-missing");
        Expect.error(() -> client.restoreTableFromBackup(b -> b.backupArn(missingArn).targetTableName(restored)),
                "BackupNotFoundException", "Backup not found: " + missingArn);
        Expect.error(() -> client.restoreTableFromBackup(b -> b.backupArn(backup.backupArn()).targetTableName(table)),
                "TableAlreadyExistsException", "Table already exists: " + table);
        Expect.validation(() -> client.createBackup(b -> b.tableName(simple).backupName("no spaces")),
                "1 validation error detected: Value 'no spaces' at 'backupName' failed to satisfy constraint: "
                        + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
        Expect.validation(() -> client.createBackup(b -> b.tableName(simple).backupName("a!")),
                "2 validation errors detected: Value 'a!' at 'backupName' failed to satisfy constraint: "
                        + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; Value 'a!' at 'backupName' "
                        + "failed to satisfy constraint: Member must have length greater than or equal to 3");
        Expect.validation(() -> client.listBackups(b -> b.limit(0)), "1 validation error detected: Value '0' at "
                + "'limit' failed to satisfy constraint: Member must have value greater than or equal to 1");
    }
}
