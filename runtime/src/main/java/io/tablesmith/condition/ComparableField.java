package io.tablesmith.condition;

import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A component whose stored order is its Java order (numbers, strings in DynamoDB's UTF-8 byte
 * order, and the time types Tablesmith stores fixed width: {@code Instant}, {@code LocalDate},
 * {@code LocalDateTime}, {@code LocalTime}, {@code YearMonth}, {@code Year}), so that it has
 * order conditions too.
 *
 * <p>A time bound outside the years 0000 to 9999 is refused ({@code IllegalArgumentException}):
 * its stored text would not sort with the others. Order conditions are exact on items stored in
 * the fixed-width form; items written before it (an {@code Instant} or {@code LocalDateTime} as
 * its {@code toString}) are brought to it by the generated {@code reindex}.
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

    /**
     * Used by generated code for a time component, whose stored text may have a former form and
     * sorts only within a range of years.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param formerAttributes the names items written before a rename may still hold the value under
     * @param ifAbsent the value reads give an item that holds none of the names, or null
     * @param encoder how a non-null value is stored
     * @param storedText the codec of the component's text, which knows its former form and where it sorts
     */
    public ComparableField(String component, String attribute, List<String> formerAttributes, V ifAbsent,
                           Function<? super V, AttributeValue> encoder, StoredText<V> storedText) {
        super(component, attribute, formerAttributes, ifAbsent, encoder, storedText);
    }

    /** The stored value is below {@code value}. */
    public final Condition<T> lt(V value) {
        requireSortable("lt", value);
        return compare("<", value);
    }

    /** The stored value is at or below {@code value}. */
    public final Condition<T> le(V value) {
        requireSortable("le", value);
        return compare("<=", value);
    }

    /** The stored value is above {@code value}. */
    public final Condition<T> gt(V value) {
        requireSortable("gt", value);
        return compare(">", value);
    }

    /** The stored value is at or above {@code value}. */
    public final Condition<T> ge(V value) {
        requireSortable("ge", value);
        return compare(">=", value);
    }

    /** The stored value lies between {@code low} and {@code high}, both included. */
    public final Condition<T> between(V low, V high) {
        requireSortable("between", low);
        requireSortable("between", high);
        return range(low, high);
    }
}
