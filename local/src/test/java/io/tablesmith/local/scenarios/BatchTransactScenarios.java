package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** BatchGetItem, BatchWriteItem, TransactGetItems and TransactWriteItems. */
public abstract class BatchTransactScenarios extends ScenarioBase {

    private static WriteRequest putRequest(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(p -> p.item(item)).build();
    }

    private static WriteRequest deleteRequest(Map<String, AttributeValue> key) {
        return WriteRequest.builder().deleteRequest(d -> d.key(key)).build();
    }

    @Test
    void batchWriteAcrossTablesThenBatchGet() {
        put(item("pk", s("old"), "sk", s("1")));
        BatchWriteItemResponse w = client.batchWriteItem(b -> b.requestItems(Map.of(
                table, List.of(putRequest(item("pk", s("a"), "sk", s("1"), "v", n(1))),
                        putRequest(item("pk", s("b"), "sk", s("1"), "v", n(2))), deleteRequest(key("old", "1"))),
                simple, List.of(putRequest(item("id", s("x"), "v", n(3)))))));
        assertThat(w.unprocessedItems()).isEmpty();
        assertThat(get("old", "1")).isNull();
        BatchGetItemResponse r = client.batchGetItem(b -> b.requestItems(Map.of(
                table, KeysAndAttributes.builder().keys(List.of(key("a", "1"), key("b", "1"), key("zzz", "1")))
                        .projectionExpression("v").build(),
                simple, KeysAndAttributes.builder().keys(List.of(item("id", s("x")))).consistentRead(true).build())));
        assertThat(r.responses().get(table)).containsExactlyInAnyOrder(item("v", n(1)), item("v", n(2)));
        assertThat(r.responses().get(simple)).containsExactly(item("id", s("x"), "v", n(3)));
        assertThat(r.unprocessedKeys()).isEmpty();
    }

    @Test
    void batchWriteOfOneItemTwiceIsRefused() {
        Expect.validation(() -> client.batchWriteItem(b -> b.requestItems(Map.of(table, List.of(
                putRequest(item("pk", s("a"), "sk", s("1"))), deleteRequest(key("a", "1")))))),
                "Provided list of item keys contains duplicates");
        assertThat(get("a", "1")).isNull();
    }

    @Test
    void batchWriteValidatesEveryItemBeforeWritingAny() {
        Expect.validation(() -> client.batchWriteItem(b -> b.requestItems(Map.of(table, List.of(
                putRequest(item("pk", s("a"), "sk", s("1"))), putRequest(item("pk", s("b"))))))),
                "The provided key element does not match the schema");
        assertThat(get("a", "1")).isNull();
    }

