package io.tablesmith.internal;

import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A type stored as binary (B), in a set as a binary set (BS): {@code byte[]} or {@link SdkBytes}.
 *
 * @param <T> the Java type
 */
final class BinaryCodec<T> implements Codec<T> {

    private final boolean array;

    /** @param array whether the Java type is {@code byte[]} (otherwise {@link SdkBytes}) */
    BinaryCodec(boolean array) {
        this.array = array;
    }

    @Override
    public AttributeValue write(T value) {
        return AttributeValue.fromB(bytes(value));
    }

    @Override
    public T read(AttributeValue value) {
        SdkBytes bytes = value.b();
        if (bytes == null) {
            throw CodecException.wrongType("binary (B)", value);
        }
        return parse(bytes);
    }

    SdkBytes bytes(T value) {
        return array ? SdkBytes.fromByteArray((byte[]) value) : (SdkBytes) value;
    }

    @SuppressWarnings("unchecked") // T is byte[] exactly when array is true, fixed when Codecs creates it
    T parse(SdkBytes bytes) {
        return (T) (array ? bytes.asByteArray() : bytes);
    }
}
