package io.tablesmith.internal;

import io.tablesmith.AttributeConverter;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A user's {@link AttributeConverter}; its failures become errors that name the attribute. */
final class ConverterCodec<T> implements Codec<T> {

    private final AttributeConverter<T> converter;

    ConverterCodec(AttributeConverter<T> converter) {
        this.converter = converter;
    }

    @Override
    public AttributeValue write(T value) {
        try {
            return converter.toAttributeValue(value);
        } catch (RuntimeException e) {
            throw new CodecException(converter.getClass().getName() + ".toAttributeValue failed: " + e, e);
        }
    }

    @Override
    public T read(AttributeValue value) {
        try {
            return converter.fromAttributeValue(value);
        } catch (RuntimeException e) {
            throw new CodecException(converter.getClass().getName() + ".fromAttributeValue could not read "
                    + value + ": " + e, e);
        }
    }
}
