package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.l;
import static io.tablesmith.local.scenarios.Av.m;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.names;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Every ReturnValues variant of the writes, projections on reads, and BatchGetItem/BatchWriteItem limits. */
public abstract class ReturnValuesScenarios extends ScenarioBase {

    private Map<String, AttributeValue> subject() {
        Map<String, AttributeValue> item = item("pk", s("r"), "sk", s("1"), "a", n(1), "b", s("x"),
                "doc", m("nested", m("deep", n(7)), "list", l(s("l0"), s("l1"), s("l2"))));
        put(item);
        return item;
    }

    private UpdateItemResponse update(String expression, ReturnValue returnValue, Map<String, AttributeValue> vals) {
        return client.updateItem(b -> b.tableName(table).key(key("r", "1")).updateExpression(expression)
                .returnValues(returnValue).expressionAttributeValues(vals.isEmpty() ? null : vals));
    }

    @Test
    void updateWithReturnValuesNoneReturnsNoAttributes() {
        subject();
        UpdateItemResponse r = update("SET a = :v", ReturnValue.NONE, values(":v", n(2)));
        assertThat(r.hasAttributes()).isFalse();
    }

    @Test
    void updateAllOldOfANewItemReturnsNoAttributes() {
        UpdateItemResponse r = update("SET a = :v", ReturnValue.ALL_OLD, values(":v", n(2)));
        assertThat(r.hasAttributes()).isFalse();
        assertThat(get("r", "1")).isEqualTo(item("pk", s("r"), "sk", s("1"), "a", n(2)));
    }

    @Test
    void updateAllNewOfANewItemReturnsTheKeysToo() {
        UpdateItemResponse r = update("SET a = :v", ReturnValue.ALL_NEW, values(":v", n(2)));
        assertThat(r.attributes()).isEqualTo(item("pk", s("r"), "sk", s("1"), "a", n(2)));
    }

    @Test
    void updatedOldReturnsOnlyTheChangedAttributesBeforeTheChange() {
        subject();
        UpdateItemResponse r = update("SET a = a + :one, c = :c REMOVE b", ReturnValue.UPDATED_OLD,
                values(":one", n(1), ":c", s("new")));
        assertThat(r.attributes()).isEqualTo(item("a", n(1), "b", s("x")));
    }

    @Test
    void updatedNewReturnsOnlyTheChangedAttributesAfterTheChange() {
        subject();
        UpdateItemResponse r = update("SET a = a + :one, c = :c REMOVE b", ReturnValue.UPDATED_NEW,
                values(":one", n(1), ":c", s("new")));
        assertThat(r.attributes()).isEqualTo(item("a", n(2), "c", s("new")));
    }

    @Test
    void updatedValuesOfNestedPathsAreReturnedAsPaths() {
        subject();
        UpdateItemResponse r = client.updateItem(b -> b.tableName(table).key(key("r", "1"))
                .updateExpression("SET doc.nested.deep = :v, doc.#l[1] = :w").returnValues(ReturnValue.UPDATED_NEW)
                .expressionAttributeNames(names("#l", "list")).expressionAttributeValues(values(":v", n(8), ":w", s("L1"))));
        assertThat(r.attributes()).isEqualTo(item("doc", m("nested", m("deep", n(8)), "list", l(s("L1")))));
        UpdateItemResponse old = client.updateItem(b -> b.tableName(table).key(key("r", "1"))
                .updateExpression("SET doc.nested.deep = :v").returnValues(ReturnValue.UPDATED_OLD)
                .expressionAttributeValues(values(":v", n(9))));
        assertThat(old.attributes()).isEqualTo(item("doc", m("nested", m("deep", n(8)))));
    }

    @Test
    void updatedOldOfAnAddedAttributeIsEmpty() {
        subject();
        UpdateItemResponse r = update("SET brandNew = :v", ReturnValue.UPDATED_OLD, values(":v", n(1)));
        assertThat(r.attributes()).isEmpty();
    }

    @Test
    void allOldOfAnUpdateReturnsTheWholeItemBefore() {
        Map<String, AttributeValue> before = subject();
        UpdateItemResponse r = update("ADD a :one", ReturnValue.ALL_OLD, values(":one", n(5)));
        assertThat(r.attributes()).isEqualTo(before);
        assertThat(get("r", "1")).containsEntry("a", n(6));
    }

    @Test
    void putAllOldOfANewItemReturnsNoAttributes() {
        PutItemResponse r = client.putItem(b -> b.tableName(table).item(key("new", "1"))
                .returnValues(ReturnValue.ALL_OLD));
        assertThat(r.hasAttributes()).isFalse();
    }

