package io.tablesmith.internal;

import io.tablesmith.AttributeConverter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The codecs generated schemas compose: one constant per scalar type, and factories for
 * containers, enums, converters and compression.
 *
 * <p>Stored forms: text types as S ({@code Instant} and the other {@code java.time} types in
 * their ISO-8601 {@code toString} form, enums by name, {@code char} as a one-character
 * string), numbers as N with every digit kept, {@code byte[]} and {@link SdkBytes} as B, lists
 * as L, maps as M, sets of text, numbers or binaries as SS, NS or BS and other sets as L.
 */
public final class Codecs {

    public static final TextCodec<String> STRING = new TextCodec<>("is not a string", Function.identity(), Function.identity());
    public static final TextCodec<Character> CHAR = new TextCodec<>("is not a single character",
            Codecs::text, Codecs::character);
    public static final TextCodec<UUID> UUID = new TextCodec<>("is not a UUID", java.util.UUID::toString, java.util.UUID::fromString);
    public static final TextCodec<Instant> INSTANT = new TextCodec<>("is not an ISO-8601 instant", Instant::toString, Instant::parse);
    public static final TextCodec<LocalDate> LOCAL_DATE = new TextCodec<>("is not an ISO-8601 date", LocalDate::toString, LocalDate::parse);
    public static final TextCodec<LocalDateTime> LOCAL_DATE_TIME = new TextCodec<>("is not an ISO-8601 local date-time",
            LocalDateTime::toString, LocalDateTime::parse);
    public static final TextCodec<OffsetDateTime> OFFSET_DATE_TIME = new TextCodec<>("is not an ISO-8601 date-time with offset",
            OffsetDateTime::toString, OffsetDateTime::parse);
    public static final TextCodec<Duration> DURATION = new TextCodec<>("is not an ISO-8601 duration", Duration::toString, Duration::parse);

    public static final Codec<Boolean> BOOLEAN = new BooleanCodec();

    public static final NumberCodec<Byte> BYTE = new NumberCodec<>(value -> Byte.toString(value),
            number -> (byte) integral(number, Byte.MIN_VALUE, Byte.MAX_VALUE, "a byte"));
    public static final NumberCodec<Short> SHORT = new NumberCodec<>(value -> Short.toString(value),
            number -> (short) integral(number, Short.MIN_VALUE, Short.MAX_VALUE, "a short"));
    public static final NumberCodec<Integer> INT = new NumberCodec<>(value -> Integer.toString(value),
            number -> (int) integral(number, Integer.MIN_VALUE, Integer.MAX_VALUE, "an int"));
    public static final NumberCodec<Long> LONG = new NumberCodec<>(value -> Long.toString(value),
            number -> integral(number, Long.MIN_VALUE, Long.MAX_VALUE, "a long"));
    public static final NumberCodec<Float> FLOAT = new NumberCodec<>(Numbers::of, Codecs::floatValue);
    public static final NumberCodec<Double> DOUBLE = new NumberCodec<>(Numbers::of, Codecs::doubleValue);
    public static final NumberCodec<BigInteger> BIG_INTEGER = new NumberCodec<>(Numbers::of, Codecs::bigInteger);
    public static final NumberCodec<BigDecimal> BIG_DECIMAL = new NumberCodec<>(Numbers::of, Codecs::decimal);

    /** An {@code Instant} as whole epoch seconds (N), the form DynamoDB's TTL reads. */
    public static final NumberCodec<Instant> EPOCH_SECONDS = new NumberCodec<>(
            value -> Long.toString(value.getEpochSecond()),
            number -> Instant.ofEpochSecond(integral(number, Long.MIN_VALUE, Long.MAX_VALUE, "epoch seconds")));

    /**
     * A {@code @Ttl long}: epoch seconds. DynamoDB's TTL reads the number as seconds, so epoch
     * milliseconds would never expire; a value at or above {@value #MILLISECONDS_FROM} (the year
     * 5138 in seconds, 1973 in milliseconds) can only be milliseconds and is refused.
     */
    public static final NumberCodec<Long> EPOCH_SECONDS_LONG = new NumberCodec<>(Codecs::epochSeconds,
            number -> integral(number, Long.MIN_VALUE, Long.MAX_VALUE, "epoch seconds"));

    /** The smallest {@code @Ttl long} refused as epoch milliseconds. */
    public static final long MILLISECONDS_FROM = 100_000_000_000L;

