package io.tablesmith;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Stores a component type that Tablesmith does not know, named on the component with
 * {@link Convert @Convert}. The generated schema creates one instance with {@code new} (the
 * class needs a public no-argument constructor) and shares it between threads, so an
 * implementation must be stateless or thread-safe.
 *
 * <pre>{@code
 * public final class MoneyConverter implements AttributeConverter<Money> {
 *     public AttributeValue toAttributeValue(Money money) {
 *         return AttributeValue.fromS(money.currency() + " " + money.amount().toPlainString());
 *     }
 *     public Money fromAttributeValue(AttributeValue value) {
 *         return Money.parse(value.s());
 *     }
 * }
 * }</pre>
 *
 * @param <T> the component type
 */
public interface AttributeConverter<T> {

    /**
     * The stored form of a value; never called with {@code null} (null components are not stored).
     * Returning {@code null} stores nothing.
     */
    AttributeValue toAttributeValue(T value);

    /**
     * The value a stored attribute holds; never called for an absent attribute (the component
     * is then {@code null}). An exception thrown here becomes an {@link ItemDecodeException}
     * naming the entity, the key and the attribute.
     */
    T fromAttributeValue(AttributeValue value);
}
