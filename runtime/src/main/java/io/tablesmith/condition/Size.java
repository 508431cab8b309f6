package io.tablesmith.condition;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@code size(...)} of a stored attribute (for a string, its length as the database counts
 * it), to compare with a number.
 *
 * @param <T> the entity type
 */
public final class Size<T> {

    private final PresenceField<T> field;

    Size(PresenceField<T> field) {
        this.field = field;
    }

    /** The size equals {@code size}. */
    public Condition<T> eq(long size) {
        return compare("=", size);
    }

    /** The size differs from {@code size}. */
    public Condition<T> ne(long size) {
        return compare("<>", size);
    }

    /** The size is below {@code size}. */
    public Condition<T> lt(long size) {
        return compare("<", size);
    }

    /** The size is at or below {@code size}. */
    public Condition<T> le(long size) {
        return compare("<=", size);
    }

    /** The size is above {@code size}. */
    public Condition<T> gt(long size) {
        return compare(">", size);
    }

    /** The size is at or above {@code size}. */
    public Condition<T> ge(long size) {
        return compare(">=", size);
    }

    /** The size lies between {@code low} and {@code high}, both included. */
    public Condition<T> between(long low, long high) {
        AttributeValue from = number(low);
        AttributeValue to = number(high);
        return field.onValue((p, name) -> "size(" + p.name(name) + ") BETWEEN " + p.value(from) + " AND " + p.value(to), false, false);
    }

    private Condition<T> compare(String operator, long size) {
        AttributeValue value = number(size);
        return field.onValue((p, name) -> "size(" + p.name(name) + ") " + operator + " " + p.value(value), false, false);
    }

    private static AttributeValue number(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
