package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static io.tablesmith.local.scenarios.VectorFixtures.filterElement;
import static io.tablesmith.local.scenarios.VectorFixtures.hashElement;
import static io.tablesmith.local.scenarios.VectorFixtures.index;
import static io.tablesmith.local.scenarios.VectorFixtures.searchVector;
import static io.tablesmith.local.scenarios.VectorFixtures.vector;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/** Vector indexes and SearchVectors as a client sees them: definitions, indexed items, results and scores. */
public abstract class VectorSearchScenarios extends ScenarioBase {

    private String vectorTable(VectorIndex... indexes) {
        return createTable("vec", VectorFixtures.table(indexes));
    }

    private void putDoc(String name, String id, String category, int price, float... embedding) {
        client.putItem(b -> b.tableName(name).item(item("id", s(id), "category", s(category), "price", n(price),
                "embedding", vector(embedding))));
    }

    private static List<String> ids(SearchVectorsResponse response) {
        return response.searchResults().stream().map(r -> r.item().get("id").s()).toList();
    }

    @Test
    void describeTableShowsTheVectorIndexActiveWithItsDefinitionAndItems() {
        String name = vectorTable(index("docs", 3, VectorDistanceFunction.COSINE, hashElement("category"),
                filterElement("price")));
        putDoc(name, "a", "books", 10, 1, 0, 0);
        client.putItem(b -> b.tableName(name).item(item("id", s("no-vector"), "category", s("books"))));
        VectorIndexDescription d = client.describeTable(b -> b.tableName(name)).table().vectorIndexes().get(0);
        assertThat(d.indexName()).isEqualTo("docs");
        assertThat(d.indexStatus()).isEqualTo(IndexStatus.ACTIVE);
        assertThat(d.backfilling()).isFalse();
        assertThat(d.dimensions()).isEqualTo(3L);
        assertThat(d.distanceFunction()).isEqualTo(VectorDistanceFunction.COSINE);
        assertThat(d.vectorAttribute().attributeName()).isEqualTo("embedding");
        assertThat(d.searchSchema()).containsExactly(hashElement("category"), filterElement("price"));
        assertThat(d.projection().projectionType()).isEqualTo(ProjectionType.ALL);
        assertThat(d.itemCount()).isEqualTo(1L);
        assertThat(d.indexArn()).endsWith(":table/" + name + "/index/docs");
    }

    @Test
    void cosineScoresRangeFromZeroForTheSameDirectionToTwoForTheOpposite() {
        String name = vectorTable(index("docs", 2, VectorDistanceFunction.COSINE));
        putDoc(name, "same", "c", 1, 2, 0);
        putDoc(name, "right-angle", "c", 1, 0, 5);
        putDoc(name, "opposite", "c", 1, -1, 0);
        SearchVectorsResponse r = client.searchVectors(b -> b.tableName(name).indexName("docs")
                .searchVector(searchVector(1, 0)).topK(3));
        assertThat(ids(r)).containsExactly("same", "right-angle", "opposite");
        assertThat(r.searchResults()).extracting(SearchResultItem::score).containsExactly(0.0, 1.0, 2.0);
    }

    @Test
    void euclideanScoresAreDistancesAndDotProductScoresRankHighestFirst() {
        String euclidean = vectorTable(index("near", 2, VectorDistanceFunction.EUCLIDEAN),
                index("dot", 2, VectorDistanceFunction.DOT_PRODUCT));
        putDoc(euclidean, "origin", "c", 1, 0, 0);
        putDoc(euclidean, "far", "c", 1, 3, 4);
        putDoc(euclidean, "near", "c", 1, 1, 1);
        SearchVectorsResponse near = client.searchVectors(b -> b.tableName(euclidean).indexName("near")
                .searchVector(searchVector(0, 0)).topK(2));
        assertThat(ids(near)).containsExactly("origin", "near");
        assertThat(near.searchResults().get(1).score()).isCloseTo(Math.sqrt(2), within(1e-6));
        SearchVectorsResponse dot = client.searchVectors(b -> b.tableName(euclidean).indexName("dot")
                .searchVector(searchVector(1, 2)).topK(3));
        assertThat(ids(dot)).containsExactly("far", "near", "origin");
        assertThat(dot.searchResults()).extracting(SearchResultItem::score).containsExactly(11.0, 3.0, 0.0);
    }

