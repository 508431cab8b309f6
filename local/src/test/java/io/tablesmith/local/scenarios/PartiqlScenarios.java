package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.l;
import static io.tablesmith.local.scenarios.Av.m;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.ss;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DuplicateItemException;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionResponse;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** PartiQL: ExecuteStatement, BatchExecuteStatement and ExecuteTransaction (DynamoDB's subset). */
@Tag(EngineTags.PARTIQL)
public abstract class PartiqlScenarios extends ScenarioBase {

    private ExecuteStatementResponse run(String statement, AttributeValue... parameters) {
        return client.executeStatement(b -> {
            b.statement(statement);
            if (parameters.length > 0) {
                b.parameters(parameters);
            }
        });
    }

    private List<Map<String, AttributeValue>> select(String statement, AttributeValue... parameters) {
        return run(statement, parameters).items();
    }

    private Map<String, AttributeValue> getSimple(String id) {
        var r = client.getItem(b -> b.tableName(simple).key(item("id", s(id))).consistentRead(true));
        return r.hasItem() ? r.item() : null;
    }

    private String q(String name) {
        return "\"" + name + "\"";
    }

    @Test
    void insertsSelectsUpdatesAndDeletesAnItem() {
        run("INSERT INTO " + q(simple) + " VALUE {'id': 'a', 'data': 'first', 'n': 1, 'tags': <<'x', 'y'>>, "
                + "'doc': {'list': [1, 'two', true, null]}}");
        assertThat(getSimple("a")).isEqualTo(item("id", s("a"), "data", s("first"), "n", n(1), "tags", ss("x", "y"),
                "doc", m("list", l(n(1), s("two"), AttributeValue.fromBool(true), AttributeValue.fromNul(true)))));

        assertThat(select("SELECT * FROM " + q(simple) + " WHERE id = 'a'")).containsExactly(getSimple("a"));

        run("UPDATE " + q(simple) + " SET data = 'second' SET n = n + 2 REMOVE tags WHERE id = 'a'");
        assertThat(getSimple("a")).containsEntry("data", s("second")).containsEntry("n", n(3))
                .doesNotContainKey("tags");

        ExecuteStatementResponse deleted = run("DELETE FROM " + q(simple) + " WHERE id = 'a'");
        assertThat(deleted.items()).isEmpty();
        assertThat(getSimple("a")).isNull();
    }

    @Test
    void insertOfAnExistingKeyIsADuplicateItemAndInsertIsNotAnUpsert() {
        run("INSERT INTO " + q(simple) + " VALUE {'id': 'dup', 'data': 'first'}");
        DuplicateItemException e = catchThrowableOfType(DuplicateItemException.class,
                () -> run("INSERT INTO " + q(simple) + " VALUE {'id': 'dup', 'data': 'second'}"));
        assertThat(e).isNotNull();
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("DuplicateItemException");
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Duplicate primary key exists in table");
        assertThat(getSimple("dup")).containsEntry("data", s("first"));

        run("DELETE FROM " + q(simple) + " WHERE id = 'dup'");
        run("INSERT INTO " + q(simple) + " VALUE {'id': 'dup', 'data': 'again'}");
        assertThat(getSimple("dup")).containsEntry("data", s("again"));
    }

    @Test
    void parametersBindInOrderAndMustMatchInNumber() {
        run("INSERT INTO " + q(simple) + " VALUE {'id': ?, 'data': ?}", s("p1"), AttributeValue.fromB(
                software.amazon.awssdk.core.SdkBytes.fromByteArray(new byte[] {1, 2})));
        assertThat(select("SELECT data FROM " + q(simple) + " WHERE id = ?", s("p1")))
                .containsExactly(item("data", AttributeValue.fromB(
                        software.amazon.awssdk.core.SdkBytes.fromByteArray(new byte[] {1, 2}))));
        Expect.validation(() -> run("SELECT * FROM " + q(simple) + " WHERE id = ?"),
                "Number of parameters in request and statement don't match.");
        Expect.validation(() -> run("SELECT * FROM " + q(simple) + " WHERE id = ?", s("a"), s("b")),
                "Number of parameters in request and statement don't match.");
    }

    @Test
    void selectProjectsPathsUnderTheirLastName() {
        put(item("pk", s("p"), "sk", s("1"), "mymap", m("nested", s("deep")), "list", l(s("a"), s("b")),
                "extra", s("x")));
        assertThat(select("SELECT mymap.nested, list[1], sk FROM " + q(table) + " WHERE pk = 'p'"))
                .containsExactly(item("nested", s("deep"), "list", s("b"), "sk", s("1")));
        assertThat(select("SELECT \"mymap\" FROM " + q(table) + " WHERE pk = 'p' AND sk = '1'"))
                .containsExactly(item("mymap", m("nested", s("deep"))));
    }

    @Test
    void whereClausesFilterOnKeysAndOtherAttributes() {
        put(item("pk", s("w"), "sk", s("prefix-a"), "age", n(30), "tags", ss("red", "blue"), "name", s("Ann")));
        put(item("pk", s("w"), "sk", s("prefix-b"), "age", n(10)));
        put(item("pk", s("w"), "sk", s("other-c"), "age", n(20), "name", s("Bob")));
        put(item("pk", s("v"), "sk", s("prefix-d"), "age", n(40)));
        String from = "SELECT sk FROM " + q(table) + " WHERE ";
        assertThat(sks(from + "pk = 'w' AND begins_with(\"sk\", 'prefix-')")).containsExactly("prefix-a", "prefix-b");
        assertThat(sks(from + "pk = 'w' AND age > 15")).containsExactly("other-c", "prefix-a");
        assertThat(sks(from + "pk = 'w' AND age BETWEEN 10 AND 20")).containsExactly("other-c", "prefix-b");
        assertThat(sks(from + "pk = 'w' AND sk IN ['prefix-a', 'other-c']")).containsExactly("other-c", "prefix-a");
        assertThat(sks(from + "pk = 'w' AND name IS MISSING")).containsExactly("prefix-b");
        assertThat(sks(from + "pk = 'w' AND name IS NOT MISSING AND NOT name = 'Bob'")).containsExactly("prefix-a");
        assertThat(sks(from + "pk = 'w' AND contains(tags, 'red')")).containsExactly("prefix-a");
        assertThat(sks(from + "pk = 'w' AND size(name) = 3 AND sk <> 'other-c'")).containsExactly("prefix-a");
        assertThat(sks(from + "pk = 'w' AND age NOT BETWEEN 15 AND 35")).containsExactly("prefix-b");
        assertThat(sks(from + "pk = 'w' AND sk NOT IN ['prefix-a', 'other-c']")).containsExactly("prefix-b");
        assertThat(sks(from + "pk = 'w' AND attribute_type(tags, 'SS')")).containsExactly("prefix-a");
        assertThat(sks(from + "pk = 'w' AND name IS NULL")).containsExactly("prefix-b");
        assertThat(sks(from + "pk = 'w' AND name IS NOT NULL")).containsExactly("other-c", "prefix-a");
        // no partition key: a Scan
        assertThat(sks(from + "age >= 30 OR sk = 'prefix-b'")).containsExactlyInAnyOrder("prefix-a", "prefix-b",
                "prefix-d");
        assertThat(select("SELECT * FROM " + q(table) + " WHERE pk = 'nothing'")).isEmpty();
    }

    private List<String> sks(String statement) {
        return select(statement).stream().map(i -> i.get("sk").s()).toList();
    }

    @Test
    void setsAndMapsCompareByValueAsInConditionExpressions() {
        put(item("pk", s("c"), "sk", s("1"), "set", ss("a", "b", "c"), "map", m("x", n(1), "y", n(2)),
                "list", l(s("a"), s("b"))));
        String where = "SELECT sk FROM " + q(table) + " WHERE pk = 'c' AND ";
        assertThat(select(where + "\"set\" = ?", ss("c", "a", "b"))).hasSize(1);
        assertThat(select(where + "\"map\" = ?", m("y", n(2), "x", n(1)))).hasSize(1);
        assertThat(select(where + "list = ?", l(s("b"), s("a")))).isEmpty();
        assertThat(select(where + "list <> ?", l(s("b"), s("a")))).hasSize(1);
    }

    @Test
    void orderingAnUnorderedTypeIsRefusedWithDynamoDbsMessage() {
        Expect.validation(() -> run("SELECT * FROM " + q(table) + " WHERE pk = 'x' AND val < ?",
                AttributeValue.fromBool(true)),
                "Incorrect operand type for operator or function; operator or function: <, operand type: BOOL");
    }

    @Test
    void indexQualifiedSelectsReadTheIndex() {
        put(item("pk", s("i1"), "sk", s("1"), "gsi1pk", s("g"), "gsi1sk", s("b"), "gsi2pk", s("k"), "lsisk", n(2),
                "extra", s("e1"), "other", s("o1")));
        put(item("pk", s("i2"), "sk", s("1"), "gsi1pk", s("g"), "gsi1sk", s("a"), "gsi2pk", s("k")));
        put(item("pk", s("i3"), "sk", s("1")));
        assertThat(select("SELECT pk FROM " + q(table) + ".\"gsi1\" WHERE gsi1pk = 'g'"))
                .containsExactly(item("pk", s("i2")), item("pk", s("i1")));
        // a KEYS_ONLY index returns what it holds: its keys and the table's
        assertThat(select("SELECT * FROM " + q(table) + ".\"gsi2\" WHERE gsi2pk = 'k'"))
                .containsExactlyInAnyOrder(item("pk", s("i1"), "sk", s("1"), "gsi2pk", s("k")),
                        item("pk", s("i2"), "sk", s("1"), "gsi2pk", s("k")));
        // a local index fetches an attribute it does not project from the table
        assertThat(select("SELECT other FROM " + q(table) + ".\"lsi1\" WHERE pk = 'i1'"))
                .containsExactly(item("other", s("o1")));
        ExecuteStatementResponse reachBack = client.executeStatement(b -> b.returnConsumedCapacity(
                ReturnConsumedCapacity.INDEXES).statement("SELECT other FROM " + q(table) + ".\"lsi1\" WHERE pk = 'i1'"));
        assertThat(reachBack.consumedCapacity().localSecondaryIndexes().get("lsi1").capacityUnits()).isEqualTo(0.5);
        assertThat(reachBack.consumedCapacity().table().capacityUnits()).isEqualTo(0.5);
        assertThat(reachBack.consumedCapacity().capacityUnits()).isEqualTo(1.0);

        Expect.validation(() -> run("SELECT other FROM " + q(table) + ".\"gsi2\" WHERE gsi2pk = 'k'"),
                "One or more parameter values were invalid: Global secondary index gsi2 does not project [other]");
        Expect.validation(() -> run("SELECT pk FROM " + q(table) + ".\"gsi2\" WHERE gsi2pk = 'k' AND other = 'o1'"),
                "One or more parameter values were invalid: Secondary index gsi2 does not project one or more "
                        + "filter attributes: [other]");
        Expect.validation(() -> run("SELECT * FROM " + q(table) + ".\"nope\" WHERE pk = 'i1'"),
                "The table does not have the specified index");
        Expect.validation(() -> client.executeStatement(b -> b.consistentRead(true)
                        .statement("SELECT * FROM " + q(table) + ".\"gsi1\" WHERE gsi1pk = 'g'")),
                "Strongly consistent read is not supported on Global Secondary Indexes");
        Expect.validation(() -> run("SELECT * FROM " + q(table) + ".\"gsi1\".\"x\" WHERE pk = 'i1'"),
                "A path may contain at most 2 components in the FROM clause");
        Expect.validation(() -> run("SELECT * FROM " + q(table) + ".\"\" WHERE pk = 'i1'"),
                "Path component cannot be an empty string");
        Expect.validation(() -> run("DELETE FROM " + q(table) + ".\"gsi1\" WHERE pk = 'i1' AND sk = '1'"),
                "This operation is not supported on an index");
    }

    @Test
    void limitAndNextTokenPageThroughAQuery() {
        for (int i = 0; i < 5; i++) {
            put(item("pk", s("page"), "sk", s("s" + i), "gsi1pk", s("g"), "gsi1sk", s("s" + i)));
        }
        List<String> seen = new ArrayList<>();
        String token = null;
        int pages = 0;
        do {
            String next = token;
            ExecuteStatementResponse r = client.executeStatement(b -> b.limit(2).nextToken(next)
                    .statement("SELECT sk FROM " + q(table) + " WHERE pk = 'page'"));
            r.items().forEach(i -> seen.add(i.get("sk").s()));
            token = r.nextToken();
            pages++;
        } while (token != null);
        assertThat(seen).containsExactly("s0", "s1", "s2", "s3", "s4");
        assertThat(pages).isEqualTo(3);
        assertThat(sks("SELECT sk FROM " + q(table) + " WHERE pk = 'page' ORDER BY sk DESC"))
                .containsExactly("s4", "s3", "s2", "s1", "s0");
        Expect.validationStartingWith(() -> run("SELECT sk FROM " + q(table) + " ORDER BY sk"),
                "ORDER BY needs the sort key");

        String fromIndex = client.executeStatement(b -> b.limit(1)
                .statement("SELECT sk FROM " + q(table) + ".\"gsi1\" WHERE gsi1pk = 'g'")).nextToken();
        assertThat(fromIndex).isNotNull();
        // Limit counts the items read, before the WHERE clause filters them
        ExecuteStatementResponse filtered = client.executeStatement(b -> b.limit(2)
                .statement("SELECT sk FROM " + q(table) + " WHERE pk = 'page' AND gsi1sk = 's4'"));
        assertThat(filtered.items()).isEmpty();
        assertThat(filtered.nextToken()).isNotNull();
        Expect.validation(() -> client.executeStatement(b -> b.nextToken(fromIndex)
                .statement("SELECT sk FROM " + q(table) + " WHERE pk = 'page'")), "Invalid NextToken");
    }

    @Test
    void updateNeedsAnExistingItemAndItsCondition() {
        put(item("pk", s("u"), "sk", s("1"), "val", s("here"), "n", n(1)));
        ConditionalCheckFailedException failed = catchThrowableOfType(ConditionalCheckFailedException.class,
                () -> client.executeStatement(b -> b.returnValuesOnConditionCheckFailure(
                        ReturnValuesOnConditionCheckFailure.ALL_OLD).statement("UPDATE " + q(table)
                        + " SET touched = 'yes' WHERE pk = 'u' AND sk = '1' AND val = 'wrong'")));
        assertThat(failed).isNotNull();
        assertThat(failed.item()).containsEntry("val", s("here"));
        assertThat(get("u", "1")).doesNotContainKey("touched");

        assertThat(catchThrowableOfType(ConditionalCheckFailedException.class,
                () -> run("UPDATE " + q(table) + " SET touched = 'yes' WHERE pk = 'missing' AND sk = '1'")))
                .isNotNull();
        assertThat(get("missing", "1")).isNull();

        assertThat(select("UPDATE " + q(table) + " SET n = n + 1 WHERE pk = 'u' AND sk = '1' AND val = 'here' "
                + "RETURNING MODIFIED NEW *")).containsExactly(item("n", n(2)));
        assertThat(select("UPDATE " + q(table) + " SET val = 'now' WHERE pk = 'u' AND sk = '1' RETURNING ALL OLD *"))
                .containsExactly(item("pk", s("u"), "sk", s("1"), "val", s("here"), "n", n(2)));
        assertThat(select("UPDATE " + q(table) + " REMOVE val WHERE pk = 'u' AND sk = '1' RETURNING MODIFIED NEW *"))
                .isEmpty();
        Expect.validation(() -> run("UPDATE " + q(table) + " SET val = 'x' WHERE pk = 'u'"),
                "Where clause does not contain a mandatory equality on all key attributes");
    }

    @Test
    void setFunctionsAndListAppendUpdateInPlace() {
        put(item("pk", s("f"), "sk", s("1"), "tags", ss("a"), "list", l(n(1))));
        run("UPDATE " + q(table) + " SET tags = set_add(tags, <<'b', 'c'>>) SET list = list_append(list, [2]) "
                + "WHERE pk = 'f' AND sk = '1'");
        run("UPDATE " + q(table) + " SET tags = set_delete(tags, <<'a'>>) SET first = if_not_exists(first, 7) "
                + "SET down = if_not_exists(down, 10) - 3 WHERE pk = 'f' AND sk = '1'");
        run("UPDATE " + q(table) + " SET first = if_not_exists(first, 8) WHERE pk = 'f' AND sk = '1'");
        assertThat(get("f", "1")).containsEntry("tags", ss("b", "c")).containsEntry("list", l(n(1), n(2)))
                .containsEntry("first", n(7)).containsEntry("down", n(7));
    }

    @Test
    void deleteOfAMissingItemSucceedsAndAFalseConditionFails() {
        run("DELETE FROM " + q(table) + " WHERE pk = 'never' AND sk = '1'");
        run("DELETE FROM " + q(table) + " WHERE pk = 'never' AND sk = '1' AND val = 'x'");
        put(item("pk", s("d"), "sk", s("1"), "val", s("keep")));
        assertThat(catchThrowableOfType(ConditionalCheckFailedException.class,
                () -> run("DELETE FROM " + q(table) + " WHERE pk = 'd' AND sk = '1' AND val = 'other'"))).isNotNull();
        assertThat(get("d", "1")).isNotNull();
        assertThat(select("DELETE FROM " + q(table) + " WHERE pk = 'd' AND sk = '1' RETURNING ALL OLD *"))
                .containsExactly(item("pk", s("d"), "sk", s("1"), "val", s("keep")));
        assertThat(get("d", "1")).isNull();
        Expect.validation(() -> run("DELETE FROM " + q(table) + " WHERE pk = 'd' AND sk = '1' RETURNING ALL NEW *"),
                "Invalid returning clause: RETURNING ALL NEW *. Only RETURNING ALL OLD * is allowed in DELETE "
                        + "statements.");
    }

    @Test
    void badStatementsAreRefusedWithDynamoDbsMessages() {
        Expect.validation(() -> run("SELECTT * FROMM " + q(simple)),
                "Statement wasn't well formed, can't be processed: Expected data manipulation");
        Expect.validationStartingWith(() -> run("SELECT * FROM \"" + simple),
                "Statement wasn't well formed, can't be processed");
        Expect.validation(() -> run("INSERT INTO " + q(table) + ".\"gsi1\" VALUE {'pk': 'a', 'sk': 'b'}"),
                "Statement wasn't well formed, can't be processed: FROM clause may only contain a single table name");
        ResourceNotFoundException missing = catchThrowableOfType(ResourceNotFoundException.class,
                () -> run("SELECT * FROM \"no-such-table\" WHERE pk = 'x'"));
        assertThat(missing).isNotNull();
        assertThat(missing.awsErrorDetails().errorMessage()).startsWith("Requested resource not found");
    }

    @Test
    void consumedCapacityIsReturnedWhenAsked() {
        put(item("pk", s("cc"), "sk", s("1")));
        ExecuteStatementResponse read = client.executeStatement(b -> b.returnConsumedCapacity(
                ReturnConsumedCapacity.TOTAL).statement("SELECT * FROM " + q(table) + " WHERE pk = 'cc'"));
        assertThat(read.consumedCapacity().tableName()).isEqualTo(table);
        assertThat(read.consumedCapacity().capacityUnits()).isEqualTo(0.5);
        ExecuteStatementResponse write = client.executeStatement(b -> b.returnConsumedCapacity(
                ReturnConsumedCapacity.TOTAL).statement("INSERT INTO " + q(simple) + " VALUE {'id': 'cc'}"));
        assertThat(write.consumedCapacity().capacityUnits()).isEqualTo(1.0);
    }

    private static BatchStatementRequest statement(String text, AttributeValue... parameters) {
        BatchStatementRequest.Builder b = BatchStatementRequest.builder().statement(text);
        if (parameters.length > 0) {
            b.parameters(parameters);
        }
        return b.build();
    }

    @Test
    void batchAnswersEachStatementOnItsOwn() {
        client.putItem(b -> b.tableName(simple).item(item("id", s("b1"), "val", s("one"))));
        client.putItem(b -> b.tableName(simple).item(item("id", s("b2"), "val", s("two"))));
        BatchExecuteStatementResponse r = client.batchExecuteStatement(b -> b.returnConsumedCapacity(
                ReturnConsumedCapacity.TOTAL).statements(
                statement("SELECT * FROM " + q(simple) + " WHERE id = ?", s("b1")),
                statement("SLECT * FROM " + q(simple)),
                statement("SELECT * FROM \"no-such-table\" WHERE id = 'x'"),
                statement("SELECT * FROM " + q(simple) + " WHERE val = 'two'"),
                statement("INSERT INTO " + q(simple) + " VALUE {'id': 'b2'}"),
                statement("UPDATE " + q(simple) + " SET val = 'x' WHERE id = 'b1' AND val = 'wrong'"),
                statement("UPDATE " + q(simple) + " SET val = 'new' WHERE id = 'b2' RETURNING ALL NEW *"),
                statement("INSERT INTO " + q(simple) + " VALUE {'id': 'b3'}")));
        List<BatchStatementResponse> answers = r.responses();
        assertThat(answers).hasSize(8);
        assertThat(answers.get(0).item()).isEqualTo(item("id", s("b1"), "val", s("one")));
        assertThat(answers.get(0).tableName()).isEqualTo(simple);
        assertThat(answers.get(1).error().codeAsString()).isEqualTo("ValidationError");
        assertThat(answers.get(1).error().message())
                .isEqualTo("Statement wasn't well formed, can't be processed: Expected data manipulation");
        assertThat(answers.get(2).error().codeAsString()).isEqualTo("ResourceNotFound");
        assertThat(answers.get(3).error().codeAsString()).isEqualTo("ValidationError");
        assertThat(answers.get(3).error().message()).contains("must specify the primary key in the where clause");
        assertThat(answers.get(3).tableName()).isNull();
        assertThat(answers.get(4).error().codeAsString()).isEqualTo("DuplicateItem");
        assertThat(answers.get(4).tableName()).isEqualTo(simple);
        assertThat(answers.get(5).error().codeAsString()).isEqualTo("ConditionalCheckFailed");
        assertThat(answers.get(6).item()).isEqualTo(item("id", s("b2"), "val", s("new")));
        assertThat(answers.get(7).error()).isNull();
        assertThat(getSimple("b3")).isNotNull();
        // one eventually consistent read (0.5) and three writes (1 each) of the statements that ran
        assertThat(r.consumedCapacity()).hasSize(1);
        assertThat(r.consumedCapacity().get(0).capacityUnits()).isEqualTo(2.5);

        // ConsistentRead is each statement's own: a strongly consistent read costs 1, an eventual one 0.5
        BatchExecuteStatementResponse mixed = client.batchExecuteStatement(b -> b.returnConsumedCapacity(
                ReturnConsumedCapacity.TOTAL).statements(
                BatchStatementRequest.builder().statement("SELECT * FROM " + q(simple) + " WHERE id = 'b1'")
                        .consistentRead(true).build(),
                statement("SELECT * FROM " + q(simple) + " WHERE id = 'b2'")));
        assertThat(mixed.consumedCapacity().get(0).capacityUnits()).isEqualTo(1.5);

        Expect.validationStartingWith(() -> client.batchExecuteStatement(b -> b.statements(List.of())),
                "1 validation error detected");
        List<BatchStatementRequest> tooMany = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            tooMany.add(statement("SELECT * FROM " + q(simple) + " WHERE id = 'b" + i + "'"));
        }
        Expect.validationStartingWith(() -> client.batchExecuteStatement(b -> b.statements(tooMany)),
                "1 validation error detected");
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void transactionsAreAllOrNothing() {
        client.putItem(b -> b.tableName(simple).item(item("id", s("t1"), "val", s("existing"), "n", n(0))));
        client.putItem(b -> b.tableName(simple).item(item("id", s("t0"), "val", s("existing"))));
        TransactionCanceledException e = catchThrowableOfType(TransactionCanceledException.class,
                () -> client.executeTransaction(b -> b.transactStatements(
                        ParameterizedStatement.builder().statement("INSERT INTO " + q(simple)
                                + " VALUE {'id': 't2'}").build(),
                        ParameterizedStatement.builder().statement("INSERT INTO " + q(simple)
                                + " VALUE {'id': 't1'}").build())));
        assertThat(e).isNotNull();
        assertThat(e.cancellationReasons()).extracting(r -> r.code()).containsExactly("None", "DuplicateItem");
        assertThat(getSimple("t2")).isNull();

        assertThat(catchThrowableOfType(TransactionCanceledException.class,
                () -> client.executeTransaction(b -> b.transactStatements(
                        ParameterizedStatement.builder().statement("UPDATE " + q(simple)
                                + " SET n = n + 1 WHERE id = 't1'").build(),
                        ParameterizedStatement.builder().statement("EXISTS(SELECT * FROM " + q(simple)
                                + " WHERE id = 't0' AND val = 'other')").build()))).cancellationReasons())
                .extracting(r -> r.code()).containsExactly("None", "ConditionalCheckFailed");
        assertThat(getSimple("t1")).containsEntry("n", n(0));

        client.executeTransaction(b -> b.transactStatements(
                ParameterizedStatement.builder().statement("UPDATE " + q(simple) + " SET n = n + 1 WHERE id = ?")
                        .parameters(s("t1")).build(),
                ParameterizedStatement.builder().statement("INSERT INTO " + q(simple) + " VALUE {'id': 't3'}").build(),
                ParameterizedStatement.builder().statement("EXISTS(SELECT * FROM " + q(simple)
                        + " WHERE id = 't0' AND val = 'existing')").build()));
        assertThat(getSimple("t1")).containsEntry("n", n(1));
        assertThat(getSimple("t3")).isNotNull();

        ExecuteTransactionResponse read = client.executeTransaction(b -> b.transactStatements(
                ParameterizedStatement.builder().statement("SELECT n FROM " + q(simple) + " WHERE id = 't1'").build(),
                ParameterizedStatement.builder().statement("SELECT * FROM " + q(simple) + " WHERE id = 'none'")
                        .build()));
        assertThat(read.responses()).hasSize(2);
        assertThat(read.responses().get(0).item()).isEqualTo(item("n", n(1)));
        assertThat(read.responses().get(1).hasItem()).isFalse();

        // the same ClientRequestToken again within 10 minutes: the statements are not run twice
        client.putItem(b -> b.tableName(simple).item(item("id", s("t1"), "n", n(1), "pad", s("x".repeat(1500)))));
        List<Double> reported = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            reported.add(client.executeTransaction(b -> b.clientRequestToken("token-" + simple)
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).transactStatements(
                    ParameterizedStatement.builder().statement("UPDATE " + q(simple) + " SET n = n + 1 WHERE id = 't1'")
                            .build())).consumedCapacity().get(0).capacityUnits());
        }
        assertThat(getSimple("t1")).containsEntry("n", n(2));
        // the first call writes an item of 1.5 KB in a transaction (2 write units, twice); the replay only
        // reads it (1 read unit, twice)
        assertThat(reported).containsExactly(4.0, 2.0);
    }

    @Test
    @Tag(EngineTags.TRANSACTIONS)
    void transactionsRefuseReturningAndIndexReads() {
        client.putItem(b -> b.tableName(simple).item(item("id", s("r"), "val", s("old"))));
        Expect.validation(() -> client.executeTransaction(b -> b.transactStatements(
                ParameterizedStatement.builder().statement("UPDATE " + q(simple)
                        + " SET val = 'new' WHERE id = 'r' RETURNING ALL NEW *").build())),
                "Validation failed in TransactStatements[0]: RETURNING clause is not supported in ExecuteTransaction.");
        assertThat(getSimple("r")).containsEntry("val", s("old"));
        Expect.validation(() -> client.executeTransaction(b -> b.transactStatements(
                ParameterizedStatement.builder().statement("SELECT * FROM " + q(table)
                        + ".\"gsi1\" WHERE gsi1pk = 'x'").build())),
                "Validation failed in TransactStatements[0]: Reads on indices are not supported within transactions.");
        Expect.validationStartingWith(() -> client.executeTransaction(b -> b.transactStatements(List.of())),
                "1 validation error detected");
        List<ParameterizedStatement> tooMany = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            tooMany.add(ParameterizedStatement.builder().statement("INSERT INTO " + q(simple) + " VALUE {'id': 'x" + i
                    + "'}").build());
        }
        Expect.validationStartingWith(() -> client.executeTransaction(b -> b.transactStatements(tooMany)),
                "1 validation error detected");
        assertThat(getSimple("x0")).isNull();
    }
}
