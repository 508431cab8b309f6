package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.b;
import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.l;
import static io.tablesmith.local.scenarios.Av.m;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.names;
import static io.tablesmith.local.scenarios.Av.ns;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.ss;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** UpdateItem: SET, REMOVE, ADD, DELETE, functions, return values and validation. */
public abstract class UpdateScenarios extends ScenarioBase {

    private UpdateItemResponse update(String expression, Map<String, AttributeValue> values,
                                      Map<String, String> names, ReturnValue returnValues) {
        return client.updateItem(b -> b.tableName(table).key(key("a", "1")).updateExpression(expression)
                .expressionAttributeValues(values).expressionAttributeNames(names).returnValues(returnValues));
    }

    private Map<String, AttributeValue> updated(String expression, Object... valuePairs) {
        return update(expression, valuePairs.length == 0 ? null : values(valuePairs), null, ReturnValue.ALL_NEW)
                .attributes();
    }

    @Test
    void updateCreatesAMissingItem() {
        Map<String, AttributeValue> result = updated("SET v = :v", ":v", s("x"));
        assertThat(result).isEqualTo(item("pk", s("a"), "sk", s("1"), "v", s("x")));
        assertThat(get("a", "1")).isEqualTo(result);
    }

    @Test
    void updateWithoutExpressionCreatesTheKeyOnlyItem() {
        client.updateItem(b -> b.tableName(table).key(key("a", "1")));
        assertThat(get("a", "1")).isEqualTo(key("a", "1"));
    }

    @Test
    void setSeveralAttributesAndArithmetic() {
        put(item("pk", s("a"), "sk", s("1"), "visits", n(5), "price", n("1.25")));
        Map<String, AttributeValue> r = updated("SET visits = visits + :one, price = price - :d, combined = visits + price",
                ":one", n(1), ":d", n("0.25"));
        assertThat(r.get("visits")).isEqualTo(n(6));
        assertThat(r.get("price")).isEqualTo(n(1));
        assertThat(r.get("combined")).as("operands read the item before the update").isEqualTo(n("6.25"));
    }

    @Test
    void ifNotExistsAndListAppend() {
        Map<String, AttributeValue> r = updated("SET c = if_not_exists(c, :zero) + :one, l = list_append("
                + "if_not_exists(l, :empty), :items)", ":zero", n(0), ":one", n(1), ":empty", l(), ":items", l(s("a")));
        assertThat(r.get("c")).isEqualTo(n(1));
        assertThat(r.get("l")).isEqualTo(l(s("a")));
        r = updated("SET c = if_not_exists(c, :zero) + :one, l = list_append(:front, l)",
                ":zero", n(0), ":one", n(1), ":front", l(s("z")));
        assertThat(r.get("c")).isEqualTo(n(2));
        assertThat(r.get("l")).isEqualTo(l(s("z"), s("a")));
    }

    @Test
    void nestedSetAndListIndexes() {
        put(item("pk", s("a"), "sk", s("1"), "doc", m("m", m("x", n(1)), "l", l(s("a"), s("b")))));
        Map<String, AttributeValue> r = updated("SET doc.m.y = :y, doc.l[0] = :first, doc.l[9] = :last",
                ":y", n(2), ":first", s("A"), ":last", s("end"));
        assertThat(r.get("doc")).isEqualTo(m("m", m("x", n(1), "y", n(2)), "l", l(s("A"), s("b"), s("end"))));
    }

