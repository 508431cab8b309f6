package io.tablesmith.local;

import static io.tablesmith.local.scenarios.VectorFixtures.filterElement;
import static io.tablesmith.local.scenarios.VectorFixtures.hashElement;
import static io.tablesmith.local.scenarios.VectorFixtures.index;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import io.tablesmith.local.scenarios.VectorFixtures;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;

/**
 * SearchVectors against a brute-force oracle written here, on random data (fixed Random seeds): every
 * distance, dimensions from 1 to the 4,096 maximum, filters on inline-filter attributes and on a vector index
 * partition key, TopK from 1 to 100, duplicate vectors (exact ties) and items without a vector or a filter
 * attribute. The oracle computes in double from the same 32-bit floats the index stores; the engine computes
 * in float, so scores agree within the rounding of a float sum and results agree wherever the oracle's scores
 * are not closer than that.
 */
class VectorSearchOracleTest {
    private static final String[] CATEGORIES = {"a", "b", "c"};
    private static final String[] TENANTS = {"t1", "t2"};

    /** One stored item, as the oracle knows it. */
    private record Doc(String id, String category, String tenant, Integer price, float[] vector) {
    }

    /** A search condition, as the request states it and as the oracle evaluates it. */
    private record Filter(String expression, Map<String, AttributeValue> values, Predicate<Doc> matches) {
    }

    static Stream<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        for (int dims : new int[] {1, 2, 7, 64, 768, 4096}) {
            for (VectorDistanceFunction distance : List.of(VectorDistanceFunction.COSINE,
                    VectorDistanceFunction.EUCLIDEAN, VectorDistanceFunction.DOT_PRODUCT)) {
                cases.add(Arguments.of(dims, distance));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} dimensions, {1}")
    @MethodSource("cases")
    void searchVectorsFindsWhatABruteForceSearchFinds(int dims, VectorDistanceFunction distance) {
        Random random = new Random(31L * dims + distance.ordinal());
        int count = dims >= 768 ? 60 : 300;
        LocalDynamoDb dynamo = LocalDynamoDb.create();
        dynamo.createTable(VectorFixtures.table(index("filtered", dims, distance, filterElement("category"),
                filterElement("price")), index("tenants", dims, distance, hashElement("tenant"),
                filterElement("price"))).apply("docs").toBuilder()
                .attributeDefinitions(attribute("id"), attribute("category"), attribute("tenant"),
                        AttributeDefinition.builder()
                                .attributeName("price").attributeType("N").build()).build());
        List<Doc> docs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            float[] vector = i % 10 == 9 ? docs.get(random.nextInt(docs.size())).vector() : randomVector(random, dims);
            Doc doc = new Doc(String.format("item-%04d", i), CATEGORIES[random.nextInt(3)],
                    i % 7 == 3 ? null : TENANTS[random.nextInt(2)], i % 11 == 5 ? null : random.nextInt(100),
                    i % 13 == 6 ? null : vector);
            docs.add(doc);
            dynamo.putItem(b -> b.tableName("docs").item(itemOf(doc)));
        }
        Map<String, Integer> scanOrder = new HashMap<>();
        dynamo.scanPaginator(b -> b.tableName("docs")).items().forEach(item -> scanOrder.put(item.get("id").s(), scanOrder.size()));
        for (int q = 0; q < 12; q++) {
            float[] query = q == 0 ? docs.get(0).vector() : randomVector(random, dims);
            int topK = new int[] {1, 3, 10, 100}[random.nextInt(4)];
            boolean byTenant = q % 3 == 2;
            Filter filter = byTenant ? tenantFilter(random) : filter(random);
            SearchVectorsRequest.Builder request = SearchVectorsRequest.builder().tableName("docs")
                    .indexName(byTenant ? "tenants" : "filtered").searchVector(VectorFixtures.searchVector(query))
                    .topK(topK);
            if (filter != null) {
                request.searchConditionExpression(filter.expression()).expressionAttributeValues(filter.values());
            }
            List<SearchResultItem> results = dynamo.searchVectors(request.build()).searchResults();
            List<Scored> oracle = oracle(docs, query, distance, filter, byTenant, scanOrder);
            compare(results, oracle, topK);
        }
    }

    /** A document's oracle score, with the rounding a float computation of it may carry. */
    private record Scored(Doc doc, double score, double tolerance, int scanPosition) {
    }

    private static List<Scored> oracle(List<Doc> docs, float[] query, VectorDistanceFunction distance, Filter filter,
                                       boolean byTenant, Map<String, Integer> scanOrder) {
        List<Scored> scored = new ArrayList<>();
        for (Doc doc : docs) {
            if (doc.vector() == null || (byTenant && doc.tenant() == null)
                    || (filter != null && !filter.matches().test(doc))) {
                continue;
            }
            double dot = 0;
            double squares = 0;
            double magnitude = 0;
            double norm = 0;
            double queryNorm = 0;
            for (int i = 0; i < query.length; i++) {
                double a = doc.vector()[i];
                double b = query[i];
                dot += a * b;
                squares += (a - b) * (a - b);
                magnitude += Math.abs(a * b);
                norm += a * a;
                queryNorm += b * b;
            }
            double score;
            double tolerance;
            if (distance == VectorDistanceFunction.COSINE) {
                double norms = Math.sqrt(norm) * Math.sqrt(queryNorm);
                score = norms == 0 ? 1 : 1 - Math.max(-1, Math.min(1, dot / norms));
                tolerance = 1e-5 * (1 + (norms == 0 ? 0 : magnitude / norms));
            } else if (distance == VectorDistanceFunction.EUCLIDEAN) {
                score = Math.sqrt(squares);
                tolerance = 1e-5 * (1 + score);
            } else {
                score = dot;
                tolerance = 1e-5 * (1 + magnitude);
            }
            scored.add(new Scored(doc, score, tolerance, scanOrder.get(doc.id())));
        }
        Comparator<Scored> byScore = Comparator.comparingDouble(Scored::score);
        if (distance == VectorDistanceFunction.DOT_PRODUCT) {
            byScore = byScore.reversed();
        }
        scored.sort(byScore.thenComparingInt(Scored::scanPosition));
        return scored;
    }

