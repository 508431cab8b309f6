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

    /**
     * The record a read returns once {@code item}, this record's {@link #toItem}, is stored: what
     * every write returns. DynamoDB keeps numbers in its own form ({@code 12.50} comes back as
     * {@code 12.5}), a {@code @Ttl Instant} keeps whole seconds, an absent set reads as an empty one
     * and an absent attribute as its {@code @DefaultValue}. A generated schema whose record can hold
     * such a value decodes {@code item} with its numbers as DynamoDB returns them, when a component
     * holds one; for every other record (and by default) it is {@code entity} itself.
     *
     * @throws ItemDecodeException when the record's constructor refuses the values as stored
     */
    default T asStored(T entity, Map<String, AttributeValue> item) {
        return entity;
    }
}
