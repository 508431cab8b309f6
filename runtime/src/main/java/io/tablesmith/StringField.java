package io.tablesmith;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A string component: order, prefix, substring and size conditions.
 *
 * @param <T> the entity type
 */
public class StringField<T> extends ComparableField<T, String> {

    /**
     * Used by generated code.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param encoder how a non-null value is stored
     */
    public StringField(String component, String attribute, Function<? super String, AttributeValue> encoder) {
        super(component, attribute, encoder);
    }

    /** The stored value starts with {@code prefix}. */
    public final Condition<T> beginsWith(String prefix) {
        AttributeValue encoded = encode(prefix);
        return Condition.of(p -> "begins_with(" + p.name(attribute()) + ", " + p.value(encoded) + ")");
    }

    /** The stored value contains {@code text}. */
    public final Condition<T> contains(String text) {
        AttributeValue encoded = encode(text);
        return Condition.of(p -> "contains(" + p.name(attribute()) + ", " + p.value(encoded) + ")");
    }

    /** The stored value's length, as the database counts it ({@code size(...)}), to compare. */
    public final Size<T> size() {
        return new Size<>(attribute());
    }
}
