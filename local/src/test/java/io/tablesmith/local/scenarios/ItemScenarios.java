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

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/** PutItem, GetItem and DeleteItem: round trips, conditions, return values and validation. */
public abstract class ItemScenarios extends ScenarioBase {

    @Test
    void putThenGetReturnsEveryType() {
        Map<String, AttributeValue> item = item("pk", s("a"), "sk", s("1"), "str", s("text"), "num", n("12.5"),
                "bin", b(1, 2, 255), "flag", bool(true), "none", nul(), "strings", ss("x", "y"), "numbers", ns(1, 2),
                "list", l(s("e"), n(3)), "map", m("inner", s("v"), "deep", m("x", n(1))));
        put(item);
        assertThat(get("a", "1")).isEqualTo(item);
    }

    @Test
    void getOfMissingItemHasNoItem() {
        GetItemResponse r = client.getItem(b -> b.tableName(table).key(key("nope", "1")));
        assertThat(r.hasItem()).isFalse();
    }

    @Test
    void putReplacesTheWholeItem() {
        put(item("pk", s("a"), "sk", s("1"), "old", s("x")));
        put(item("pk", s("a"), "sk", s("1"), "new", s("y")));
        assertThat(get("a", "1")).isEqualTo(item("pk", s("a"), "sk", s("1"), "new", s("y")));
    }

    @Test
    void numbersAreStoredInCanonicalForm() {
        put(item("pk", s("a"), "sk", s("1"), "x", n("0012.500"), "y", n("-0"), "z", n("1E+3"), "w", n("1.5e-2")));
        Map<String, AttributeValue> got = get("a", "1");
        assertThat(got.get("x").n()).isEqualTo("12.5");
        assertThat(got.get("y").n()).isEqualTo("0");
        assertThat(got.get("z").n()).isEqualTo("1000");
        assertThat(got.get("w").n()).isEqualTo("0.015");
    }

    @Test
    void numericKeysMatchWhateverTheirSpelling() {
        String t = table + "-nb";
        client.createTable(Fixtures.numberBinary(t));
        try {
            client.putItem(b -> b.tableName(t).item(item("pk", n("1.50"), "sk", b(0, 1), "v", s("x"))));
            GetItemResponse r = client.getItem(b -> b.tableName(t).key(item("pk", n("15E-1"), "sk", b(0, 1))));
            assertThat(r.item()).containsEntry("v", s("x")).containsEntry("pk", n("1.5"));
        } finally {
            client.deleteTable(b -> b.tableName(t));
        }
    }

    @Test
    void projectionExpressionSelectsTopLevelAndNestedPaths() {
        put(item("pk", s("a"), "sk", s("1"), "name", s("n"), "other", s("o"),
                "doc", m("a", m("b", s("deep"), "c", s("skip")), "list", l(s("l0"), s("l1"), s("l2")))));
        GetItemResponse r = client.getItem(b -> b.tableName(table).key(key("a", "1"))
                .projectionExpression("#n, doc.a.b, doc.#l[2], doc.#l[0], absent")
                .expressionAttributeNames(names("#n", "name", "#l", "list")));
        assertThat(r.item()).isEqualTo(item("name", s("n"),
                "doc", m("a", m("b", s("deep")), "list", l(s("l0"), s("l2")))));
    }

    @Test
    void putWithReturnValuesAllOldReturnsThePreviousItem() {
        put(item("pk", s("a"), "sk", s("1"), "v", n(1)));
        PutItemResponse r = client.putItem(b -> b.tableName(table).item(item("pk", s("a"), "sk", s("1"), "v", n(2)))
                .returnValues(ReturnValue.ALL_OLD));
        assertThat(r.attributes()).isEqualTo(item("pk", s("a"), "sk", s("1"), "v", n(1)));
        PutItemResponse first = client.putItem(b -> b.tableName(table).item(item("pk", s("b"), "sk", s("1")))
                .returnValues(ReturnValue.ALL_OLD));
        assertThat(first.hasAttributes()).isFalse();
    }

