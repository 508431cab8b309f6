package io.tablesmith.internal;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A type stored as a number (N), in a set as a number set (NS).
 *
 * @param <T> the Java type
 */
public final class NumberCodec<T> implements Codec<T> {

    private final Function<T, String> toNumber;
    private final Function<String, T> fromNumber;

    /**
     * @param toNumber the number's text, checked against DynamoDB's limits ({@link CodecException} if outside)
     * @param fromNumber reads stored number text, throwing {@link CodecException} when it does not fit
     */
    NumberCodec(Function<T, String> toNumber, Function<String, T> fromNumber) {
        this.toNumber = toNumber;
        this.fromNumber = fromNumber;
    }

    @Override
    public AttributeValue write(T value) {
        return AttributeValue.fromN(number(value));
    }

    @Override
    public T read(AttributeValue value) {
        String number = value.n();
        if (number == null) {
            throw CodecException.wrongType("a number (N)", value);
        }
        return parse(number);
    }

    String number(T value) {
        return toNumber.apply(value);
    }

    T parse(String number) {
        return fromNumber.apply(number);
    }
}