    /**
     * Asserts the results are the oracle's, position by position, except that items whose oracle scores are
     * closer than the rounding of a float sum (a "cluster") may come in any order among themselves; and that
     * results the engine scores equal come in the table's Scan order.
     */
    private static void compare(List<SearchResultItem> results, List<Scored> oracle, int topK) {
        assertThat(results).hasSize(Math.min(topK, oracle.size()));
        Map<String, Scored> byId = new HashMap<>();
        oracle.forEach(s -> byId.put(s.doc().id(), s));
        int clusterStart = 0;
        for (int i = 0; i < results.size(); i++) {
            Scored expected = oracle.get(i);
            Scored found = byId.get(results.get(i).item().get("id").s());
            assertThat(found).as("result %d is an item the search may return", i).isNotNull();
            assertThat(results.get(i).score()).as("score of result %d", i)
                    .isCloseTo(expected.score(), offset(expected.tolerance() * 2));
            if (i > 0 && Math.abs(oracle.get(i - 1).score() - expected.score()) > 4 * expected.tolerance()) {
                clusterStart = i;
            }
            int clusterEnd = i + 1;
            while (clusterEnd < oracle.size()
                    && Math.abs(oracle.get(clusterEnd).score() - oracle.get(clusterEnd - 1).score())
                    <= 4 * expected.tolerance()) {
                clusterEnd++;
            }
            List<String> cluster = oracle.subList(clusterStart, clusterEnd).stream().map(s -> s.doc().id()).toList();
            assertThat(cluster).as("result %d among the oracle's items of its score", i).contains(found.doc().id());
            if (i > 0 && results.get(i).score().equals(results.get(i - 1).score())) {
                Scored previous = byId.get(results.get(i - 1).item().get("id").s());
                assertThat(previous.scanPosition()).as("equal scores in Scan order").isLessThan(found.scanPosition());
            }
        }
        assertThat(results.stream().map(r -> r.item().get("id").s()).toList()).doesNotHaveDuplicates();
    }

    private static Filter filter(Random random) {
        String category = CATEGORIES[random.nextInt(3)];
        int price = random.nextInt(100);
        int high = price + random.nextInt(50);
        switch (random.nextInt(5)) {
            case 0:
                return null;
            case 1:
                return new Filter("category = :c", Map.of(":c", s(category)), d -> d.category().equals(category));
            case 2:
                return new Filter("price BETWEEN :low AND :high", Map.of(":low", n(price), ":high", n(high)),
                        d -> d.price() != null && d.price() >= price && d.price() <= high);
            case 3:
                return new Filter("category IN (:c, :d) AND NOT price < :p", Map.of(":c", s(category), ":d", s("b"),
                        ":p", n(price)), d -> (d.category().equals(category) || d.category().equals("b"))
                        && !(d.price() != null && d.price() < price));
            default:
                return new Filter("(price > :p OR category = :c)", Map.of(":p", n(price), ":c", s(category)),
                        d -> (d.price() != null && d.price() > price) || d.category().equals(category));
        }
    }

    private static Filter tenantFilter(Random random) {
        String tenant = TENANTS[random.nextInt(2)];
        int price = random.nextInt(100);
        return random.nextBoolean()
                ? new Filter("tenant = :t", Map.of(":t", s(tenant)), d -> tenant.equals(d.tenant()))
                : new Filter("price >= :p AND tenant = :t", Map.of(":t", s(tenant), ":p", n(price)),
                        d -> tenant.equals(d.tenant()) && d.price() != null && d.price() >= price);
    }

    private static float[] randomVector(Random random, int dims) {
        float[] v = new float[dims];
        for (int i = 0; i < dims; i++) {
            v[i] = random.nextFloat() * 2 - 1;
        }
        return v;
    }

    private static Map<String, AttributeValue> itemOf(Doc doc) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("id", s(doc.id()));
        item.put("category", s(doc.category()));
        if (doc.tenant() != null) {
            item.put("tenant", s(doc.tenant()));
        }
        if (doc.price() != null) {
            item.put("price", n(doc.price()));
        }
        if (doc.vector() != null) {
            item.put("embedding", VectorFixtures.vector(doc.vector()));
        }
        return item;
    }

    private static AttributeDefinition attribute(String name) {
        return AttributeDefinition.builder().attributeName(name)
                .attributeType("S").build();
    }

    private static AttributeValue s(String s) {
        return AttributeValue.builder().s(s).build();
    }

    private static AttributeValue n(int n) {
        return AttributeValue.builder().n(Integer.toString(n)).build();
    }
}