    @Test
    void putAcceptsOnlyAllOldOrNone() {
        Expect.validation(() -> client.putItem(b -> b.tableName(table).item(item("pk", s("a"), "sk", s("1")))
                .returnValues(ReturnValue.ALL_NEW)), "ReturnValues can only be ALL_OLD or NONE");
    }

    @Test
    void conditionalPutFailsWhenTheItemExists() {
        put(item("pk", s("a"), "sk", s("1"), "v", n(1)));
        ConditionalCheckFailedException e = catchThrowableOfType(ConditionalCheckFailedException.class,
                () -> client.putItem(b -> b.tableName(table).item(item("pk", s("a"), "sk", s("1"), "v", n(2)))
                        .conditionExpression("attribute_not_exists(pk)")));
        assertThat(e).isNotNull();
        assertThat(e.statusCode()).isEqualTo(400);
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ConditionalCheckFailedException");
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("The conditional request failed");
        assertThat(e.hasItem()).isFalse();
        assertThat(get("a", "1")).containsEntry("v", n(1));
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void failedConditionReturnsTheOldItemWhenAsked() {
        put(item("pk", s("a"), "sk", s("1"), "v", n(1)));
        ConditionalCheckFailedException e = catchThrowableOfType(ConditionalCheckFailedException.class,
                () -> client.putItem(b -> b.tableName(table).item(item("pk", s("a"), "sk", s("1")))
                        .conditionExpression("v = :two").expressionAttributeValues(values(":two", n(2)))
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
        assertThat(e.item()).isEqualTo(item("pk", s("a"), "sk", s("1"), "v", n(1)));
    }

    @Test
    void conditionalPutSucceedsWhenTheConditionHolds() {
        put(item("pk", s("a"), "sk", s("1"), "v", n(1)));
        client.putItem(b -> b.tableName(table).item(item("pk", s("a"), "sk", s("1"), "v", n(2)))
                .conditionExpression("v = :one").expressionAttributeValues(values(":one", n("1.0"))));
        assertThat(get("a", "1")).containsEntry("v", n(2));
    }

    @Test
    void deleteRemovesAndReturnsTheOldItem() {
        put(item("pk", s("a"), "sk", s("1"), "v", n(1)));
        DeleteItemResponse r = client.deleteItem(b -> b.tableName(table).key(key("a", "1"))
                .returnValues(ReturnValue.ALL_OLD));
        assertThat(r.attributes()).containsEntry("v", n(1));
        assertThat(get("a", "1")).isNull();
        DeleteItemResponse again = client.deleteItem(b -> b.tableName(table).key(key("a", "1"))
                .returnValues(ReturnValue.ALL_OLD));
        assertThat(again.hasAttributes()).isFalse();
    }

    @Test
    void conditionalDeleteOfAMissingItemFails() {
        Expect.error(() -> client.deleteItem(b -> b.tableName(table).key(key("a", "1"))
                .conditionExpression("attribute_exists(pk)")), "ConditionalCheckFailedException",
                "The conditional request failed");
    }

    @Test
    void missingTableIsResourceNotFound() {
        Expect.error(() -> client.getItem(b -> b.tableName("no-such-table").key(key("a", "1"))),
                "ResourceNotFoundException", "Requested resource not found");
        Expect.error(() -> client.putItem(b -> b.tableName("no-such-table").item(key("a", "1"))),
                "ResourceNotFoundException", "Requested resource not found");
    }

    @Test
    void putWithoutAKeyAttributeIsRejected() {
        Expect.validation(() -> put(item("pk", s("a"), "v", s("x"))),
                "One or more parameter values were invalid: Missing the key sk in the item");
    }

    @Test
    void putWithAKeyOfTheWrongTypeIsRejected() {
        Expect.validation(() -> put(item("pk", s("a"), "sk", n(1))),
                "One or more parameter values were invalid: Type mismatch for key sk expected: S actual: N");
    }

    @Test
    void putWithAnIndexKeyOfTheWrongTypeIsRejected() {
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "gsi1pk", n(1))),
                "One or more parameter values were invalid: Type mismatch for Index Key gsi1pk Expected: S "
                        + "Actual: N IndexName: gsi1");
    }

    @Test
    void emptyStringKeysAreRejected() {
        Expect.validation(() -> put(item("pk", s(""), "sk", s("1"))),
                "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
                        + "an empty string value. Key: pk");
    }

