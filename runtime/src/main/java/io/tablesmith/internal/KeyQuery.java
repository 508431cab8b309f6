package io.tablesmith.internal;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What {@link QueryRunner} needs from one generated query: where it reads, its key condition and
 * how a page token holds a position in it. Everything else (paging, read-ahead, the entity-type
 * filter, expiry, tokens, streams) is the runner's, alike for every query.
 */
sealed interface KeyQuery permits QuerySpec, NaturalQuerySpec {

    /** The query's method name, part of what a page token is bound to. */
    String name();

    /** The global secondary index, or {@code null} for the table's primary key. */
    String indexName();

    /** Whether to read with strong consistency (primary key queries only). */
    boolean consistentRead();

    /** Whether no item can match (an empty range): the runner then sends no request. */
    boolean matchesNothing();

    /** The key condition expression; its attribute names and values go through {@code expression}. */
    String keyCondition(ExpressionBuilder expression);

    /**
     * Whether an item DynamoDB returned lies outside what was asked, for conditions a key condition
     * cannot say exactly (an exclusive bound of a group of keys).
     */
    boolean skips(Map<String, AttributeValue> item);

    /** The partition and sort conditions, as a page token is bound to them. */
    String binding();

    /** How many values a page token of this query holds. */
    int positionSize();

    /** The position of {@code item} in this query's order, as a page token keeps it. */
    List<String> position(Map<String, AttributeValue> item);

    /**
     * The {@code ExclusiveStartKey} a page token's position resumes from.
     *
     * @throws io.tablesmith.InvalidPageTokenException when the position lies outside this query
     */
    Map<String, AttributeValue> startKey(String entityType, List<String> position);
}