    @Test
    void equalScoresComeInTheOrderAScanReturnsTheItems() {
        String name = vectorTable(index("docs", 2, VectorDistanceFunction.EUCLIDEAN));
        for (String id : List.of("k", "b", "x", "a", "m")) {
            putDoc(name, id, "c", 1, 1, 1);
        }
        List<String> scanOrder = client.scan(b -> b.tableName(name)).items().stream().map(i -> i.get("id").s())
                .toList();
        SearchVectorsResponse r = client.searchVectors(b -> b.tableName(name).indexName("docs")
                .searchVector(searchVector(0, 0)).topK(5));
        assertThat(ids(r)).isEqualTo(scanOrder);
    }

    @Test
    void theSearchConditionFiltersOnInlineFilterAttributesBeforeTopKIsTaken() {
        String name = vectorTable(index("docs", 1, VectorDistanceFunction.EUCLIDEAN, filterElement("category"),
                filterElement("price")));
        putDoc(name, "cheap-book", "books", 5, 1);
        putDoc(name, "dear-book", "books", 50, 2);
        putDoc(name, "cheap-toy", "toys", 5, 0);
        putDoc(name, "other-book", "books", 7, 9);
        SearchVectorsResponse r = client.searchVectors(b -> b.tableName(name).indexName("docs")
                .searchVector(searchVector(0)).topK(2)
                .searchConditionExpression("#c = :books AND price BETWEEN :low AND :high")
                .expressionAttributeNames(Map.of("#c", "category"))
                .expressionAttributeValues(values(":books", s("books"), ":low", n(1), ":high", n(10))));
        assertThat(ids(r)).containsExactly("cheap-book", "other-book");
    }

    @Test
    void aVectorIndexPartitionKeySearchesOnePartition() {
        String name = vectorTable(index("docs", 1, VectorDistanceFunction.EUCLIDEAN, hashElement("category")));
        putDoc(name, "toy", "toys", 1, 0);
        putDoc(name, "book", "books", 1, 5);
        client.putItem(b -> b.tableName(name).item(item("id", s("no-category"), "embedding", vector(0))));
        SearchVectorsResponse r = client.searchVectors(b -> b.tableName(name).indexName("docs")
                .searchVector(searchVector(0)).topK(10).searchConditionExpression("category = :c")
                .expressionAttributeValues(values(":c", s("books"))));
        assertThat(ids(r)).containsExactly("book");
    }

    @Test
    void resultsHoldWhatTheIndexProjectsNarrowedByTheProjectionExpression() {
        VectorIndex keysOnly = VectorIndex.builder().indexName("keys").dimensions(1L)
                .distanceFunction(VectorDistanceFunction.EUCLIDEAN).vectorAttribute(a -> a.attributeName("embedding"))
                .searchSchema(filterElement("price")).projection(VectorFixtures.projection(ProjectionType.KEYS_ONLY))
                .build();
        VectorIndex include = keysOnly.toBuilder().indexName("include")
                .projection(VectorFixtures.projection(ProjectionType.INCLUDE, "title")).build();
        String name = vectorTable(keysOnly, include);
        client.putItem(b -> b.tableName(name).item(item("id", s("a"), "price", n(3), "title", s("T"),
                "body", s("long"), "embedding", vector(1))));
        Map<String, AttributeValue> keys = client.searchVectors(b -> b.tableName(name).indexName("keys")
                .searchVector(searchVector(1)).topK(1)).searchResults().get(0).item();
        assertThat(keys).isEqualTo(item("id", s("a"), "price", n(3), "embedding", Av.l(n(1))));
        Map<String, AttributeValue> included = client.searchVectors(b -> b.tableName(name).indexName("include")
                .searchVector(searchVector(1)).topK(1)).searchResults().get(0).item();
        assertThat(included).containsOnlyKeys("id", "price", "title", "embedding");
        Map<String, AttributeValue> projected = client.searchVectors(b -> b.tableName(name).indexName("include")
                .searchVector(searchVector(1)).topK(1).projectionExpression("title, body")).searchResults().get(0)
                .item();
        assertThat(projected).isEqualTo(item("title", s("T")));
    }

    @Test
    void writesMoveAndRemoveVectors() {
        String name = vectorTable(index("docs", 1, VectorDistanceFunction.EUCLIDEAN));
        putDoc(name, "a", "c", 1, 10);
        putDoc(name, "b", "c", 1, 20);
        client.updateItem(b -> b.tableName(name).key(item("id", s("b"))).updateExpression("SET embedding = :v")
                .expressionAttributeValues(values(":v", vector(0))));
        assertThat(ids(client.searchVectors(b -> b.tableName(name).indexName("docs").searchVector(searchVector(0))
                .topK(1)))).containsExactly("b");
        client.updateItem(b -> b.tableName(name).key(item("id", s("b"))).updateExpression("REMOVE embedding"));
        client.deleteItem(b -> b.tableName(name).key(item("id", s("a"))));
        assertThat(client.searchVectors(b -> b.tableName(name).indexName("docs").searchVector(searchVector(0))
                .topK(5)).searchResults()).isEmpty();
        assertThat(client.describeTable(b -> b.tableName(name)).table().vectorIndexes().get(0).itemCount()).isZero();
    }

