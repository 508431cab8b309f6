package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.b;
import static io.tablesmith.local.scenarios.Av.bool;
import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.l;
import static io.tablesmith.local.scenarios.Av.m;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.names;
import static io.tablesmith.local.scenarios.Av.ns;
import static io.tablesmith.local.scenarios.Av.nul;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.ss;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * What a response holds, as DynamoDB's API reference describes it: ReturnValues of a put or an update that
 * leaves a value as it was, the old item of a failed condition with its sets, the ConsumedCapacity shapes of
 * NONE, TOTAL and INDEXES on every operation that takes ReturnConsumedCapacity, and nested projections with list
 * elements past a list's end on every read.
 */
public abstract class ResponseShapeScenarios extends ScenarioBase {
    private static final Map<String, AttributeValue> EVERY_TYPE = item("pk", s("a"), "sk", s("1"),
            "tags", ss("red", "blue"), "sizes", ns(1, 2), "blob", b(1, 2), "list", l(s("x"), n(1)),
            "doc", m("k", s("v")), "flag", bool(true), "none", nul());

    private static void assertShape(ConsumedCapacity c, String table, ReturnConsumedCapacity mode) {
        if (mode == ReturnConsumedCapacity.NONE) {
            assertThat(c).isNull();
            return;
        }
        assertThat(c.tableName()).isEqualTo(table);
        assertThat(c.capacityUnits()).isPositive();
        if (mode == ReturnConsumedCapacity.TOTAL) {
            assertThat(c.table()).isNull();
            assertThat(c.hasGlobalSecondaryIndexes()).isFalse();
            assertThat(c.hasLocalSecondaryIndexes()).isFalse();
        } else {
            assertThat(c.table().capacityUnits()).isPositive();
        }
    }

    /** One table's entry of a batch's or a transaction's list (none at all with NONE). */
    private static void assertShape(List<ConsumedCapacity> all, boolean present, String table,
            ReturnConsumedCapacity mode) {
        if (mode == ReturnConsumedCapacity.NONE) {
            assertThat(present).isFalse();
            return;
        }
        assertThat(all).hasSize(1);
        assertShape(all.get(0), table, mode);
    }

    @Test
    void updatedNewAndUpdatedOldReturnAnAttributeSetToTheValueItAlreadyHas() {
        put(item("pk", s("a"), "sk", s("1"), "v", n(1), "other", s("o")));

        Map<String, AttributeValue> updatedNew = client.updateItem(b -> b.tableName(table).key(key("a", "1"))
                .updateExpression("SET v = :same").expressionAttributeValues(values(":same", n(1)))
                .returnValues(ReturnValue.UPDATED_NEW)).attributes();
        Map<String, AttributeValue> updatedOld = client.updateItem(b -> b.tableName(table).key(key("a", "1"))
                .updateExpression("SET v = :same").expressionAttributeValues(values(":same", n(1)))
                .returnValues(ReturnValue.UPDATED_OLD)).attributes();

        assertThat(updatedNew).isEqualTo(item("v", n(1)));
        assertThat(updatedOld).isEqualTo(item("v", n(1)));
    }

