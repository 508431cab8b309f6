package io.tablesmith.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.Year;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A type stored as a number (N), in a set as a number set (NS). Like {@link TextCodec}, the
 * conversion is a {@code switch} on a {@code kind} constant rather than a lambda, so that
 * creating the codecs costs nothing on a cold JVM.
 *
 * @param <T> the Java type
 */
final class NumberCodec<T> implements Codec<T> {

    static final int BYTE = 0;
    static final int SHORT = 1;
    static final int INT = 2;
    static final int LONG = 3;
    static final int FLOAT = 4;
    static final int DOUBLE = 5;
    static final int BIG_INTEGER = 6;
    static final int BIG_DECIMAL = 7;
    static final int EPOCH_SECONDS = 8;
    static final int EPOCH_SECONDS_LONG = 9;
    static final int YEAR = 10;

    private final int kind;

    NumberCodec(int kind) {
        this.kind = kind;
    }

    @Override
    public AttributeValue write(T value) {
        if (kind <= LONG) {
            return AttributeValues.number(((Number) value).longValue());
        }
        return AttributeValue.fromN(number(value));
    }

    @Override
    public AttributeValue write(T value, Encoding encoding) {
        AttributeValue stored = kind <= LONG ? AttributeValues.number(((Number) value).longValue(), encoding)
                : encoding.number(number(value));
        encoding.add(stored.n().length() + 1L);
        return stored;
    }

    @Override
    public T read(AttributeValue value) {
        String number = value.n();
        if (number == null) {
            throw CodecException.wrongType("a number (N)", value);
        }
        return parse(number);
    }

    /** The number's text, checked against DynamoDB's limits ({@link CodecException} if outside). */
    String number(T value) {
        return switch (kind) {
            case BYTE, SHORT, INT, LONG -> Long.toString(((Number) value).longValue());
            case FLOAT -> Numbers.of((float) (Float) value);
            case DOUBLE -> Numbers.of((double) (Double) value);
            case BIG_INTEGER -> Numbers.of((BigInteger) value);
            case BIG_DECIMAL -> Numbers.of((BigDecimal) value);
            case EPOCH_SECONDS_LONG -> Codecs.epochSeconds((Long) value);
            case YEAR -> Integer.toString(((Year) value).getValue());
            default -> Long.toString(((Instant) value).getEpochSecond());
        };
    }

    /** Reads stored number text, throwing {@link CodecException} when it does not fit. */
    @SuppressWarnings("unchecked") // each kind parses to the codec's own type T, fixed when Codecs creates it
    T parse(String number) {
        // Assigned to Object, so that each arm is boxed as its own type (a byte as a Byte)
        Object value = switch (kind) {
            case BYTE -> (byte) Numbers.integral(number, Byte.MIN_VALUE, Byte.MAX_VALUE, "a byte");
            case SHORT -> (short) Numbers.integral(number, Short.MIN_VALUE, Short.MAX_VALUE, "a short");
            case INT -> (int) Numbers.integral(number, Integer.MIN_VALUE, Integer.MAX_VALUE, "an int");
            case LONG -> Numbers.integral(number, Long.MIN_VALUE, Long.MAX_VALUE, "a long");
            case FLOAT -> Numbers.floatValue(number);
            case DOUBLE -> Numbers.doubleValue(number);
            case BIG_INTEGER -> Numbers.bigInteger(number);
            case BIG_DECIMAL -> Numbers.decimal(number);
            case EPOCH_SECONDS_LONG -> Numbers.integral(number, Long.MIN_VALUE, Long.MAX_VALUE, "epoch seconds");
            case YEAR -> Year.of((int) Numbers.integral(number, Year.MIN_VALUE, Year.MAX_VALUE, "a year"));
            default -> Instant.ofEpochSecond(Numbers.integral(number, Long.MIN_VALUE, Long.MAX_VALUE, "epoch seconds"));
        };
        return (T) value;
    }
}
