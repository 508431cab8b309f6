package io.tablesmith.condition;

import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A binary component ({@code byte[]} or {@code SdkBytes}): equality, presence and {@link #size()}
 * in bytes.
 *
 * @param <T> the entity type
 * @param <V> the component's Java type
 */
public class BinaryField<T, V> extends Field<T, V> {

    /**
     * Used by generated code.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param encoder how a non-null value is stored
     */
    public BinaryField(String component, String attribute, Function<? super V, AttributeValue> encoder) {
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
    public BinaryField(String component, String attribute, List<String> formerAttributes,
                       Function<? super V, AttributeValue> encoder) {
        super(component, attribute, formerAttributes, null, encoder);
    }

    /** The stored value's length in bytes ({@code size(...)}), to compare. */
    public final Size<T> size() {
        return new Size<>(this);
    }
}