    @Test
    void putRejectsTheUpdateOnlyReturnValues() {
        for (ReturnValue rv : new ReturnValue[] {ReturnValue.ALL_NEW, ReturnValue.UPDATED_OLD, ReturnValue.UPDATED_NEW}) {
            Expect.validation(() -> client.putItem(b -> b.tableName(table).item(key("x", "1")).returnValues(rv)),
                    "ReturnValues can only be ALL_OLD or NONE");
        }
        assertThat(get("x", "1")).isNull();
    }

    @Test
    void deleteReturnValues() {
        Map<String, AttributeValue> before = subject();
        DeleteItemResponse none = client.deleteItem(b -> b.tableName(table).key(key("missing", "1"))
                .returnValues(ReturnValue.ALL_OLD));
        assertThat(none.hasAttributes()).isFalse();
        DeleteItemResponse old = client.deleteItem(b -> b.tableName(table).key(key("r", "1"))
                .returnValues(ReturnValue.ALL_OLD));
        assertThat(old.attributes()).isEqualTo(before);
        DeleteItemResponse plain = client.deleteItem(b -> b.tableName(table).key(key("r", "1")));
        assertThat(plain.hasAttributes()).isFalse();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void deleteRejectsTheUpdateOnlyReturnValues() {
        subject();
        for (ReturnValue rv : new ReturnValue[] {ReturnValue.ALL_NEW, ReturnValue.UPDATED_OLD, ReturnValue.UPDATED_NEW}) {
            Expect.validation(() -> client.deleteItem(b -> b.tableName(table).key(key("r", "1")).returnValues(rv)),
                    "ReturnValues can only be ALL_OLD or NONE");
        }
        assertThat(get("r", "1")).isNotNull();
    }

    // ------------------------------------------------------------------ projections

    private GetItemResponse getProjected(String projection, Map<String, String> names) {
        return client.getItem(b -> b.tableName(table).key(key("r", "1")).projectionExpression(projection)
                .expressionAttributeNames(names));
    }

    @Test
    void projectionOfListElementsAndNestedMaps() {
        subject();
        GetItemResponse r = getProjected("doc.#l[2], doc.#l[0], doc.nested.deep", names("#l", "list"));
        assertThat(r.item()).isEqualTo(item("doc", m("list", l(s("l0"), s("l2")), "nested", m("deep", n(7)))));
    }

    @Test
    void projectionOfMissingAttributesReturnsAnEmptyItem() {
        subject();
        GetItemResponse r = getProjected("nothing, doc.nowhere, doc.#l[9]", names("#l", "list"));
        assertThat(r.item()).isEmpty();
    }

    @Test
    void projectionMayRepeatAnAttributeOnlyOnce() {
        subject();
        Expect.error(() -> getProjected("a, a", null), "ValidationException", null);
        Expect.error(() -> getProjected("doc, doc.nested", null), "ValidationException", null);
    }

    /** "If you use the ProjectionExpression parameter, then the value for Select can only be SPECIFIC_ATTRIBUTES." */
    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void countWithAProjectionIsRejected() {
        subject();
        Expect.validation(() -> client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                .select(Select.COUNT).projectionExpression("a").expressionAttributeValues(values(":p", s("r")))),
                "Cannot specify the ProjectionExpression when choosing to get COUNT");
    }

    @Test
    void specificAttributesWithAProjection() {
        subject();
        QueryResponse specific = client.query(b -> b.tableName(table).keyConditionExpression("pk = :p")
                .select(Select.SPECIFIC_ATTRIBUTES).projectionExpression("b")
                .expressionAttributeValues(values(":p", s("r"))));
        assertThat(specific.items()).containsExactly(item("b", s("x")));
    }

    @Test
    void allProjectedAttributesOfAnIndex() {
        put(item("pk", s("a"), "sk", s("1"), "lsisk", n(1), "extra", s("e"), "other", s("o")));
        QueryResponse r = client.query(b -> b.tableName(table).indexName("lsi1").keyConditionExpression("pk = :p")
                .select(Select.ALL_PROJECTED_ATTRIBUTES).expressionAttributeValues(values(":p", s("a"))));
        assertThat(r.items()).containsExactly(item("pk", s("a"), "sk", s("1"), "lsisk", n(1), "extra", s("e")));
    }

    // ------------------------------------------------------------------ batches

    private static WriteRequest putRequest(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(p -> p.item(item)).build();
    }

