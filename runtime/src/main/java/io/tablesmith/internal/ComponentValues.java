package io.tablesmith.internal;

import io.tablesmith.ItemEncodeException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Encodes one component value outside a whole record: the value of a setter, an added element,
 * a condition's operand. A value DynamoDB cannot store fails as {@link ItemEncodeException} naming
 * the entity and the attribute, exactly as it would in {@code toItem}, before anything is sent.
 */
public final class ComponentValues {

    private ComponentValues() {
    }

    /** The stored form of {@code value}, a non-null value of the component's type. */
    public static <T> AttributeValue encode(String entityType, String attribute, Codec<T> codec, T value) {
        try {
            return codec.write(value);
        } catch (CodecException e) {
            throw new ItemEncodeException(entityType, null, attribute + e.path(), e.problem(), e.getCause());
        }
    }
}
