package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import java.util.ArrayList;
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
 * Runs every generated query, on the primary key, a synthetic index or a natural index alike:
 * the query ({@link KeyQuery}) supplies its key condition and token position; this class pages
 * exactly, reads ahead past other entities' items, issues and checks page tokens, and streams
 * lazily.
 *
 * <p>Keys do not tell entities apart (a literal prefix such as {@code LOAN#} also starts
 * {@code LOAN#RENEWAL#}, and a natural index has no prefix at all), so other entities sharing the
 * partition are always dropped by type; the page loop refills what the filter removes, and tokens
 * hold the last item returned.
 *
 * @param <T> the record type
 */
final class QueryRunner<T> {

    private static final int MAX_READ_AHEAD = 1000;

    private final DynamoDbClient client;
    private final String tableName;
    private final EntitySchema<T> schema;
    private final PageTokens tokens;
    private final ExpiredItems expired;
    private final Calls calls;

    QueryRunner(DynamoDbClient client, String tableName, EntitySchema<T> schema, PageTokens tokens, ExpiredItems expired) {
        this(client, tableName, schema, tokens, expired, Calls.of(schema.entityType(), client));
    }

    QueryRunner(DynamoDbClient client, String tableName, EntitySchema<T> schema, PageTokens tokens, ExpiredItems expired,
                Calls calls) {
        this.calls = calls;
        this.client = client;
        this.tableName = tableName;
        this.schema = schema;
        this.tokens = tokens;
        this.expired = expired;
    }

    Page<T> page(KeyQuery query, PageRequest request) {
        Assembly page = assemble(query, request);
        while (!page.complete()) {
            QueryRequest next = page.next();
            QueryResponse response;
            try {
                response = client.query(next);
            } catch (DynamoDbException e) {
                throw page.refused(e);
            }
            page.accept(response);
        }
        return page.page(Call.consumedSoFar().orElse(null));
    }

    /** The assembly of one page, whose requests the caller sends: both transports page with it. */
    Assembly assemble(KeyQuery query, PageRequest request) {
        return new Assembly(query, request);
    }

    /**
     * One page being put together: the requests it needs, one after the other, and the page they make.
     * One item more than the page needs tells whether a next page exists, so the last page never
     * carries a token that leads to an empty page. When the filter keeps dropping other entities'
     * items, each further request reads twice as many (up to 1,000), so a long run of them costs few
     * requests; the token still resumes exactly.
     */
    final class Assembly {
        private final KeyQuery query;
        private final PageRequest request;
        private final String binding;
        private final List<T> items;
        private Map<String, AttributeValue> start;
        private Map<String, AttributeValue> lastReturned;
        private int floor = 1;
        private boolean complete;
        private String nextToken;

        private Assembly(KeyQuery query, PageRequest request) {
            this.query = query;
            this.request = request;
            this.binding = binding(query, request);
            this.start = request.token()
                    .map(token -> query.startKey(schema.entityType(),
                            tokens.decode(schema.entityType(), binding, token, query.positionSize())))
                    .orElse(null);
            this.items = new ArrayList<>(Math.min(request.limit(), 256));
            this.complete = query.matchesNothing();
        }

        /** Whether the page is complete: no more requests. */
        boolean complete() {
            return complete;
        }

        /** The next request to send. */
        QueryRequest next() {
            int wanted = (int) Math.min(Integer.MAX_VALUE, Math.max(floor, (long) request.limit() - items.size() + 1));
            floor = Math.min(MAX_READ_AHEAD, Math.max(floor, wanted) * 2);
            return request(query, request.isDescending(), start, wanted);
        }

        /** Takes the answer to {@link #next}. */
        void accept(QueryResponse response) {
            for (Map<String, AttributeValue> item : response.items()) {
                if (query.skips(item) || expired.test(item)) {
                    continue;
                }
                if (items.size() == request.limit()) {
                    nextToken = tokens.encode(binding, query.position(lastReturned));
                    complete = true;
                    return;
                }
                items.add(schema.fromItem(item));
                lastReturned = item;
            }
            if (isLast(response)) {
                complete = true;
            } else {
                start = response.lastEvaluatedKey();
            }
        }

        /** What DynamoDB's refusal of a request means: a page token it rejected, or the refusal itself. */
        RuntimeException refused(DynamoDbException e) {
            if (start != null && isValidationError(e)) {
                return new InvalidPageTokenException(schema.entityType(),
                        "page token refused: DynamoDB rejected the position it holds (" + e.awsErrorDetails().errorMessage() + ")");
            }
            return e;
        }

        /** The complete page, with what its requests consumed ({@code null}: not asked for). */
        Page<T> page(io.tablesmith.Capacity consumed) {
            return new Page<>(items, nextToken, consumed);
        }
    }

    /**
     * Every item of the query, fetched a page of {@code pageSize} at a time only as the stream
     * is consumed; a consumer that stops early (for example with {@code limit}) fetches no more.
     */
    Stream<T> stream(KeyQuery query, boolean descending, int pageSize) {
        if (query.matchesNothing()) {
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
                        if (!query.skips(candidate) && !expired.test(candidate)) {
                            next = candidate;
                        }
                    } else if (exhausted) {
                        return false;
                    } else {
                        // each page is a call of its own: the stream is read after the method that made it returned
                        QueryResponse response;
                        Call call = calls.open(query.name());
                        try {
                            response = run(query, descending, start, pageSize);
                        } finally {
                            call.close();
                        }
                        page = response.items().iterator();
                        exhausted = isLast(response);
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

    /** The request: every clause names its attribute and value through placeholders. */
    QueryRequest request(KeyQuery query, boolean descending, Map<String, AttributeValue> start, int limit) {
        ExpressionBuilder expression = new ExpressionBuilder();
        String keyCondition = query.keyCondition(expression);
        String filter = expression.name(StoredItems.ENTITY_TYPE_ATTRIBUTE) + " = "
                + expression.value(AttributeValue.fromS(schema.entityType()));
        return QueryRequest.builder()
                .tableName(tableName)
                .indexName(query.indexName())
                .keyConditionExpression(keyCondition)
                .filterExpression(filter)
                .expressionAttributeNames(expression.names())
                .expressionAttributeValues(expression.values())
                .scanIndexForward(!descending)
                .consistentRead(query.consistentRead() ? Boolean.TRUE : null)
                .limit(limit)
                .exclusiveStartKey(start)
                .build();
    }

    private QueryResponse run(KeyQuery query, boolean descending, Map<String, AttributeValue> start, int limit) {
        try {
            return client.query(request(query, descending, start, limit));
        } catch (DynamoDbException e) {
            if (start != null && isValidationError(e)) {
                throw new InvalidPageTokenException(schema.entityType(),
                        "page token refused: DynamoDB rejected the position it holds (" + e.awsErrorDetails().errorMessage() + ")");
            }
            throw e;
        }
    }

    private static boolean isLast(QueryResponse response) {
        return !response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty();
    }

    /** What a page token is bound to: the entity, the query, its index, partition, sort conditions and direction. */
    private String binding(KeyQuery query, PageRequest request) {
        return String.join("\u0000", schema.entityType(), query.name(), query.binding(),
                request.isDescending() ? "descending" : "ascending");
    }

    private static boolean isValidationError(DynamoDbException e) {
        return e.awsErrorDetails() != null && "ValidationException".equals(e.awsErrorDetails().errorCode());
    }
}
