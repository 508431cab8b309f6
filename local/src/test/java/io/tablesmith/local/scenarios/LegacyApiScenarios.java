package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.ss;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeAction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.ConditionalOperator;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The legacy (pre-expression) parameters, which DynamoDB still answers: Expected with ConditionalOperator,
 * AttributeUpdates, KeyConditions, QueryFilter, ScanFilter and AttributesToGet, and the refusal of a request
 * that mixes them with expressions.
 */
public abstract class LegacyApiScenarios extends ScenarioBase {

    private static Condition condition(ComparisonOperator op, AttributeValue... values) {
        return Condition.builder().comparisonOperator(op).attributeValueList(values).build();
    }

    private static ExpectedAttributeValue expect(ComparisonOperator op, AttributeValue... values) {
        return ExpectedAttributeValue.builder().comparisonOperator(op).attributeValueList(values).build();
    }

    @Test
    void expectedExistsFalseGuardsACreate() {
        Map<String, ExpectedAttributeValue> absent = Map.of("pk", ExpectedAttributeValue.builder().exists(false).build());
        client.putItem(b -> b.tableName(table).item(item("pk", s("e"), "sk", s("1"), "v", s("first"))).expected(absent));

        Expect.error(() -> client.putItem(b -> b.tableName(table).item(item("pk", s("e"), "sk", s("1"),
                "v", s("second"))).expected(absent)), "ConditionalCheckFailedException", "The conditional request failed");
        assertThat(get("e", "1")).containsEntry("v", s("first"));
    }

    @Test
    void expectedValuesAndComparisonsCombineWithAndOrOr() {
        put(item("pk", s("e"), "sk", s("1"), "status", s("active"), "role", s("user"), "name", s("hello-world")));
        Map<String, ExpectedAttributeValue> both = new LinkedHashMap<>();
        both.put("status", ExpectedAttributeValue.builder().value(s("active")).build());
        both.put("role", expect(ComparisonOperator.EQ, s("admin")));

        Expect.error(() -> client.putItem(b -> b.tableName(table).item(item("pk", s("e"), "sk", s("1"), "v", n(1)))
                .expected(both).conditionalOperator(ConditionalOperator.AND)), "ConditionalCheckFailedException",
                "The conditional request failed");
        client.putItem(b -> b.tableName(table).item(item("pk", s("e"), "sk", s("1"), "name", s("hello-there")))
                .expected(both).conditionalOperator(ConditionalOperator.OR));
        client.deleteItem(b -> b.tableName(table).key(key("e", "1"))
                .expected(Map.of("name", expect(ComparisonOperator.BEGINS_WITH, s("hello")))));

        assertThat(get("e", "1")).isNull();
    }

    @Test
    void attributeUpdatesPutAddAndDelete() {
        put(item("pk", s("u"), "sk", s("1"), "count", n(1), "tags", ss("a", "b", "c"), "gone", s("x")));
        Map<String, AttributeValueUpdate> updates = new LinkedHashMap<>();
        updates.put("name", AttributeValueUpdate.builder().action(AttributeAction.PUT).value(s("new")).build());
        updates.put("count", AttributeValueUpdate.builder().action(AttributeAction.ADD).value(n(9)).build());
        updates.put("tags", AttributeValueUpdate.builder().action(AttributeAction.DELETE).value(ss("b")).build());
        updates.put("gone", AttributeValueUpdate.builder().action(AttributeAction.DELETE).build());

        UpdateItemResponse r = client.updateItem(b -> b.tableName(table).key(key("u", "1")).attributeUpdates(updates)
                .returnValues(ReturnValue.ALL_NEW));

        assertThat(r.attributes()).isEqualTo(item("pk", s("u"), "sk", s("1"), "count", n(10), "tags", ss("a", "c"),
                "name", s("new")));
    }

    @Test
    void keyConditionsAndQueryFilterSelectAndFilter() {
        for (String sk : List.of("alpha", "beta", "delta", "epsilon", "gamma")) {
            put(item("pk", s("q"), "sk", s(sk), "tag", s(sk.startsWith("e") ? "world" : "hello-" + sk)));
        }
        Map<String, Condition> keys = new LinkedHashMap<>();
        keys.put("pk", condition(ComparisonOperator.EQ, s("q")));
        keys.put("sk", condition(ComparisonOperator.BETWEEN, s("beta"), s("epsilon")));

        QueryResponse r = client.query(b -> b.tableName(table).keyConditions(keys).consistentRead(true)
                .queryFilter(Map.of("tag", condition(ComparisonOperator.CONTAINS, s("hello"))))
                .attributesToGet("sk"));

        assertThat(r.items()).containsExactly(item("sk", s("beta")), item("sk", s("delta")));
        assertThat(r.scannedCount()).isEqualTo(3);
    }

    @Test
    void scanFilterAndAttributesToGetOnEveryRead() {
        put(item("pk", s("s"), "sk", s("1"), "val", n(10), "name", s("alpha-one")));
        put(item("pk", s("s"), "sk", s("2"), "val", n(40), "name", s("alpha-four")));
        put(item("pk", s("s"), "sk", s("3"), "val", n(50), "name", s("beta-five")));
        Map<String, Condition> filter = new LinkedHashMap<>();
        filter.put("name", condition(ComparisonOperator.BEGINS_WITH, s("alpha")));
        filter.put("val", condition(ComparisonOperator.GT, n(20)));

        ScanResponse scan = client.scan(b -> b.tableName(table).scanFilter(filter)
                .conditionalOperator(ConditionalOperator.AND).attributesToGet("sk", "val"));
        Map<String, AttributeValue> got = client.getItem(b -> b.tableName(table).key(key("s", "3"))
                .attributesToGet("name", "missing").consistentRead(true)).item();
        List<Map<String, AttributeValue>> batch = new ArrayList<>(client.batchGetItem(b -> b.requestItems(Map.of(table,
                KeysAndAttributes.builder().keys(key("s", "1")).attributesToGet("val").consistentRead(true).build())))
                .responses().get(table));

        assertThat(scan.items()).containsExactly(item("sk", s("2"), "val", n(40)));
        assertThat(got).isEqualTo(item("name", s("beta-five")));
        assertThat(batch).containsExactly(item("val", n(10)));
    }

    @Test
    void legacyAndExpressionParametersMayNotBeMixed() {
        Expect.validation(() -> client.updateItem(b -> b.tableName(table).key(key("m", "1"))
                .attributeUpdates(Map.of("a", AttributeValueUpdate.builder().value(s("x")).build()))
                .updateExpression("SET b = :v").expressionAttributeValues(Map.of(":v", s("y")))),
                "Can not use both expression and non-expression parameters in the same request: "
                        + "Non-expression parameters: {AttributeUpdates} Expression parameters: {UpdateExpression}");
        Expect.validation(() -> client.scan(b -> b.tableName(table)
                .scanFilter(Map.of("a", condition(ComparisonOperator.EQ, n(1)))).filterExpression("b = :v")
                .expressionAttributeValues(Map.of(":v", n(1)))),
                "Can not use both expression and non-expression parameters in the same request: "
                        + "Non-expression parameters: {ScanFilter} Expression parameters: {FilterExpression}");
    }
}
