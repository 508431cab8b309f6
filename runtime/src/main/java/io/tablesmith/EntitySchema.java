package io.tablesmith;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of one entity, generated at compile time as {@code <Name>Schema}: converts a
 * record to the attribute map DynamoDB stores and back, without reflection.
 *
 * @param <T> the record type
 */
public interface EntitySchema<T> {

    /** The value of the {@code _et} attribute that marks items of this entity. */
    String entityType();

    /**
     * The record as a complete item: key attributes, index attributes, {@code _et} and every non-null
     * component, in a mutable map that keeps the order they were written in.
     */
    Map<String, AttributeValue> toItem(T entity);

    /**
     * The record an item holds.
     *
     * @throws ItemDecodeException when an attribute a component needs is missing or of another type
     */
    T fromItem(Map<String, AttributeValue> item);

    /** The primary key of the record. */
    ItemKey<T> keyOf(T entity);
}
