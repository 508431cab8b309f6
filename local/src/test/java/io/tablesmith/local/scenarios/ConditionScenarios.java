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

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/** ConditionExpression: every operator and function, document paths, and DynamoDB's validation errors. */
public abstract class ConditionScenarios extends ScenarioBase {

    @BeforeEach
    void putSubject() {
        put(item("pk", s("a"), "sk", s("1"),
                "str", s("hello world"), "num", n(10), "bin", b(1, 2, 3), "flag", bool(true), "nothing", nul(),
                "strings", ss("red", "green"), "numbers", ns(1, 2, 3), "lst", l(s("x"), n(5), m("k", s("v"))),
                "doc", m("nested", m("deep", n(42)), "elems", l(n(1), n(2))), "uni", s("\u00e9"), "plain", s("z")));
    }

    /** Whether the condition holds for the subject item (evaluated through a ConditionCheck-free Put). */
    private boolean holds(String condition, Map<String, AttributeValue> values, Map<String, String> names) {
        try {
            client.updateItem(b -> b.tableName(table).key(key("a", "1")).updateExpression("SET probe = :probe")
                    .conditionExpression(condition)
                    .expressionAttributeValues(withProbe(values))
                    .expressionAttributeNames(names));
            return true;
        } catch (ConditionalCheckFailedException e) {
            return false;
        }
    }

    private static Map<String, AttributeValue> withProbe(Map<String, AttributeValue> values) {
        Map<String, AttributeValue> all = new java.util.LinkedHashMap<>(values == null ? Map.of() : values);
        all.put(":probe", n(1));
        return all;
    }

    private boolean holds(String condition, Object... valuePairs) {
        return holds(condition, values(valuePairs), null);
    }

    @Test
    void comparisons() {
        assertThat(holds("num = :v", ":v", n(10))).isTrue();
        assertThat(holds("num = :v", ":v", n("10.00"))).isTrue();
        assertThat(holds("num = :v", ":v", s("10"))).isFalse();
        assertThat(holds("num <> :v", ":v", n(11))).isTrue();
        assertThat(holds("num <> :v", ":v", n(10))).isFalse();
        assertThat(holds("num < :v", ":v", n(11))).isTrue();
        assertThat(holds("num < :v", ":v", n(10))).isFalse();
        assertThat(holds("num <= :v", ":v", n(10))).isTrue();
        assertThat(holds("num > :v", ":v", n("9.99"))).isTrue();
        assertThat(holds("num >= :v", ":v", n(11))).isFalse();
        assertThat(holds("num > :v", ":v", n(-100))).isTrue();
        assertThat(holds(":v < num", ":v", n(2))).isTrue();
    }

    @Test
    void numbersCompareNumericallyNotAsText() {
        assertThat(holds("num > :v", ":v", n(9))).isTrue();
        assertThat(holds("num < :v", ":v", n(100))).isTrue();
    }

    @Test
    void stringsCompareByUtf8Bytes() {
        assertThat(holds("str < :v", ":v", s("hello x"))).isTrue();
        assertThat(holds("uni > plain")).isTrue();
        assertThat(holds("str >= :v", ":v", s("hello"))).isTrue();
    }

    @Test
    void binariesCompareAsUnsignedBytes() {
        assertThat(holds("bin < :v", ":v", b(1, 2, 200))).isTrue();
        assertThat(holds("bin > :v", ":v", b(1, 2))).isTrue();
        assertThat(holds("bin = :v", ":v", b(1, 2, 3))).isTrue();
    }

    @Test
    void comparingDifferentTypesIsFalse() {
        assertThat(holds("str < :v", ":v", n(1))).isFalse();
        assertThat(holds("str > :v", ":v", n(1))).isFalse();
        assertThat(holds("str <> :v", ":v", n(1))).isTrue();
    }

