package io.tablesmith;

import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A component whose stored order is its Java order (numbers, and strings in DynamoDB's UTF-8
 * byte order), so that it has order conditions too.
 *
 * @param <T> the entity type
 * @param <V> the component's Java type
 */
public class ComparableField<T, V> extends Field<T, V> {

    /**
     * Used by generated code.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param encoder how a non-null value is stored
     */
    public ComparableField(String component, String attribute, Function<? super V, AttributeValue> encoder) {
        super(component, attribute, encoder);
    }

    /**
     * Used by generated code for a renamed component or one with a {@code @DefaultValue}.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param formerAttributes the names items written before a rename may still hold the value under
     * @param ifAbsent the value reads give an item that holds none of the names, or null
     * @param encoder how a non-null value is stored
     */
    public ComparableField(String component, String attribute, List<String> formerAttributes, V ifAbsent,
                           Function<? super V, AttributeValue> encoder) {
        super(component, attribute, formerAttributes, ifAbsent, encoder);
    }

    /** The stored value is below {@code value}. */
    public final Condition<T> lt(V value) {
        return compare("<", value);
    }

    /** The stored value is at or below {@code value}. */
    public final Condition<T> le(V value) {
        return compare("<=", value);
    }

    /** The stored value is above {@code value}. */
    public final Condition<T> gt(V value) {
        return compare(">", value);
    }

    /** The stored value is at or above {@code value}. */
    public final Condition<T> ge(V value) {
        return compare(">=", value);
    }

    /** The stored value lies between {@code low} and {@code high}, both included. */
    public final Condition<T> between(V low, V high) {
        return range(low, high);
    }
}