    @Test
    void batchGetLimitsAndDuplicates() {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            keys.add(key("p" + i, "1"));
        }
        List<Map<String, AttributeValue>> sixty = keys.subList(0, 60);
        List<Map<String, AttributeValue>> fifty = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            fifty.add(Av.item("id", s("i" + i)));
        }
        Expect.validation(() -> client.batchGetItem(b -> b.requestItems(Map.of(
                table, KeysAndAttributes.builder().keys(sixty).build(),
                simple, KeysAndAttributes.builder().keys(fifty).build()))),
                "Too many items requested for the BatchGetItem call");
        Expect.validation(() -> client.batchGetItem(b -> b.requestItems(Map.of(table,
                KeysAndAttributes.builder().keys(List.of(key("a", "1"), key("a", "1"))).build()))),
                "Provided list of item keys contains duplicates");
    }

    @Test
    void batchOnAMissingTableIsResourceNotFound() {
        Expect.error(() -> client.batchGetItem(b -> b.requestItems(Map.of("no-such-table",
                KeysAndAttributes.builder().keys(List.of(key("a", "1"))).build()))), "ResourceNotFoundException", null);
    }

    // ------------------------------------------------------------------ transactions

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void transactWriteCommitsEveryOperation() {
        put(item("pk", s("acct"), "sk", s("1"), "balance", n(100)));
        put(item("pk", s("gone"), "sk", s("1")));
        client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().update(u -> u.tableName(table).key(key("acct", "1"))
                        .updateExpression("SET balance = balance - :amt").conditionExpression("balance >= :amt")
                        .expressionAttributeValues(values(":amt", n(30)))).build(),
                TransactWriteItem.builder().put(p -> p.tableName(table).item(item("pk", s("new"), "sk", s("1")))
                        .conditionExpression("attribute_not_exists(pk)")).build(),
                TransactWriteItem.builder().delete(d -> d.tableName(table).key(key("gone", "1"))).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName(simple).key(item("id", s("none")))
                        .conditionExpression("attribute_not_exists(id)")).build()));
        assertThat(get("acct", "1")).containsEntry("balance", n(70));
        assertThat(get("new", "1")).isNotNull();
        assertThat(get("gone", "1")).isNull();
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void aFailedConditionCancelsTheWholeTransactionWithReasonsInOrder() {
        put(item("pk", s("acct"), "sk", s("1"), "balance", n(10)));
        TransactionCanceledException e = catchThrowableOfType(TransactionCanceledException.class,
                () -> client.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(p -> p.tableName(table)
                                .item(item("pk", s("new"), "sk", s("1")))).build(),
                        TransactWriteItem.builder().update(u -> u.tableName(table).key(key("acct", "1"))
                                .updateExpression("SET balance = balance - :amt").conditionExpression("balance >= :amt")
                                .expressionAttributeValues(values(":amt", n(30)))
                                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD))
                                .build())));
        assertThat(e).isNotNull();
        assertThat(e.statusCode()).isEqualTo(400);
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("TransactionCanceledException");
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(
                "Transaction cancelled, please refer cancellation reasons for specific reasons "
                        + "[None, ConditionalCheckFailed]");
        List<CancellationReason> reasons = e.cancellationReasons();
        assertThat(reasons).extracting(CancellationReason::code).containsExactly("None", "ConditionalCheckFailed");
        assertThat(reasons.get(1).message()).isEqualTo("The conditional request failed");
        assertThat(reasons.get(1).item()).containsEntry("balance", n(10));
        assertThat(get("new", "1")).as("nothing was written").isNull();
        assertThat(get("acct", "1")).containsEntry("balance", n(10));
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void oneItemMayAppearOnceInATransaction() {
        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(p -> p.tableName(table).item(key("a", "1"))).build(),
                TransactWriteItem.builder().delete(d -> d.tableName(table).key(key("a", "1"))).build())),
                "Transaction request cannot include multiple operations on one item");
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void transactionsHoldAtMostOneHundredItems() {
        List<TransactWriteItem> items = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            String pk = "p" + i;
            items.add(TransactWriteItem.builder().put(p -> p.tableName(table).item(key(pk, "1"))).build());
        }
        Expect.validationStartingWith(() -> client.transactWriteItems(b -> b.transactItems(items)),
                "1 validation error detected");
        client.transactWriteItems(b -> b.transactItems(items.subList(0, 100)));
        assertThat(get("p99", "1")).isNotNull();
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void clientRequestTokenMakesTheTransactionIdempotent() {
        put(item("pk", s("c"), "sk", s("1"), "n", n(0)));
        TransactWriteItem increment = TransactWriteItem.builder().update(u -> u.tableName(table).key(key("c", "1"))
                .updateExpression("SET n = n + :one").expressionAttributeValues(values(":one", n(1)))).build();
        client.transactWriteItems(b -> b.clientRequestToken("token-1").transactItems(increment));
        client.transactWriteItems(b -> b.clientRequestToken("token-1").transactItems(increment));
        assertThat(get("c", "1")).containsEntry("n", n(1));
        TransactWriteItem other = TransactWriteItem.builder().delete(d -> d.tableName(table).key(key("c", "1")))
                .build();
        Expect.error(() -> client.transactWriteItems(b -> b.clientRequestToken("token-1").transactItems(other)),
                "IdempotentParameterMismatchException", null);
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void transactGetReturnsItemsInRequestOrder() {
        put(item("pk", s("a"), "sk", s("1"), "v", n(1), "w", n(2)));
        client.putItem(b -> b.tableName(simple).item(item("id", s("x"))));
        TransactGetItemsResponse r = client.transactGetItems(b -> b.transactItems(
                TransactGetItem.builder().get(g -> g.tableName(simple).key(item("id", s("x")))).build(),
                TransactGetItem.builder().get(g -> g.tableName(table).key(key("missing", "1"))).build(),
                TransactGetItem.builder().get(g -> g.tableName(table).key(key("a", "1")).projectionExpression("w"))
                        .build()));
        assertThat(r.responses()).hasSize(3);
        assertThat(r.responses().get(0).item()).isEqualTo(item("id", s("x")));
        assertThat(r.responses().get(1).hasItem()).isFalse();
        assertThat(r.responses().get(2).item()).isEqualTo(item("w", n(2)));
    }
    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void aTransactionOfMoreThanFourMegabytesIsRefused() {
        String payload = "x".repeat(350_000);
        List<TransactWriteItem> puts = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            String id = "big-" + i;
            puts.add(TransactWriteItem.builder().put(p -> p.tableName(simple)
                    .item(item("id", s(id), "payload", s(payload)))).build());
        }

        Expect.validation(() -> client.transactWriteItems(b -> b.transactItems(puts)),
                "Transaction request cannot be larger than 4 MB");
        assertThat(client.scan(b -> b.tableName(simple)).count()).isZero();
    }
}
