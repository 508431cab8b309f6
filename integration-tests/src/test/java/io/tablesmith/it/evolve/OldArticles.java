package io.tablesmith.it.evolve;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.it.evolve.after.ArticleSchema;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Articles as the first release stored them (no index attributes, the title under "name", no
 * views or visible), written raw, and the check that a re-index left every one's index keys as
 * the current record renders them. (That release's record cannot be compiled beside this one:
 * one entity type has one record in a compilation.)
 */
final class OldArticles {

    static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final List<String> REGIONS = List.of("eu", "us", "ap", "sa");

    private OldArticles() {
    }

    static String id(int n) {
        return String.format("a%05d", n);
    }

    /** Every tenth article has no region, so it stays out of the sparse index. */
    static String regionOf(int n) {
        return n % 10 == 9 ? null : REGIONS.get(n % REGIONS.size());
    }

    /** Article {@code n} as the first release stored it. */
    static Map<String, AttributeValue> item(int n) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("pk", AttributeValue.fromS("ARTICLE#" + id(n)));
        item.put("sk", AttributeValue.fromS("A"));
        item.put("_et", AttributeValue.fromS("ARTICLE"));
        item.put("id", AttributeValue.fromS(id(n)));
        item.put("name", AttributeValue.fromS("Article " + n));
        if (regionOf(n) != null) {
            item.put("region", AttributeValue.fromS(regionOf(n)));
        }
        item.put("createdAt", AttributeValue.fromS(T0.plusSeconds(n).toString()));
        return item;
    }

    /** Writes articles 0 to {@code articles - 1} in their old form with plain batch writes. */
    static void load(DynamoDbClient engine, String table, int articles) {
        List<WriteRequest> writes = new ArrayList<>();
        for (int n = 0; n < articles; n++) {
            Map<String, AttributeValue> item = item(n);
            writes.add(WriteRequest.builder().putRequest(put -> put.item(item)).build());
        }
        for (int from = 0; from < writes.size(); from += 25) {
            Map<String, List<WriteRequest>> batch = Map.of(table, writes.subList(from, Math.min(writes.size(), from + 25)));
            while (!batch.isEmpty()) {
                batch = engine.batchWriteItem(BatchWriteItemRequest.builder().requestItems(batch).build()).unprocessedItems();
            }
        }
    }

    /** Every stored item of entity type {@code type}, by partition key, read consistently. */
    static Map<String, Map<String, AttributeValue>> itemsOfType(DynamoDbClient engine, String table, String type) {
        Map<String, Map<String, AttributeValue>> items = new HashMap<>();
        Map<String, AttributeValue> start = null;
        do {
            ScanRequest.Builder request = ScanRequest.builder().tableName(table).consistentRead(true)
                    .filterExpression("#et = :et")
                    .expressionAttributeNames(Map.of("#et", "_et"))
                    .expressionAttributeValues(Map.of(":et", AttributeValue.fromS(type)));
            if (start != null) {
                request.exclusiveStartKey(start);
            }
            ScanResponse page = engine.scan(request.build());
            page.items().forEach(item -> items.put(item.get("pk").s(), item));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }

    /**
     * Every one of the {@code articles} stored articles has the index attributes its current
     * record renders (none when sparse); an article whose views are text no release can read is
     * passed over.
     */
    static void assertEveryIndexKeyRight(DynamoDbClient engine, String table, int articles) {
        Map<String, Map<String, AttributeValue>> stored = itemsOfType(engine, table, "ARTICLE");
        assertThat(stored).hasSize(articles);
        for (Map<String, AttributeValue> item : stored.values()) {
            AttributeValue views = item.get("views");
            if (views != null && views.s() != null) {
                continue;
            }
            Map<String, AttributeValue> expected = ArticleSchema.INSTANCE.toItem(ArticleSchema.INSTANCE.fromItem(item));
            for (String attribute : List.of("gsi1pk", "gsi1sk")) {
                assertThat(item.get(attribute)).as("%s of %s", attribute, item.get("pk").s()).isEqualTo(expected.get(attribute));
            }
        }
    }
}