    @Test
    void missingAttributesFailComparisonsButNotInequality() {
        assertThat(holds("absent = :v", ":v", n(1))).isFalse();
        assertThat(holds("absent < :v", ":v", n(1))).isFalse();
        assertThat(holds("absent <> :v", ":v", n(1))).isTrue();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void setsAndDocumentsCompareByValue() {
        assertThat(holds("strings = :v", ":v", ss("green", "red"))).isTrue();
        assertThat(holds("numbers = :v", ":v", ns("3", "2.0", "1"))).isTrue();
        assertThat(holds("doc.nested = :v", ":v", m("deep", n(42)))).isTrue();
        assertThat(holds("lst = :v", ":v", l(s("x"), n(5), m("k", s("v"))))).isTrue();
        assertThat(holds("lst = :v", ":v", l(n(5), s("x"), m("k", s("v"))))).isFalse();
    }

    @Test
    void between() {
        assertThat(holds("num BETWEEN :a AND :b", ":a", n(1), ":b", n(10))).isTrue();
        assertThat(holds("num between :a and :b", ":a", n(11), ":b", n(20))).isFalse();
        assertThat(holds("str BETWEEN :a AND :b", ":a", s("h"), ":b", s("i"))).isTrue();
        assertThat(holds("absent BETWEEN :a AND :b", ":a", n(1), ":b", n(20))).isFalse();
    }

    @Test
    void in() {
        assertThat(holds("num IN (:a, :b)", ":a", n(1), ":b", n(10))).isTrue();
        assertThat(holds("num IN (:a)", ":a", n(1))).isFalse();
        assertThat(holds("str IN (:a, :b)", ":a", n(1), ":b", s("hello world"))).isTrue();
    }

    @Test
    void logicalOperatorsAndPrecedence() {
        assertThat(holds("num = :ten AND str = :s", ":ten", n(10), ":s", s("hello world"))).isTrue();
        assertThat(holds("num = :one OR num = :ten", ":one", n(1), ":ten", n(10))).isTrue();
        assertThat(holds("NOT num = :one", ":one", n(1))).isTrue();
        assertThat(holds("not (num = :one or num = :ten)", ":one", n(1), ":ten", n(10))).isFalse();
        // AND binds tighter than OR: true OR (false AND false)
        assertThat(holds("num = :ten OR num = :one AND num = :one", ":ten", n(10), ":one", n(1))).isTrue();
        assertThat(holds("(num = :ten OR num = :one) AND num = :one", ":ten", n(10), ":one", n(1))).isFalse();
    }

    @Test
    void existenceFunctions() {
        assertThat(holds("attribute_exists(str)")).isTrue();
        assertThat(holds("attribute_exists(doc.nested.deep)")).isTrue();
        assertThat(holds("attribute_exists(doc.nested.nope)")).isFalse();
        assertThat(holds("attribute_exists(lst[2].k)")).isTrue();
        assertThat(holds("attribute_exists(lst[3])")).isFalse();
        assertThat(holds("attribute_not_exists(absent)")).isTrue();
        assertThat(holds("attribute_not_exists(nothing)")).isFalse();
    }

    @Test
    void attributeType() {
        String[][] cases = {{"str", "S"}, {"num", "N"}, {"bin", "B"}, {"flag", "BOOL"}, {"nothing", "NULL"},
            {"strings", "SS"}, {"numbers", "NS"}, {"lst", "L"}, {"doc", "M"}};
        for (String[] c : cases) {
            assertThat(holds("attribute_type(" + c[0] + ", :t)", ":t", s(c[1]))).as(c[0]).isTrue();
            assertThat(holds("attribute_type(" + c[0] + ", :t)", ":t", s("S".equals(c[1]) ? "N" : "S")))
                    .as(c[0]).isFalse();
        }
    }

    @Test
    void beginsWith() {
        assertThat(holds("begins_with(str, :p)", ":p", s("hello"))).isTrue();
        assertThat(holds("begins_with(str, :p)", ":p", s("world"))).isFalse();
        assertThat(holds("begins_with(bin, :p)", ":p", b(1, 2))).isTrue();
        assertThat(holds("begins_with(num, :p)", ":p", s("1"))).isFalse();
    }

    @Test
    void containsFunction() {
        assertThat(holds("contains(str, :p)", ":p", s("o w"))).isTrue();
        assertThat(holds("contains(strings, :p)", ":p", s("red"))).isTrue();
        assertThat(holds("contains(strings, :p)", ":p", s("re"))).isFalse();
        assertThat(holds("contains(numbers, :p)", ":p", n("2.0"))).isTrue();
        assertThat(holds("contains(lst, :p)", ":p", n(5))).isTrue();
        assertThat(holds("contains(bin, :p)", ":p", b(2, 3))).isTrue();
        assertThat(holds("contains(absent, :p)", ":p", s("x"))).isFalse();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void containsFindsDocumentsInLists() {
        assertThat(holds("contains(lst, :p)", ":p", m("k", s("v")))).isTrue();
        assertThat(holds("contains(lst, :p)", ":p", m("k", s("w")))).isFalse();
    }

    @Test
    void sizeFunction() {
        assertThat(holds("size(str) = :n", ":n", n(11))).isTrue();
        assertThat(holds("size(bin) = :n", ":n", n(3))).isTrue();
        assertThat(holds("size(strings) = :n", ":n", n(2))).isTrue();
        assertThat(holds("size(lst) = :n", ":n", n(3))).isTrue();
        assertThat(holds("size(doc) = :n", ":n", n(2))).isTrue();
        assertThat(holds("size(doc.elems) > :n", ":n", n(1))).isTrue();
        assertThat(holds("size(absent) >= :n", ":n", n(0))).isFalse();
        assertThat(holds("size(num) = :n", ":n", n(2))).isFalse();
    }

    @Test
    void documentPathsWithNamesAndIndexes() {
        assertThat(holds("#d.#i.deep = :v", values(":v", n(42)), names("#d", "doc", "#i", "nested"))).isTrue();
        assertThat(holds("doc.elems[1] = :v", ":v", n(2))).isTrue();
        assertThat(holds("lst[0] = :v", ":v", s("x"))).isTrue();
        assertThat(holds("str[0] = :v", ":v", s("h"))).isFalse();
        assertThat(holds("doc.elems.x = :v", ":v", n(1))).isFalse();
    }

    @Test
    void attributeNamesMayBeDotted() {
        put(item("pk", s("b"), "sk", s("1"), "a.b", s("dotted")));
        client.putItem(b -> b.tableName(table).item(item("pk", s("b"), "sk", s("1"), "a.b", s("dotted")))
                .conditionExpression("#ab = :v").expressionAttributeNames(names("#ab", "a.b"))
                .expressionAttributeValues(values(":v", s("dotted"))));
    }

    // ------------------------------------------------------------------ validation

    private void invalid(String condition, Map<String, AttributeValue> values, Map<String, String> names,
                         String message) {
        Expect.validation(() -> client.putItem(b -> b.tableName(table).item(key("a", "2"))
                .conditionExpression(condition).expressionAttributeValues(values).expressionAttributeNames(names)),
                message);
    }

    private void invalid(String condition, String message) {
        invalid(condition, values(":v", n(1)), null, message);
    }

    @Test
    void reservedWordsMustBeNamedThroughPlaceholders() {
        invalid("status = :v", "Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: "
                + "status");
        invalid("doc.#s > :v AND doc.Size = :v", values(":v", n(1)), names("#s", "status"),
                "Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: Size");
    }

    @Test
    void undefinedPlaceholders() {
        invalid("#x = :v", values(":v", n(1)), null,
                "Invalid ConditionExpression: An expression attribute name used in the document path is not defined; "
                        + "attribute name: #x");
        invalid("a = :w", "Invalid ConditionExpression: An expression attribute value used in expression is not "
                + "defined; attribute value: :w");
    }

    @Test
    void unusedPlaceholders() {
        invalid("a = :v", values(":v", n(1), ":unused", n(2)), null,
                "Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}");
        invalid("a = :v", values(":v", n(1)), names("#unused", "x"),
                "Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void syntaxErrors() {
        Expect.validationStartingWith(() -> client.putItem(b -> b.tableName(table).item(key("a", "2"))
                .conditionExpression("a = = :v").expressionAttributeValues(values(":v", n(1)))),
                "Invalid ConditionExpression: Syntax error; token: \"=\"");
        Expect.validationStartingWith(() -> client.putItem(b -> b.tableName(table).item(key("a", "2"))
                .conditionExpression("a = :v AND").expressionAttributeValues(values(":v", n(1)))),
                "Invalid ConditionExpression: Syntax error; token: \"<EOF>\"");
        Expect.validationStartingWith(() -> client.putItem(b -> b.tableName(table).item(key("a", "2"))
                .conditionExpression("a")),
                "Invalid ConditionExpression: Syntax error; token: \"<EOF>\"");
        Expect.validationStartingWith(() -> client.putItem(b -> b.tableName(table).item(key("a", "2"))
                .conditionExpression("a = :v)").expressionAttributeValues(values(":v", n(1)))),
                "Invalid ConditionExpression: Syntax error; token: \")\"");
        invalid("", "Invalid ConditionExpression: The expression can not be empty;");
    }

    @Test
    void functionErrors() {
        invalid("nope(a)", "Invalid ConditionExpression: Invalid function name; function: nope");
        invalid("attribute_exists(a, b) AND a = :v", "Invalid ConditionExpression: Incorrect number of operands for "
                + "operator or function; operator or function: attribute_exists, number of operands: 2");
        invalid("attribute_exists(:v)", "Invalid ConditionExpression: Operator or function requires a document path; "
                + "operator or function: attribute_exists");
        invalid("begins_with(a, :v)", "Invalid ConditionExpression: Incorrect operand type for operator or function; "
                + "operator or function: begins_with, operand type: N");
        invalid("attribute_type(a, :v)", values(":v", s("X")), null, "Invalid ConditionExpression: Invalid attribute "
                + "type name found; type: X, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}");
        invalid("size(a)", "Invalid ConditionExpression: The function is not allowed to be used this way in an "
                + "expression; function: size");
        invalid("begins_with(a, :v) = :v", values(":v", s("x")), null, "Invalid ConditionExpression: The function "
                + "is not allowed to be used this way in an expression; function: begins_with");
        invalid("a = a", "Invalid ConditionExpression: The first operand must be distinct from the remaining operands "
                + "for this operator or function; operator: =, first operand: [a]");
    }

    @Test
    void betweenBoundsAreChecked() {
        invalid("a BETWEEN :hi AND :lo", values(":hi", n(5), ":lo", n(1)), null,
                "Invalid ConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal "
                        + "to lower bound; lower bound operand: AttributeValue: {N:5}, upper bound operand: "
                        + "AttributeValue: {N:1}");
        invalid("a BETWEEN :lo AND :hi", values(":hi", s("x"), ":lo", n(1)), null,
                "Invalid ConditionExpression: The BETWEEN operator requires same data type for lower and upper "
                        + "bounds; lower bound operand: AttributeValue: {N:1}, upper bound operand: "
                        + "AttributeValue: {S:x}");
    }

    @Test
    void redundantParentheses() {
        invalid("((a = :v))", "Invalid ConditionExpression: The expression has redundant parentheses;");
        assertThat(holds("(num = :v)", ":v", n(10))).isTrue();
        assertThat(holds("(num = :v) AND (str <> :v)", ":v", n(10))).isTrue();
    }

    @Test
    void invalidPlaceholderKeysAndValues() {
        invalid("a = :v", values(":v", n(1)), names("bad", "x"),
                "ExpressionAttributeNames contains invalid key: Syntax error; key: \"bad\"");
        invalid("a = :v", values(":v", n("x")), null,
                "ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric "
                        + "value: x for key :v");
    }
}