    @Test
    void putAllOldReturnsTheWholeOldItemWithEveryType() {
        put(EVERY_TYPE);

        Map<String, AttributeValue> old = client.putItem(b -> b.tableName(table).item(key("a", "1"))
                .returnValues(ReturnValue.ALL_OLD)).attributes();
        Map<String, AttributeValue> again = client.putItem(b -> b.tableName(table).item(key("a", "1"))
                .returnValues(ReturnValue.ALL_OLD)).attributes();

        assertThat(old).isEqualTo(EVERY_TYPE);
        assertThat(again).isEqualTo(key("a", "1"));
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void aFailedConditionReturnsTheOldItemWithItsStringSetOnEveryWrite() {
        put(EVERY_TYPE);
        String fails = "attribute_not_exists(pk)";

        List<Map<String, AttributeValue>> returned = new ArrayList<>();
        for (Runnable write : List.<Runnable>of(
                () -> client.putItem(b -> b.tableName(table).item(key("a", "1")).conditionExpression(fails)
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)),
                () -> client.updateItem(b -> b.tableName(table).key(key("a", "1")).updateExpression("ADD tags :t")
                        .expressionAttributeValues(values(":t", ss("green"))).conditionExpression(fails)
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)),
                () -> client.deleteItem(b -> b.tableName(table).key(key("a", "1")).conditionExpression(fails)
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)))) {
            ConditionalCheckFailedException e = catchThrowableOfType(ConditionalCheckFailedException.class,
                    write::run);
            assertThat(e).isNotNull();
            returned.add(e.item());
        }

        assertThat(returned).containsOnly(EVERY_TYPE).hasSize(3);
        assertThat(returned.get(0).get("tags").ss()).containsExactlyInAnyOrder("red", "blue");
        assertThat(get("a", "1")).isEqualTo(EVERY_TYPE);
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void aCancelledTransactionReturnsTheOldItemWithItsStringSetWhenAsked() {
        put(EVERY_TYPE);

        TransactionCanceledException e = catchThrowableOfType(TransactionCanceledException.class,
                () -> client.transactWriteItems(b -> b.transactItems(TransactWriteItem.builder().update(u -> u
                        .tableName(table).key(key("a", "1")).updateExpression("DELETE tags :t")
                        .conditionExpression("size(tags) > :two")
                        .expressionAttributeValues(values(":t", ss("red"), ":two", n(2)))
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)).build())));

        assertThat(e).isNotNull();
        assertThat(e.cancellationReasons().get(0).code()).isEqualTo("ConditionalCheckFailed");
        assertThat(e.cancellationReasons().get(0).item()).isEqualTo(EVERY_TYPE);
    }

    @Test
    void everyItemReadAndWriteAnswersTheConsumedCapacityShapeAsked() {
        put(item("pk", s("a"), "sk", s("1"), "v", n(1)));
        for (ReturnConsumedCapacity mode : List.of(ReturnConsumedCapacity.NONE, ReturnConsumedCapacity.TOTAL,
                ReturnConsumedCapacity.INDEXES)) {
            assertShape(client.getItem(b -> b.tableName(table).key(key("a", "1")).returnConsumedCapacity(mode))
                    .consumedCapacity(), table, mode);
            assertShape(client.putItem(b -> b.tableName(table).item(item("pk", s("b"), "sk", s("1")))
                    .returnConsumedCapacity(mode)).consumedCapacity(), table, mode);
            assertShape(client.updateItem(b -> b.tableName(table).key(key("a", "1")).updateExpression("SET v = :v")
                    .expressionAttributeValues(values(":v", n(2))).returnConsumedCapacity(mode))
                    .consumedCapacity(), table, mode);
            assertShape(client.deleteItem(b -> b.tableName(table).key(key("b", "1")).returnConsumedCapacity(mode))
                    .consumedCapacity(), table, mode);
            assertShape(client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                    .expressionAttributeValues(values(":p", s("a"))).returnConsumedCapacity(mode))
                    .consumedCapacity(), table, mode);
            assertShape(client.scan(b -> b.tableName(table).returnConsumedCapacity(mode)).consumedCapacity(), table,
                    mode);
            var batchGet = client.batchGetItem(b -> b.requestItems(Map.of(table, KeysAndAttributes.builder()
                    .keys(List.of(key("a", "1"))).build())).returnConsumedCapacity(mode));
            assertShape(batchGet.consumedCapacity(), batchGet.hasConsumedCapacity(), table, mode);
            var batchWrite = client.batchWriteItem(b -> b.requestItems(Map.of(table, List.of(WriteRequest.builder()
                    .putRequest(PutRequest.builder().item(item("pk", s("c"), "sk", s("1"))).build()).build())))
                    .returnConsumedCapacity(mode));
            assertShape(batchWrite.consumedCapacity(), batchWrite.hasConsumedCapacity(), table, mode);
        }
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void transactionsAnswerTheConsumedCapacityShapeAsked() {
        put(item("pk", s("a"), "sk", s("1")));
        for (ReturnConsumedCapacity mode : List.of(ReturnConsumedCapacity.NONE, ReturnConsumedCapacity.TOTAL,
                ReturnConsumedCapacity.INDEXES)) {
            var read = client.transactGetItems(b -> b.transactItems(TransactGetItem.builder()
                    .get(g -> g.tableName(table).key(key("a", "1"))).build()).returnConsumedCapacity(mode));
            assertShape(read.consumedCapacity(), read.hasConsumedCapacity(), table, mode);
            var write = client.transactWriteItems(b -> b.transactItems(TransactWriteItem.builder()
                    .put(p -> p.tableName(table).item(item("pk", s("t"), "sk", s("1")))).build())
                    .returnConsumedCapacity(mode));
            assertShape(write.consumedCapacity(), write.hasConsumedCapacity(), table, mode);
        }
    }

    @Test
    @Tag(EngineTags.PARTIQL)
    void partiqlStatementsAnswerTheConsumedCapacityShapeAsked() {
        put(item("pk", s("a"), "sk", s("1")));
        String select = "SELECT * FROM \"" + table + "\" WHERE pk = 'a' AND sk = '1'";
        for (ReturnConsumedCapacity mode : List.of(ReturnConsumedCapacity.NONE, ReturnConsumedCapacity.TOTAL,
                ReturnConsumedCapacity.INDEXES)) {
            assertShape(client.executeStatement(b -> b.statement(select).returnConsumedCapacity(mode))
                    .consumedCapacity(), table, mode);
            var batch = client.batchExecuteStatement(b -> b.statements(BatchStatementRequest.builder()
                    .statement(select).build()).returnConsumedCapacity(mode));
            assertShape(batch.consumedCapacity(), batch.hasConsumedCapacity(), table, mode);
            var transaction = client.executeTransaction(b -> b.transactStatements(ParameterizedStatement.builder()
                    .statement(select).build()).returnConsumedCapacity(mode));
            assertShape(transaction.consumedCapacity(), transaction.hasConsumedCapacity(), table, mode);
        }
    }

    @Test
    void everyReadProjectsNestedPathsAndLeavesOutListElementsPastTheEnd() {
        put(item("pk", s("a"), "sk", s("1"), "doc", m("nested", m("deep", s("d"), "skip", s("s")),
                "list", l(s("l0"), s("l1"))), "other", s("o")));
        String projection = "doc.nested.deep, doc.#l[1], doc.#l[5]";
        Map<String, String> names = names("#l", "list");
        Map<String, AttributeValue> expected = item("doc", m("nested", m("deep", s("d")), "list", l(s("l1"))));

        List<Function<String, Map<String, AttributeValue>>> reads = List.of(
                p -> client.getItem(b -> b.tableName(table).key(key("a", "1")).projectionExpression(p)
                        .expressionAttributeNames(names)).item(),
                p -> client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                        .expressionAttributeValues(values(":p", s("a"))).projectionExpression(p)
                        .expressionAttributeNames(names)).items().get(0),
                p -> client.scan(b -> b.tableName(table).projectionExpression(p).expressionAttributeNames(names))
                        .items().get(0),
                p -> client.batchGetItem(b -> b.requestItems(Map.of(table, KeysAndAttributes.builder()
                        .keys(List.of(key("a", "1"))).projectionExpression(p).expressionAttributeNames(names)
                        .build()))).responses().get(table).get(0));

        assertThat(reads).allSatisfy(read -> assertThat(read.apply(projection)).isEqualTo(expected));
        assertThat(reads).allSatisfy(read -> assertThat(read.apply("doc.#l[7]")).isEmpty());
    }
}
