package io.tablesmith.internal;

import io.tablesmith.AttributeConverter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Year;
import java.time.YearMonth;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The codecs generated schemas compose: one constant per scalar type, and factories for
 * containers, enums, converters and compression.
 *
 * <p>Stored forms: text types as S (the {@code java.time} types in ISO-8601, {@code Instant},
 * {@code LocalDateTime} and {@code LocalTime} fixed width with nine fraction digits so that text
 * order is time order, enums by name, {@code char} as a one-character string), numbers as N with
 * every digit kept ({@code Year} too), {@code byte[]} and {@link SdkBytes} as B, lists
 * as L, maps as M, sets of text, numbers or binaries as SS, NS or BS and other sets as L.
 */
public final class Codecs {

    public static final TextCodec<String> STRING = new TextCodec<>(TextCodec.STRING, "is not a string");
    public static final TextCodec<Character> CHAR = new TextCodec<>(TextCodec.CHAR, "is not a single character");
    public static final TextCodec<UUID> UUID = new TextCodec<>(TextCodec.UUID_TEXT, "is not a UUID");
    public static final TextCodec<Instant> INSTANT = new TextCodec<>(TextCodec.INSTANT, "is not an ISO-8601 instant");
    public static final TextCodec<LocalDate> LOCAL_DATE = new TextCodec<>(TextCodec.LOCAL_DATE, "is not an ISO-8601 date");
    public static final TextCodec<LocalDateTime> LOCAL_DATE_TIME = new TextCodec<>(TextCodec.LOCAL_DATE_TIME,
            "is not an ISO-8601 local date-time");
    public static final TextCodec<LocalTime> LOCAL_TIME = new TextCodec<>(TextCodec.LOCAL_TIME, "is not an ISO-8601 local time");
    public static final TextCodec<YearMonth> YEAR_MONTH = new TextCodec<>(TextCodec.YEAR_MONTH, "is not an ISO-8601 year and month");
    public static final TextCodec<OffsetDateTime> OFFSET_DATE_TIME = new TextCodec<>(TextCodec.OFFSET_DATE_TIME,
            "is not an ISO-8601 date-time with offset");
    public static final TextCodec<Duration> DURATION = new TextCodec<>(TextCodec.DURATION, "is not an ISO-8601 duration");

    public static final Codec<Boolean> BOOLEAN = new BooleanCodec();

    public static final NumberCodec<Byte> BYTE = new NumberCodec<>(NumberCodec.BYTE);
    public static final NumberCodec<Short> SHORT = new NumberCodec<>(NumberCodec.SHORT);
    public static final NumberCodec<Integer> INT = new NumberCodec<>(NumberCodec.INT);
    public static final NumberCodec<Long> LONG = new NumberCodec<>(NumberCodec.LONG);
    public static final NumberCodec<Float> FLOAT = new NumberCodec<>(NumberCodec.FLOAT);
    public static final NumberCodec<Double> DOUBLE = new NumberCodec<>(NumberCodec.DOUBLE);
    public static final NumberCodec<BigInteger> BIG_INTEGER = new NumberCodec<>(NumberCodec.BIG_INTEGER);
    public static final NumberCodec<BigDecimal> BIG_DECIMAL = new NumberCodec<>(NumberCodec.BIG_DECIMAL);
    /** A {@code Year} as its number, so that every year, negative or of five digits, sorts. */
    public static final NumberCodec<Year> YEAR = new NumberCodec<>(NumberCodec.YEAR);

    /** An {@code Instant} as whole epoch seconds (N), the form DynamoDB's TTL reads. */
    public static final NumberCodec<Instant> EPOCH_SECONDS = new NumberCodec<>(NumberCodec.EPOCH_SECONDS);

    /**
     * A {@code @Ttl long}: epoch seconds. DynamoDB's TTL reads the number as seconds, so epoch
     * milliseconds would never expire; a value at or above {@value #MILLISECONDS_FROM} (the year
     * 5138 in seconds, 1973 in milliseconds) can only be milliseconds and is refused.
     */
    public static final NumberCodec<Long> EPOCH_SECONDS_LONG = new NumberCodec<>(NumberCodec.EPOCH_SECONDS_LONG);

    /** The smallest {@code @Ttl long} refused as epoch milliseconds. */
    public static final long MILLISECONDS_FROM = 100_000_000_000L;

    public static final BinaryCodec<byte[]> BYTES = new BinaryCodec<>(true);
    public static final BinaryCodec<SdkBytes> SDK_BYTES = new BinaryCodec<>(false);
    /** A {@code float[]} as the list of numbers a vector index reads. */
    public static final Codec<float[]> FLOAT_VECTOR = new VectorCodec();

    private Codecs() {
    }

    static String epochSeconds(Long value) {
        if (value >= MILLISECONDS_FROM) {
            throw new CodecException("the @Ttl value " + value + " is epoch milliseconds (" + Instant.ofEpochMilli(value)
                    + "), not seconds: read as seconds it lies after the year 5000, so DynamoDB would never expire the item;"
                    + " store Instant.getEpochSecond() (or declare the component as an Instant)");
        }
        return Long.toString(value);
    }

    /** An enum by constant name, given the enum's {@code values()}. */
    public static <E extends Enum<E>> TextCodec<E> enumOf(E[] constants) {
        return new TextCodec<>(constants);
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

    private static final class BooleanCodec implements Codec<Boolean> {
        @Override
        public AttributeValue write(Boolean value) {
            return value ? AttributeValues.TRUE : AttributeValues.FALSE;
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
