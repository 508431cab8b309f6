package io.tablesmith.internal;

import io.tablesmith.InvalidKeyException;
import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.ItemKey;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One generated query on a natural (multi-attribute) index: equality on every partition
 * attribute, equality on some leading sort attributes and at most one range condition on the
 * sort attribute after them, which is exactly what DynamoDB accepts. A natural index has no
 * entity prefix in its keys: the runner's entity-type filter tells entities apart.
 *
 * @param query the query: its name, its index and the index's key attributes
 * @param partitionValues the values of the partition attributes, in key order
 * @param sortEquals values of the leading sort attributes the query fixes
 * @param range a condition on the sort attribute after the fixed ones, or {@code null}
 */
public record NaturalQuerySpec(NaturalQueryDescriptor query, List<AttributeValue> partitionValues,
                               List<AttributeValue> sortEquals, Range range) implements KeyQuery {

    public NaturalQuerySpec {
        partitionValues = List.copyOf(partitionValues);
        sortEquals = List.copyOf(sortEquals);
        if (query.partitionAttributes().size() != partitionValues.size()) {
            throw new IllegalArgumentException("one value per partition attribute of " + query);
        }
        if (sortEquals.size() + (range == null ? 0 : 1) > query.sortAttributes().size()) {
            throw new IllegalArgumentException("more sort conditions than sort attributes in " + query);
        }
    }

    /** The query on the whole partition of these values, in sort order. */
    public static NaturalQuerySpec of(NaturalQueryDescriptor query, List<AttributeValue> partitionValues) {
        return new NaturalQuerySpec(query, partitionValues, List.of(), null);
    }

    /** The same partition with new sort conditions: {@code equals} on the leading sort attributes, then {@code newRange} or none. */
    public NaturalQuerySpec withSort(List<AttributeValue> equals, Range newRange) {
        return new NaturalQuerySpec(query, partitionValues, equals, newRange);
    }

    @Override
    public String name() {
        return query.name();
    }

    @Override
    public String indexName() {
        return query.indexName();
    }

    /**
     * The stored form of one key value, refused when it could not be in an index: null, or an
     * empty string or binary (DynamoDB keeps no such key).
     *
     * @throws InvalidKeyException naming the component
     */
    public static <V> AttributeValue keyValue(String entityType, String component, V value, Codec<V> codec) {
        if (value == null) {
            throw new InvalidKeyException(entityType, "component '" + component + "' is null, but a key value is needed to query");
        }
        AttributeValue stored = codec.write(value);
        if ((stored.s() != null && stored.s().isEmpty()) || (stored.b() != null && stored.b().asByteArray().length == 0)) {
            throw new InvalidKeyException(entityType, "component '" + component + "' is empty, but DynamoDB index keys cannot be empty");
        }
        return stored;
    }

    /**
     * {@link #keyValue}, for one end of a range: a time whose stored text does not sort with the
     * others (outside the years 0000 to 9999) is refused too, since DynamoDB would compare its
     * text and answer with the wrong items.
     *
     * @throws InvalidKeyException naming the component and the range
     */
    public static <V> AttributeValue rangeValue(String entityType, String component, V value, Codec<V> codec) {
        AttributeValue stored = keyValue(entityType, component, value, codec);
        if (codec instanceof TextCodec<V> text && !text.sorts(value)) {
            throw new InvalidKeyException(entityType, "component '" + component + "' bounds a range with " + value
                    + ", outside the years 0000 to 9999 where its stored text sorts as time");
        }
        return stored;
    }

    /** The text form a page token or binding keeps of a key value: its type letter and its value. */
    static String text(AttributeValue value) {
        if (value.s() != null) {
            return "S" + value.s();
        }
        if (value.n() != null) {
            return "N" + value.n();
        }
        if (value.b() != null) {
            return "B" + Base64.getEncoder().encodeToString(value.b().asByteArray());
        }
        throw new IllegalArgumentException("not an S, N or B value: " + value);
    }

    /** The value of {@link #text}; {@code null} when the text is none. */
    static AttributeValue value(String text) {
        if (text.isEmpty()) {
            return null;
        }
        String body = text.substring(1);
        try {
            return switch (text.charAt(0)) {
                case 'S' -> AttributeValue.fromS(body);
                case 'N' -> AttributeValue.fromN(body);
                case 'B' -> AttributeValue.fromB(software.amazon.awssdk.core.SdkBytes.fromByteArray(Base64.getDecoder().decode(body)));
                default -> null;
            };
        } catch (IllegalArgumentException notBase64) {
            return null;
        }
    }

    /** Natural indexes are global secondary indexes: eventually consistent only. */
    @Override
    public boolean consistentRead() {
        return false;
    }

    /**
     * A {@code between} whose low end lies above its high end (in DynamoDB's order of the stored
     * values) holds nothing: DynamoDB would refuse it, so the runner answers without a request, as
     * for a reversed range on a {@code @Gsi}.
     */
    @Override
    public boolean matchesNothing() {
        return range != null && range.operator() == Operator.BETWEEN
                && ScalarOrder.comparable(range.values().get(0), range.values().get(1))
                && ScalarOrder.compare(range.values().get(0), range.values().get(1)) > 0;
    }

    /** One equality per partition attribute and per fixed sort attribute, then the range. */
    @Override
    public String keyCondition(ExpressionBuilder expression) {
        List<String> clauses = new ArrayList<>();
        for (int i = 0; i < query.partitionAttributes().size(); i++) {
            clauses.add(expression.name(query.partitionAttributes().get(i)) + " = " + expression.value(partitionValues.get(i)));
        }
        for (int i = 0; i < sortEquals.size(); i++) {
            clauses.add(expression.name(query.sortAttributes().get(i)) + " = " + expression.value(sortEquals.get(i)));
        }
        if (range != null) {
            String attribute = expression.name(query.sortAttributes().get(sortEquals.size()));
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
        return String.join(" AND ", clauses);
    }

    /** DynamoDB's key condition says exactly what was asked. */
    @Override
    public boolean skips(Map<String, AttributeValue> item) {
        return false;
    }

    /** The index, then partition and sort conditions, for binding page tokens to them. */
    @Override
    public String binding() {
        List<String> parts = new ArrayList<>();
        parts.add(query.indexName());
        partitionValues.forEach(v -> parts.add(text(v)));
        parts.add("|");
        sortEquals.forEach(v -> parts.add(text(v)));
        parts.add("|");
        if (range != null) {
            parts.add(range.operator().name());
            range.values().forEach(v -> parts.add(text(v)));
        }
        return String.join("\u0000", parts);
    }

    /** The item's sort attributes (typed), then its table key, which orders items of equal sort values. */
    @Override
    public int positionSize() {
        return query.sortAttributes().size() + 2;
    }

    @Override
    public List<String> position(Map<String, AttributeValue> item) {
        List<String> values = new ArrayList<>(positionSize());
        for (String attribute : query.sortAttributes()) {
            values.add(text(item.get(attribute)));
        }
        values.add(item.get(ItemKey.PARTITION_ATTRIBUTE).s());
        values.add(item.get(ItemKey.SORT_ATTRIBUTE).s());
        return values;
    }

    @Override
    public Map<String, AttributeValue> startKey(String entityType, List<String> position) {
        int sorts = query.sortAttributes().size();
        Map<String, AttributeValue> start = new HashMap<>();
        for (int i = 0; i < query.partitionAttributes().size(); i++) {
            start.put(query.partitionAttributes().get(i), partitionValues.get(i));
        }
        for (int i = 0; i < sorts; i++) {
            AttributeValue value = value(position.get(i));
            if (value == null || (i < sortEquals.size() && !value.equals(sortEquals.get(i)))) {
                throw new InvalidPageTokenException(entityType,
                        "page token refused: its position lies outside the query's sort conditions");
            }
            start.put(query.sortAttributes().get(i), value);
        }
        start.put(ItemKey.PARTITION_ATTRIBUTE, AttributeValue.fromS(position.get(sorts)));
        start.put(ItemKey.SORT_ATTRIBUTE, AttributeValue.fromS(position.get(sorts + 1)));
        return start;
    }

    /** The condition DynamoDB applies to one sort attribute. */
    public enum Operator {
        BETWEEN, GREATER_THAN, GREATER_THAN_OR_EQUAL_TO, LESS_THAN, LESS_THAN_OR_EQUAL_TO, BEGINS_WITH
    }

    /**
     * A range on one sort attribute.
     *
     * @param operator the comparison
     * @param values one value, two for {@code BETWEEN}
     */
    public record Range(Operator operator, List<AttributeValue> values) {

        public Range {
            Objects.requireNonNull(operator, "operator");
            values = List.copyOf(values);
            if (values.size() != (operator == Operator.BETWEEN ? 2 : 1)) {
                throw new IllegalArgumentException(operator + " takes " + (operator == Operator.BETWEEN ? 2 : 1) + " values");
            }
        }

        public static Range between(AttributeValue low, AttributeValue high) {
            return new Range(Operator.BETWEEN, List.of(low, high));
        }

        public static Range of(Operator operator, AttributeValue value) {
            return new Range(operator, List.of(value));
        }
    }
}
