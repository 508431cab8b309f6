package io.tablesmith.local;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.local.scenarios.Fixtures;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;

/**
 * Eventually consistent reads that lag ({@link LocalDynamoDb#eventualConsistency}): they answer from the
 * database as it was the lag ago on its clock, which the test moves (no sleeps), while strongly consistent
 * reads, transactions and conditions see the latest state. So a test that reads its own write without
 * {@code ConsistentRead} misses it, as it may in DynamoDB.
 */
class LocalEventualConsistencyTest {
    private static final Duration LAG = Duration.ofSeconds(1);

    private final SteppingClock clock = new SteppingClock(Instant.parse("2026-12-01T10:00:00Z"));
    private LocalDynamoDb db;

    @BeforeEach
    void createTable() {
        db = LocalDynamoDb.create(clock).createTables(Fixtures.singleTable("orders")).eventualConsistency(LAG);
    }

    private void put(String pk, String status) {
        db.putItem(b -> b.tableName("orders").item(item("pk", s(pk), "sk", s("order"), "status", s(status),
                "gsi1pk", s(status), "gsi1sk", s(pk))));
    }

    private String status(String pk, boolean consistent) {
        Map<String, AttributeValue> found = db.getItem(b -> b.tableName("orders")
                .key(item("pk", s(pk), "sk", s("order"))).consistentRead(consistent)).item();
        return found.isEmpty() ? null : found.get("status").s();
    }

    private List<String> byStatus(String status) {
        return db.query(b -> b.tableName("orders").indexName("gsi1").keyConditionExpression("gsi1pk = :s")
                .expressionAttributeValues(values(":s", s(status)))).items().stream().map(i -> i.get("pk").s()).toList();
    }

    @Test
    void aWriteIsSeenByStronglyConsistentReadsAtOnceAndByEventuallyConsistentOnesAfterTheLag() {
        put("o1", "new");

        assertThat(status("o1", true)).isEqualTo("new");
        assertThat(status("o1", false)).isNull();
        clock.advance(LAG.minusMillis(1));
        assertThat(status("o1", false)).isNull();
        clock.advance(Duration.ofMillis(1));
        assertThat(status("o1", false)).isEqualTo("new");

        put("o1", "paid");
        db.deleteItem(b -> b.tableName("orders").key(item("pk", s("o2"), "sk", s("order"))));
        assertThat(status("o1", false)).as("the previous version").isEqualTo("new");
        clock.advance(LAG);
        assertThat(status("o1", false)).isEqualTo("paid");
    }

    @Test
    void aDeletedItemIsStillReadEventuallyConsistentWithinTheLag() {
        put("o1", "new");
        clock.advance(LAG);
        db.deleteItem(b -> b.tableName("orders").key(item("pk", s("o1"), "sk", s("order"))));

        assertThat(status("o1", false)).isEqualTo("new");
        assertThat(status("o1", true)).isNull();
        clock.advance(LAG);
        assertThat(status("o1", false)).isNull();
    }

    @Test
    void queriesScansAndBatchReadsFollowTheirConsistencyAndGlobalIndexesAlwaysLag() {
        put("o1", "new");
        put("o2", "new");
        clock.advance(LAG);
        put("o1", "paid");
        put("o3", "new");

        List<String> query = db.query(b -> b.tableName("orders").keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", s("o1")))).items().stream().map(i -> i.get("status").s()).toList();
        List<String> consistentQuery = db.query(b -> b.tableName("orders").keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", s("o1"))).consistentRead(true)).items().stream()
                .map(i -> i.get("status").s()).toList();
        List<String> scan = db.scan(b -> b.tableName("orders")).items().stream().map(i -> i.get("pk").s() + "="
                + i.get("status").s()).sorted().toList();
        List<String> consistentScan = db.scan(b -> b.tableName("orders").consistentRead(true)).items().stream()
                .map(i -> i.get("pk").s() + "=" + i.get("status").s()).sorted().toList();
        List<Map<String, AttributeValue>> keys = List.of(item("pk", s("o1"), "sk", s("order")),
                item("pk", s("o3"), "sk", s("order")));
        int eventuallyRead = db.batchGetItem(b -> b.requestItems(Map.of("orders",
                KeysAndAttributes.builder().keys(keys).build()))).responses().get("orders").size();
        int consistentlyRead = db.batchGetItem(b -> b.requestItems(Map.of("orders",
                KeysAndAttributes.builder().keys(keys).consistentRead(true).build()))).responses().get("orders").size();

        assertThat(query).containsExactly("new");
        assertThat(consistentQuery).containsExactly("paid");
        assertThat(scan).containsExactly("o1=new", "o2=new");
        assertThat(consistentScan).containsExactly("o1=paid", "o2=new", "o3=new");
        assertThat(eventuallyRead).isEqualTo(1);
        assertThat(consistentlyRead).isEqualTo(2);
        assertThat(byStatus("new")).as("a global index lags too").containsExactlyInAnyOrder("o1", "o2");
        assertThat(byStatus("paid")).isEmpty();
        clock.advance(LAG);
        assertThat(byStatus("new")).containsExactlyInAnyOrder("o2", "o3");
        assertThat(byStatus("paid")).containsExactly("o1");
    }

    @Test
    void transactionsConditionsAndPartiqlConsistentReadsSeeTheLatestState() {
        put("o1", "new");

        String transactional = db.transactGetItems(b -> b.transactItems(TransactGetItem.builder()
                .get(g -> g.tableName("orders").key(item("pk", s("o1"), "sk", s("order")))).build()))
                .responses().get(0).item().get("status").s();
        int partiqlEventual = db.executeStatement(b -> b.statement("SELECT * FROM \"orders\" WHERE pk = 'o1'"))
                .items().size();
        int partiqlConsistent = db.executeStatement(b -> b.statement("SELECT * FROM \"orders\" WHERE pk = 'o1'")
                .consistentRead(true)).items().size();

        assertThat(transactional).isEqualTo("new");
        assertThatThrownBy(() -> db.putItem(b -> b.tableName("orders").item(item("pk", s("o1"), "sk", s("order")))
                .conditionExpression("attribute_not_exists(pk)"))).isInstanceOf(ConditionalCheckFailedException.class);
        assertThat(partiqlEventual).isZero();
        assertThat(partiqlConsistent).isEqualTo(1);
    }

    @Test
    void noLagMakesEveryReadSeeTheLatestStateAgain() {
        put("o1", "new");
        db.eventualConsistency(Duration.ZERO);

        assertThat(status("o1", false)).isEqualTo("new");
        assertThat(byStatus("new")).containsExactly("o1");
    }
}
