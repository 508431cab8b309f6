package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.names;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** Query and Scan: key conditions, filters, projections, indexes, paging and validation. */
public abstract class QueryScanScenarios extends ScenarioBase {

    private void putRange(String pk, int count) {
        for (int i = 0; i < count; i++) {
            put(item("pk", s(pk), "sk", s(String.format("%03d", i)), "n", n(i), "lsisk", n(100 - i),
                    "extra", s("e" + i), "other", s("o" + i)));
        }
    }

    private QueryResponse query(Consumer<QueryRequest.Builder> more) {
        return client.query(b -> {
            b.tableName(table);
            more.accept(b);
        });
    }

    private static List<String> sks(List<Map<String, AttributeValue>> items) {
        List<String> out = new ArrayList<>();
        items.forEach(i -> out.add(i.get("sk").s()));
        return out;
    }

    @Test
    void queryReturnsThePartitionInSortKeyOrder() {
        putRange("a", 5);
        putRange("b", 3);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :pk").expressionAttributeValues(values(":pk", s("a"))));
        assertThat(sks(r.items())).containsExactly("000", "001", "002", "003", "004");
        assertThat(r.count()).isEqualTo(5);
        assertThat(r.scannedCount()).isEqualTo(5);
        assertThat(r.hasLastEvaluatedKey()).isFalse();
        QueryResponse desc = query(b -> b.keyConditionExpression("pk = :pk").scanIndexForward(false)
                .expressionAttributeValues(values(":pk", s("a"))));
        assertThat(sks(desc.items())).containsExactly("004", "003", "002", "001", "000");
    }

    @Test
    void sortKeyConditions() {
        putRange("a", 10);
        Object[][] cases = {
            {"pk = :pk AND sk = :x", List.of("003")},
            {"pk = :pk AND sk < :x", List.of("000", "001", "002")},
            {"pk = :pk AND sk <= :x", List.of("000", "001", "002", "003")},
            {"pk = :pk AND sk > :y", List.of("008", "009")},
            {"pk = :pk AND sk >= :y", List.of("007", "008", "009")},
            {"pk = :pk AND sk BETWEEN :x AND :y", List.of("003", "004", "005", "006", "007")},
            {"pk = :pk AND begins_with(sk, :p)", List.of("000", "001", "002", "003", "004", "005", "006", "007",
                "008", "009")},
            {":x > sk AND pk = :pk", List.of("000", "001", "002")},
        };
        for (Object[] c : cases) {
            String expression = (String) c[0];
            Map<String, AttributeValue> vals = new java.util.LinkedHashMap<>(values(":pk", s("a")));
            if (expression.contains(":x")) {
                vals.put(":x", s("003"));
            }
            if (expression.contains(":y")) {
                vals.put(":y", s("007"));
            }
            if (expression.contains(":p)")) {
                vals.put(":p", s("00"));
            }
            QueryResponse r = query(b -> b.keyConditionExpression(expression).expressionAttributeValues(vals));
            assertThat(sks(r.items())).as(expression).isEqualTo(c[1]);
        }
    }

    @Test
    void sortKeysOrderStringsByUtf8AndBinariesAsUnsignedBytes() {
        for (String sk : new String[] {"\ud83d\ude00", "\uffe0", "z", "Z", "\u00e9"}) {
            put(item("pk", s("u"), "sk", s(sk)));
        }
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :pk").expressionAttributeValues(values(":pk", s("u"))));
        assertThat(sks(r.items())).containsExactly("Z", "z", "\u00e9", "\uffe0", "\ud83d\ude00");
        String t = table + "-nb";
        client.createTable(Fixtures.numberBinary(t));
        try {
            for (int[] bytes : new int[][] {{0xff}, {0x80}, {0x01}, {0x00, 0x01}, {0x7f, 0xff}}) {
                client.putItem(b -> b.tableName(t).item(item("pk", n(10), "sk", Av.b(bytes))));
            }
            QueryResponse binary = client.query(b -> b.tableName(t).keyConditionExpression("pk = :pk AND sk > :min")
                    .expressionAttributeValues(values(":pk", n("1E1"), ":min", Av.b(0x00, 0x01))));
            assertThat(binary.items()).extracting(i -> i.get("sk"))
                    .containsExactly(Av.b(0x01), Av.b(0x7f, 0xff), Av.b(0x80), Av.b(0xff));
        } finally {
            client.deleteTable(b -> b.tableName(t));
        }
    }

