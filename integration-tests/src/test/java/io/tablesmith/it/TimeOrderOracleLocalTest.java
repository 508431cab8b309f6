package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.InvalidKeyException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.it.time.Reading;
import io.tablesmith.it.time.ReadingRepository;
import io.tablesmith.local.LocalDynamoDb;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Year;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Time sorts as time: for each time type a natural index sorted on it, random readings over the
 * whole years 0000 to 9999 (nanosecond edges, leap days, runs of equal values, readings without
 * the time) and random queries of every range shape, in both directions and with small pages,
 * compared page by page with an in-memory sort of the same readings. On LocalDynamoDb, which
 * keys indexes on the attributes themselves as DynamoDB does.
 *
 * <p>The random values come from {@code -Dtime.oracle.seed} (default below); a failure names
 * the seed that reproduces it.
 */
class TimeOrderOracleLocalTest {

    private static final long SEED = Long.getLong("time.oracle.seed", 20_261_202L);
    private static final String SENSOR = "s1";
    private static final int READINGS = 240;
    private static final int QUERIES = 60;
    private static final long FIRST_SECOND = LocalDate.of(0, 1, 1).toEpochDay() * 86_400;
    private static final long LAST_SECOND = LocalDate.of(9999, 12, 31).toEpochDay() * 86_400 + 86_399;
    private static final Instant NEAR = Instant.parse("2026-01-01T10:00:00Z");

    private final FaultyClient client = new FaultyClient(
            LocalDynamoDb.create().createTables(io.tablesmith.it.time.TablesmithTable.createTableRequest("readings")));
    private final ReadingRepository readings = new ReadingRepository(client, "readings");
    private final Random random = new Random(SEED);
    private final List<Reading> stored = new ArrayList<>();

    /** One query, as its pages and its stream. */
    private record Query(Function<PageRequest, Page<Reading>> page, Function<PageRequest, Stream<Reading>> stream) {}

    /** One time type: its component, its order, its random values and the queries of its index. */
    private record Axis<V>(String name, Function<Reading, V> value, Comparator<V> order, Function<Random, V> draw,
                           Supplier<Query> all, BiFunction<V, V, Query> between, Function<V, Query> above,
                           Function<V, Query> atOrAbove, Function<V, Query> below, Function<V, Query> atOrBelow) {}

    private int queries() {
        return client.counts().getOrDefault("Query", 0);
    }

    @BeforeEach
    void storeRandomReadings() {
        for (int n = 0; n < READINGS; n++) {
            Reading reading = new Reading(String.format("r%03d", n), n % 6 == 5 ? "s2" : SENSOR,
                    maybe(this::instant, Reading::at), maybe(TimeOrderOracleLocalTest::day, Reading::day),
                    maybe(r -> LocalDateTime.of(day(r), time(r)), Reading::local), maybe(TimeOrderOracleLocalTest::time, Reading::time),
                    maybe(r -> YearMonth.of(r.nextInt(10_000), 1 + r.nextInt(12)), Reading::month),
                    maybe(TimeOrderOracleLocalTest::year, Reading::year));
            stored.add(reading);
            readings.put(reading);
        }
    }

    /** A new random value, or one an earlier reading holds (runs of equal values), or none. */
    private <V> V maybe(Function<Random, V> draw, Function<Reading, V> held) {
        int roll = random.nextInt(20);
        if (roll == 0) {
            return null;
        }
        if (roll <= 3 && !stored.isEmpty()) {
            return held.apply(stored.get(random.nextInt(stored.size())));
        }
        return draw.apply(random);
    }

    private Instant instant(Random r) {
        long second = switch (r.nextInt(4)) {
            case 0 -> NEAR.getEpochSecond() + r.nextInt(3);
            case 1 -> day(r).toEpochDay() * 86_400 + r.nextInt(86_400);
            default -> FIRST_SECOND + (long) (r.nextDouble() * (LAST_SECOND - FIRST_SECOND));
        };
        return Instant.ofEpochSecond(second, nanos(r));
    }

    /** Nanoseconds of every width the ISO text has: none, milli, micro, nano, and the last one. */
    private static int nanos(Random r) {
        return switch (r.nextInt(5)) {
            case 0 -> 0;
            case 1 -> r.nextInt(1000) * 1_000_000;
            case 2 -> r.nextInt(1_000_000) * 1000;
            case 3 -> r.nextInt(1_000_000_000);
            default -> 999_999_999;
        };
    }

