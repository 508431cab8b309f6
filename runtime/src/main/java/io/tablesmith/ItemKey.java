package io.tablesmith;

import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of one item of entity {@code T}: the values of the table's {@code pk} and
 * {@code sk} attributes. The type parameter is the entity the generated {@code <Name>Keys} built
 * the key for, so a key of one entity handed to another entity's repository or transaction
 * operation does not compile. Two keys are equal when their attribute values are.
 *
 * @param <T> the entity (record) type whose item the key names
 * @param partition the partition key value
 * @param sort the sort key value
 */
public record ItemKey<T>(String partition, String sort) {

    /** Attribute name of the table's partition key. */
    public static final String PARTITION_ATTRIBUTE = "pk";
    /** Attribute name of the table's sort key. */
    public static final String SORT_ATTRIBUTE = "sk";

    public ItemKey {
        Objects.requireNonNull(partition, "partition");
        Objects.requireNonNull(sort, "sort");
    }

    /** The key as the attribute map DynamoDB's {@code GetItem}, {@code DeleteItem} and others take. */
    public Map<String, AttributeValue> toAttributeMap() {
        return Map.of(
                PARTITION_ATTRIBUTE, AttributeValue.fromS(partition),
                SORT_ATTRIBUTE, AttributeValue.fromS(sort));
    }

    /** Renders as {@code pk=…, sk=…}, the form every exception message uses. */
    @Override
    public String toString() {
        return PARTITION_ATTRIBUTE + "=" + partition + ", " + SORT_ATTRIBUTE + "=" + sort;
    }
}