    @Test
    void emptyStringsOutsideKeysAreAllowed() {
        put(item("pk", s("a"), "sk", s("1"), "empty", s(""), "emptyBin", b()));
        assertThat(get("a", "1")).containsEntry("empty", s(""));
    }

    @Test
    void getWithAWrongKeyIsRejected() {
        String message = "The provided key element does not match the schema";
        Expect.validation(() -> client.getItem(b -> b.tableName(table).key(item("pk", s("a")))), message);
        Expect.validation(() -> client.getItem(b -> b.tableName(table).key(item("pk", s("a"), "sk", n(1)))), message);
        Expect.validation(() -> client.getItem(b -> b.tableName(table)
                .key(item("pk", s("a"), "sk", s("1"), "x", s("y")))), message);
        Expect.validation(() -> client.getItem(b -> b.tableName(table).key(item("pk", s("a"), "other", s("1")))),
                message);
    }

    @Test
    void invalidAttributeValuesAreRejected() {
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "set", AttributeValue.fromSs(List.of()))),
                "One or more parameter values were invalid: An string set  may not be empty");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "set", AttributeValue.fromNs(List.of()))),
                "One or more parameter values were invalid: An number set  may not be empty");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "set", ss("x", "x"))),
                "One or more parameter values were invalid: Input collection [x, x] contains duplicates.");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "v", AttributeValue.builder().build())),
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "v", AttributeValue.builder().s("x").n("1")
                        .build())),
                "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported "
                        + "datatypes");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "v", AttributeValue.fromNul(false))),
                "One or more parameter values were invalid: Null attribute value types must have the value of true");
    }

    @Test
    void invalidNumbersAreRejected() {
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "v", n("abc"))),
                "The parameter cannot be converted to a numeric value: abc");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "v", n("123456789012345678901234567890123456789"))),
                "Attempting to store more than 38 significant digits in a Number");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "v", n("1E126"))),
                "Number overflow. Attempting to store a number with magnitude larger than supported range");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "v", n("1E-131"))),
                "Number underflow. Attempting to store a number with magnitude smaller than supported range");
        put(item("pk", s("a"), "sk", s("1"), "v", n("12345678901234567890123456789012345678"),
                "big", n("9.9999999999999999999999999999999999999E+125"), "small", n("1E-130")));
        assertThat(get("a", "1").get("v").n()).isEqualTo("12345678901234567890123456789012345678");
    }

    @Test
    void itemsOver400KbAreRejected() {
        String big = "x".repeat(400 * 1024);
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "v", s(big))),
                "Item size has exceeded the maximum allowed size");
        String fits = "x".repeat(400 * 1024 - 100);
        put(item("pk", s("a"), "sk", s("1"), "v", s(fits)));
        assertThat(get("a", "1").get("v").s()).hasSize(fits.length());
    }

    @Test
    void oversizedKeysAreRejected() {
        Expect.validation(() -> put(item("pk", s("p".repeat(2049)), "sk", s("1"))),
                "One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of"
                        + "2048 bytes");
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("s".repeat(1025)))),
                "One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size "
                        + "limit of 1024 bytes");
    }

    @Test
    void valuesWithoutExpressionsAreRejected() {
        Expect.validation(() -> client.putItem(b -> b.tableName(table).item(key("a", "1"))
                        .expressionAttributeValues(values(":v", s("x")))),
                "ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null");
        Expect.validation(() -> client.putItem(b -> b.tableName(table).item(key("a", "1"))
                        .expressionAttributeNames(names("#n", "x"))),
                "ExpressionAttributeNames can only be specified when using expressions");
    }

    @Test
    void hashOnlyTablesWork() {
        client.putItem(b -> b.tableName(simple).item(item("id", s("1"), "v", s("x"))));
        assertThat(client.getItem(b -> b.tableName(simple).key(item("id", s("1")))).item()).containsEntry("v", s("x"));
        client.deleteItem(b -> b.tableName(simple).key(item("id", s("1"))));
        assertThat(client.getItem(b -> b.tableName(simple).key(item("id", s("1")))).hasItem()).isFalse();
    }
}
