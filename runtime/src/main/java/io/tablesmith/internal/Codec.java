package io.tablesmith.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts one Java type to an attribute value and back. Generated schemas compose these
 * (from {@link Codecs}) for every component that is not a plain primitive.
 *
 * @param <T> the Java type
 */
public interface Codec<T> {

    /**
     * The stored form of a non-null value, or {@code null} when nothing is stored (an empty set,
     * an empty {@code Optional}).
     *
     * @throws CodecException when DynamoDB cannot store the value
     */
    AttributeValue write(T value);

    /**
     * {@link #write(Object) write} as part of an item: adds an upper bound of the stored form's
     * size to the item's {@code encoding}. Containers and records override it to add their parts
     * as they write them; this measures what {@code write} made.
     */
    default AttributeValue write(T value, Encoding encoding) {
        AttributeValue stored = write(value);
        if (stored != null) {
            encoding.add(ItemSize.bound(stored));
        }
        return stored;
    }

    /**
     * The value of a stored attribute, which is neither absent nor DynamoDB {@code NULL}.
     *
     * @throws CodecException when the attribute holds another type or an unreadable value
     */
    T read(AttributeValue value);

    /** The value an absent attribute stands for: {@code null}, or an empty {@code Optional} or set. */
    default T absent() {
        return null;
    }
}