    @Test
    void numericSortKeysOrderNumerically() {
        for (int i : new int[] {10, 2, -5, 100, 0}) {
            put(item("pk", s("n"), "sk", s("x" + i), "lsisk", n(i)));
        }
        QueryResponse r = query(b -> b.indexName("lsi1").keyConditionExpression("pk = :pk AND lsisk BETWEEN :lo AND :hi")
                .expressionAttributeValues(values(":pk", s("n"), ":lo", n("-5.0"), ":hi", n(10))));
        assertThat(r.items()).extracting(i -> i.get("lsisk")).containsExactly(n(-5), n(0), n(2), n(10));
    }

    @Test
    void filterCountsScannedAndMatchedItems() {
        putRange("a", 10);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :pk").filterExpression("n >= :min")
                .expressionAttributeValues(values(":pk", s("a"), ":min", n(7))));
        assertThat(sks(r.items())).containsExactly("007", "008", "009");
        assertThat(r.count()).isEqualTo(3);
        assertThat(r.scannedCount()).isEqualTo(10);
    }

    @Test
    void limitCountsItemsBeforeTheFilter() {
        putRange("a", 10);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :pk").filterExpression("n >= :min").limit(5)
                .expressionAttributeValues(values(":pk", s("a"), ":min", n(3))));
        assertThat(sks(r.items())).containsExactly("003", "004");
        assertThat(r.scannedCount()).isEqualTo(5);
        assertThat(r.lastEvaluatedKey()).isEqualTo(key("a", "004"));
    }

    @Test
    void pagingWithLimitVisitsEveryItemOnce() {
        putRange("a", 7);
        List<String> seen = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        int pages = 0;
        do {
            Map<String, AttributeValue> from = start;
            QueryResponse r = query(b -> b.keyConditionExpression("pk = :pk").limit(3).exclusiveStartKey(from)
                    .expressionAttributeValues(values(":pk", s("a"))));
            seen.addAll(sks(r.items()));
            start = r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null;
            pages++;
        } while (start != null);
        assertThat(seen).containsExactly("000", "001", "002", "003", "004", "005", "006");
        assertThat(pages).isEqualTo(3);
    }

    @Test
    void aPageThatEndsExactlyAtTheLimitStillHasALastEvaluatedKey() {
        putRange("a", 3);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :pk").limit(3)
                .expressionAttributeValues(values(":pk", s("a"))));
        assertThat(r.lastEvaluatedKey()).isEqualTo(key("a", "002"));
        QueryResponse next = query(b -> b.keyConditionExpression("pk = :pk").limit(3)
                .exclusiveStartKey(r.lastEvaluatedKey()).expressionAttributeValues(values(":pk", s("a"))));
        assertThat(next.items()).isEmpty();
        assertThat(next.hasLastEvaluatedKey()).isFalse();
    }

    @Test
    void descendingPagingUsesTheStartKey() {
        putRange("a", 5);
        QueryResponse first = query(b -> b.keyConditionExpression("pk = :pk").limit(2).scanIndexForward(false)
                .expressionAttributeValues(values(":pk", s("a"))));
        assertThat(sks(first.items())).containsExactly("004", "003");
        QueryResponse second = query(b -> b.keyConditionExpression("pk = :pk").limit(2).scanIndexForward(false)
                .exclusiveStartKey(first.lastEvaluatedKey()).expressionAttributeValues(values(":pk", s("a"))));
        assertThat(sks(second.items())).containsExactly("002", "001");
    }

    @Test
    void aPageStopsAtOneMegabyte() {
        String payload = "x".repeat(100 * 1024);
        for (int i = 0; i < 15; i++) {
            put(item("pk", s("big"), "sk", s(String.format("%03d", i)), "payload", s(payload)));
        }
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :pk")
                .expressionAttributeValues(values(":pk", s("big"))));
        assertThat(r.count()).isBetween(9, 12);
        assertThat(r.hasLastEvaluatedKey()).isTrue();
        QueryResponse rest = query(b -> b.keyConditionExpression("pk = :pk").exclusiveStartKey(r.lastEvaluatedKey())
                .expressionAttributeValues(values(":pk", s("big"))));
        assertThat(r.count() + rest.count()).isEqualTo(15);
        assertThat(rest.hasLastEvaluatedKey()).isFalse();
    }

    @Test
    void selectCountReturnsNoItems() {
        putRange("a", 4);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :pk").select(Select.COUNT)
                .expressionAttributeValues(values(":pk", s("a"))));
        assertThat(r.count()).isEqualTo(4);
        assertThat(r.hasItems()).isFalse();
    }

    @Test
    void projectionInQuery() {
        putRange("a", 2);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :pk").projectionExpression("sk, #o")
                .expressionAttributeNames(names("#o", "other")).expressionAttributeValues(values(":pk", s("a"))));
        assertThat(r.items()).containsExactly(item("sk", s("000"), "other", s("o0")),
                item("sk", s("001"), "other", s("o1")));
    }

    @Test
    void globalIndexQueryAndItsLastEvaluatedKey() {
        for (int i = 0; i < 4; i++) {
            put(item("pk", s("p" + i), "sk", s("s"), "gsi1pk", s("G"), "gsi1sk", s("same"), "v", n(i)));
        }
        put(item("pk", s("sparse"), "sk", s("s"), "v", n(9)));
        List<String> seen = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            QueryResponse r = query(b -> b.indexName("gsi1").keyConditionExpression("gsi1pk = :g").limit(3)
                    .exclusiveStartKey(from).expressionAttributeValues(values(":g", s("G"))));
            r.items().forEach(i -> {
                assertThat(i).containsKey("v");
                seen.add(i.get("pk").s());
            });
            if (r.hasLastEvaluatedKey()) {
                assertThat(r.lastEvaluatedKey()).containsOnlyKeys("pk", "sk", "gsi1pk", "gsi1sk");
            }
            start = r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null;
        } while (start != null);
        assertThat(seen).containsExactlyInAnyOrder("p0", "p1", "p2", "p3");
    }

    @Test
    void keysOnlyIndexProjectsOnlyKeys() {
        put(item("pk", s("a"), "sk", s("1"), "gsi2pk", s("K"), "v", s("not projected")));
        QueryResponse r = query(b -> b.indexName("gsi2").keyConditionExpression("gsi2pk = :k")
                .expressionAttributeValues(values(":k", s("K"))));
        assertThat(r.items()).containsExactly(item("pk", s("a"), "sk", s("1"), "gsi2pk", s("K")));
        Expect.validation(() -> query(b -> b.indexName("gsi2").keyConditionExpression("gsi2pk = :k")
                .select(Select.ALL_ATTRIBUTES).expressionAttributeValues(values(":k", s("K")))),
                "One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported for global "
                        + "secondary index gsi2 because its projection type is not ALL");
    }

    @Test
    void localIndexProjectsIncludedAttributesAndCanFetchTheRest() {
        putRange("a", 3);
        QueryResponse r = query(b -> b.indexName("lsi1").keyConditionExpression("pk = :pk AND lsisk > :min")
                .expressionAttributeValues(values(":pk", s("a"), ":min", n(98))));
        assertThat(r.items()).containsExactly(
                item("pk", s("a"), "sk", s("001"), "lsisk", n(99), "extra", s("e1")),
                item("pk", s("a"), "sk", s("000"), "lsisk", n(100), "extra", s("e0")));
        QueryResponse all = query(b -> b.indexName("lsi1").keyConditionExpression("pk = :pk")
                .select(Select.ALL_ATTRIBUTES).expressionAttributeValues(values(":pk", s("a"))));
        assertThat(all.items()).hasSize(3).allSatisfy(i -> assertThat(i).containsKeys("other", "n"));
        assertThat(all.items().get(0).get("lsisk")).isEqualTo(n(98));
    }

    @Test
    void indexRules() {
        Expect.validation(() -> query(b -> b.indexName("nope").keyConditionExpression("pk = :pk")
                .expressionAttributeValues(values(":pk", s("a")))),
                "The table does not have the specified index: nope");
        Expect.validation(() -> query(b -> b.indexName("gsi1").consistentRead(true)
                .keyConditionExpression("gsi1pk = :pk").expressionAttributeValues(values(":pk", s("a")))),
                "Consistent reads are not supported on global secondary indexes");
    }

    @Test
    void keyConditionErrors() {
        String[][] cases = {
            {"sk = :s", "Query condition missed key schema element: pk"},
            {"pk > :p", "Query key condition not supported"},
            {"pk = :p OR sk = :s", "Invalid operator used in KeyConditionExpression: OR"},
            {"pk = :p AND sk IN (:s)", "Invalid operator used in KeyConditionExpression: IN"},
            {"pk = :p AND sk <> :s", "Invalid operator used in KeyConditionExpression: <>"},
            {"pk = :p AND attribute_exists(sk) AND sk = :s",
                "Invalid operator used in KeyConditionExpression: attribute_exists"},
            {"pk = :p AND pk = :s", "KeyConditionExpressions must only contain one condition per key"},
            {"pk = :p AND sk.x = :s", "KeyConditionExpressions cannot have conditions on nested attributes"},
            {"pk = :p AND colour = :s", "Query condition missed key schema element: sk"},
            {"pk = :p AND sk = pk", "Invalid condition in KeyConditionExpression: Multiple attribute names used in one "
                + "condition"},
            {"pk = :p AND size(sk) = :s", "KeyConditionExpressions cannot contain nested operations"},
        };
        for (String[] c : cases) {
            Map<String, AttributeValue> vals = new java.util.LinkedHashMap<>();
            if (c[0].contains(":p")) {
                vals.put(":p", s("a"));
            }
            if (c[0].contains(":s")) {
                vals.put(":s", s("b"));
            }
            Expect.validation(() -> query(b -> b.keyConditionExpression(c[0]).expressionAttributeValues(vals)), c[1]);
        }
        Expect.validation(() -> query(b -> b.keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", n(1)))),
                "One or more parameter values were invalid: Condition parameter type does not match schema type");
        Expect.validation(() -> client.query(b -> b.tableName(simple).keyConditionExpression("id = :p AND x = :p")
                .expressionAttributeValues(values(":p", s("a")))), "Query key condition not supported");
        Expect.validation(() -> query(b -> b.expressionAttributeValues(values(":p", s("a")))),
                "ExpressionAttributeValues can only be specified when using expressions: FilterExpression and "
                        + "KeyConditionExpression are null");
        Expect.validation(() -> query(b -> b.limit(1)),
                "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
    }

    @Test
    void filterMayNotUseKeyAttributes() {
        Expect.validation(() -> query(b -> b.keyConditionExpression("pk = :p").filterExpression("sk = :p")
                .expressionAttributeValues(values(":p", s("a")))),
                "Filter Expression can only contain non-primary key attributes: Primary key attribute: sk");
    }

    @Test
    void startKeyErrors() {
        putRange("a", 2);
        Expect.validation(() -> query(b -> b.keyConditionExpression("pk = :p").exclusiveStartKey(key("b", "000"))
                .expressionAttributeValues(values(":p", s("a")))),
                "The provided starting key is outside query boundaries based on provided conditions");
        Expect.validationStartingWith(() -> query(b -> b.keyConditionExpression("pk = :p")
                .exclusiveStartKey(item("pk", s("a"))).expressionAttributeValues(values(":p", s("a")))),
                "The provided starting key is invalid");
        Expect.validation(() -> query(b -> b.keyConditionExpression("pk = :p AND sk > :s")
                .exclusiveStartKey(key("a", "000")).expressionAttributeValues(values(":p", s("a"), ":s", s("001")))),
                "The provided starting key does not match the range key predicate");
    }

    @Test
    void limitMustBePositive() {
        // a Query's Limit is worded otherwise (ExactMessageScenarios.aQueryLimitBelowOneNamesTheMemberWithoutItsValue)
        Expect.validation(() -> client.scan(b -> b.tableName(table).limit(0)),
                "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value "
                        + "greater than or equal to 1");
    }

    // ------------------------------------------------------------------ scan

    private ScanResponse scan(Consumer<ScanRequest.Builder> more) {
        return client.scan(b -> {
            b.tableName(table);
            more.accept(b);
        });
    }

    @Test
    void scanReadsEverythingAndFilters() {
        putRange("a", 5);
        putRange("b", 5);
        ScanResponse all = scan(b -> { });
        assertThat(all.count()).isEqualTo(10);
        ScanResponse filtered = scan(b -> b.filterExpression("n < :two").expressionAttributeValues(values(":two", n(2))));
        assertThat(filtered.count()).isEqualTo(4);
        assertThat(filtered.scannedCount()).isEqualTo(10);
        ScanResponse counted = scan(b -> b.select(Select.COUNT));
        assertThat(counted.count()).isEqualTo(10);
        assertThat(counted.hasItems()).isFalse();
    }

    @Test
    void scanPagesVisitEveryItemOnce() {
        putRange("a", 4);
        putRange("b", 4);
        putRange("c", 4);
        Set<String> seen = new HashSet<>();
        Map<String, AttributeValue> start = null;
        int pages = 0;
        do {
            Map<String, AttributeValue> from = start;
            ScanResponse r = scan(b -> b.limit(5).exclusiveStartKey(from));
            r.items().forEach(i -> assertThat(seen.add(i.get("pk").s() + i.get("sk").s())).isTrue());
            start = r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null;
            pages++;
        } while (start != null);
        assertThat(seen).hasSize(12);
        assertThat(pages).isEqualTo(3);
    }

    @Test
    void parallelScanSegmentsPartitionTheTable() {
        for (int p = 0; p < 20; p++) {
            putRange("p" + p, 2);
        }
        Set<String> seen = new HashSet<>();
        int total = 0;
        for (int segment = 0; segment < 4; segment++) {
            int seg = segment;
            ScanResponse r = scan(b -> b.segment(seg).totalSegments(4));
            for (Map<String, AttributeValue> i : r.items()) {
                assertThat(seen.add(i.get("pk").s() + "/" + i.get("sk").s())).isTrue();
            }
            total += r.count();
        }
        assertThat(total).isEqualTo(40);
    }

    @Test
    void scanOfAnIndexSeesOnlyIndexedItems() {
        put(item("pk", s("a"), "sk", s("1"), "gsi2pk", s("K")));
        put(item("pk", s("b"), "sk", s("1")));
        ScanResponse r = scan(b -> b.indexName("gsi2"));
        assertThat(r.items()).containsExactly(item("pk", s("a"), "sk", s("1"), "gsi2pk", s("K")));
    }

    @Test
    void scanSegmentErrors() {
        Expect.validation(() -> scan(b -> b.segment(1)),
                "The TotalSegments parameter is required but was not present in the request when Segment parameter "
                        + "is present");
        Expect.validation(() -> scan(b -> b.totalSegments(2)),
                "The Segment parameter is required but was not present in the request when parameter TotalSegments "
                        + "is present");
        Expect.validation(() -> scan(b -> b.segment(2).totalSegments(2)),
                "The Segment parameter is zero-based and must be less than parameter TotalSegments: Segment: 2 is not "
                        + "less than TotalSegments: 2");
    }
}
