package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.InvalidPageTokenException;
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
 * Runs the generated queries: builds the key condition, pages exactly, issues and checks page
 * tokens, and streams lazily.
 *
 * @param <T> the record type
 */
final class QueryRunner<T> {

    private static final String ENTITY_TYPE_ATTRIBUTE = "_et";
    private static final int MAX_READ_AHEAD = 1000;

    private final DynamoDbClient client;
    private final String tableName;
    private final EntitySchema<T> schema;
    private final PageTokens tokens;
    private final ExpiredItems expired;

    QueryRunner(DynamoDbClient client, String tableName, EntitySchema<T> schema, PageTokens tokens, ExpiredItems expired) {
        this.expired = expired;
        this.client = client;
        this.tableName = tableName;
        this.schema = schema;
        this.tokens = tokens;
    }

    Page<T> page(QuerySpec spec, PageRequest request) {
        String binding = binding(spec, request);
        Map<String, AttributeValue> start = request.token()
                .map(token -> startKey(spec, binding, token))
                .orElse(null);
        if (spec.range() != null && spec.range().isEmpty()) {
            return new Page<>(List.of(), null);
        }
        List<T> items = new ArrayList<>(Math.min(request.limit(), 256));
        Map<String, AttributeValue> lastReturned = null;
        int floor = 1;
        while (true) {
            // One item more than the page needs tells whether a next page exists, so the
            // last page never carries a token that leads to an empty page. When the filter keeps
            // dropping other entities' items, each further request reads twice as many (up to
            // 1,000), so a long run of them costs few requests; the token still resumes exactly.
            int wanted = (int) Math.min(Integer.MAX_VALUE, Math.max(floor, (long) request.limit() - items.size() + 1));
            floor = Math.min(MAX_READ_AHEAD, Math.max(floor, wanted) * 2);
            QueryResponse response = run(spec, request.isDescending(), start, wanted);
            for (Map<String, AttributeValue> item : response.items()) {
                if (outsideRange(spec, item) || expired.test(item)) {
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

    /**
     * Every item of the query, fetched a page of {@code pageSize} at a time only as the stream
     * is consumed; a consumer that stops early (for example with {@code limit}) fetches no more.
     */
    Stream<T> stream(QuerySpec spec, boolean descending, int pageSize) {
        if (spec.range() != null && spec.range().isEmpty()) {
            return Stream.empty();
        }
        Iterator<T> items = new Iterator<>() {
            private Iterator<Map<String, AttributeValue>> page = List.<Map<String, AttributeValue>>of().iterator();
            private Map<String, AttributeValue> start;
            private boolean exhausted;
            private Map<String, AttributeValue> next;

            @Override
            public boolean hasNext() {
                while (next == null) {
                    if (page.hasNext()) {
                        Map<String, AttributeValue> candidate = page.next();
                        if (!outsideRange(spec, candidate) && !expired.test(candidate)) {
                            next = candidate;
                        }
                    } else if (exhausted) {
                        return false;
                    } else {
                        QueryResponse response = run(spec, descending, start, pageSize);
                        page = response.items().iterator();
                        exhausted = !response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty();
                        start = exhausted ? null : response.lastEvaluatedKey();
                    }
                }
                return true;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Map<String, AttributeValue> item = next;
                next = null;
                return schema.fromItem(item);
            }
        };
        Spliterator<T> spliterator = Spliterators.spliteratorUnknownSize(items, Spliterator.ORDERED | Spliterator.NONNULL);
        return StreamSupport.stream(spliterator, false);
    }

    private QueryResponse run(QuerySpec spec, boolean descending, Map<String, AttributeValue> start, int limit) {
        Map<String, String> names = new HashMap<>();
        Map<String, AttributeValue> values = new HashMap<>();
        names.put("#partition", spec.partitionAttribute());
        values.put(":partition", AttributeValue.fromS(spec.partitionValue()));
        String keyCondition = "#partition = :partition" + sortCondition(spec, names, values);
        // A literal sort key prefix does not tell entities apart (LOAN# also starts LOAN#RENEWAL#),
        // so other entities sharing the partition are always dropped by type; the page loop
        // refills what the filter removes, and tokens hold the last item returned.
        names.put("#type", ENTITY_TYPE_ATTRIBUTE);
        values.put(":type", AttributeValue.fromS(schema.entityType()));
        String filter = "#type = :type";
        QueryRequest query = QueryRequest.builder()
                .tableName(tableName)
                .indexName(spec.indexName())
                .keyConditionExpression(keyCondition)
                .filterExpression(filter)
                .expressionAttributeNames(names)
                .expressionAttributeValues(values)
                .scanIndexForward(!descending)
                .consistentRead(spec.consistentRead() ? Boolean.TRUE : null)
                .limit(limit)
                .exclusiveStartKey(start)
                .build();
        try {
            return client.query(query);
        } catch (DynamoDbException e) {
            if (start != null && isValidationError(e)) {
                throw new InvalidPageTokenException(schema.entityType(),
                        "page token refused: DynamoDB rejected the position it holds (" + e.awsErrorDetails().errorMessage() + ")");
            }
            throw e;
        }
    }

    /** The sort key clause: the caller's range, else the entity's literal prefix, else none. */
    private static String sortCondition(QuerySpec spec, Map<String, String> names, Map<String, AttributeValue> values) {
        SortRange range = spec.range();
        String prefix = range != null ? range.prefix() : spec.sortPrefix();
        if (range == null || prefix != null) {
            if (prefix.isEmpty()) {
                return "";
            }
            names.put("#sort", spec.sortAttribute());
            values.put(":prefix", AttributeValue.fromS(prefix));
            return " AND begins_with(#sort, :prefix)";
        }
        names.put("#sort", spec.sortAttribute());
        if (range.low() != null) {
            values.put(":low", AttributeValue.fromS(range.low()));
        }
        if (range.high() != null) {
            values.put(":high", AttributeValue.fromS(range.high()));
        }
        if (range.low() != null && range.high() != null) {
            return " AND #sort BETWEEN :low AND :high";
        }
        return range.low() != null ? " AND #sort >= :low" : " AND #sort <= :high";
    }

    private static boolean outsideRange(QuerySpec spec, Map<String, AttributeValue> item) {
        if (spec.range() == null) {
            return false;
        }
        AttributeValue sort = item.get(spec.sortAttribute());
        return sort != null && spec.range().skips(sort.s());
    }

    private Map<String, AttributeValue> startKey(QuerySpec spec, String binding, String token) {
        List<String> values = tokens.decode(schema.entityType(), binding, token, spec.positionAttributes().size());
        if (!values.get(0).startsWith(spec.sortPrefix())) {
            throw new InvalidPageTokenException(schema.entityType(),
                    "page token refused: its position lies outside the query's sort key range");
        }
        Map<String, AttributeValue> start = new HashMap<>();
        start.put(spec.partitionAttribute(), AttributeValue.fromS(spec.partitionValue()));
        for (int i = 0; i < values.size(); i++) {
            start.put(spec.positionAttributes().get(i), AttributeValue.fromS(values.get(i)));
        }
        return start;
    }

    private static List<String> position(QuerySpec spec, Map<String, AttributeValue> item) {
        List<String> values = new ArrayList<>(spec.positionAttributes().size());
        for (String attribute : spec.positionAttributes()) {
            values.add(item.get(attribute).s());
        }
        return values;
    }

    /** What a page token is bound to: the entity, the query, its index, partition, range and direction. */
    private String binding(QuerySpec spec, PageRequest request) {
        return String.join("\u0000", schema.entityType(), spec.name(),
                spec.indexName() == null ? "" : spec.indexName(), spec.partitionValue(),
                spec.range() == null ? "" : spec.range().describe(),
                request.isDescending() ? "descending" : "ascending");
    }

    private static boolean isValidationError(DynamoDbException e) {
        return e.awsErrorDetails() != null && "ValidationException".equals(e.awsErrorDetails().errorCode());
    }
}
