package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.names;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** Request validation across operations: the error type, code and (where DynamoDB's is known) message. */
public abstract class ValidationScenarios extends ScenarioBase {
    private static final String NOT_FOUND = "Requested resource not found";

    @Test
    void everyItemOperationOnAMissingTableIsResourceNotFound() {
        String missing = "no-such-table";
        Expect.error(() -> client.getItem(b -> b.tableName(missing).key(key("a", "1"))), "ResourceNotFoundException",
                NOT_FOUND);
        Expect.error(() -> client.putItem(b -> b.tableName(missing).item(key("a", "1"))), "ResourceNotFoundException",
                NOT_FOUND);
        Expect.error(() -> client.deleteItem(b -> b.tableName(missing).key(key("a", "1"))),
                "ResourceNotFoundException", NOT_FOUND);
        Expect.error(() -> client.updateItem(b -> b.tableName(missing).key(key("a", "1"))),
                "ResourceNotFoundException", NOT_FOUND);
    }

    @Test
    void queryAndScanOnAMissingTableAreResourceNotFound() {
        Expect.error(() -> client.query(b -> b.tableName("no-such-table").keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", s("a")))), "ResourceNotFoundException", NOT_FOUND);
        Expect.error(() -> client.scan(b -> b.tableName("no-such-table")), "ResourceNotFoundException", NOT_FOUND);
    }

    @Test
    void tableNamesAreChecked() {
        Expect.validation(() -> client.getItem(b -> b.tableName("ab").key(key("a", "1"))),
                "1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: Member must have "
                        + "length greater than or equal to 3");
        Expect.validation(() -> client.query(b -> b.tableName("a!").keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", s("a")))),
                "2 validation errors detected: Value 'a!' at 'tableName' failed to satisfy constraint: Member must "
                        + "satisfy regular expression pattern: [a-zA-Z0-9_.-]+; Value 'a!' at 'tableName' failed to "
                        + "satisfy constraint: Member must have length greater than or equal to 3");
        Expect.error(() -> client.getItem(b -> b.tableName("bad name!").key(key("a", "1"))), "ValidationException",
                null);
    }

    @Test
    void scanLimitMustBePositive() {
        Expect.validation(() -> client.scan(b -> b.tableName(table).limit(0)),
                "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value "
                        + "greater than or equal to 1");
    }

    @Test
    void scanOfAMissingIndexIsRejected() {
        Expect.validation(() -> client.scan(b -> b.tableName(table).indexName("nope")),
                "The table does not have the specified index: nope");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void consistentScanOfAGlobalIndexIsRejected() {
        Expect.validation(() -> client.scan(b -> b.tableName(table).indexName("gsi1").consistentRead(true)),
                "Consistent reads are not supported on global secondary indexes");
    }

    @Test
    void aQueryOnAnIndexNeedsTheIndexPartitionKey() {
        Expect.validation(() -> client.query(b -> b.tableName(table).indexName("gsi1").keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", s("a")))), "Query condition missed key schema element: gsi1pk");
    }

    @Test
    void unusedNamesInAProjectionAreRejected() {
        Expect.validation(() -> client.getItem(b -> b.tableName(table).key(key("a", "1")).projectionExpression("pk")
                .expressionAttributeNames(names("#unused", "x"))),
                "Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}");
    }

    @Test
    void undefinedNamesInAProjectionAreRejected() {
        Expect.validation(() -> client.getItem(b -> b.tableName(table).key(key("a", "1")).projectionExpression("#x")),
                "Invalid ProjectionExpression: An expression attribute name used in the document path is not defined; "
                        + "attribute name: #x");
    }

    @Test
    void emptyExpressionMapsAreRejected() {
        Expect.error(() -> client.updateItem(b -> b.tableName(table).key(key("a", "1")).updateExpression("SET v = :v")
                .expressionAttributeValues(Map.of())), "ValidationException", null);
        Expect.error(() -> client.getItem(b -> b.tableName(table).key(key("a", "1")).projectionExpression("pk")
                .expressionAttributeNames(Map.of())), "ValidationException", null);
    }

    @Test
    void aKeyWithExtraAttributesIsRejected() {
        Expect.validation(() -> client.getItem(b -> b.tableName(table).key(item("pk", s("a"), "sk", s("1"),
                "x", s("y")))), "The provided key element does not match the schema");
        Expect.validation(() -> client.deleteItem(b -> b.tableName(table).key(item("pk", s("a")))),
                "The provided key element does not match the schema");
    }

    @Test
    void keyValuesOfTheWrongTypeAreRejected() {
        Expect.validation(() -> client.getItem(b -> b.tableName(table).key(item("pk", n(1), "sk", s("1")))),
                "The provided key element does not match the schema");
    }

    @Test
    void emptyUpdateExpressionIsRejected() {
        Expect.error(() -> client.updateItem(b -> b.tableName(table).key(key("a", "1")).updateExpression("")),
                "ValidationException", null);
    }

    @Test
    void conditionOnAMissingItemFailsWithConditionalCheckFailed() {
        Expect.error(() -> client.updateItem(b -> b.tableName(table).key(key("a", "1")).updateExpression("SET v = :v")
                .conditionExpression("attribute_exists(pk)").expressionAttributeValues(values(":v", n(1)))),
                "ConditionalCheckFailedException", "The conditional request failed");
        Expect.error(() -> client.putItem(b -> b.tableName(table).item(key("a", "1"))
                .conditionExpression("v = :v").expressionAttributeValues(values(":v", n(1)))),
                "ConditionalCheckFailedException", "The conditional request failed");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void anExpressionAttributeNameMayNotBeEmpty() {
        put(item("pk", s("a"), "sk", s("1"), "v", n(1)));
        String message = "ExpressionAttributeNames contains invalid value: Empty attribute name for key #n";
        Expect.validation(() -> client.getItem(b -> b.tableName(table).key(key("a", "1")).projectionExpression("#n")
                .expressionAttributeNames(names("#n", ""))), message);
        Expect.validation(() -> client.putItem(b -> b.tableName(table).item(key("a", "2"))
                .conditionExpression("attribute_not_exists(#n)").expressionAttributeNames(names("#n", ""))), message);
        Expect.validation(() -> client.updateItem(b -> b.tableName(table).key(key("a", "1"))
                .updateExpression("SET #n = :v").expressionAttributeNames(names("#n", ""))
                .expressionAttributeValues(values(":v", n(2)))), message);
        Expect.validation(() -> client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                .filterExpression("#n = :v").expressionAttributeNames(names("#n", ""))
                .expressionAttributeValues(values(":p", s("a"), ":v", n(1)))), message);
        assertThat(get("a", "1")).isEqualTo(item("pk", s("a"), "sk", s("1"), "v", n(1)));
        assertThat(get("a", "2")).isNull();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void anItemAttributeMayNotHaveTheEmptyName() {
        Expect.validation(() -> client.putItem(b -> b.tableName(table).item(item("pk", s("a"), "sk", s("1"),
                "", s("x")))), "Empty attribute name");
        Expect.validation(() -> client.batchWriteItem(b -> b.requestItems(Map.of(table, java.util.List.of(
                software.amazon.awssdk.services.dynamodb.model.WriteRequest.builder().putRequest(p -> p.item(
                        item("pk", s("a"), "sk", s("1"), "", s("x")))).build())))), "Empty attribute name");
        assertThat(get("a", "1")).isNull();
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void aTransactionMayNotWriteAnAttributeWithTheEmptyName() {
        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(t -> t.put(p -> p.tableName(table)
                .item(item("pk", s("a"), "sk", s("1"), "", s("x")))))), "Empty attribute name");
        assertThat(get("a", "1")).isNull();
    }
    @Test
    void invalidEnumMembersOfAWriteAreReportedTogether() {
        Expect.validation(() -> client.deleteItem(DeleteItemRequest.builder().tableName(simple).key(item("id", s("x")))
                .returnConsumedCapacity("INVALID").returnValues("INVALID").build()),
                "2 validation errors detected: Value 'INVALID' at 'returnConsumedCapacity' failed to satisfy constraint: "
                        + "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; Value 'INVALID' at 'returnValues' "
                        + "failed to satisfy constraint: Member must satisfy enum value set: "
                        + "[ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void specificAttributesNeedAProjection() {
        Expect.validation(() -> client.scan(b -> b.tableName(simple).select(Select.SPECIFIC_ATTRIBUTES)),
                "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void itemCollectionMetricsAreReturnedForATableWithALocalIndex() {
        PutItemResponse withIndex = client.putItem(b -> b.tableName(table).item(item("pk", s("c"), "sk", s("1")))
                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE));
        PutItemResponse without = client.putItem(b -> b.tableName(simple).item(item("id", s("c")))
                .returnItemCollectionMetrics(ReturnItemCollectionMetrics.SIZE));

        assertThat(withIndex.itemCollectionMetrics().itemCollectionKey()).isEqualTo(item("pk", s("c")));
        assertThat(withIndex.itemCollectionMetrics().sizeEstimateRangeGB()).containsExactly(0.0, 1.0);
        assertThat(without.itemCollectionMetrics()).isNull();
    }
}
