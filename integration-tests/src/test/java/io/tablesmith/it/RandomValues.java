package io.tablesmith.it;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkBytes;

/**
 * Seeded generators of component values, biased towards the edges: unicode with surrogate
 * pairs, empty strings and collections, numbers with 38 digits and extreme exponents, dates far
 * from today, nulls. A failing seed reproduces its value exactly.
 *
 * <p>{@code normalized} values are those DynamoDB hands back unchanged: numbers without trailing
 * zeros (DynamoDB stores 1.50 as 1.5).
 */
final class RandomValues {

    private static final JobStatus[] STATUSES = JobStatus.values();

    private final Random random;
    private final boolean normalized;

    RandomValues(long seed, boolean normalized) {
        this.random = new Random(seed);
        this.normalized = normalized;
    }

    Everything everything(String id) {
        return new Everything(id,
                random.nextBoolean(), (byte) random.nextInt(), (short) random.nextInt(), character(), anInt(), aLong(),
                aFloat(), aDouble(),
                orNull(random::nextBoolean), orNull(() -> (byte) random.nextInt()), orNull(() -> (short) random.nextInt()),
                orNull(this::character), orNull(this::anInt), orNull(this::aLong), orNull(this::aFloat), orNull(this::aDouble),
                orNull(this::bigInteger), orNull(this::decimal), orNull(this::text), orNull(this::status),
                orNull(this::instant), orNull(this::date), orNull(this::localDateTime), orNull(this::offsetDateTime),
                orNull(this::duration), orNull(UUID::randomUUID), orNull(this::bytes), orNull(() -> SdkBytes.fromByteArray(bytes())),
                Optional.ofNullable(orNull(this::text)), Optional.ofNullable(orNull(this::address)),
                orNull(() -> list(this::text)), orNull(() -> list(() -> orNull(this::anInt))),
                set(this::text), set(this::aLong), set(this::setDecimal), set(() -> SdkBytes.fromByteArray(bytes())),
                set(this::status), set(random::nextBoolean),
                orNull(() -> map(() -> orNull(this::anInt))), orNull(this::address), orNull(() -> list(this::address)),
                orNull(() -> map(() -> list(this::address))),
                orNull(() -> list(() -> list(() -> map(() -> list(this::instant))))),
                orNull(this::text), orNull(this::money),
                orNull(this::text), orNull(this::bytes), orNull(this::address),
                orNull(() -> Instant.ofEpochSecond(random.nextInt())));
    }

    Address address() {
        return new Address(orNull(this::text), anInt(), Optional.ofNullable(orNull(this::text)), orNull(this::point),
                list(this::point), orNull(this::money));
    }

    Point point() {
        return new Point(aDouble(), aDouble());
    }

    Money money() {
        return new Money(random.nextBoolean() ? "EUR" : "JPY", decimal());
    }