    @Test
    void setUnderAMissingParentIsInvalid() {
        put(item("pk", s("a"), "sk", s("1")));
        Expect.validation(() -> updated("SET nope.x = :v", ":v", n(1)),
                "The document path provided in the update expression is invalid for update");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void removeTopLevelNestedAndListElements() {
        put(item("pk", s("a"), "sk", s("1"), "x", s("x"), "doc", m("a", n(1), "b", n(2)),
                "l", l(s("0"), s("1"), s("2"), s("3"))));
        Map<String, AttributeValue> r = updated("REMOVE x, doc.a, l[1], l[2], absent");
        assertThat(r).isEqualTo(item("pk", s("a"), "sk", s("1"), "doc", m("b", n(2)), "l", l(s("0"), s("3"))));
    }

    @Test
    void addToNumbersAndSets() {
        put(item("pk", s("a"), "sk", s("1"), "n", n(1), "tags", ss("a")));
        Map<String, AttributeValue> r = updated("ADD n :two, tags :more, fresh :five, nums :ns",
                ":two", n(2), ":more", ss("a", "b"), ":five", n(5), ":ns", ns(1, 2));
        assertThat(r.get("n")).isEqualTo(n(3));
        assertThat(r.get("tags").ss()).containsExactlyInAnyOrder("a", "b");
        assertThat(r.get("fresh")).isEqualTo(n(5));
        assertThat(r.get("nums").ns()).containsExactlyInAnyOrder("1", "2");
    }

    @Test
    void deleteFromSetsRemovesEmptySets() {
        put(item("pk", s("a"), "sk", s("1"), "tags", ss("a", "b"), "one", ss("x"), "nums", ns(1, 2, 3)));
        Map<String, AttributeValue> r = updated("DELETE tags :a, one :x, nums :n, absent :x",
                ":a", ss("a"), ":x", ss("x"), ":n", ns("2.0", 7));
        assertThat(r.get("tags")).isEqualTo(ss("b"));
        assertThat(r).doesNotContainKey("one").doesNotContainKey("absent");
        assertThat(r.get("nums").ns()).containsExactlyInAnyOrder("1", "3");
    }

    @Test
    void allClausesTogetherInAnyOrder() {
        put(item("pk", s("a"), "sk", s("1"), "gone", s("x"), "tags", ss("a", "b"), "n", n(1)));
        Map<String, AttributeValue> r = updated("remove gone add n :one set v = :v delete tags :a",
                ":one", n(1), ":v", s("v"), ":a", ss("a"));
        assertThat(r).isEqualTo(item("pk", s("a"), "sk", s("1"), "tags", ss("b"), "n", n(2), "v", s("v")));
    }

    @Test
    void returnValues() {
        put(item("pk", s("a"), "sk", s("1"), "a", n(1), "b", n(2), "doc", m("x", n(1), "y", n(2))));
        UpdateItemResponse none = update("SET a = :v", values(":v", n(10)), null, ReturnValue.NONE);
        assertThat(none.hasAttributes()).isFalse();
        UpdateItemResponse allOld = update("SET a = :v", values(":v", n(11)), null, ReturnValue.ALL_OLD);
        assertThat(allOld.attributes()).containsEntry("a", n(10)).containsEntry("b", n(2));
        UpdateItemResponse updatedOld = update("SET a = :v, doc.x = :v", values(":v", n(12)), null,
                ReturnValue.UPDATED_OLD);
        assertThat(updatedOld.attributes()).isEqualTo(item("a", n(11), "doc", m("x", n(1))));
        UpdateItemResponse updatedNew = update("SET a = :v, doc.x = :v REMOVE b", values(":v", n(13)), null,
                ReturnValue.UPDATED_NEW);
        assertThat(updatedNew.attributes()).isEqualTo(item("a", n(13), "doc", m("x", n(13))));
        UpdateItemResponse allNew = update("SET c = :v", values(":v", n(14)), null, ReturnValue.ALL_NEW);
        assertThat(allNew.attributes()).isEqualTo(item("pk", s("a"), "sk", s("1"), "a", n(13),
                "doc", m("x", n(13), "y", n(2)), "c", n(14)));
    }

    @Test
    void conditionalUpdate() {
        put(item("pk", s("a"), "sk", s("1"), "version", n(1)));
        client.updateItem(b -> b.tableName(table).key(key("a", "1"))
                .updateExpression("SET version = version + :one").conditionExpression("version = :expected")
                .expressionAttributeValues(values(":one", n(1), ":expected", n(1))));
        ConditionalCheckFailedException e = catchThrowableOfType(ConditionalCheckFailedException.class,
                () -> client.updateItem(b -> b.tableName(table).key(key("a", "1"))
                        .updateExpression("SET version = version + :one").conditionExpression("version = :expected")
                        .expressionAttributeValues(values(":one", n(1), ":expected", n(1)))));
        assertThat(e).isNotNull();
        assertThat(get("a", "1")).containsEntry("version", n(2));
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void failedUpdateConditionReturnsTheOldItemWhenAsked() {
        put(item("pk", s("a"), "sk", s("1"), "version", n(2)));
        ConditionalCheckFailedException e = catchThrowableOfType(ConditionalCheckFailedException.class,
                () -> client.updateItem(b -> b.tableName(table).key(key("a", "1"))
                        .updateExpression("SET version = version + :one").conditionExpression("version = :expected")
                        .expressionAttributeValues(values(":one", n(1), ":expected", n(1)))
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
        assertThat(e.item()).containsEntry("version", n(2));
    }

    @Test
    void updateMaintainsIndexes() {
        put(item("pk", s("a"), "sk", s("1"), "gsi1pk", s("G"), "gsi1sk", s("1")));
        update("SET gsi1pk = :g", values(":g", s("H")), null, ReturnValue.NONE);
        assertThat(client.query(b -> b.tableName(table).indexName("gsi1").keyConditionExpression("gsi1pk = :g")
                .expressionAttributeValues(values(":g", s("G")))).count()).isZero();
        assertThat(client.query(b -> b.tableName(table).indexName("gsi1").keyConditionExpression("gsi1pk = :g")
                .expressionAttributeValues(values(":g", s("H")))).count()).isEqualTo(1);
        update("REMOVE gsi1pk", null, null, ReturnValue.NONE);
        assertThat(client.query(b -> b.tableName(table).indexName("gsi1").keyConditionExpression("gsi1pk = :g")
                .expressionAttributeValues(values(":g", s("H")))).count()).isZero();
    }

    // ------------------------------------------------------------------ validation

    private void invalid(String expression, Map<String, AttributeValue> values, Map<String, String> names,
                         String message) {
        Expect.validation(() -> update(expression, values, names, ReturnValue.NONE), message);
    }

    @Test
    void keyAttributesCannotBeUpdated() {
        invalid("SET pk = :v", values(":v", s("x")), null,
                "One or more parameter values were invalid: Cannot update attribute pk. This attribute is part of "
                        + "the key");
        invalid("REMOVE sk", null, null,
                "One or more parameter values were invalid: Cannot update attribute sk. This attribute is part of "
                        + "the key");
    }

    @Test
    void indexKeysKeepTheirType() {
        invalid("SET gsi1pk = :v", values(":v", n(1)), null,
                "One or more parameter values were invalid: Type mismatch for Index Key gsi1pk Expected: S Actual: N "
                        + "IndexName: gsi1");
    }

    @Test
    void operandTypesAreChecked() {
        put(item("pk", s("a"), "sk", s("1"), "str", s("x"), "n", n(1)));
        invalid("SET v = str + :one", values(":one", n(1)), null,
                "An operand in the update expression has an incorrect data type");
        invalid("SET v = list_append(str, :l)", values(":l", l(s("x"))), null,
                "An operand in the update expression has an incorrect data type");
        invalid("ADD str :one", values(":one", n(1)), null,
                "An operand in the update expression has an incorrect data type");
        invalid("SET v = absent + :one", values(":one", n(1)), null,
                "The provided expression refers to an attribute that does not exist in the item");
        invalid("SET v = :s + :one", values(":one", n(1), ":s", s("x")), null,
                "Invalid UpdateExpression: Incorrect operand type for operator or function; operator or function: +, "
                        + "operand type: S");
        invalid("ADD v :s", values(":s", s("x")), null,
                "Invalid UpdateExpression: Incorrect operand type for operator or function; operator: ADD, operand "
                        + "type: STRING");
        invalid("DELETE v :n", values(":n", n(1)), null,
                "Invalid UpdateExpression: Incorrect operand type for operator or function; operator: DELETE, "
                        + "operand type: NUMBER");
        invalid("SET v = list_append(:n, :n)", values(":n", n(1)), null,
                "Invalid UpdateExpression: Incorrect operand type for operator or function; operator or function: "
                        + "list_append, operand type: N");
    }

    @Test
    void pathsMayNotOverlap() {
        invalid("SET a = :v, a.b = :v", values(":v", n(1)), null,
                "Invalid UpdateExpression: Two document paths overlap with each other; must remove or rewrite one of "
                        + "these paths; path one: [a], path two: [a, b]");
        invalid("SET a = :v REMOVE a", values(":v", n(1)), null,
                "Invalid UpdateExpression: Two document paths overlap with each other; must remove or rewrite one of "
                        + "these paths; path one: [a], path two: [a]");
        invalid("SET a[1] = :v, a.b = :v", values(":v", n(1)), null,
                "Invalid UpdateExpression: Two document paths conflict with each other; must remove or rewrite one of "
                        + "these paths; path one: [a, [1]], path two: [a, b]");
    }

    @Test
    void sectionsAppearOnce() {
        invalid("SET a = :v SET b = :v", values(":v", n(1)), null,
                "Invalid UpdateExpression: The \"SET\" section can only be used once in an update expression;");
    }

    @Test
    void functionsAreChecked() {
        invalid("SET a = nope(b, :v)", values(":v", n(1)), null,
                "Invalid UpdateExpression: Invalid function name; function: nope");
        invalid("SET a = if_not_exists(:v, :v)", values(":v", n(1)), null,
                "Invalid UpdateExpression: Operator or function requires a document path; operator or function: "
                        + "if_not_exists");
        invalid("SET a = list_append(:v)", values(":v", l()), null,
                "Invalid UpdateExpression: Incorrect number of operands for operator or function; operator or "
                        + "function: list_append, number of operands: 1");
    }

    @Test
    void reservedWordsAndPlaceholders() {
        invalid("SET status = :v", values(":v", n(1)), null,
                "Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: status");
        invalid("SET #s = :v", values(":v", n(1)), null,
                "Invalid UpdateExpression: An expression attribute name used in the document path is not defined; "
                        + "attribute name: #s");
        invalid("SET a = :w", values(":v", n(1)), null,
                "Invalid UpdateExpression: An expression attribute value used in expression is not defined; "
                        + "attribute value: :w");
        Map<String, AttributeValue> r = update("SET #s = :v", values(":v", n(1)), names("#s", "status"),
                ReturnValue.ALL_NEW).attributes();
        assertThat(r).containsEntry("status", n(1));
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void syntaxErrors() {
        Expect.validationStartingWith(() -> update("SET a :v", values(":v", n(1)), null, ReturnValue.NONE),
                "Invalid UpdateExpression: Syntax error; token: \":v\"");
        Expect.validationStartingWith(() -> update("UPSERT a = :v", values(":v", n(1)), null, ReturnValue.NONE),
                "Invalid UpdateExpression: Syntax error; token: \"UPSERT\"");
        Expect.validationStartingWith(() -> update("ADD a b", null, null, ReturnValue.NONE),
                "Invalid UpdateExpression: Syntax error; token: \"b\"");
        invalid("", null, null, "Invalid UpdateExpression: The expression can not be empty;");
    }

    @Test
    void updatedItemsMayNotExceed400Kb() {
        put(item("pk", s("a"), "sk", s("1"), "big", s("x".repeat(300 * 1024))));
        invalid("SET more = :v", values(":v", s("y".repeat(150 * 1024))), null,
                "Item size to update has exceeded the maximum allowed size");
    }

    @Test
    void binarySetsAddAndDelete() {
        Map<String, AttributeValue> r = updated("ADD bs :bs", ":bs", AttributeValue.fromBs(
                java.util.List.of(b(1).b(), b(2).b())));
        assertThat(r.get("bs").bs()).hasSize(2);
        r = updated("DELETE bs :bs", ":bs", AttributeValue.fromBs(java.util.List.of(b(1).b())));
        assertThat(r.get("bs").bs()).containsExactly(b(2).b());
    }
}
