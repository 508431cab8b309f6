package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Runs queries on natural (multi-attribute) indexes: one equality clause per partition
 * attribute, equalities on leading sort attributes, one range; exact pages with page tokens
 * bound to the query as for every other query, and lazy streams.
 *
 * <p>A natural index has no entity prefix in its keys, so the entity type is always filtered;
 * the page loop refills what the filter removes.
 */
final class NaturalQueryRunner<T> {

    private final DynamoDbClient client;
    private final String tableName;
    private final EntitySchema<T> schema;
    private final PageTokens tokens;
    private final ExpiredItems expired;

    NaturalQueryRunner(DynamoDbClient client, String tableName, EntitySchema<T> schema, PageTokens tokens,
                       ExpiredItems expired) {
        this.client = client;
        this.tableName = tableName;
        this.schema = schema;
        this.tokens = tokens;
        this.expired = expired;
    }

    Page<T> page(NaturalQuerySpec spec, PageRequest request) {
        String binding = String.join("\u0000", schema.entityType(), spec.name(), spec.indexName(), spec.describe(),
                request.isDescending() ? "descending" : "ascending");
        Map<String, AttributeValue> start = request.token().map(token -> startKey(spec, binding, token)).orElse(null);
        List<T> items = new ArrayList<>(Math.min(request.limit(), 256));
        Map<String, AttributeValue> lastReturned = null;
        while (true) {
            int wanted = (int) Math.min(Integer.MAX_VALUE, (long) request.limit() - items.size() + 1);
            QueryResponse response = run(spec, request.isDescending(), start, wanted);
            for (Map<String, AttributeValue> item : response.items()) {
                if (expired.test(item)) {
                    continue;
                }
                if (items.size() == request.limit()) {
                    return new Page<>(items, tokens.encode(binding, position(spec, lastReturned)));
                }
                items.add(schema.fromItem(item));
                lastReturned = item;
            }
            if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
                return new Page<>(items, null);
            }
            start = response.lastEvaluatedKey();
        }
    }

    Stream<T> stream(NaturalQuerySpec spec, boolean descending, int pageSize) {
        Iterator<Map<String, AttributeValue>> items = new Iterator<>() {
            private Iterator<Map<String, AttributeValue>> page = List.<Map<String, AttributeValue>>of().iterator();
            private Map<String, AttributeValue> start;
            private boolean exhausted;

            @Override
            public boolean hasNext() {
                while (!page.hasNext()) {
                    if (exhausted) {
                        return false;
                    }
                    QueryResponse response = run(spec, descending, start, pageSize);
                    page = response.items().iterator();
                    exhausted = !response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty();
                    start = exhausted ? null : response.lastEvaluatedKey();
                }
                return true;
            }

            @Override
            public Map<String, AttributeValue> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return page.next();
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(items, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .filter(item -> !expired.test(item))
                .map(schema::fromItem);
    }

    /** The request: every clause names its attribute and value through placeholders. */
    QueryRequest request(NaturalQuerySpec spec, boolean descending, Map<String, AttributeValue> start, int limit) {
        ExpressionBuilder expression = new ExpressionBuilder();
        List<String> clauses = new ArrayList<>();
        for (int i = 0; i < spec.partitionAttributes().size(); i++) {
            clauses.add(expression.name(spec.partitionAttributes().get(i)) + " = " + expression.value(spec.partitionValues().get(i)));
        }
        for (int i = 0; i < spec.sortEquals().size(); i++) {
            clauses.add(expression.name(spec.sortAttributes().get(i)) + " = " + expression.value(spec.sortEquals().get(i)));
        }
        NaturalQuerySpec.Range range = spec.range();
        if (range != null) {
            String attribute = expression.name(spec.sortAttributes().get(spec.sortEquals().size()));
            List<String> values = range.values().stream().map(expression::value).toList();
            clauses.add(switch (range.operator()) {
                case BETWEEN -> attribute + " BETWEEN " + values.get(0) + " AND " + values.get(1);
                case GREATER_THAN -> attribute + " > " + values.get(0);
                case GREATER_THAN_OR_EQUAL_TO -> attribute + " >= " + values.get(0);
                case LESS_THAN -> attribute + " < " + values.get(0);
                case LESS_THAN_OR_EQUAL_TO -> attribute + " <= " + values.get(0);
                case BEGINS_WITH -> "begins_with(" + attribute + ", " + values.get(0) + ")";
            });
        }
        String filter = expression.name("_et") + " = " + expression.value(AttributeValue.fromS(schema.entityType()));
        return QueryRequest.builder()
                .tableName(tableName)
                .indexName(spec.indexName())
                .keyConditionExpression(String.join(" AND ", clauses))
                .filterExpression(filter)
                .expressionAttributeNames(expression.names())
                .expressionAttributeValues(expression.values())
                .scanIndexForward(!descending)
                .limit(limit)
                .exclusiveStartKey(start)
                .build();
    }

    private QueryResponse run(NaturalQuerySpec spec, boolean descending, Map<String, AttributeValue> start, int limit) {
        try {
            return client.query(request(spec, descending, start, limit));
        } catch (DynamoDbException e) {
            if (start != null && e.awsErrorDetails() != null && "ValidationException".equals(e.awsErrorDetails().errorCode())) {
                throw new InvalidPageTokenException(schema.entityType(),
                        "page token refused: DynamoDB rejected the position it holds (" + e.awsErrorDetails().errorMessage() + ")");
            }
            throw e;
        }
    }

    /** The position after an item: its sort attributes (typed), then its table key. */
    private static List<String> position(NaturalQuerySpec spec, Map<String, AttributeValue> item) {
        List<String> values = new ArrayList<>(spec.sortAttributes().size() + 2);
        for (String attribute : spec.sortAttributes()) {
            values.add(NaturalQuerySpec.text(item.get(attribute)));
        }
        values.add(item.get(ItemKey.PARTITION_ATTRIBUTE).s());
        values.add(item.get(ItemKey.SORT_ATTRIBUTE).s());
        return values;
    }

    private Map<String, AttributeValue> startKey(NaturalQuerySpec spec, String binding, String token) {
        int sorts = spec.sortAttributes().size();
        List<String> values = tokens.decode(schema.entityType(), binding, token, sorts + 2);
        Map<String, AttributeValue> start = new HashMap<>();
        for (int i = 0; i < spec.partitionAttributes().size(); i++) {
            start.put(spec.partitionAttributes().get(i), spec.partitionValues().get(i));
        }
        for (int i = 0; i < sorts; i++) {
            AttributeValue value = NaturalQuerySpec.value(values.get(i));
            if (value == null || (i < spec.sortEquals().size() && !value.equals(spec.sortEquals().get(i)))) {
                throw new InvalidPageTokenException(schema.entityType(),
                        "page token refused: its position lies outside the query's sort conditions");
            }
            start.put(spec.sortAttributes().get(i), value);
        }
        start.put(ItemKey.PARTITION_ATTRIBUTE, AttributeValue.fromS(values.get(sorts)));
        start.put(ItemKey.SORT_ATTRIBUTE, AttributeValue.fromS(values.get(sorts + 1)));
        return start;
    }
}
