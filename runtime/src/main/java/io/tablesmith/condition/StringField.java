package io.tablesmith.condition;

import java.util.List;
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

    /**
     * Used by generated code for a renamed component.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param formerAttributes the names items written before a rename may still hold the value under
     * @param encoder how a non-null value is stored
     */
    public StringField(String component, String attribute, List<String> formerAttributes,
                       Function<? super String, AttributeValue> encoder) {
        super(component, attribute, formerAttributes, null, encoder);
    }

    /** The stored value starts with {@code prefix}. */
    public final Condition<T> beginsWith(String prefix) {
        AttributeValue encoded = encode(prefix);
        return onValue((p, name) -> "begins_with(" + p.name(name) + ", " + p.value(encoded) + ")", false, false);
    }

    /** The stored value contains {@code text}. */
    public final Condition<T> contains(String text) {
        AttributeValue encoded = encode(text);
        return onValue((p, name) -> "contains(" + p.name(name) + ", " + p.value(encoded) + ")", false, false);
    }

    /** The stored value's length, as the database counts it ({@code size(...)}), to compare. */
    public final Size<T> size() {
        return new Size<>(this);
    }
}