    public static final BinaryCodec<byte[]> BYTES = new BinaryCodec<>(SdkBytes::fromByteArray, SdkBytes::asByteArray);
    public static final BinaryCodec<SdkBytes> SDK_BYTES = new BinaryCodec<>(Function.identity(), Function.identity());

    private Codecs() {
    }

    private static String epochSeconds(Long value) {
        if (value >= MILLISECONDS_FROM) {
            throw new CodecException("the @Ttl value " + value + " is epoch milliseconds (" + Instant.ofEpochMilli(value)
                    + "), not seconds: read as seconds it lies after the year 5000, so DynamoDB would never expire the item;"
                    + " store Instant.getEpochSecond() (or declare the component as an Instant)");
        }
        return Long.toString(value);
    }

    /** An enum by constant name, given the enum's {@code values()}. */
    public static <E extends Enum<E>> TextCodec<E> enumOf(E[] constants) {
        Map<String, E> byName = new HashMap<>(Math.max(4, constants.length * 4 / 3 + 1));
        for (E constant : constants) {
            byName.put(constant.name(), constant);
        }
        return enumOf(name -> {
            E constant = byName.get(name);
            if (constant == null) {
                throw new IllegalArgumentException(name);
            }
            return constant;
        });
    }

    /** An enum by constant name; {@code valueOf} is the enum's own {@code valueOf}. */
    public static <E extends Enum<E>> TextCodec<E> enumOf(Function<String, E> valueOf) {
        return new TextCodec<>("names no constant of the component's enum", Enum::name, valueOf);
    }

    public static <T> Codec<Optional<T>> optional(Codec<T> value) {
        return new OptionalCodec<>(value);
    }

    public static <T> Codec<List<T>> list(Codec<T> element) {
        return new ListCodec<>(element);
    }

    /** A set: SS, NS or BS when its elements are text, numbers or binaries, otherwise L. Empty sets are not stored. */
    public static <T> Codec<Set<T>> set(Codec<T> element) {
        return SetCodec.of(element);
    }

    /** A map with string keys, as M. */
    public static <V> Codec<Map<String, V>> map(Codec<V> value) {
        return new MapCodec<>(value);
    }

    /** A user's converter. */
    public static <T> Codec<T> converted(AttributeConverter<T> converter) {
        return new ConverterCodec<>(converter);
    }

    /** {@code value}'s stored form gzip-compressed as B; reads accept the plain form too. */
    public static <T> Codec<T> compressed(Codec<T> value) {
        return new CompressedCodec<>(value);
    }

    private static String text(Character value) {
        if (Character.isSurrogate(value)) {
            throw new CodecException("the char " + Integer.toHexString(value) + " is half of a surrogate pair, which UTF-8 cannot store alone");
        }
        return String.valueOf(value.charValue());
    }

    private static char character(String text) {
        if (text.length() != 1) {
            throw new CodecException("'" + text + "' is not a single character");
        }
        return text.charAt(0);
    }

    private static long integral(String number, long min, long max, String type) {
        long value;
        try {
            value = Long.parseLong(number);
        } catch (NumberFormatException e) {
            try {
                value = decimal(number).longValueExact();
            } catch (ArithmeticException notIntegral) {
                throw new CodecException(number + " does not fit " + type + " without losing digits");
            }
        }
        if (value < min || value > max) {
            throw new CodecException(number + " does not fit " + type + " without losing digits");
        }
        return value;
    }

    private static double doubleValue(String number) {
        double value = decimal(number).doubleValue();
        if (Double.isInfinite(value)) {
            throw new CodecException(number + " does not fit a double");
        }
        return value;
    }

    private static float floatValue(String number) {
        float value = decimal(number).floatValue();
        if (Float.isInfinite(value)) {
            throw new CodecException(number + " does not fit a float");
        }
        return value;
    }

    private static BigInteger bigInteger(String number) {
        try {
            return decimal(number).toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw new CodecException(number + " is not a whole number, so it does not fit a BigInteger");
        }
    }

    private static BigDecimal decimal(String number) {
        try {
            return new BigDecimal(number);
        } catch (NumberFormatException e) {
            throw new CodecException("'" + number + "' is not a number");
        }
    }

    private static final class BooleanCodec implements Codec<Boolean> {
        @Override
        public AttributeValue write(Boolean value) {
            return AttributeValue.fromBool(value);
        }

        @Override
        public Boolean read(AttributeValue value) {
            Boolean bool = value.bool();
            if (bool == null) {
                throw CodecException.wrongType("a boolean (BOOL)", value);
            }
            return bool;
        }
    }
}
