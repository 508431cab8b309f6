package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Empty strings as key values: refused for the table's keys and the index keys on every write, read and
 * transaction, in DynamoDB's words (the Developer Guide, "Supported data types and naming rules": key attributes
 * of a table or an index may not hold an empty string or binary). Inside a transaction an empty key is refused
 * for the whole request, as DynamoDB refuses it before it runs, while an index key of the wrong type that an
 * update produces cancels the transaction with reason {@code ValidationError}.
 */
public abstract class EmptyKeyScenarios extends ScenarioBase {
    private static final String EMPTY_KEY = "One or more parameter values are not valid. The AttributeValue for a key "
            + "attribute cannot contain an empty string value. Key: ";
    private static final String EMPTY_INDEX_KEY = "One or more parameter values are not valid. A value specified for "
            + "a secondary index key is not supported. The AttributeValue for a key attribute cannot contain an empty "
            + "string value. IndexName: gsi1, IndexKey: gsi1pk";
    private static final String INDEX_KEY_EMPTIED_BY_UPDATE = "One or more parameter values are not valid. The "
            + "update expression attempted to update a secondary index key to a value that is not supported. The "
            + "AttributeValue for a key attribute cannot contain an empty string value.";

    private static TransactWriteItem putOf(String table, Map<String, AttributeValue> item) {
        return TransactWriteItem.builder().put(p -> p.tableName(table).item(item)).build();
    }

    @Test
    void emptyHashAndRangeKeysOfAnItemToWriteAreRefused() {
        Expect.validation(() -> put(item("pk", s("a"), "sk", s(""))), EMPTY_KEY + "sk");
        Expect.validation(() -> client.batchWriteItem(b -> b.requestItems(Map.of(table, List.of(WriteRequest.builder()
                .putRequest(PutRequest.builder().item(item("pk", s(""), "sk", s("1"))).build()).build())))),
                EMPTY_KEY + "pk");

        assertThat(client.scan(b -> b.tableName(table)).count()).isZero();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void emptyHashAndRangeKeysToLookUpAreRefusedByEveryItemOperation() {
        Expect.validation(() -> client.updateItem(b -> b.tableName(table).key(key("", "1"))
                .updateExpression("SET v = :v").expressionAttributeValues(values(":v", n(1)))), EMPTY_KEY + "pk");
        Expect.validation(() -> client.deleteItem(b -> b.tableName(table).key(key("a", ""))), EMPTY_KEY + "sk");
        Expect.validation(() -> client.getItem(b -> b.tableName(simple).key(item("id", s("")))), EMPTY_KEY + "id");
        Expect.validation(() -> client.batchGetItem(b -> b.requestItems(Map.of(table,
                KeysAndAttributes.builder().keys(List.of(key("a", ""))).build()))), EMPTY_KEY + "sk");

        assertThat(client.scan(b -> b.tableName(table)).count()).isZero();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void anEmptyIndexKeyIsRefusedOnPutAndBatchWriteNamingTheIndex() {
        Expect.validation(() -> put(item("pk", s("a"), "sk", s("1"), "gsi1pk", s(""), "gsi1sk", s("x"))),
                EMPTY_INDEX_KEY);
        Expect.validation(() -> client.batchWriteItem(b -> b.requestItems(Map.of(table, List.of(WriteRequest.builder()
                .putRequest(PutRequest.builder().item(item("pk", s("a"), "sk", s("1"), "gsi1pk", s(""))).build())
                .build())))), EMPTY_INDEX_KEY);

        assertThat(get("a", "1")).isNull();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void anUpdateThatEmptiesAnIndexKeyIsRefusedInTheUpdatesWords() {
        put(item("pk", s("a"), "sk", s("1"), "gsi1pk", s("g")));

        Expect.validation(() -> client.updateItem(b -> b.tableName(table).key(key("a", "1"))
                .updateExpression("SET gsi1pk = :e").expressionAttributeValues(values(":e", s("")))),
                INDEX_KEY_EMPTIED_BY_UPDATE);
        Expect.validation(() -> client.updateItem(b -> b.tableName(table).key(key("new", "1"))
                .updateExpression("SET gsi1pk = :e").expressionAttributeValues(values(":e", s("")))),
                INDEX_KEY_EMPTIED_BY_UPDATE);

        assertThat(get("a", "1")).containsEntry("gsi1pk", s("g"));
        assertThat(get("new", "1")).isNull();
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void anEmptyKeyInAnyTransactionWriteRefusesTheWholeRequest() {
        TransactWriteItem fine = putOf(simple, item("id", s("written")));

        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(fine,
                putOf(table, item("pk", s(""), "sk", s("1"))))), EMPTY_KEY + "pk");
        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(fine,
                putOf(table, item("pk", s("a"), "sk", s("1"), "gsi1pk", s(""))))), EMPTY_INDEX_KEY);
        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(fine, TransactWriteItem.builder()
                .delete(d -> d.tableName(table).key(key("a", ""))).build())), EMPTY_KEY + "sk");
        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(fine, TransactWriteItem.builder()
                .conditionCheck(c -> c.tableName(table).key(key("", "1")).conditionExpression("attribute_exists(pk)"))
                .build())), EMPTY_KEY + "pk");
        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(fine, TransactWriteItem.builder()
                .update(u -> u.tableName(table).key(key("a", "1")).updateExpression("SET gsi1pk = :e")
                        .expressionAttributeValues(values(":e", s("")))).build())), INDEX_KEY_EMPTIED_BY_UPDATE);

        assertThat(client.getItem(b -> b.tableName(simple).key(item("id", s("written")))).hasItem()).isFalse();
        assertThat(get("a", "1")).isNull();
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void anUpdateGivingAnIndexKeyTheWrongTypeCancelsTheTransactionWithAValidationError() {
        TransactionCanceledException e = catchThrowableOfType(TransactionCanceledException.class,
                () -> client.transactWriteItems(b -> b.transactItems(putOf(simple, item("id", s("written"))),
                        TransactWriteItem.builder().update(u -> u.tableName(table).key(key("a", "1"))
                                .updateExpression("SET gsi1pk = :n").expressionAttributeValues(values(":n", n(5))))
                                .build())));

        assertThat(e).isNotNull();
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Transaction cancelled, please refer cancellation "
                + "reasons for specific reasons [None, ValidationError]");
        assertThat(e.cancellationReasons()).extracting(CancellationReason::code).containsExactly("None",
                "ValidationError");
        assertThat(e.cancellationReasons().get(1).message()).isEqualTo("One or more parameter values were invalid: "
                + "Type mismatch for Index Key gsi1pk Expected: S Actual: N IndexName: gsi1");
        assertThat(client.getItem(b -> b.tableName(simple).key(item("id", s("written")))).hasItem()).isFalse();
    }
}
