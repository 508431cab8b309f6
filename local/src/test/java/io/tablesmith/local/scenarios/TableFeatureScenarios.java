package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.SSEStatus;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * A table's settings besides keys and capacity (deletion protection, warm throughput, encryption, tags given
 * to CreateTable, the billing mode's history), TransactGetItems' read units and BatchGetItem's 16 MB answer.
 * dynalite knows none of the settings and limits its BatchGetItem answers to about 1 MB, in no order.
 */
public abstract class TableFeatureScenarios extends ScenarioBase {

    private TableDescription describe(String name) {
        return client.describeTable(b -> b.tableName(name)).table();
    }

    private String create(String suffix, java.util.function.UnaryOperator<CreateTableRequest.Builder> settings) {
        return createTable(suffix, name -> settings.apply(CreateTableRequest.builder().tableName(name)
                .attributeDefinitions(attr("id", ScalarAttributeType.S)).keySchema(hash("id"))
                .billingMode(BillingMode.PAY_PER_REQUEST)).build());
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void deletionProtectionRefusesDeleteTableUntilItIsTurnedOff() {
        String name = create("protected", b -> b.deletionProtectionEnabled(true));

        Expect.validation(() -> client.deleteTable(b -> b.tableName(name)),
                "Resource cannot be deleted as it is currently protected against deletion. Disable deletion "
                        + "protection first.");
        boolean protectedAfterRefusal = describe(name).deletionProtectionEnabled();
        client.updateTable(b -> b.tableName(name).deletionProtectionEnabled(false));
        boolean protectedAfterUpdate = describe(name).deletionProtectionEnabled();
        client.deleteTable(b -> b.tableName(name));

        assertThat(protectedAfterRefusal).isTrue();
        assertThat(protectedAfterUpdate).isFalse();
        assertThat(client.listTables().tableNames()).doesNotContain(name);
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aNewTableHasNoDeletionProtectionAnOwnedKeyAndDynamoDbsWarmThroughput() {
        TableDescription table = describe(simple);

        assertThat(table.deletionProtectionEnabled()).isFalse();
        assertThat(table.sseDescription()).isNull();
        assertThat(table.warmThroughput().readUnitsPerSecond()).isEqualTo(12_000L);
        assertThat(table.warmThroughput().writeUnitsPerSecond()).isEqualTo(4_000L);
        assertThat(table.warmThroughput().status()).isEqualTo(TableStatus.ACTIVE);
        assertThat(describe(this.table).globalSecondaryIndexes())
                .allSatisfy(index -> assertThat(index.warmThroughput().readUnitsPerSecond()).isEqualTo(12_000L));
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void warmThroughputAskedForIsShownAndNeverGoesDown() {
        String name = create("warm", b -> b.warmThroughput(w -> w.readUnitsPerSecond(20_000L)
                .writeUnitsPerSecond(8_000L)));
        TableDescription created = describe(name);

        client.updateTable(b -> b.tableName(name).warmThroughput(w -> w.readUnitsPerSecond(15_000L)
                .writeUnitsPerSecond(9_000L)));
        TableDescription updated = describe(name);

        assertThat(List.of(created.warmThroughput().readUnitsPerSecond(), created.warmThroughput().writeUnitsPerSecond()))
                .containsExactly(20_000L, 8_000L);
        assertThat(List.of(updated.warmThroughput().readUnitsPerSecond(), updated.warmThroughput().writeUnitsPerSecond()))
                .containsExactly(20_000L, 9_000L);
        Expect.validation(() -> client.updateTable(b -> b.tableName(name)
                .warmThroughput(w -> w.readUnitsPerSecond(0L))), "1 validation error detected: Value '0' at "
                + "'warmThroughput.readUnitsPerSecond' failed to satisfy constraint: Member must have value greater "
                + "than or equal to 1");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aKmsKeyIsDescribedAndTurningEncryptionOffGoesBackToAnOwnedKey() {
        String key = "1234abcd-12ab-34cd-56ef-1234567890ab";
        String named = create("kms", b -> b.sseSpecification(sse -> sse.enabled(true).sseType(SSEType.KMS)
                .kmsMasterKeyId(key)));
        String managed = create("managed", b -> b.sseSpecification(sse -> sse.enabled(true)));

        TableDescription withKey = describe(named);
        TableDescription withManagedKey = describe(managed);
        client.updateTable(b -> b.tableName(named).sseSpecification(sse -> sse.enabled(false)));

        assertThat(withKey.sseDescription().status()).isEqualTo(SSEStatus.ENABLED);
        assertThat(withKey.sseDescription().sseType()).isEqualTo(SSEType.KMS);
        assertThat(withKey.sseDescription().kmsMasterKeyArn()).startsWith("arn:aws:kms:").endsWith(":key/" + key);
        assertThat(withManagedKey.sseDescription().sseType()).isEqualTo(SSEType.KMS);
        assertThat(withManagedKey.sseDescription().kmsMasterKeyArn()).startsWith("arn:aws:kms:").contains(":key/");
        assertThat(describe(named).sseDescription()).isNull();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void tagsGivenToCreateTableAreTheTablesTags() {
        String name = create("tagged", b -> b.tags(
                software.amazon.awssdk.services.dynamodb.model.Tag.builder().key("team").value("core").build(),
                software.amazon.awssdk.services.dynamodb.model.Tag.builder().key("env").value("test").build()));

        String arn = describe(name).tableArn();

        assertThat(client.listTagsOfResource(b -> b.resourceArn(arn)).tags()).extracting(t -> t.key() + "=" + t.value())
                .containsExactlyInAnyOrder("team=core", "env=test");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void theBillingModeSummaryKeepsTheLastSwitchToPayPerRequest() {
        String name = create("billing", b -> b.billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L)));
        Instant created = describe(name).creationDateTime();

        client.updateTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST));
        TableDescription onDemand = describe(name);
        client.updateTable(b -> b.tableName(name).billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(p -> p.readCapacityUnits(3L).writeCapacityUnits(3L)));
        TableDescription provisionedAgain = describe(name);

        assertThat(onDemand.billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(onDemand.billingModeSummary().lastUpdateToPayPerRequestDateTime()).isAfterOrEqualTo(created);
        assertThat(provisionedAgain.billingModeSummary().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(provisionedAgain.billingModeSummary().lastUpdateToPayPerRequestDateTime())
                .isEqualTo(onDemand.billingModeSummary().lastUpdateToPayPerRequestDateTime());
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void transactGetItemsNamesItsUnitsReadUnitsForTheTableAndWithIndexes() {
        client.putItem(b -> b.tableName(simple).item(item("id", s("a"))));

        List<ConsumedCapacity> capacity = client.transactGetItems(b -> b.transactItems(
                        t -> t.get(g -> g.tableName(simple).key(item("id", s("a")))),
                        t -> t.get(g -> g.tableName(simple).key(item("id", s("missing")))))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();

        assertThat(capacity).containsExactly(ConsumedCapacity.builder().tableName(simple).capacityUnits(4.0)
                .readCapacityUnits(4.0).table(Capacity.builder().capacityUnits(4.0).readCapacityUnits(4.0).build())
                .build());
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void batchGetItemAnswersAtMostSixteenMegabytesAndLeavesTheRestUnprocessed() {
        String large = "x".repeat(300_000);
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            String id = String.format("big-%02d", i);
            client.putItem(b -> b.tableName(simple).item(item("id", s(id), "data", s(large))));
            keys.add(item("id", s(id)));
        }

        BatchGetItemResponse first = client.batchGetItem(b -> b.requestItems(Map.of(simple,
                software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes.builder().keys(keys)
                        .consistentRead(true).build())));
        BatchGetItemResponse rest = client.batchGetItem(b -> b.requestItems(first.unprocessedKeys()));

        // each item is 300,012 bytes: 55 of them fit in 16 MB (16,777,216 bytes), the 56th would not
        assertThat(first.responses().get(simple)).hasSize(55);
        assertThat(first.unprocessedKeys().get(simple).keys()).isEqualTo(keys.subList(55, 60));
        assertThat(first.unprocessedKeys().get(simple).consistentRead()).isTrue();
        assertThat(rest.responses().get(simple)).hasSize(5);
        assertThat(rest.unprocessedKeys()).isEmpty();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aGlobalIndexKeepsTheWarmThroughputAskedForRaisesItAndRefusesLessThanOneUnit() {
        String name = create("warm-index", b -> b.attributeDefinitions(attr("id", ScalarAttributeType.S),
                attr("group", ScalarAttributeType.S)).globalSecondaryIndexes(g -> g.indexName("byGroup")
                .keySchema(hash("group")).projection(p -> p.projectionType(ProjectionType.KEYS_ONLY))
                .warmThroughput(w -> w.readUnitsPerSecond(20_000L).writeUnitsPerSecond(8_000L))));
        var created = describe(name).globalSecondaryIndexes().get(0).warmThroughput();

        client.updateTable(b -> b.tableName(name).globalSecondaryIndexUpdates(u -> u.update(i -> i.indexName("byGroup")
                .warmThroughput(w -> w.readUnitsPerSecond(15_000L).writeUnitsPerSecond(9_000L)))));
        var updated = describe(name).globalSecondaryIndexes().get(0).warmThroughput();

        assertThat(List.of(created.readUnitsPerSecond(), created.writeUnitsPerSecond())).containsExactly(20_000L, 8_000L);
        assertThat(List.of(updated.readUnitsPerSecond(), updated.writeUnitsPerSecond())).containsExactly(20_000L, 9_000L);
        Expect.validation(() -> client.updateTable(b -> b.tableName(name).globalSecondaryIndexUpdates(u -> u
                        .update(i -> i.indexName("byGroup").warmThroughput(w -> w.writeUnitsPerSecond(0L))))),
                "1 validation error detected: Value '0' at 'globalSecondaryIndexUpdates.1.member.update.warmThroughput"
                        + ".writeUnitsPerSecond' failed to satisfy constraint: Member must have value greater than or "
                        + "equal to 1");
        Expect.validation(() -> create("warm-zero", b -> b.attributeDefinitions(attr("id",
                        ScalarAttributeType.S), attr("group", ScalarAttributeType.S))
                        .globalSecondaryIndexes(g -> g.indexName("byGroup").keySchema(hash("group"))
                                .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY))
                                .warmThroughput(w -> w.readUnitsPerSecond(0L)))),
                "1 validation error detected: Value '0' at 'globalSecondaryIndexes.1.member.warmThroughput"
                        + ".readUnitsPerSecond' failed to satisfy constraint: Member must have value greater than or "
                        + "equal to 1");
    }
}
