package io.tablesmith.internal;

import io.tablesmith.InvalidPageTokenException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One generated query, resolved to attribute names and the caller's partition value.
 *
 * @param name the query's method name, part of what a page token is bound to
 * @param indexName the global secondary index, or {@code null} for the table's primary key
 * @param partitionAttribute the partition key attribute ({@code pk} or {@code <index>pk})
 * @param partitionValue the rendered partition key the caller asked for
 * @param sortAttribute the sort key attribute ({@code sk} or {@code <index>sk})
 * @param sortPrefix the literal start of the sort key template, matched with {@code begins_with};
 *     empty when the template starts with a placeholder
 * @param positionAttributes the key attributes, besides the partition key, that locate an item
 *     in this query's order; a page token stores their values
 * @param range the sort key range asked for, or {@code null} for the whole of the entity's keys
 * @param consistentRead whether to read with strong consistency (primary key queries only)
 */
public record QuerySpec(
        String name,
        String indexName,
        String partitionAttribute,
        String partitionValue,
        String sortAttribute,
        String sortPrefix,
        List<String> positionAttributes,
        SortRange range,
        boolean consistentRead) implements KeyQuery {

    public QuerySpec {
        if (consistentRead && indexName != null) {
            throw new IllegalArgumentException("DynamoDB has no consistent reads on global secondary index " + indexName);
        }
    }

    /** A query over the table's primary key. */
    public static QuerySpec primary(String name, String partitionValue, String sortPrefix) {
        return new QuerySpec(name, null, "pk", partitionValue, "sk", sortPrefix, List.of("sk"), null, false);
    }

    /** A query over a global secondary index whose key attributes are {@code <index>pk} and {@code <index>sk}. */
    public static QuerySpec index(String name, String indexName, String partitionValue, String sortPrefix) {
        String sortAttribute = indexName + "sk";
        return new QuerySpec(name, indexName, indexName + "pk", partitionValue, sortAttribute, sortPrefix,
                List.of(sortAttribute, "pk", "sk"), null, false);
    }

    /** The same query limited to a sort key range; it replaces any range set before. */
    public QuerySpec withRange(SortRange newRange) {
        return new QuerySpec(name, indexName, partitionAttribute, partitionValue, sortAttribute, sortPrefix,
                positionAttributes, newRange, consistentRead);
    }

    /** The same query with strongly consistent reads. */
    public QuerySpec withConsistentRead() {
        return new QuerySpec(name, indexName, partitionAttribute, partitionValue, sortAttribute, sortPrefix,
                positionAttributes, range, true);
    }

    @Override
    public boolean matchesNothing() {
        return range != null && range.isEmpty();
    }

    /** The partition, then the caller's range, else the entity's literal sort key prefix, else nothing. */
    @Override
    public String keyCondition(ExpressionBuilder expression) {
        String partition = expression.name(partitionAttribute) + " = " + expression.value(AttributeValue.fromS(partitionValue));
        String prefix = range != null ? range.prefix() : sortPrefix;
        if (range == null || prefix != null) {
            return prefix.isEmpty() ? partition
                    : partition + " AND begins_with(" + expression.name(sortAttribute) + ", "
                            + expression.value(AttributeValue.fromS(prefix)) + ")";
        }
        String sort = expression.name(sortAttribute);
        if (range.low() != null && range.high() != null) {
            return partition + " AND " + sort + " BETWEEN " + expression.value(AttributeValue.fromS(range.low()))
                    + " AND " + expression.value(AttributeValue.fromS(range.high()));
        }
        return range.low() != null
                ? partition + " AND " + sort + " >= " + expression.value(AttributeValue.fromS(range.low()))
                : partition + " AND " + sort + " <= " + expression.value(AttributeValue.fromS(range.high()));
    }

    @Override
    public boolean skips(Map<String, AttributeValue> item) {
        if (range == null) {
            return false;
        }
        AttributeValue sort = item.get(sortAttribute);
        return sort != null && range.skips(sort.s());
    }

    @Override
    public String binding() {
        return String.join("\u0000", indexName == null ? "" : indexName, partitionValue, range == null ? "" : range.describe());
    }

    @Override
    public int positionSize() {
        return positionAttributes.size();
    }

    @Override
    public List<String> position(Map<String, AttributeValue> item) {
        List<String> values = new ArrayList<>(positionAttributes.size());
        for (String attribute : positionAttributes) {
            values.add(item.get(attribute).s());
        }
        return values;
    }

    @Override
    public Map<String, AttributeValue> startKey(String entityType, List<String> position) {
        if (!position.get(0).startsWith(sortPrefix)) {
            throw new InvalidPageTokenException(entityType, "page token refused: its position lies outside the query's sort key range");
        }
        Map<String, AttributeValue> start = new HashMap<>();
        start.put(partitionAttribute, AttributeValue.fromS(partitionValue));
        for (int i = 0; i < position.size(); i++) {
            start.put(positionAttributes.get(i), AttributeValue.fromS(position.get(i)));
        }
        return start;
    }
}
