package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;

/** UpdateTable (billing mode, throughput, global indexes added and removed) and table tags. */
public abstract class TableUpdateScenarios extends ScenarioBase {

    private String provisioned() {
        return createTable("prov", name -> CreateTableRequest.builder().tableName(name)
                .attributeDefinitions(attr("id", ScalarAttributeType.S)).keySchema(hash("id"))
                .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L)).build());
    }

    private TableDescription describe(String name) {
        return client.describeTable(b -> b.tableName(name)).table();
    }

    @Test
    @org.junit.jupiter.api.Tag(EngineTags.NOT_IN_DYNALITE)
    void throughputAndBillingModeChange() {
        String name = provisioned();

        client.updateTable(b -> b.tableName(name).provisionedThroughput(p -> p.readCapacityUnits(20L)
                .writeCapacityUnits(15L)));
        ProvisionedThroughputDescription raised = describe(name).provisionedThroughput();
        client.updateTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST));

        assertThat(List.of(raised.readCapacityUnits(), raised.writeCapacityUnits())).containsExactly(20L, 15L);
        assertThat(describe(name).billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
    }

    @Test
    void updatesThatChangeNothingOrContradictThemselvesAreRefused() {
        String name = provisioned();

        Expect.validation(() -> client.updateTable(b -> b.tableName(name)
                .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L))),
                "The provisioned throughput for the table will not change. The requested value equals the current "
                        + "value. Current ReadCapacityUnits provisioned for the table: 5. Requested ReadCapacityUnits: 5."
                        + " Current WriteCapacityUnits provisioned for the table: 5. Requested WriteCapacityUnits: 5. "
                        + "Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher "
                        + "limits.");
        Expect.validation(() -> client.updateTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L))),
                "One or more parameter values were invalid: Neither ReadCapacityUnits nor WriteCapacityUnits can be "
                        + "specified when BillingMode is PAY_PER_REQUEST");
        Expect.validation(() -> client.updateTable(b -> b.tableName(name)),
                "At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates "
                        + "or SSESpecification or ReplicaUpdates is required");
        Expect.error(() -> client.updateTable(b -> b.tableName(name + "-missing")
                .billingMode(BillingMode.PAY_PER_REQUEST)), "ResourceNotFoundException",
                "Requested resource not found: Table: " + name + "-missing not found");
    }

    @Test
    @org.junit.jupiter.api.Tag(EngineTags.NOT_IN_DYNALITE)
    void aGlobalIndexAddedLaterHoldsTheItemsAlreadyThereAndCanBeRemoved() {
        client.putItem(b -> b.tableName(simple).item(item("id", s("a"), "group", s("g1"))));
        client.putItem(b -> b.tableName(simple).item(item("id", s("b"), "group", s("g1"))));
        client.putItem(b -> b.tableName(simple).item(item("id", s("c"))));

        client.updateTable(b -> b.tableName(simple).attributeDefinitions(attr("group", ScalarAttributeType.S))
                .globalSecondaryIndexUpdates(u -> u.create(c -> c.indexName("byGroup").keySchema(hash("group"))
                        .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)))));
        GlobalSecondaryIndexDescription added = describe(simple).globalSecondaryIndexes().get(0);
        int found = client.query(b -> b.tableName(simple).indexName("byGroup").keyConditionExpression("#g = :g")
                .expressionAttributeNames(java.util.Map.of("#g", "group"))
                .expressionAttributeValues(java.util.Map.of(":g", s("g1")))).count();
        Expect.validation(() -> client.updateTable(b -> b.tableName(simple)
                .attributeDefinitions(attr("group", ScalarAttributeType.S))
                .globalSecondaryIndexUpdates(u -> u.create(c -> c.indexName("byGroup").keySchema(hash("group"))
                        .projection(p -> p.projectionType(ProjectionType.ALL))))),
                "One or more parameter values were invalid: Index with name byGroup already exists on table " + simple);
        client.updateTable(b -> b.tableName(simple).globalSecondaryIndexUpdates(u -> u.delete(d -> d.indexName("byGroup"))));

        assertThat(added.indexName()).isEqualTo("byGroup");
        assertThat(added.itemCount()).isEqualTo(2L);
        assertThat(found).isEqualTo(2);
        assertThat(describe(simple).hasGlobalSecondaryIndexes()).isFalse();
        assertThat(describe(simple).attributeDefinitions()).containsExactly(attr("id", ScalarAttributeType.S));
        Expect.error(() -> client.updateTable(b -> b.tableName(simple)
                .globalSecondaryIndexUpdates(u -> u.delete(d -> d.indexName("byGroup")))),
                "ResourceNotFoundException", null);
    }

    @Test
    void tagsAreAddedReplacedListedAndRemoved() {
        String arn = describe(simple).tableArn();

        client.tagResource(b -> b.resourceArn(arn).tags(Tag.builder().key("env").value("test").build(),
                Tag.builder().key("team").value("core").build()));
        client.tagResource(b -> b.resourceArn(arn).tags(Tag.builder().key("env").value("prod").build()));
        client.untagResource(b -> b.resourceArn(arn).tagKeys("team"));

        assertThat(client.listTagsOfResource(b -> b.resourceArn(arn)).tags())
                .containsExactly(Tag.builder().key("env").value("prod").build());
        Expect.validation(() -> client.tagResource(b -> b.resourceArn(arn.replace(":table/", ":table/x/"))
                .tags(Tag.builder().key("k").value("v").build())),
                "Invalid TableArn: Invalid ResourceArn provided as input " + arn.replace(":table/", ":table/x/"));
    }

    @Test
    void everyTagComesInOnePageAndAMissingTablesTagsAreNotFound() {
        String arn = describe(simple).tableArn();
        List<Tag> tags = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            tags.add(Tag.builder().key("k" + i).value("v" + i).build());
        }
        client.tagResource(b -> b.resourceArn(arn).tags(tags));

        ListTagsOfResourceResponse page = client.listTagsOfResource(b -> b.resourceArn(arn));

        assertThat(page.tags()).containsExactlyInAnyOrderElementsOf(tags);
        assertThat(page.nextToken()).isNull();
        Expect.error(() -> client.listTagsOfResource(b -> b.resourceArn(arn + "-missing")),
                "ResourceNotFoundException", null);
    }

    @Test
    void billingModeAndThroughputAreDescribedAsCreated() {
        TableDescription onDemand = describe(simple);
        TableDescription provisioned = describe(provisioned());

        assertThat(onDemand.billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(List.of(onDemand.provisionedThroughput().readCapacityUnits(),
                onDemand.provisionedThroughput().writeCapacityUnits(),
                onDemand.provisionedThroughput().numberOfDecreasesToday())).containsExactly(0L, 0L, 0L);
        assertThat(List.of(provisioned.provisionedThroughput().readCapacityUnits(),
                provisioned.provisionedThroughput().writeCapacityUnits())).containsExactly(5L, 5L);
    }

    @Test
    @org.junit.jupiter.api.Tag(EngineTags.NOT_IN_DYNALITE)
    void aGlobalIndexCreatedByUpdateTableIsActiveWithItsThroughputWhichUpdateTableChanges() {
        String name = provisioned();

        TableDescription answer = client.updateTable(b -> b.tableName(name)
                .attributeDefinitions(attr("group", ScalarAttributeType.S))
                .globalSecondaryIndexUpdates(u -> u.create(c -> c.indexName("byGroup").keySchema(hash("group"))
                        .projection(p -> p.projectionType(ProjectionType.ALL))
                        .provisionedThroughput(p -> p.readCapacityUnits(3L).writeCapacityUnits(4L)))))
                .tableDescription();
        GlobalSecondaryIndexDescription created = describe(name).globalSecondaryIndexes().get(0);
        client.updateTable(b -> b.tableName(name).globalSecondaryIndexUpdates(u -> u.update(c -> c
                .indexName("byGroup").provisionedThroughput(p -> p.readCapacityUnits(6L).writeCapacityUnits(7L)))));
        GlobalSecondaryIndexDescription updated = describe(name).globalSecondaryIndexes().get(0);
        TableDescription deleted = client.updateTable(b -> b.tableName(name)
                .globalSecondaryIndexUpdates(u -> u.delete(d -> d.indexName("byGroup")))).tableDescription();

        assertThat(answer.globalSecondaryIndexes()).extracting(GlobalSecondaryIndexDescription::indexStatus)
                .containsExactly(IndexStatus.ACTIVE);
        assertThat(created.indexStatus()).isEqualTo(IndexStatus.ACTIVE);
        assertThat(List.of(created.provisionedThroughput().readCapacityUnits(),
                created.provisionedThroughput().writeCapacityUnits())).containsExactly(3L, 4L);
        assertThat(List.of(updated.provisionedThroughput().readCapacityUnits(),
                updated.provisionedThroughput().writeCapacityUnits())).containsExactly(6L, 7L);
        assertThat(deleted.hasGlobalSecondaryIndexes()).isFalse();
        assertThat(describe(name).hasGlobalSecondaryIndexes()).isFalse();
    }
}