    @Test
    void updateTableCreatesAVectorIndexFilledFromTheItemsAndDeletesIt() {
        String name = vectorTable(index("first", 1, VectorDistanceFunction.EUCLIDEAN));
        putDoc(name, "a", "books", 1, 4);
        client.updateTable(b -> b.tableName(name).attributeDefinitions(VectorFixtures.attribute("category",
                ScalarAttributeType.S)).vectorIndexUpdates(u -> u.create(c -> c.indexName("second")
                .dimensions(1L).distanceFunction(VectorDistanceFunction.DOT_PRODUCT)
                .vectorAttribute(a -> a.attributeName("embedding")).searchSchema(hashElement("category"))
                .projection(VectorFixtures.projection(ProjectionType.ALL)))));
        List<VectorIndexDescription> described = client.describeTable(b -> b.tableName(name)).table().vectorIndexes();
        assertThat(described).extracting(VectorIndexDescription::indexName).containsExactly("first", "second");
        assertThat(described.get(1).indexStatus()).isEqualTo(IndexStatus.ACTIVE);
        assertThat(described.get(1).itemCount()).isEqualTo(1L);
        SearchVectorsResponse r = client.searchVectors(b -> b.tableName(name).indexName("second")
                .searchVector(searchVector(2)).topK(1).searchConditionExpression("category = :c")
                .expressionAttributeValues(values(":c", s("books"))));
        assertThat(r.searchResults().get(0).score()).isEqualTo(8.0);
        client.updateTable(b -> b.tableName(name).vectorIndexUpdates(u -> u.delete(d -> d.indexName("first"))));
        assertThat(client.describeTable(b -> b.tableName(name)).table().vectorIndexes())
                .extracting(VectorIndexDescription::indexName).containsExactly("second");
        Expect.validation(() -> client.searchVectors(b -> b.tableName(name).indexName("first")
                .searchVector(searchVector(0)).topK(1)), "The table does not have the specified index: first");
    }

    @Test
    void consumedCapacityIsReportedInVectorSearchRequestBytesWhenAsked() {
        String name = vectorTable(index("docs", 2, VectorDistanceFunction.EUCLIDEAN));
        putDoc(name, "a", "c", 1, 1, 1);
        assertThat(client.searchVectors(b -> b.tableName(name).indexName("docs").searchVector(searchVector(0, 0))
                .topK(1)).consumedCapacity()).isNull();
        SearchVectorsResponse r = client.searchVectors(b -> b.tableName(name).indexName("docs")
                .searchVector(searchVector(0, 0)).topK(1).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        assertThat(r.consumedCapacity().vectorSearchRequestBytes()).isGreaterThan(16.0);
        assertThat(r.consumedCapacity().vectorWriteRequestBytes()).isNull();
    }

    @Test
    void writesReportVectorWriteRequestBytesByIndexWhenAskedForIndexes() {
        VectorIndex keysOnly = index("keys", 2, VectorDistanceFunction.EUCLIDEAN).toBuilder()
                .projection(VectorFixtures.projection(ProjectionType.KEYS_ONLY)).build();
        String name = vectorTable(keysOnly);
        Map<String, AttributeValue> doc = item("id", s("a"), "title", s("x"), "embedding", vector(1, 2));
        ConsumedCapacity put = client.putItem(b -> b.tableName(name).item(doc)
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertThat(put.vectorIndexes()).containsOnlyKeys("keys");
        assertThat(put.vectorIndexes().get("keys").vectorWriteRequestBytes()).isPositive();
        ConsumedCapacity unindexedChange = client.updateItem(b -> b.tableName(name).key(item("id", s("a")))
                .updateExpression("SET title = :t").expressionAttributeValues(values(":t", s("y")))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        assertThat(unindexedChange.vectorIndexes()).isEmpty();
        ConsumedCapacity total = client.putItem(b -> b.tableName(name).item(doc)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity();
        assertThat(total.vectorIndexes()).isEmpty();
    }
}
