package io.tablesmith.internal;

import java.util.List;

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
        boolean consistentRead) {

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
}