    @Test
    void batchWriteOfTwentyFiveWritesLeavesNothingUnprocessed() {
        List<WriteRequest> writes = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            writes.add(putRequest(item("pk", s("p" + i), "sk", s("1"), "v", n(i))));
        }
        BatchWriteItemResponse r = client.batchWriteItem(b -> b.requestItems(Map.of(table, writes)));
        assertThat(r.unprocessedItems()).isEmpty();
        assertThat(get("p24", "1")).containsEntry("v", n(24));
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void batchWriteOfTwentySixQuotesTheRequest() {
        List<WriteRequest> writes = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            writes.add(putRequest(item("pk", s("p" + i), "sk", s("1"))));
        }
        String message = Expect.validationStartingWith(() -> client.batchWriteItem(b -> b.requestItems(
                Map.of(table, writes))), "1 validation error detected: Value '{" + table + "=[WriteRequest(putRequest="
                + "PutRequest(item={pk=AttributeValue(s=p0, n=null, b=null, sS=null, nS=null, bS=null, m=null, l=null, "
                + "bOOL=null, nULL=null), sk=AttributeValue(s=1, ").awsErrorDetails().errorMessage();
        assertThat(message).endsWith("deleteRequest=null)]}' at 'requestItems' failed to satisfy constraint: Map value "
                + "must satisfy constraint: [Member must have length less than or equal to 25, Member must have length "
                + "greater than or equal to 1]");
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void batchWriteOverTwentyFiveAcrossTablesIsTooMany() {
        List<WriteRequest> first = new ArrayList<>();
        List<WriteRequest> second = new ArrayList<>();
        for (int i = 0; i < 13; i++) {
            first.add(putRequest(item("pk", s("p" + i), "sk", s("1"))));
            second.add(putRequest(item("id", s("i" + i))));
        }
        Expect.validation(() -> client.batchWriteItem(b -> b.requestItems(Map.of(table, first, simple, second))),
                "Too many items requested for the BatchWriteItem call");
        assertThat(get("p0", "1")).isNull();
    }

    @Test
    @Tag(EngineTags.NOT_IN_DYNALITE)
    void batchWriteOfAnEmptyListIsRejected() {
        Expect.validation(() -> client.batchWriteItem(b -> b.requestItems(Map.of(table, List.of()))),
                "1 validation error detected: Value '{" + table + "=[]}' at 'requestItems' failed to satisfy constraint: "
                        + "Map value must satisfy constraint: [Member must have length less than or equal to 25, Member "
                        + "must have length greater than or equal to 1]");
    }

    @Test
    void batchWriteDeleteOfAMissingItemSucceeds() {
        BatchWriteItemResponse r = client.batchWriteItem(b -> b.requestItems(Map.of(table, List.of(
                WriteRequest.builder().deleteRequest(d -> d.key(key("none", "1"))).build()))));
        assertThat(r.unprocessedItems()).isEmpty();
    }

    @Test
    void batchGetOfMissingKeysReturnsAnEmptyListForTheTable() {
        BatchGetItemResponse r = client.batchGetItem(b -> b.requestItems(Map.of(table,
                KeysAndAttributes.builder().keys(List.of(key("none", "1"), key("nada", "2"))).build())));
        assertThat(r.responses().get(table)).isEmpty();
        assertThat(r.unprocessedKeys()).isEmpty();
    }

    @Test
    void batchGetOfOneHundredKeysWithNamesInTheProjection() {
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        List<WriteRequest> writes = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            keys.add(key("p" + i, "1"));
            if (i % 10 == 0) {
                writes.add(putRequest(item("pk", s("p" + i), "sk", s("1"), "size", n(i), "other", s("o"))));
            }
        }
        client.batchWriteItem(b -> b.requestItems(Map.of(table, writes)));
        BatchGetItemResponse r = client.batchGetItem(b -> b.requestItems(Map.of(table, KeysAndAttributes.builder()
                .keys(keys).projectionExpression("pk, #s").expressionAttributeNames(names("#s", "size")).build())));
        assertThat(r.responses().get(table)).hasSize(10).allSatisfy(i -> assertThat(i).containsOnlyKeys("pk", "size"));
    }

    @Test
    void batchGetWithAWrongKeyIsRejected() {
        Expect.validation(() -> client.batchGetItem(b -> b.requestItems(Map.of(table,
                KeysAndAttributes.builder().keys(List.of(item("pk", s("a")))).build()))),
                "The provided key element does not match the schema");
    }
}
