package io.tablesmith.it;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkBytes;

/**
 * Seeded {@link Specimen}s whose values are biased towards the forms a read gives back otherwise:
 * numbers with trailing zeros, exponents and signed zeros, {@code -0.0}, {@code @Ttl} instants with
 * a fraction of a second, {@code null} sets and optionals, and such values nested in lists, sets,
 * maps, records and compressed values. A failing seed reproduces its specimen exactly.
 */
final class RandomSpecimens {

    private static final String[] DECIMALS = {"12.50", "0.00", "-0", "1E+3", "-7.000", "100", "0.10", "1.0E-7", "5E-130"};

    private final Random random;
    private final RandomValues values;

    RandomSpecimens(long seed) {
        this.random = new Random(seed);
        this.values = new RandomValues(seed, false);
    }

    Specimen specimen(String id) {
        return new Specimen(id, values.orNull(this::decimal), aDouble(), aFloat(), values.orNull(this::aDouble),
                values.orNull(this::aFloat), aDouble(), values.orNull(values::bigInteger), values.aLong(),
                values.orNull(values::text), values.orNull(values::status), values.orNull(values::instant),
                values.orNull(values::date), values.orNull(() -> SdkBytes.fromByteArray(values.bytes())),
                optional(this::decimal), optional(values::text), optional(this::address),
                values.orNull(() -> values.list(() -> values.orNull(this::decimal))),
                values.orNull(() -> distinct(this::decimal, RandomSpecimens::asNumber)),
                values.orNull(() -> distinct(this::aDouble, number -> number + 0.0)),
                values.orNull(() -> values.set(values::text)),
                values.orNull(() -> values.map(() -> values.orNull(this::decimal))),
                values.orNull(this::address), values.orNull(() -> values.list(this::address)),
                values.orNull(this::money), values.orNull(values::text), values.orNull(this::address),
                values.orNull(this::expiry), 0);
    }

    /** A number with the digits and scale it was written with: half of them one of the classic cases. */
    BigDecimal decimal() {
        return random.nextBoolean() ? new BigDecimal(DECIMALS[random.nextInt(DECIMALS.length)]) : values.decimal();
    }

    double aDouble() {
        return random.nextInt(4) == 0 ? -0.0 : values.aDouble();
    }

    float aFloat() {
        return random.nextInt(4) == 0 ? -0.0f : values.aFloat();
    }

    /** A {@code @Ttl} instant, mostly with a fraction of a second (whole seconds are stored). */
    Instant expiry() {
        return Instant.ofEpochSecond(1_000_000_000L + random.nextInt(1_000_000_000), random.nextInt(3) == 0 ? 0
                : random.nextInt(1_000_000_000));
    }

    /** A nested record with a number of its own inside a converter, signed zeros, and sometimes a {@code null} optional. */
    Address address() {
        return new Address(values.orNull(values::text), values.anInt(), random.nextInt(4) == 0 ? null
                : Optional.ofNullable(values.orNull(values::text)), values.orNull(this::point), values.list(this::point),
                values.orNull(this::money));
    }

    Point point() {
        return new Point(aDouble(), aDouble());
    }

    Money money() {
        return new Money(random.nextBoolean() ? "EUR" : "JPY", decimal());
    }

    /** {@code null}, empty, or a value. */
    private <T> Optional<T> optional(Supplier<T> value) {
        return switch (random.nextInt(3)) {
            case 0 -> null;
            case 1 -> Optional.empty();
            default -> Optional.of(value.get());
        };
    }

    /**
     * A set whose members are distinct as DynamoDB numbers, not only in Java ({@code 1.0} and
     * {@code 1.00} in one set are refused, see docs/types.md).
     */
    private <T> Set<T> distinct(Supplier<T> element, Function<T, Object> asStored) {
        Map<Object, T> members = new LinkedHashMap<>();
        for (T member : values.set(element)) {
            members.putIfAbsent(asStored.apply(member), member);
        }
        return Set.copyOf(members.values());
    }

    private static Object asNumber(BigDecimal number) {
        return number.signum() == 0 ? BigInteger.ZERO : number.stripTrailingZeros();
    }
}