    private static LocalDate day(Random r) {
        return switch (r.nextInt(5)) {
            case 0 -> LocalDate.of(leapYear(r), 2, 29);
            case 1 -> LocalDate.of(2026, 3, 1).plusDays(r.nextInt(5) - 2);
            default -> LocalDate.ofEpochDay(LocalDate.of(0, 1, 1).toEpochDay()
                    + r.nextInt((int) (LocalDate.of(9999, 12, 31).toEpochDay() - LocalDate.of(0, 1, 1).toEpochDay() + 1)));
        };
    }

    private static int leapYear(Random r) {
        int year = 4 * r.nextInt(2500);
        return year % 100 == 0 && year % 400 != 0 ? year + 4 : year;
    }

    private static LocalTime time(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> LocalTime.of(r.nextInt(24), r.nextInt(60)); // the old text left out zero seconds
            case 1 -> LocalTime.of(10, 0, r.nextInt(2), nanos(r));
            default -> LocalTime.ofNanoOfDay((long) (r.nextDouble() * 86_400_000_000_000L)).withNano(nanos(r));
        };
    }

    private static Year year(Random r) {
        return switch (r.nextInt(6)) {
            case 0 -> Year.of(r.nextBoolean() ? Year.MIN_VALUE : Year.MAX_VALUE);
            case 1 -> Year.of(r.nextInt(40_001) - 20_000);
            default -> Year.of(r.nextInt(10_000));
        };
    }

    private Query query(ReadingRepository.ByInstantQuery q) {
        return new Query(q::page, q::stream);
    }

    private Query query(ReadingRepository.ByDayQuery q) {
        return new Query(q::page, q::stream);
    }

    private Query query(ReadingRepository.ByLocalQuery q) {
        return new Query(q::page, q::stream);
    }

    private Query query(ReadingRepository.ByTimeQuery q) {
        return new Query(q::page, q::stream);
    }

    private Query query(ReadingRepository.ByMonthQuery q) {
        return new Query(q::page, q::stream);
    }

    private Query query(ReadingRepository.ByYearQuery q) {
        return new Query(q::page, q::stream);
    }

    @Test
    void instantsSortAsTime() {
        check(new Axis<>("at", Reading::at, Comparator.<Instant>naturalOrder(), this::instant,
                () -> query(readings.byInstant(SENSOR)),
                (low, high) -> query(readings.byInstant(SENSOR).between(low, high)),
                v -> query(readings.byInstant(SENSOR).greaterThan(v)),
                v -> query(readings.byInstant(SENSOR).greaterThanOrEqualTo(v)),
                v -> query(readings.byInstant(SENSOR).lessThan(v)),
                v -> query(readings.byInstant(SENSOR).lessThanOrEqualTo(v))));
    }

    @Test
    void datesSortAsTime() {
        check(new Axis<>("day", Reading::day, Comparator.<LocalDate>naturalOrder(), TimeOrderOracleLocalTest::day,
                () -> query(readings.byDay(SENSOR)),
                (low, high) -> query(readings.byDay(SENSOR).between(low, high)),
                v -> query(readings.byDay(SENSOR).greaterThan(v)),
                v -> query(readings.byDay(SENSOR).greaterThanOrEqualTo(v)),
                v -> query(readings.byDay(SENSOR).lessThan(v)),
                v -> query(readings.byDay(SENSOR).lessThanOrEqualTo(v))));
    }

    @Test
    void localDateTimesSortAsTime() {
        check(new Axis<>("local", Reading::local, Comparator.<LocalDateTime>naturalOrder(), r -> LocalDateTime.of(day(r), time(r)),
                () -> query(readings.byLocal(SENSOR)),
                (low, high) -> query(readings.byLocal(SENSOR).between(low, high)),
                v -> query(readings.byLocal(SENSOR).greaterThan(v)),
                v -> query(readings.byLocal(SENSOR).greaterThanOrEqualTo(v)),
                v -> query(readings.byLocal(SENSOR).lessThan(v)),
                v -> query(readings.byLocal(SENSOR).lessThanOrEqualTo(v))));
    }

    @Test
    void timesOfDaySortAsTime() {
        check(new Axis<>("time", Reading::time, Comparator.<LocalTime>naturalOrder(), TimeOrderOracleLocalTest::time,
                () -> query(readings.byTime(SENSOR)),
                (low, high) -> query(readings.byTime(SENSOR).between(low, high)),
                v -> query(readings.byTime(SENSOR).greaterThan(v)),
                v -> query(readings.byTime(SENSOR).greaterThanOrEqualTo(v)),
                v -> query(readings.byTime(SENSOR).lessThan(v)),
                v -> query(readings.byTime(SENSOR).lessThanOrEqualTo(v))));
    }

    @Test
    void monthsSortAsTime() {
        check(new Axis<>("month", Reading::month, Comparator.<YearMonth>naturalOrder(),
                r -> YearMonth.of(r.nextInt(10_000), 1 + r.nextInt(12)),
                () -> query(readings.byMonth(SENSOR)),
                (low, high) -> query(readings.byMonth(SENSOR).between(low, high)),
                v -> query(readings.byMonth(SENSOR).greaterThan(v)),
                v -> query(readings.byMonth(SENSOR).greaterThanOrEqualTo(v)),
                v -> query(readings.byMonth(SENSOR).lessThan(v)),
                v -> query(readings.byMonth(SENSOR).lessThanOrEqualTo(v))));
    }

    @Test
    void yearsSortAsNumbersWhateverTheirDigits() {
        check(new Axis<>("year", Reading::year, Comparator.<Year>naturalOrder(), TimeOrderOracleLocalTest::year,
                () -> query(readings.byYear(SENSOR)),
                (low, high) -> query(readings.byYear(SENSOR).between(low, high)),
                v -> query(readings.byYear(SENSOR).greaterThan(v)),
                v -> query(readings.byYear(SENSOR).greaterThanOrEqualTo(v)),
                v -> query(readings.byYear(SENSOR).lessThan(v)),
                v -> query(readings.byYear(SENSOR).lessThanOrEqualTo(v))));
    }

    private <V> void check(Axis<V> axis) {
        List<V> held = stored.stream().filter(r -> r.sensor().equals(SENSOR)).map(axis.value()).filter(v -> v != null).toList();
        for (int n = 0; n < QUERIES; n++) {
            V first = n % 2 == 0 ? held.get(random.nextInt(held.size())) : axis.draw().apply(random);
            V second = n % 3 == 0 ? held.get(random.nextInt(held.size())) : axis.draw().apply(random);
            V low = axis.order().compare(first, second) <= 0 ? first : second;
            V high = low == first ? second : first;
            boolean descending = random.nextBoolean();
            int pageSize = 1 + random.nextInt(7);
            String shape;
            Query query;
            Predicate<V> holds;
            switch (n % 7) {
                case 0 -> {
                    shape = "all";
                    query = axis.all().get();
                    holds = v -> true;
                }
                case 1 -> {
                    shape = "between(" + low + ", " + high + ")";
                    query = axis.between().apply(low, high);
                    holds = v -> axis.order().compare(v, low) >= 0 && axis.order().compare(v, high) <= 0;
                }
                case 2 -> {
                    shape = "greaterThan(" + first + ")";
                    query = axis.above().apply(first);
                    holds = v -> axis.order().compare(v, first) > 0;
                }
                case 3 -> {
                    shape = "greaterThanOrEqualTo(" + first + ")";
                    query = axis.atOrAbove().apply(first);
                    holds = v -> axis.order().compare(v, first) >= 0;
                }
                case 4 -> {
                    shape = "lessThan(" + first + ")";
                    query = axis.below().apply(first);
                    holds = v -> axis.order().compare(v, first) < 0;
                }
                case 5 -> {
                    shape = "lessThanOrEqualTo(" + first + ")";
                    query = axis.atOrBelow().apply(first);
                    holds = v -> axis.order().compare(v, first) <= 0;
                }
                default -> {
                    shape = "between(" + high + ", " + low + ") reversed";
                    query = axis.between().apply(high, low);
                    holds = v -> axis.order().compare(low, high) == 0 && axis.order().compare(v, low) == 0;
                }
            }
            String described = String.format("%s %s %s, pages of %d (seed %d)", axis.name(), shape,
                    descending ? "descending" : "ascending", pageSize, SEED);
            List<Reading> expected = expected(axis, holds, descending);
            PageRequest request = descending ? PageRequest.of(pageSize).descending() : PageRequest.of(pageSize);
            comparePages(query, request, expected, described);
            assertThat(query.stream().apply(request).toList()).as(described + ", as a stream").isEqualTo(expected);
        }
    }

    /** The readings of the sensor whose time holds, in the index's order: by time, then by table key. */
    private <V> List<Reading> expected(Axis<V> axis, Predicate<V> holds, boolean descending) {
        List<Reading> expected = new ArrayList<>(stored.stream()
                .filter(r -> r.sensor().equals(SENSOR) && axis.value().apply(r) != null && holds.test(axis.value().apply(r)))
                .sorted(Comparator.comparing(axis.value(), axis.order()).thenComparing(Reading::id))
                .toList());
        if (descending) {
            Collections.reverse(expected);
        }
        return expected;
    }

    private void comparePages(Query query, PageRequest request, List<Reading> expected, String described) {
        int from = 0;
        PageRequest next = request;
        while (true) {
            Page<Reading> page = query.page().apply(next);
            int to = Math.min(expected.size(), from + request.limit());
            assertThat(page.items()).as(described + ", the page from " + from).isEqualTo(expected.subList(from, to));
            from = to;
            assertThat(page.nextToken().isPresent()).as(described + ", a next page after " + from).isEqualTo(from < expected.size());
            if (page.nextToken().isEmpty()) {
                return;
            }
            next = request.after(page.nextToken().get());
        }
    }

    @Test
    void theIssuesInstantsComeBackInTimeOrder() {
        List<Instant> times = List.of(Instant.parse("2026-01-01T10:00:00Z"), Instant.parse("2026-01-01T10:00:00.000001Z"),
                Instant.parse("2026-01-01T10:00:00.500Z"), Instant.parse("2026-01-01T10:00:01Z"));
        for (int n = times.size() - 1; n >= 0; n--) {
            readings.put(new Reading("issue" + n, "issue", times.get(n), null, null, null, null, null));
        }

        assertThat(readings.byInstant("issue").stream().map(Reading::at).toList()).containsExactlyElementsOf(times);
        assertThat(readings.byInstant("issue").between(times.get(1), times.get(2)).stream().map(Reading::at).toList())
                .containsExactly(times.get(1), times.get(2));
        assertThat(readings.byInstant("issue").greaterThan(times.get(0)).stream().map(Reading::at).toList())
                .containsExactlyElementsOf(times.subList(1, 4));
    }

    @Test
    void aReversedBetweenIsAnEmptyPageAndAnEmptyStreamWithoutARequest() {
        int before = queries();

        Page<Reading> page = readings.byInstant(SENSOR).between(NEAR.plusNanos(1), NEAR).page(PageRequest.of(10));
        assertThat(page.items()).isEmpty();
        assertThat(page.nextToken()).isEmpty();
        assertThat(readings.byYear(SENSOR).between(Year.of(10), Year.of(-10)).stream().toList()).isEmpty();
        assertThat(readings.byTime(SENSOR).between(LocalTime.NOON, LocalTime.MIDNIGHT).stream(PageRequest.of(3).descending()))
                .isEmpty();

        assertThat(queries()).isEqualTo(before);
    }

    @Test
    void aBoundOutsideTheSortableYearsIsRefusedBeforeAnyRequest() {
        int before = queries();

        assertThatThrownBy(() -> readings.byInstant(SENSOR).greaterThan(Instant.MAX))
                .isInstanceOf(InvalidKeyException.class)
                .hasMessageContaining("component 'at'").hasMessageContaining("outside the years 0000 to 9999");
        assertThatThrownBy(() -> readings.byDay(SENSOR).between(LocalDate.of(-1, 1, 1), LocalDate.of(2026, 1, 1)))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("component 'day'");
        assertThatThrownBy(() -> readings.byLocal(SENSOR).lessThan(LocalDateTime.of(10_000, 1, 1, 0, 0)))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("component 'local'");
        assertThatThrownBy(() -> readings.byMonth(SENSOR).lessThanOrEqualTo(YearMonth.of(12_000, 1)))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("component 'month'");

        assertThat(queries()).isEqualTo(before);
    }

    @Test
    void anInstantOutsideTheSortableYearsIsStoredAndReadBack() {
        Reading never = new Reading("never", "far", Instant.MAX, LocalDate.MAX, LocalDateTime.MIN, LocalTime.MAX,
                YearMonth.of(Year.MAX_VALUE, 12), Year.of(Year.MIN_VALUE));
        readings.put(never);

        assertThat(readings.get("never")).contains(never);
        assertThat(readings.byInstant("far").stream().toList()).containsExactly(never);
    }
}
