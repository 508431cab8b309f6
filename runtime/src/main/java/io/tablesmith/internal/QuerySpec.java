package io.tablesmith.internal;

import io.tablesmith.InvalidPageTokenException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One call of a generated query: its {@link QueryDescriptor} (a constant of the schema) with the
 * caller's partition value and, once narrowed, a sort key range.
 *
 * @param query the query: its name, where it reads and its entity's sort key prefix
 * @param partitionValue the rendered partition key the caller asked for
 * @param range the sort key range asked for, or {@code null} for the whole of the entity's keys
 * @param consistentRead whether to read with strong consistency (primary key queries only)
 */
public record QuerySpec(QueryDescriptor query, String partitionValue, SortRange range, boolean consistentRead)
        implements KeyQuery {

    public QuerySpec {
        if (consistentRead && query.indexName() != null) {
            throw new IllegalArgumentException("DynamoDB has no consistent reads on global secondary index " + query.indexName());
        }
    }

    /** The query over one partition, all of the entity's keys in it. */
    public static QuerySpec of(QueryDescriptor query, String partitionValue) {
        return new QuerySpec(query, partitionValue, null, false);
    }

    /** The same query limited to a sort key range; it replaces any range set before. */
    public QuerySpec withRange(SortRange newRange) {
        return new QuerySpec(query, partitionValue, newRange, consistentRead);
    }

    /** The same query with strongly consistent reads. */
    public QuerySpec withConsistentRead() {
        return new QuerySpec(query, partitionValue, range, true);
    }

    @Override
    public String name() {
        return query.name();
    }

    @Override
    public String indexName() {
        return query.indexName();
    }

    @Override
    public boolean matchesNothing() {
        return range != null && range.isEmpty();
    }

    /** The partition, then the caller's range, else the entity's literal sort key prefix, else nothing. */
    @Override
    public String keyCondition(ExpressionBuilder expression) {
        String partition = expression.name(query.partitionAttribute()) + " = "
                + expression.value(AttributeValue.fromS(partitionValue));
        String prefix = range != null ? range.prefix() : query.sortPrefix();
        if (range == null || prefix != null) {
            return prefix.isEmpty() ? partition
                    : partition + " AND begins_with(" + expression.name(query.sortAttribute()) + ", "
                            + expression.value(AttributeValue.fromS(prefix)) + ")";
        }
        String sort = expression.name(query.sortAttribute());
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
        AttributeValue sort = item.get(query.sortAttribute());
        return sort != null && range.skips(sort.s());
    }

    @Override
    public String binding() {
        String index = query.indexName();
        return String.join("\u0000", index == null ? "" : index, partitionValue, range == null ? "" : range.describe());
    }

    @Override
    public int positionSize() {
        return query.positionAttributes().size();
    }

    @Override
    public List<String> position(Map<String, AttributeValue> item) {
        List<String> values = new ArrayList<>(query.positionAttributes().size());
        for (String attribute : query.positionAttributes()) {
            values.add(item.get(attribute).s());
        }
        return values;
    }

    @Override
    public Map<String, AttributeValue> startKey(String entityType, List<String> position) {
        if (!position.get(0).startsWith(query.sortPrefix())) {
            throw new InvalidPageTokenException(entityType, "page token refused: its position lies outside the query's sort key range");
        }
        Map<String, AttributeValue> start = new HashMap<>();
        start.put(query.partitionAttribute(), AttributeValue.fromS(partitionValue));
        for (int i = 0; i < position.size(); i++) {
            start.put(query.positionAttributes().get(i), AttributeValue.fromS(position.get(i)));
        }
        return start;
    }
}
