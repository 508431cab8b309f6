package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * ReturnConsumedCapacity: read units per 4 KB (halved when eventually consistent), write units per 1 KB of
 * the larger of the old and new item, per-table totals for batches, index breakdowns for INDEXES, index
 * writes and transactions at twice the cost.
 */
public abstract class CapacityScenarios extends ScenarioBase {
    /** An item of {@code id} plus a string attribute making it {@code bytes} long in DynamoDB's measure. */
    private static Map<String, AttributeValue> sized(String id, int bytes) {
        int padding = bytes - "id".length() - id.length() - "fill".length();
        return item("id", s(id), "fill", s("x".repeat(padding)));
    }

    private static ConsumedCapacity total(String table, double units) {
        return ConsumedCapacity.builder().tableName(table).capacityUnits(units).build();
    }

    private static Capacity units(double units) {
        return Capacity.builder().capacityUnits(units).build();
    }

    private ConsumedCapacity get(String id, boolean consistent, ReturnConsumedCapacity mode) {
        return client.getItem(b -> b.tableName(simple).key(item("id", s(id))).consistentRead(consistent)
                .returnConsumedCapacity(mode)).consumedCapacity();
    }

    private ConsumedCapacity putSized(String id, int bytes) {
        return client.putItem(b -> b.tableName(simple).item(sized(id, bytes))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
    }

    @Test
    void nothingIsReportedUnlessAsked() {
        assertThat(client.putItem(b -> b.tableName(simple).item(sized("a", 100))).consumedCapacity()).isNull();
        assertThat(client.getItem(b -> b.tableName(simple).key(item("id", s("a")))
                .returnConsumedCapacity(ReturnConsumedCapacity.NONE)).consumedCapacity()).isNull();
    }

    @Test
    void aReadCostsOneUnitPer4KbRoundedUpAndHalfWhenEventuallyConsistent() {
        client.putItem(b -> b.tableName(simple).item(sized("small", 100)));
        client.putItem(b -> b.tableName(simple).item(sized("edge", 4096)));
        client.putItem(b -> b.tableName(simple).item(sized("over", 4097)));
        client.putItem(b -> b.tableName(simple).item(sized("large", 100_000)));
        ReturnConsumedCapacity total = ReturnConsumedCapacity.TOTAL;
        assertThat(get("small", false, total)).isEqualTo(total(simple, 0.5));
        assertThat(get("small", true, total)).isEqualTo(total(simple, 1.0));
        assertThat(get("edge", true, total)).isEqualTo(total(simple, 1.0));
        assertThat(get("over", true, total)).isEqualTo(total(simple, 2.0));
        assertThat(get("large", false, total)).isEqualTo(total(simple, 12.5));
        assertThat(get("large", true, total)).isEqualTo(total(simple, 25.0));
        assertThat(get("missing", false, total)).as("a missing item still costs a read").isEqualTo(total(simple, 0.5));
        assertThat(get("small", false, ReturnConsumedCapacity.INDEXES)).isEqualTo(total(simple, 0.5).toBuilder()
                .table(units(0.5)).build());
    }

    @Test
    void aWriteCostsOneUnitPer1KbOfTheLargerOfTheOldAndTheNewItem() {
        assertThat(putSized("a", 100)).isEqualTo(total(simple, 1.0));
        assertThat(putSized("a", 1024)).isEqualTo(total(simple, 1.0));
        assertThat(putSized("a", 1025)).isEqualTo(total(simple, 2.0));
        assertThat(putSized("a", 25_000)).isEqualTo(total(simple, 25.0));
        assertThat(putSized("a", 100)).as("replacing a large item").isEqualTo(total(simple, 25.0));
        assertThat(client.updateItem(b -> b.tableName(simple).key(item("id", s("a"))).updateExpression("SET fill = :p")
                .expressionAttributeValues(values(":p", s("y".repeat(3000))))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity())
                .isEqualTo(total(simple, 3.0));
        assertThat(client.deleteItem(b -> b.tableName(simple).key(item("id", s("a")))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity())
                .isEqualTo(total(simple, 3.0).toBuilder().table(units(3.0)).build());
        assertThat(client.deleteItem(b -> b.tableName(simple).key(item("id", s("a")))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity())
                .as("deleting a missing item").isEqualTo(total(simple, 1.0));
    }

    @Test
    void batchesReportATotalPerTable() {
        client.putItem(b -> b.tableName(simple).item(sized("a", 5000)));
        client.putItem(b -> b.tableName(simple).item(sized("b", 100)));
        put(item("pk", s("p"), "sk", s("1")));
        List<ConsumedCapacity> reads = client.batchGetItem(b -> b.requestItems(Map.of(
                simple, KeysAndAttributes.builder().keys(List.of(item("id", s("a")), item("id", s("b")), item("id", s("c"))))
                        .consistentRead(true).build(),
                table, KeysAndAttributes.builder().keys(List.of(key("p", "1"))).build()))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        assertThat(reads).containsExactlyInAnyOrder(total(simple, 4.0), total(table, 0.5));
        List<ConsumedCapacity> writes = client.batchWriteItem(b -> b.requestItems(Map.of(
                simple, List.of(WriteRequest.builder().putRequest(p -> p.item(sized("c", 2000))).build(),
                        WriteRequest.builder().deleteRequest(d -> d.key(item("id", s("a")))).build()),
                table, List.of(WriteRequest.builder().putRequest(p -> p.item(key("p", "2"))).build())))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        assertThat(writes).containsExactlyInAnyOrder(total(simple, 7.0), total(table, 1.0));
    }

    @Test
    void queryAndScanRoundUpTheTotalTheyRead() {
        for (int i = 0; i < 10; i++) {
            put(item("pk", s("p"), "sk", s(String.format("%02d", i)), "fill", s("x".repeat(1000))));
            client.putItem(b -> b.tableName(simple).item(sized("s" + System.nanoTime(), 1000)));
        }
        ConsumedCapacity query = client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", s("p"))).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL))
                .consumedCapacity();
        assertThat(query).as("10 items of about 1 KB: 3 units, halved").isEqualTo(total(table, 1.5));
        ConsumedCapacity filtered = client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                .filterExpression("fill = :none").consistentRead(true)
                .expressionAttributeValues(values(":p", s("p"), ":none", s("none"))).limit(5)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        assertThat(filtered).as("items filtered out were read all the same").isEqualTo(total(table, 2.0));
        ConsumedCapacity scan = client.scan(b -> b.tableName(simple)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        assertThat(scan).isEqualTo(total(simple, 1.5));
    }

    @Test
    void anIndexQueryReportsTheIndexForIndexes() {
        put(item("pk", s("p"), "sk", s("1"), "gsi1pk", s("g"), "gsi1sk", s("1")));
        ConsumedCapacity c = client.query(b -> b.tableName(table).indexName("gsi1")
                .keyConditionExpression("gsi1pk = :g").expressionAttributeValues(values(":g", s("g")))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertThat(c).isEqualTo(total(table, 0.5).toBuilder().table(units(0.0))
                .globalSecondaryIndexes(Map.of("gsi1", units(0.5))).build());
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aQueryThatFindsNothingStillCostsOneRead() {
        assertThat(client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", s("none"))).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL))
                .consumedCapacity()).isEqualTo(total(table, 0.5));
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void writesToSecondaryIndexesAreCounted() {
        ConsumedCapacity put = client.putItem(b -> b.tableName(table).item(item("pk", s("p"), "sk", s("1"),
                "gsi1pk", s("g"), "gsi1sk", s("1"), "lsisk", Av.n(1), "extra", s("e"), "note", s("o")))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertThat(put).isEqualTo(total(table, 3.0).toBuilder().table(units(1.0))
                .globalSecondaryIndexes(Map.of("gsi1", units(1.0))).localSecondaryIndexes(Map.of("lsi1", units(1.0)))
                .build());
        ConsumedCapacity moved = client.updateItem(b -> b.tableName(table).key(key("p", "1"))
                .updateExpression("SET gsi1sk = :s").expressionAttributeValues(values(":s", s("2")))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertThat(moved).as("a new index key: the old entry deleted, the new one put; lsi1 unchanged")
                .isEqualTo(total(table, 3.0).toBuilder().table(units(1.0))
                        .globalSecondaryIndexes(Map.of("gsi1", units(2.0))).build());
        ConsumedCapacity other = client.updateItem(b -> b.tableName(table).key(key("p", "1"))
                .updateExpression("SET note = :o").expressionAttributeValues(values(":o", s("p")))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        assertThat(other).as("gsi1 projects every attribute, lsi1 not 'note'").isEqualTo(total(table, 2.0));
        ConsumedCapacity deleted = client.deleteItem(b -> b.tableName(table).key(key("p", "1"))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        assertThat(deleted).isEqualTo(total(table, 3.0));
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void transactionsCostTwice() {
        client.putItem(b -> b.tableName(simple).item(sized("a", 5000)));
        List<ConsumedCapacity> writes = client.transactWriteItems(b -> b.transactItems(List.of(
                TransactWriteItem.builder().put(p -> p.tableName(simple).item(sized("b", 1500))).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName(simple).key(item("id", s("a")))
                        .conditionExpression("attribute_exists(id)")).build()))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        assertThat(writes).containsExactly(total(simple, 2 * 2.0 + 2 * 5.0));
        List<ConsumedCapacity> reads = client.transactGetItems(b -> b.transactItems(List.of(
                TransactGetItem.builder().get(g -> g.tableName(simple).key(item("id", s("a")))).build(),
                TransactGetItem.builder().get(g -> g.tableName(simple).key(item("id", s("b")))).build()))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        // DynamoDB names a TransactGetItems' units as read units too
        assertThat(reads).containsExactly(total(simple, 2 * 2.0 + 2 * 1.0).toBuilder()
                .readCapacityUnits(2 * 2.0 + 2 * 1.0).build());
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void aReplayedTransactionReportsTheReadsOfItsItemsNotItsWrites() {
        client.putItem(b -> b.tableName(simple).item(sized("a", 5000)));
        TransactWriteItemsRequest request = TransactWriteItemsRequest.builder().transactItems(
                        TransactWriteItem.builder().put(p -> p.tableName(simple).item(sized("b", 1500))).build(),
                        TransactWriteItem.builder().conditionCheck(c -> c.tableName(simple).key(item("id", s("a")))
                                .conditionExpression("attribute_exists(id)")).build())
                .clientRequestToken(UUID.randomUUID().toString()).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
        assertThat(client.transactWriteItems(request).consumedCapacity())
                .containsExactly(total(simple, 2 * 2.0 + 2 * 5.0));
        // the 5000-byte item reads as 2 units, the 1500-byte one as 1; a transaction's reads cost twice
        assertThat(client.transactWriteItems(request).consumedCapacity())
                .containsExactly(total(simple, 2 * 2.0 + 2 * 1.0));
    }
}
