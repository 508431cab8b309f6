package io.tablesmith.internal;

import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A type stored as binary (B), in a set as a binary set (BS).
 *
 * @param <T> the Java type
 */
public final class BinaryCodec<T> implements Codec<T> {

    private final Function<T, SdkBytes> toBytes;
    private final Function<SdkBytes, T> fromBytes;

    BinaryCodec(Function<T, SdkBytes> toBytes, Function<SdkBytes, T> fromBytes) {
        this.toBytes = toBytes;
        this.fromBytes = fromBytes;
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
        return toBytes.apply(value);
    }

    T parse(SdkBytes bytes) {
        return fromBytes.apply(bytes);
    }
}
