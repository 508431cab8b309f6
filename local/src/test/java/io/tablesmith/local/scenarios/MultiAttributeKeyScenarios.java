package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.b;
import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static io.tablesmith.local.scenarios.Fixtures.range;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Global secondary indexes whose keys have several attributes (DynamoDB since November 2025): up to four
 * partition-key and four sort-key attributes, each S, N or B. The index here, "byRound", has the partition
 * key (tournament S, area S) and the sort key (round N, bracket S, seq B); the table's key is id (S).
 */
@Tag(EngineTags.MULTI_ATTRIBUTE_KEYS)
public abstract class MultiAttributeKeyScenarios extends ScenarioBase {
    private static final String INDEX = "byRound";

    private static final Map<String, ScalarAttributeType> TYPES = Map.of("tournament", ScalarAttributeType.S,
            "area", ScalarAttributeType.S, "round", ScalarAttributeType.N, "bracket", ScalarAttributeType.S,
            "seq", ScalarAttributeType.B, "a5", ScalarAttributeType.S);

    private static CreateTableRequest matches(String name, KeySchemaElement... indexKeys) {
        List<AttributeDefinition> definitions = new ArrayList<>(List.of(attr("id", ScalarAttributeType.S)));
        for (KeySchemaElement k : indexKeys) {
            AttributeDefinition d = attr(k.attributeName(), TYPES.get(k.attributeName()));
            if (!definitions.contains(d)) {
                definitions.add(d);
            }
        }
        return CreateTableRequest.builder()
                .tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(definitions)
                .keySchema(hash("id"))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName(INDEX).keySchema(indexKeys)
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build())
                .build();
    }

    private String matchesTable() {
        return createTable("m", name -> matches(name, hash("tournament"), hash("area"), range("round"),
                range("bracket"), range("seq")));
    }

    private static Map<String, AttributeValue> match(String id, String tournament, String area, int round,
                                                     String bracket, int seq) {
        return item("id", s(id), "tournament", s(tournament), "area", s(area), "round", n(round),
                "bracket", s(bracket), "seq", b(seq));
    }

    /** Eleven matches in partition (w24, eu), in index order, and two in other partitions. */
    private String filledTable() {
        String t = matchesTable();
        List<Map<String, AttributeValue>> items = List.of(
                match("m09", "w24", "eu", 10, "lower", 1),
                match("m01", "w24", "eu", 1, "lower", 2),
                match("m02", "w24", "eu", 1, "upper", 1),
                match("m03", "w24", "eu", 1, "upper", 200),
                match("m04", "w24", "eu", 2, "lower", 1),
                match("m05", "w24", "eu", 2, "upper", 1),
                match("m06", "w24", "eu", 2, "upper", 2),
                match("m07", "w24", "eu", 2, "upperb", 1),
                match("m08", "w24", "eu", 9, "final", 1),
                match("m10", "w24", "eu", 10, "lower", 2),
                match("m11", "w24", "eu", 10, "upper", 1),
                match("x01", "w24", "na", 1, "lower", 1),
                match("x02", "s25", "eu", 1, "lower", 1));
        for (Map<String, AttributeValue> i : items) {
            client.putItem(b -> b.tableName(t).item(i));
        }
        return t;
    }

    private QueryResponse query(String t, String condition, Map<String, AttributeValue> more,
                                Consumer<QueryRequest.Builder> options) {
        Map<String, AttributeValue> vals = new LinkedHashMap<>(values(":t", s("w24"), ":r", s("eu")));
        vals.putAll(more);
        return client.query(b -> {
            b.tableName(t).indexName(INDEX).keyConditionExpression(condition).expressionAttributeValues(vals);
            options.accept(b);
        });
    }

    private static List<String> ids(List<Map<String, AttributeValue>> items) {
        List<String> out = new ArrayList<>();
        items.forEach(i -> out.add(i.get("id").s()));
        return out;
    }

    @Test
    void createTableAcceptsAndDescribesSeveralPartitionAndSortKeyAttributes() {
        String t = matchesTable();
        List<KeySchemaElement> keys = client.describeTable(b -> b.tableName(t)).table().globalSecondaryIndexes()
                .get(0).keySchema();
        assertThat(keys).containsExactly(hash("tournament"), hash("area"), range("round"), range("bracket"),
                range("seq"));
    }

    @Test
    void fourPartitionAndFourSortKeyAttributesAreTheMost() {
        String t = createTable("four", name -> CreateTableRequest.builder().tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("id", ScalarAttributeType.S), attr("h1", ScalarAttributeType.S),
                        attr("h2", ScalarAttributeType.N), attr("h3", ScalarAttributeType.B),
                        attr("h4", ScalarAttributeType.S), attr("r1", ScalarAttributeType.S),
                        attr("r2", ScalarAttributeType.N), attr("r3", ScalarAttributeType.B),
                        attr("r4", ScalarAttributeType.S))
                .keySchema(hash("id"))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("eight")
                        .keySchema(hash("h1"), hash("h2"), hash("h3"), hash("h4"), range("r1"), range("r2"),
                                range("r3"), range("r4"))
                        .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()).build())
                .build());
        client.putItem(b -> b.tableName(t).item(item("id", s("1"), "h1", s("a"), "h2", n(2), "h3", b(3),
                "h4", s("d"), "r1", s("x"), "r2", n(5), "r3", b(6), "r4", s("z"))));
        QueryResponse r = client.query(b -> b.tableName(t).indexName("eight")
                .keyConditionExpression("h1 = :a AND h2 = :b AND h3 = :c AND h4 = :d AND r1 = :x AND r2 = :y "
                        + "AND r3 = :z AND begins_with(r4, :w)")
                .expressionAttributeValues(values(":a", s("a"), ":b", n(2), ":c", b(3), ":d", s("d"), ":x", s("x"),
                        ":y", n(5), ":z", b(6), ":w", s("z"))));
        assertThat(ids(r.items())).containsExactly("1");
    }

    @Test
    void createTableRefusesWhatDynamoDbRefuses() {
        Expect.validation(() -> createTable("h5", name -> matches(name, hash("tournament"), hash("area"),
                        hash("round"), hash("bracket"), hash("seq"))),
                "One or more parameter values were invalid: The KeySchema exceeds the maximum allowed number of "
                        + "HASH key attributes");
        Expect.validation(() -> createTable("r5", name -> matches(name, hash("tournament"), range("area"),
                        range("round"), range("bracket"), range("seq"), range("a5"))),
                "One or more parameter values were invalid: The KeySchema exceeds the maximum allowed number of "
                        + "RANGE key attributes");
        Expect.validation(() -> createTable("order", name -> matches(name, hash("tournament"), range("round"),
                        hash("area"))),
                "One or more parameter values were invalid: All HASH key attributes must precede RANGE key "
                        + "attributes in the KeySchema");
        Expect.validation(() -> createTable("first", name -> matches(name, range("round"), hash("area"))),
                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        Expect.validation(() -> createTable("dup", name -> matches(name, hash("tournament"), range("round"),
                        range("round"))),
                "The KeySchema contains multiple key attributes with the same name");
        DynamoDbException tableWithTwoSortKeys = Expect.validation(() -> createTable("tbl", name -> CreateTableRequest
                .builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("id", ScalarAttributeType.S), attr("round", ScalarAttributeType.N),
                        attr("bracket", ScalarAttributeType.S))
                .keySchema(hash("id"), range("round"), range("bracket")).build()), null);
        assertThat(tableWithTwoSortKeys.awsErrorDetails().errorMessage())
                .endsWith("Member must have length less than or equal to 2");
        DynamoDbException localIndexWithTwoSortKeys = Expect.validation(() -> createTable("lsi", name ->
                CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                        .attributeDefinitions(attr("id", ScalarAttributeType.S), attr("sk", ScalarAttributeType.S),
                                attr("round", ScalarAttributeType.N), attr("bracket", ScalarAttributeType.S))
                        .keySchema(hash("id"), range("sk"))
                        .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("local")
                                .keySchema(hash("id"), range("round"), range("bracket"))
                                .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build())
                        .build()), null);
        assertThat(localIndexWithTwoSortKeys.awsErrorDetails().errorMessage())
                .endsWith("Member must have length less than or equal to 2");
    }

    @Test
    void onePartitionAttributeWithSeveralSortAttributesUsesEverySortAttribute() {
        String t = createTable("one", name -> matches(name, hash("tournament"), range("area"), range("round")));
        client.putItem(b -> b.tableName(t).item(item("id", s("a"), "tournament", s("w24"), "area", s("eu"),
                "round", n(10))));
        client.putItem(b -> b.tableName(t).item(item("id", s("b"), "tournament", s("w24"), "area", s("eu"),
                "round", n(9))));
        Expect.validation(() -> client.putItem(b -> b.tableName(t).item(item("id", s("c"), "tournament", s("w24"),
                        "area", s("eu"), "round", s("nine")))),
                "One or more parameter values were invalid: Type mismatch for Index Key round Expected: N Actual: S "
                        + "IndexName: byRound");
        QueryResponse r = client.query(b -> b.tableName(t).indexName(INDEX)
                .keyConditionExpression("tournament = :t AND area = :r AND round < :n")
                .expressionAttributeValues(values(":t", s("w24"), ":r", s("eu"), ":n", n(10))));
        assertThat(ids(r.items())).containsExactly("b");
    }

    @Test
    void aKeyAttributeOfTheWrongTypeIsRefusedOnWrite() {
        String t = matchesTable();
        Map<String, AttributeValue> bad = new LinkedHashMap<>(match("m1", "w24", "eu", 1, "lower", 1));
        bad.put("seq", s("1"));
        Expect.validation(() -> client.putItem(b -> b.tableName(t).item(bad)),
                "One or more parameter values were invalid: Type mismatch for Index Key seq Expected: B Actual: S "
                        + "IndexName: byRound");
        client.putItem(b -> b.tableName(t).item(match("m1", "w24", "eu", 1, "lower", 1)));
        Expect.validation(() -> client.updateItem(b -> b.tableName(t).key(item("id", s("m1")))
                        .updateExpression("SET area = :n").expressionAttributeValues(values(":n", n(3)))),
                "One or more parameter values were invalid: Type mismatch for Index Key area Expected: S Actual: N "
                        + "IndexName: byRound");
    }

    @Test
    void anItemLackingAnyKeyAttributeIsNotInTheIndex() {
        String t = matchesTable();
        client.putItem(b -> b.tableName(t).item(match("full", "w24", "eu", 1, "lower", 1)));
        for (String missing : List.of("tournament", "area", "round", "bracket", "seq")) {
            Map<String, AttributeValue> partial = new LinkedHashMap<>(match("no-" + missing, "w24", "eu", 1,
                    "lower", 1));
            partial.remove(missing);
            client.putItem(b -> b.tableName(t).item(partial));
        }
        ScanResponse scan = client.scan(b -> b.tableName(t).indexName(INDEX));
        assertThat(ids(scan.items())).containsExactly("full");
        client.updateItem(b -> b.tableName(t).key(item("id", s("full"))).updateExpression("REMOVE bracket"));
        assertThat(client.scan(b -> b.tableName(t).indexName(INDEX)).items()).isEmpty();
        client.updateItem(b -> b.tableName(t).key(item("id", s("no-seq"))).updateExpression("SET seq = :b")
                .expressionAttributeValues(values(":b", b(7))));
        assertThat(ids(client.scan(b -> b.tableName(t).indexName(INDEX)).items())).containsExactly("no-seq");
    }

    @Test
    void aPartitionIsOrderedBySortAttributesInTurnWithTheirNativeOrder() {
        String t = filledTable();
        QueryResponse r = query(t, "tournament = :t AND area = :r", Map.of(), b -> { });
        // round numerically (10 after 9), then bracket by UTF-8 bytes, then seq as unsigned bytes (200 after 1)
        assertThat(ids(r.items())).containsExactly("m01", "m02", "m03", "m04", "m05", "m06", "m07", "m08", "m09",
                "m10", "m11");
        QueryResponse desc = query(t, "tournament = :t AND area = :r", Map.of(), b -> b.scanIndexForward(false));
        assertThat(ids(desc.items())).containsExactly("m11", "m10", "m09", "m08", "m07", "m06", "m05", "m04", "m03",
                "m02", "m01");
    }

    @Test
    void sortConditionsUseEqualityOnLeadingAttributesAndAnyOperatorOnTheLastOneUsed() {
        String t = filledTable();
        Object[][] cases = {
            {"round = :n", List.of("m04", "m05", "m06", "m07")},
            {"round < :n", List.of("m01", "m02", "m03")},
            {"round <= :n", List.of("m01", "m02", "m03", "m04", "m05", "m06", "m07")},
            {"round > :n", List.of("m08", "m09", "m10", "m11")},
            {"round >= :n", List.of("m04", "m05", "m06", "m07", "m08", "m09", "m10", "m11")},
            {"round BETWEEN :n AND :m", List.of("m04", "m05", "m06", "m07", "m08")},
            {"round = :n AND bracket = :u", List.of("m05", "m06")},
            {"round = :n AND bracket > :u", List.of("m07")},
            {"round = :n AND bracket >= :u", List.of("m05", "m06", "m07")},
            {"round = :n AND bracket < :u", List.of("m04")},
            {"round = :n AND bracket <= :u", List.of("m04", "m05", "m06")},
            {"round = :n AND begins_with(bracket, :u)", List.of("m05", "m06", "m07")},
            {"round = :n AND bracket BETWEEN :l AND :u", List.of("m04", "m05", "m06")},
            {"round = :n AND bracket = :u AND seq = :s", List.of("m06")},
            {"round = :n AND bracket = :u AND seq < :s", List.of("m05")},
            {"round = :n AND bracket = :u AND seq >= :s", List.of("m06")},
            {"round = :n AND bracket = :u AND begins_with(seq, :s)", List.of("m06")},
            {"bracket = :u AND round = :n", List.of("m05", "m06")},
        };
        for (Object[] c : cases) {
            String condition = "tournament = :t AND area = :r AND " + c[0];
            Map<String, AttributeValue> vals = new LinkedHashMap<>();
            vals.put(":n", n(2));
            if (condition.contains(":m")) {
                vals.put(":m", n(9));
            }
            if (condition.contains(":u")) {
                vals.put(":u", s("upper"));
            }
            if (condition.contains(":l")) {
                vals.put(":l", s("a"));
            }
            if (condition.contains(":s")) {
                vals.put(":s", b(2));
            }
            @SuppressWarnings("unchecked")
            List<String> expected = (List<String>) c[1];
            assertThat(ids(query(t, condition, vals, b -> { }).items())).as(condition).isEqualTo(expected);
            List<String> reversed = new ArrayList<>(expected);
            java.util.Collections.reverse(reversed);
            assertThat(ids(query(t, condition, vals, b -> b.scanIndexForward(false)).items()))
                    .as(condition + " descending").isEqualTo(reversed);
        }
    }

    @Test
    void pagesCarryEveryKeyAttributeOfTheIndexAndTheTable() {
        String t = filledTable();
        for (boolean forward : List.of(true, false)) {
            List<String> seen = new ArrayList<>();
            Map<String, AttributeValue> start = null;
            int pages = 0;
            do {
                Map<String, AttributeValue> from = start;
                QueryResponse page = query(t, "tournament = :t AND area = :r AND round >= :n", values(":n", n(2)),
                        b -> b.limit(3).scanIndexForward(forward).exclusiveStartKey(from));
                seen.addAll(ids(page.items()));
                start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
                if (start != null) {
                    assertThat(start.keySet()).containsExactlyInAnyOrder("id", "tournament", "area", "round",
                            "bracket", "seq");
                }
                pages++;
            } while (start != null);
            List<String> expected = new ArrayList<>(List.of("m04", "m05", "m06", "m07", "m08", "m09", "m10", "m11"));
            if (!forward) {
                java.util.Collections.reverse(expected);
            }
            assertThat(seen).isEqualTo(expected);
            assertThat(pages).isEqualTo(3);
        }
        List<String> scanned = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            ScanResponse page = client.scan(b -> b.tableName(t).indexName(INDEX).limit(4).exclusiveStartKey(from));
            scanned.addAll(ids(page.items()));
            start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        assertThat(scanned).hasSize(13).doesNotHaveDuplicates();
    }

    @Test
    void queriesRefuseWhatDynamoDbRefuses() {
        String t = filledTable();
        Expect.validation(() -> client.query(b -> b.tableName(t).indexName(INDEX)
                        .keyConditionExpression("tournament = :t").expressionAttributeValues(values(":t", s("w24")))),
                "Query condition missed key schema element: area");
        Expect.validation(() -> query(t, "tournament = :t AND area = :r AND bracket = :u", values(":u", s("x")),
                        b -> { }),
                "Query condition missed key schema element: round (sort key attributes must be used from the first "
                        + "one on, without a gap, but the condition uses bracket)");
        Expect.validation(() -> query(t, "tournament = :t AND area = :r AND round = :n AND seq = :s",
                        values(":n", n(1), ":s", b(1)), b -> { }),
                "Query condition missed key schema element: bracket (sort key attributes must be used from the "
                        + "first one on, without a gap, but the condition uses seq)");
        Expect.validation(() -> query(t, "tournament = :t AND area = :r AND round > :n AND bracket = :u",
                        values(":n", n(1), ":u", s("x")), b -> { }),
                "Query key condition not supported: sort key attribute round must be compared with = because the "
                        + "condition also uses the sort key attribute bracket after it; only the last sort key "
                        + "attribute used may have a range condition or begins_with");
        Expect.validation(() -> query(t, "tournament = :t AND area > :r", Map.of(), b -> { }),
                "Query key condition not supported: partition key attribute area must be compared with =");
        Expect.validation(() -> query(t, "tournament = :t AND area = :r AND round = :n", values(":n", s("1")),
                        b -> { }),
                "One or more parameter values were invalid: Condition parameter type does not match schema type");
        Expect.validation(() -> query(t, "tournament = :t AND area = :r AND id = :n", values(":n", s("1")),
                        b -> { }),
                "Query key condition not supported: id is not a key attribute of the index");
    }
}
