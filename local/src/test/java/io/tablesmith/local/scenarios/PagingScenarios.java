package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
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
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Paging (Limit, ExclusiveStartKey, LastEvaluatedKey) on tables and indexes, filters with limits, and
 * the order of number, binary and string sort keys under every key condition.
 */
public abstract class PagingScenarios extends ScenarioBase {

    /** Items a/000.. with a gsi1 entry (G, i0..), a gsi2 entry (K) and an lsi1 sort key (100 - i). */
    private void putIndexed(int count) {
        for (int i = 0; i < count; i++) {
            put(item("pk", s("a"), "sk", s(String.format("%03d", i)), "gsi1pk", s("G"),
                    "gsi1sk", s(String.format("i%02d", i)), "gsi2pk", s("K"), "lsisk", n(100 - i), "n", n(i),
                    "extra", s("e" + i)));
        }
    }

    private QueryResponse query(Consumer<QueryRequest.Builder> more) {
        return client.query(b -> {
            b.tableName(table);
            more.accept(b);
        });
    }

    /** Every page of a query, asserting that every page but the last has a LastEvaluatedKey. */
    private List<QueryResponse> pages(Consumer<QueryRequest.Builder> request) {
        List<QueryResponse> pages = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            QueryResponse r = query(b -> {
                request.accept(b);
                b.exclusiveStartKey(from);
            });
            pages.add(r);
            start = r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null;
            assertThat(pages).as("pages").hasSizeLessThan(50);
        } while (start != null);
        return pages;
    }

    private static List<String> all(List<QueryResponse> pages, String attribute) {
        List<String> out = new ArrayList<>();
        pages.forEach(p -> p.items().forEach(i -> out.add(i.get(attribute).s() != null ? i.get(attribute).s()
                : i.get(attribute).n())));
        return out;
    }

    @Test
    void globalIndexPagesInIndexOrder() {
        putIndexed(7);
        List<QueryResponse> pages = pages(b -> b.indexName("gsi1").keyConditionExpression("gsi1pk = :g").limit(3)
                .expressionAttributeValues(values(":g", s("G"))));
        assertThat(pages).hasSize(3);
        assertThat(all(pages, "gsi1sk")).containsExactly("i00", "i01", "i02", "i03", "i04", "i05", "i06");
    }

    @Test
    void globalIndexLastEvaluatedKeyHoldsTableAndIndexKeys() {
        putIndexed(4);
        QueryResponse r = query(b -> b.indexName("gsi1").keyConditionExpression("gsi1pk = :g").limit(2)
                .expressionAttributeValues(values(":g", s("G"))));
        assertThat(r.lastEvaluatedKey()).isEqualTo(item("pk", s("a"), "sk", s("001"), "gsi1pk", s("G"),
                "gsi1sk", s("i01")));
    }

    @Test
    void localIndexLastEvaluatedKeyHoldsTableKeysAndTheIndexSortKey() {
        putIndexed(4);
        QueryResponse r = query(b -> b.indexName("lsi1").keyConditionExpression("pk = :p").limit(2)
                .expressionAttributeValues(values(":p", s("a"))));
        assertThat(r.items()).extracting(i -> i.get("lsisk")).containsExactly(n(97), n(98));
        assertThat(r.lastEvaluatedKey()).isEqualTo(item("pk", s("a"), "sk", s("002"), "lsisk", n(98)));
        QueryResponse next = query(b -> b.indexName("lsi1").keyConditionExpression("pk = :p").limit(2)
                .exclusiveStartKey(r.lastEvaluatedKey()).expressionAttributeValues(values(":p", s("a"))));
        assertThat(next.items()).extracting(i -> i.get("lsisk")).containsExactly(n(99), n(100));
    }

    @Test
    void hashOnlyIndexLastEvaluatedKeyHoldsTableKeysAndTheIndexPartitionKey() {
        putIndexed(3);
        QueryResponse r = query(b -> b.indexName("gsi2").keyConditionExpression("gsi2pk = :k").limit(1)
                .expressionAttributeValues(values(":k", s("K"))));
        assertThat(r.count()).isEqualTo(1);
        assertThat(r.lastEvaluatedKey()).containsOnlyKeys("pk", "sk", "gsi2pk");
        assertThat(r.lastEvaluatedKey().get("gsi2pk")).isEqualTo(s("K"));
    }

    @Test
    void descendingGlobalIndexPages() {
        putIndexed(5);
        List<QueryResponse> pages = pages(b -> b.indexName("gsi1").keyConditionExpression("gsi1pk = :g").limit(2)
                .scanIndexForward(false).expressionAttributeValues(values(":g", s("G"))));
        assertThat(all(pages, "gsi1sk")).containsExactly("i04", "i03", "i02", "i01", "i00");
        assertThat(pages).hasSize(3);
    }

    @Test
    void limitOneReturnsOneItemPerPage() {
        putIndexed(3);
        List<QueryResponse> pages = pages(b -> b.keyConditionExpression("pk = :p").limit(1)
                .expressionAttributeValues(values(":p", s("a"))));
        assertThat(pages).hasSize(4);
        assertThat(pages.get(3).items()).isEmpty();
        assertThat(all(pages, "sk")).containsExactly("000", "001", "002");
    }

    @Test
    void aLimitAboveTheResultHasNoLastEvaluatedKey() {
        putIndexed(3);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :p").limit(4)
                .expressionAttributeValues(values(":p", s("a"))));
        assertThat(r.count()).isEqualTo(3);
        assertThat(r.hasLastEvaluatedKey()).isFalse();
    }

    @Test
    void aFilterMatchingNothingStillReturnsThePageKey() {
        putIndexed(5);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :p").filterExpression("n > :big").limit(2)
                .expressionAttributeValues(values(":p", s("a"), ":big", n(100))));
        assertThat(r.items()).isEmpty();
        assertThat(r.count()).isZero();
        assertThat(r.scannedCount()).isEqualTo(2);
        assertThat(r.lastEvaluatedKey()).isEqualTo(key("a", "001"));
    }

    @Test
    void filterAndLimitPagesFindEveryMatch() {
        putIndexed(10);
        List<QueryResponse> pages = pages(b -> b.keyConditionExpression("pk = :p").filterExpression("n IN (:x, :y, :z)")
                .limit(3).expressionAttributeValues(values(":p", s("a"), ":x", n(1), ":y", n(5), ":z", n(9))));
        assertThat(all(pages, "sk")).containsExactly("001", "005", "009");
        assertThat(pages).extracting(QueryResponse::scannedCount).containsExactly(3, 3, 3, 1);
    }

    @Test
    void filterOnAnIndexQueryCountsScannedIndexItems() {
        putIndexed(6);
        QueryResponse r = query(b -> b.indexName("gsi1").keyConditionExpression("gsi1pk = :g")
                .filterExpression("#n >= :min").expressionAttributeNames(Av.names("#n", "n"))
                .expressionAttributeValues(values(":g", s("G"), ":min", n(4))));
        assertThat(all(List.of(r), "gsi1sk")).containsExactly("i04", "i05");
        assertThat(r.scannedCount()).isEqualTo(6);
    }

    @Test
    void selectCountWithALimitCountsOnePage() {
        putIndexed(5);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :p").select(Select.COUNT).limit(2)
                .expressionAttributeValues(values(":p", s("a"))));
        assertThat(r.count()).isEqualTo(2);
        assertThat(r.hasItems()).isFalse();
        assertThat(r.lastEvaluatedKey()).isEqualTo(key("a", "001"));
    }

    @Test
    void beginsWithPagesStayInsideThePrefix() {
        for (String sk : new String[] {"A#1", "B#1", "B#2", "B#3", "C#1"}) {
            put(item("pk", s("p"), "sk", s(sk)));
        }
        List<QueryResponse> pages = pages(b -> b.keyConditionExpression("pk = :p AND begins_with(sk, :b)").limit(2)
                .expressionAttributeValues(values(":p", s("p"), ":b", s("B#"))));
        assertThat(all(pages, "sk")).containsExactly("B#1", "B#2", "B#3");
    }

    @Test
    void betweenPagesDescending() {
        putIndexed(10);
        List<QueryResponse> pages = pages(b -> b.keyConditionExpression("pk = :p AND sk BETWEEN :lo AND :hi").limit(2)
                .scanIndexForward(false).expressionAttributeValues(values(":p", s("a"), ":lo", s("002"),
                        ":hi", s("006"))));
        assertThat(all(pages, "sk")).containsExactly("006", "005", "004", "003", "002");
    }

    @Test
    void betweenIncludesBothBoundsAndMayBeEqual() {
        putIndexed(5);
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :p AND sk BETWEEN :x AND :x")
                .expressionAttributeValues(values(":p", s("a"), ":x", s("003"))));
        assertThat(all(List.of(r), "sk")).containsExactly("003");
    }

    @Test
    void beginsWithComparesUtf8Prefixes() {
        for (String sk : new String[] {"\u00e9t\u00e9", "\u00e9cole", "e", "\u00e8re"}) {
            put(item("pk", s("u"), "sk", s(sk)));
        }
        QueryResponse r = query(b -> b.keyConditionExpression("pk = :p AND begins_with(sk, :e)")
                .expressionAttributeValues(values(":p", s("u"), ":e", s("\u00e9"))));
        assertThat(all(List.of(r), "sk")).containsExactly("\u00e9cole", "\u00e9t\u00e9");
    }

    // ------------------------------------------------------------------ number and binary sort keys

    private String numbers(String... values) {
        String t = createTable("num", Fixtures::numberSort);
        for (String v : values) {
            client.putItem(b -> b.tableName(t).item(item("pk", s("n"), "n", n(v))));
        }
        return t;
    }

    private List<String> numberQuery(String t, String condition, Map<String, AttributeValue> vals, boolean forward) {
        Map<String, AttributeValue> all = new java.util.LinkedHashMap<>(values(":p", s("n")));
        all.putAll(vals);
        QueryResponse r = client.query(b -> b.tableName(t).keyConditionExpression("pk = :p" + condition)
                .scanIndexForward(forward).expressionAttributeValues(all));
        List<String> out = new ArrayList<>();
        r.items().forEach(i -> out.add(i.get("n").n()));
        return out;
    }

    @Test
    void numberSortKeysOrderNumericallyAcrossSignsAndScales() {
        String t = numbers("10", "9.5", "-1", "-10.25", "0", "1E+2", "0.001", "-0.5", "99999999999999999999");
        assertThat(numberQuery(t, "", Map.of(), true)).containsExactly("-10.25", "-1", "-0.5", "0", "0.001", "9.5",
                "10", "100", "99999999999999999999");
        assertThat(numberQuery(t, "", Map.of(), false)).containsExactly("99999999999999999999", "100", "10", "9.5",
                "0.001", "0", "-0.5", "-1", "-10.25");
    }

    @Test
    void numberSortKeyRangesCompareNumerically() {
        String t = numbers("2", "10", "-3", "25", "100");
        assertThat(numberQuery(t, " AND n BETWEEN :lo AND :hi", values(":lo", n("2.0"), ":hi", n("25")), true))
                .containsExactly("2", "10", "25");
        assertThat(numberQuery(t, " AND n > :x", values(":x", n("9")), true)).containsExactly("10", "25", "100");
        assertThat(numberQuery(t, " AND n <= :x", values(":x", n("-3")), true)).containsExactly("-3");
        assertThat(numberQuery(t, " AND n < :x", values(":x", n("1E1")), false)).containsExactly("2", "-3");
    }

    @Test
    void numberSortKeysPageWithTheirCanonicalValues() {
        String t = numbers("1.50", "2", "3.000");
        QueryResponse first = client.query(b -> b.tableName(t).keyConditionExpression("pk = :p").limit(2)
                .expressionAttributeValues(values(":p", s("n"))));
        assertThat(first.lastEvaluatedKey()).isEqualTo(item("pk", s("n"), "n", n("2")));
        QueryResponse rest = client.query(b -> b.tableName(t).keyConditionExpression("pk = :p").limit(2)
                .exclusiveStartKey(first.lastEvaluatedKey()).expressionAttributeValues(values(":p", s("n"))));
        assertThat(rest.items()).containsExactly(item("pk", s("n"), "n", n("3")));
    }

    @Test
    void beginsWithIsNotForNumberSortKeys() {
        String t = numbers("12");
        Expect.error(() -> numberQuery(t, " AND begins_with(n, :x)", values(":x", n(1)), true), "ValidationException",
                null);
    }

    @Test
    void binarySortKeysOrderAsUnsignedBytes() {
        String t = createTable("bin", Fixtures::binarySort);
        for (int[] bytes : new int[][] {{0x10, 0x00}, {0x10}, {0xf0}, {0x7f}, {0x10, 0xff}, {0x00}}) {
            client.putItem(b -> b.tableName(t).item(item("pk", s("b"), "b", Av.b(bytes))));
        }
        QueryResponse all = client.query(b -> b.tableName(t).keyConditionExpression("pk = :p")
                .expressionAttributeValues(values(":p", s("b"))));
        assertThat(all.items()).extracting(i -> i.get("b")).containsExactly(Av.b(0x00), Av.b(0x10), Av.b(0x10, 0x00),
                Av.b(0x10, 0xff), Av.b(0x7f), Av.b(0xf0));
        QueryResponse prefix = client.query(b -> b.tableName(t).keyConditionExpression("pk = :p AND begins_with(b, :x)")
                .expressionAttributeValues(values(":p", s("b"), ":x", Av.b(0x10))));
        assertThat(prefix.items()).extracting(i -> i.get("b")).containsExactly(Av.b(0x10), Av.b(0x10, 0x00),
                Av.b(0x10, 0xff));
        QueryResponse range = client.query(b -> b.tableName(t).keyConditionExpression("pk = :p AND b BETWEEN :lo AND :hi")
                .scanIndexForward(false).expressionAttributeValues(values(":p", s("b"), ":lo", Av.b(0x10, 0x00),
                        ":hi", Av.b(0x80))));
        assertThat(range.items()).extracting(i -> i.get("b")).containsExactly(Av.b(0x7f), Av.b(0x10, 0xff),
                Av.b(0x10, 0x00));
    }

    @Test
    void binarySortKeysPage() {
        String t = createTable("bin", Fixtures::binarySort);
        for (int i = 0; i < 5; i++) {
            int v = i * 60;
            client.putItem(b -> b.tableName(t).item(item("pk", s("b"), "b", Av.b(v))));
        }
        Map<String, AttributeValue> start = null;
        List<AttributeValue> seen = new ArrayList<>();
        do {
            Map<String, AttributeValue> from = start;
            QueryResponse r = client.query(b -> b.tableName(t).keyConditionExpression("pk = :p").limit(2)
                    .exclusiveStartKey(from).expressionAttributeValues(values(":p", s("b"))));
            r.items().forEach(i -> seen.add(i.get("b")));
            start = r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null;
        } while (start != null);
        assertThat(seen).containsExactly(Av.b(0), Av.b(60), Av.b(120), Av.b(180), Av.b(240));
    }

    @Test
    void betweenWithBoundsTheWrongWayRoundIsRejected() {
        Expect.error(() -> query(b -> b.keyConditionExpression("pk = :p AND sk BETWEEN :hi AND :lo")
                .expressionAttributeValues(values(":p", s("a"), ":lo", s("a"), ":hi", s("b")))), "ValidationException",
                null);
    }

    @Test
    void sortKeyConditionOfTheWrongTypeIsRejected() {
        Expect.error(() -> query(b -> b.keyConditionExpression("pk = :p AND sk > :n")
                .expressionAttributeValues(values(":p", s("a"), ":n", n(1)))), "ValidationException", null);
    }

    // ------------------------------------------------------------------ scan paging

    @Test
    void scanLimitCountsItemsBeforeTheFilter() {
        putIndexed(8);
        ScanResponse r = client.scan(b -> b.tableName(table).limit(4).filterExpression("n >= :x")
                .expressionAttributeValues(values(":x", n(100))));
        assertThat(r.count()).isZero();
        assertThat(r.scannedCount()).isEqualTo(4);
        assertThat(r.lastEvaluatedKey()).containsOnlyKeys("pk", "sk");
    }

    @Test
    void scanOfAGlobalIndexPagesWithIndexKeys() {
        putIndexed(5);
        put(item("pk", s("b"), "sk", s("x"), "n", n(1)));
        Set<String> seen = new HashSet<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            ScanResponse r = client.scan(b -> b.tableName(table).indexName("gsi1").limit(2).exclusiveStartKey(from));
            r.items().forEach(i -> assertThat(seen.add(i.get("gsi1sk").s())).isTrue());
            if (r.hasLastEvaluatedKey()) {
                assertThat(r.lastEvaluatedKey()).containsOnlyKeys("pk", "sk", "gsi1pk", "gsi1sk");
            }
            start = r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null;
        } while (start != null);
        assertThat(seen).containsExactlyInAnyOrder("i00", "i01", "i02", "i03", "i04");
    }

    @Test
    void scanOfALocalIndexReturnsItsProjection() {
        putIndexed(2);
        ScanResponse r = client.scan(b -> b.tableName(table).indexName("lsi1"));
        assertThat(r.items()).containsExactlyInAnyOrder(
                item("pk", s("a"), "sk", s("000"), "lsisk", n(100), "extra", s("e0")),
                item("pk", s("a"), "sk", s("001"), "lsisk", n(99), "extra", s("e1")));
    }

    @Test
    void scanLimitAboveTheTableHasNoLastEvaluatedKey() {
        putIndexed(3);
        ScanResponse r = client.scan(b -> b.tableName(table).limit(10));
        assertThat(r.count()).isEqualTo(3);
        assertThat(r.hasLastEvaluatedKey()).isFalse();
    }
}