    /** Text of 0 to 20 code points: ASCII, other BMP characters, and supplementary ones (surrogate pairs). */
    String text() {
        int length = random.nextInt(4) == 0 ? 0 : random.nextInt(20);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.appendCodePoint(switch (random.nextInt(4)) {
                case 0 -> 0x20 + random.nextInt(0x5f);
                case 1 -> random.nextInt(0x80);
                case 2 -> bmp();
                default -> 0x10000 + random.nextInt(0x10ffff - 0x10000);
            });
        }
        return text.toString();
    }

    private int bmp() {
        int c;
        do {
            c = random.nextInt(0x10000);
        } while (Character.isSurrogate((char) c));
        return c;
    }

    char character() {
        return (char) bmp();
    }

    int anInt() {
        return switch (random.nextInt(4)) {
            case 0 -> Integer.MIN_VALUE + random.nextInt(3);
            case 1 -> Integer.MAX_VALUE - random.nextInt(3);
            default -> random.nextInt();
        };
    }

    long aLong() {
        return switch (random.nextInt(4)) {
            case 0 -> Long.MIN_VALUE + random.nextInt(3);
            case 1 -> Long.MAX_VALUE - random.nextInt(3);
            default -> random.nextLong();
        };
    }

    float aFloat() {
        float value = switch (random.nextInt(4)) {
            case 0 -> Float.MAX_VALUE;
            case 1 -> Float.MIN_VALUE;
            default -> Float.intBitsToFloat(random.nextInt());
        };
        return Float.isNaN(value) || Float.isInfinite(value) || value == 0 ? 1.5f : value * (random.nextBoolean() ? 1 : -1);
    }

    /** Finite doubles within DynamoDB's range (1E-130 to below 1E+126); -0.0 excluded (it is stored as 0). */
    double aDouble() {
        double value = switch (random.nextInt(5)) {
            case 0 -> 9.99999999999999e125;
            case 1 -> 1.0000000000000001e-130;
            case 2 -> 0.0;
            default -> Math.pow(10, random.nextInt(250) - 125) * (1 + 8.99 * random.nextDouble());
        };
        return random.nextBoolean() && value != 0 ? -value : value;
    }

    BigInteger bigInteger() {
        BigInteger value = new BigInteger(random.nextInt(126), random);
        return random.nextBoolean() ? value.negate() : value;
    }

    /** Up to 38 significant digits, exponents across DynamoDB's range. */
    BigDecimal decimal() {
        int digits = 1 + random.nextInt(38);
        StringBuilder unscaled = new StringBuilder();
        unscaled.append(1 + random.nextInt(9));
        for (int i = 1; i < digits; i++) {
            unscaled.append(random.nextInt(10));
        }
        int exponent = random.nextInt(250) - 125;
        int scale = digits - 1 - exponent;
        BigDecimal value = new BigDecimal(new BigInteger(unscaled.toString()), scale);
        if (random.nextBoolean()) {
            value = value.negate();
        }
        return normalized ? normalize(value) : value;
    }

    private BigDecimal setDecimal() {
        return normalize(decimal());
    }

    /** The form DynamoDB returns a number in: no trailing zeros, no exponent. */
    static BigDecimal normalize(BigDecimal value) {
        return new BigDecimal(value.stripTrailingZeros().toPlainString());
    }

    JobStatus status() {
        return STATUSES[random.nextInt(STATUSES.length)];
    }

    Instant instant() {
        return Instant.ofEpochSecond(random.nextLong() % 300_000_000_000L, random.nextInt(1_000_000_000));
    }

    LocalDate date() {
        return LocalDate.ofEpochDay(random.nextLong() % 300_000_000L);
    }

    LocalDateTime localDateTime() {
        return LocalDateTime.ofEpochSecond(random.nextLong() % 300_000_000_000L, random.nextInt(1_000_000_000),
                ZoneOffset.UTC);
    }

    OffsetDateTime offsetDateTime() {
        return OffsetDateTime.of(localDateTime(), ZoneOffset.ofTotalSeconds((random.nextInt(37) - 18) * 3600));
    }

    Duration duration() {
        return Duration.ofSeconds(random.nextLong() % 1_000_000_000_000L, random.nextInt(1_000_000_000));
    }

    byte[] bytes() {
        byte[] bytes = new byte[random.nextInt(4) == 0 ? 0 : random.nextInt(64)];
        random.nextBytes(bytes);
        return bytes;
    }

    <T> T orNull(Supplier<T> value) {
        return random.nextInt(5) == 0 ? null : value.get();
    }

    <T> List<T> list(Supplier<T> element) {
        int size = random.nextInt(4) == 0 ? 0 : random.nextInt(5);
        List<T> list = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            list.add(element.get());
        }
        return list;
    }

    /** Never null: a null set reads back as an empty one. */
    <T> Set<T> set(Supplier<T> element) {
        Set<T> set = new HashSet<>();
        int size = random.nextInt(3) == 0 ? 0 : random.nextInt(5);
        for (int i = 0; i < size; i++) {
            set.add(element.get());
        }
        return set;
    }

    <V> Map<String, V> map(Supplier<V> value) {
        Map<String, V> map = new LinkedHashMap<>();
        int size = random.nextInt(4) == 0 ? 0 : random.nextInt(4);
        for (int i = 0; i < size; i++) {
            map.put("k" + text(), value.get());
        }
        return map;
    }
}
