package io.tablesmith.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The codec of a nested record, stored as a map attribute: the generated subclass writes its
 * components with a {@link MapWriter} over the enclosing item's {@link Encoding}.
 *
 * @param <T> the record type
 */
public abstract class RecordCodec<T> implements Codec<T> {

    @Override
    public final AttributeValue write(T value) {
        return write(value, new Encoding());
    }

    @Override
    public abstract AttributeValue write(T value, Encoding encoding);
}
