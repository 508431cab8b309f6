package io.tablesmith.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** Reads a whole partition with one {@code Query} (following DynamoDB's 1 MB pages), for item collections. */
public final class CollectionReader {

    private final DynamoDbClient client;
    private final String tableName;
    private final String collection;

    /**
     * @param collection the collection record's simple name, for messages
     */
    public CollectionReader(DynamoDbClient client, String tableName, String collection) {
        this.client = TranslatingClient.of(client, null);
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.collection = collection;
    }

    public PartitionItems read(String partition, boolean consistentRead) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            QueryResponse response = client.query(QueryRequest.builder()
                    .tableName(tableName)
                    .keyConditionExpression("#pk = :pk")
                    .expressionAttributeNames(Map.of("#pk", "pk"))
                    .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(partition)))
                    .consistentRead(consistentRead)
                    .exclusiveStartKey(start)
                    .build());
            items.addAll(response.items());
            start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty() ? response.lastEvaluatedKey() : null;
        } while (start != null);
        return new PartitionItems(collection, partition, items);
    }
}
