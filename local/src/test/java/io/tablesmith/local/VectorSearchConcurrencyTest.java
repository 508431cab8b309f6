package io.tablesmith.local;

import static io.tablesmith.local.scenarios.VectorFixtures.index;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.scenarios.VectorFixtures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;

/**
 * Writes of different partitions run in parallel: a vector index sees each of them whole, and searches running
 * meanwhile see an index with every result well formed (an item and its score, never a half-moved slot).
 */
class VectorSearchConcurrencyTest {
    private static final int WRITERS = 4;
    private static final int ITEMS_PER_WRITER = 400;

    @Test
    void parallelWritesAndSearchesLeaveEveryItemIndexedOnce() throws Exception {
        LocalDynamoDb dynamo = LocalDynamoDb.create();
        dynamo.createTable(VectorFixtures.table(index("docs", 2, VectorDistanceFunction.EUCLIDEAN)).apply("docs"));
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS + 1);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                int writer = w;
                writers.add(pool.submit(() -> {
                    for (int n = 0; n < ITEMS_PER_WRITER; n++) {
                        int i = n;
                        String id = writer + "-" + i;
                        dynamo.putItem(b -> b.tableName("docs").item(Map.of("id", AttributeValue.fromS(id),
                                "embedding", VectorFixtures.vector(writer, i))));
                        if (i % 2 == 1) {
                            // every other item moves once and every fourth leaves the index again
                            dynamo.putItem(b -> b.tableName("docs").item(Map.of("id", AttributeValue.fromS(id),
                                    "embedding", VectorFixtures.vector(-writer, -i))));
                        }
                        if (i % 4 == 3) {
                            dynamo.deleteItem(b -> b.tableName("docs").key(Map.of("id", AttributeValue.fromS(id))));
                        }
                    }
                }));
            }
            Future<Integer> searcher = pool.submit(() -> {
                int searches = 0;
                while (writers.stream().anyMatch(f -> !f.isDone())) {
                    for (SearchResultItem result : dynamo.searchVectors(b -> b.tableName("docs").indexName("docs")
                            .searchVector(VectorFixtures.searchVector(0, 0)).topK(100)).searchResults()) {
                        assertThat(result.item()).containsKeys("id", "embedding");
                        assertThat(result.score()).isNotNegative();
                    }
                    searches++;
                }
                return searches;
            });
            for (Future<?> writer : writers) {
                writer.get();
            }
            assertThat(searcher.get()).isPositive();
        } finally {
            pool.shutdownNow();
        }
        int expected = WRITERS * ITEMS_PER_WRITER * 3 / 4;
        assertThat(dynamo.describeTable(b -> b.tableName("docs")).table().vectorIndexes().get(0).itemCount())
                .isEqualTo((long) expected);
        List<SearchResultItem> nearest = dynamo.searchVectors(b -> b.tableName("docs").indexName("docs")
                .searchVector(VectorFixtures.searchVector(-3, -1)).topK(1)).searchResults();
        assertThat(nearest.get(0).item().get("id").s()).isEqualTo("3-1");
        assertThat(nearest.get(0).score()).isZero();
    }
}
