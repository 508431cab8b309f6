package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.TablesmithException;
import io.tablesmith.condition.Condition;
import io.tablesmith.vector.Scored;
import io.tablesmith.vector.Similar;
import io.tablesmith.vector.SimilarityQuery;
import io.tablesmith.vector.VectorDimensionException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;

/**
 * The one way a vector search goes: the vector checked against the index's dimensions before
 * anything is sent, one {@code SearchVectors} request through the {@link TranslatingClient} in a
 * call named by the query, and items of other entity types (which share the index when they share
 * the vector attribute) left out, as every query of Tablesmith leaves them out.
 *
 * @param <T> the record type
 */
final class VectorSearchCore<T> implements SimilarityQuery<T> {

    static final int DEFAULT_TOP_K = 10;

    private final DynamoDbClient client;
    private final String tableName;
    private final EntitySchema<T> schema;
    private final Calls calls;
    private final VectorIndexDescriptor index;
    private final float[] vector;
    private final Map.Entry<String, AttributeValue> hashKey;
    private final int topK;
    private final Condition<T> condition;

    VectorSearchCore(DynamoDbClient client, String tableName, EntitySchema<T> schema, Calls calls,
                     VectorIndexDescriptor index, float[] vector, Map.Entry<String, AttributeValue> hashKey) {
        this(client, tableName, schema, calls, index, checked(schema, index, vector), hashKey, DEFAULT_TOP_K, null);
    }

    private VectorSearchCore(DynamoDbClient client, String tableName, EntitySchema<T> schema, Calls calls,
                             VectorIndexDescriptor index, float[] vector, Map.Entry<String, AttributeValue> hashKey,
                             int topK, Condition<T> condition) {
        this.client = client;
        this.tableName = tableName;
        this.schema = schema;
        this.calls = calls;
        this.index = index;
        this.vector = vector;
        this.hashKey = hashKey;
        this.topK = topK;
        this.condition = condition;
    }

    private static float[] checked(EntitySchema<?> schema, VectorIndexDescriptor index, float[] vector) {
        if (vector == null) {
            throw new NullPointerException("vector");
        }
        if (vector.length != index.dimensions()) {
            throw new VectorDimensionException(schema.entityType(), index.indexName(), index.dimensions(), vector.length);
        }
        return vector.clone();
    }

    @Override
    public SimilarityQuery<T> topK(int k) {
        if (k < 1 || k > MAX_TOP_K) {
            throw new IllegalArgumentException("topK is 1 to " + MAX_TOP_K + " (DynamoDB's range), not " + k);
        }
        return new VectorSearchCore<>(client, tableName, schema, calls, index, vector, hashKey, k, condition);
    }

    @Override
    public SimilarityQuery<T> where(Condition<T> more) {
        java.util.Objects.requireNonNull(more, "condition");
        return new VectorSearchCore<>(client, tableName, schema, calls, index, vector, hashKey, topK,
                condition == null ? more : condition.and(more));
    }

    @Override
    public Similar<T> execute() {
        SearchVectorsRequest request = request();
        Call call = calls.open(index.queryName());
        try {
            SearchVectorsResponse response = client.searchVectors(request);
            List<Scored<T>> matches = new ArrayList<>(response.searchResults().size());
            for (SearchResultItem result : response.searchResults()) {
                AttributeValue type = result.item().get(StoredItems.ENTITY_TYPE_ATTRIBUTE);
                if (type != null && schema.entityType().equals(type.s())) {
                    matches.add(new Scored<>(schema.fromItem(result.item()), result.score()));
                }
            }
            Double bytes = response.consumedCapacity() == null ? null
                    : response.consumedCapacity().vectorSearchRequestBytes();
            return new Similar<>(matches, call.consumed().orElse(null), bytes);
        } finally {
            call.close();
        }
    }

    /** The request as sent, before the call adds its options. */
    SearchVectorsRequest request() {
        ExpressionBuilder expression = new ExpressionBuilder();
        List<String> parts = new ArrayList<>(2);
        if (hashKey != null) {
            parts.add(expression.name(hashKey.getKey()) + " = " + expression.value(hashKey.getValue()));
        }
        if (condition != null) {
            parts.add("(" + condition.render(allowedOnly(expression)) + ")");
        }
        return SearchVectorsRequest.builder()
                .tableName(tableName)
                .indexName(index.indexName())
                .searchVector(VectorCodec.elements(vector))
                .topK(topK)
                .searchConditionExpression(parts.isEmpty() ? null : String.join(" AND ", parts))
                .expressionAttributeNames(expression.names())
                .expressionAttributeValues(expression.values())
                .build();
    }

    /** Placeholders that refuse an attribute the index cannot filter on, before the request is sent. */
    private Condition.Placeholders allowedOnly(ExpressionBuilder expression) {
        return new Condition.Placeholders() {
            @Override
            public String name(String attribute) {
                if (!index.filterAttributes().contains(attribute)) {
                    throw new TablesmithException(schema.entityType(), null, "vector index " + index.indexName()
                            + " filters on " + new java.util.TreeSet<>(index.filterAttributes()) + ", not on " + attribute
                            + "; add it to the index's filters (@VectorSearch(filters = ...)) or filter the results");
                }
                return expression.name(attribute);
            }

            @Override
            public String value(AttributeValue value) {
                return expression.value(value);
            }
        };
    }
}
