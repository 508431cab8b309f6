package io.tablesmith.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Reads a whole partition with one {@code Query} (following DynamoDB's 1 MB pages), for item collections; optionally
 * no more than a given number of items.
 */
public final class CollectionReader {

    private final DynamoDbClient client;
    private final String tableName;
    private final String collection;
    private final Calls calls;

    /**
     * @param collection the collection record's simple name, for messages
     */
    public CollectionReader(DynamoDbClient client, String tableName, String collection) {
        this.client = TranslatingClient.of(client, null);
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.collection = collection;
        this.calls = Calls.of(collection == null ? "collection" : collection, this.client);
    }

    /** Every item of the partition, however many it holds. */
    public PartitionItems read(String partition, boolean consistentRead) {
        return read(partition, consistentRead, Integer.MAX_VALUE);
    }

    /**
     * The items of the partition, which must hold at most {@code maxItems}: the query reads one item more than that
     * at most, to tell a partition that holds exactly {@code maxItems} from one that holds more.
     *
     * @throws io.tablesmith.CollectionTooLargeException when the partition holds more than {@code maxItems} items
     */
    public PartitionItems read(String partition, boolean consistentRead, int maxItems) {
        Call call = calls.open("get");
        try {
            if (maxItems < 1) {
                throw new IllegalArgumentException("maxItems must be at least 1, not " + maxItems);
            }
            boolean bounded = maxItems < Integer.MAX_VALUE;
            List<Map<String, AttributeValue>> items = new ArrayList<>();
            Map<String, AttributeValue> start = null;
            do {
                QueryResponse response = client.query(QueryRequest.builder()
                        .tableName(tableName)
                        .keyConditionExpression("#pk = :pk")
                        .expressionAttributeNames(Map.of("#pk", "pk"))
                        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(partition)))
                        .consistentRead(consistentRead)
                        .limit(bounded ? maxItems + 1 - items.size() : null)
                        .exclusiveStartKey(start)
                        .build());
                items.addAll(response.items());
                if (items.size() > maxItems) {
                    throw new io.tablesmith.CollectionTooLargeException(collection, partition, maxItems);
                }
                start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty() ? response.lastEvaluatedKey() : null;
            } while (start != null);
            return new PartitionItems(collection, partition, items);
        } finally {
            call.close();
        }
    }
}
