package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Year;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The stored forms of the time types: each round-trips, reads every form stored before (the ISO
 * {@code toString} of any width), and sorts as its values, which is what DynamoDB compares:
 * text in code point order, numbers by value. Random values over the whole years 0000 to 9999,
 * with nanosecond edges and leap days.
 */
class TimeCodecsTest {

    private static final long FIRST_DAY = LocalDate.of(0, 1, 1).toEpochDay();
    private static final long LAST_DAY = LocalDate.of(9999, 12, 31).toEpochDay();
    private static final int COUNT = 20_000;

    private final SplittableRandom random = new SplittableRandom(21);

    private int nanos() {
        return switch (random.nextInt(6)) {
            case 0 -> 0;
            case 1 -> random.nextInt(1000) * 1_000_000;
            case 2 -> random.nextInt(1_000_000) * 1000;
            case 3 -> 999_999_999;
            case 4 -> 1;
            default -> random.nextInt(1_000_000_000);
        };
    }

    private LocalDate date() {
        if (random.nextInt(8) == 0) {
            int year = 4 * random.nextInt(2500);
            return LocalDate.of(year % 100 == 0 && year % 400 != 0 ? year + 4 : year, 2, 29);
        }
        return LocalDate.ofEpochDay(random.nextLong(FIRST_DAY, LAST_DAY + 1));
    }

    private LocalTime time() {
        return random.nextInt(4) == 0 ? LocalTime.of(random.nextInt(24), random.nextInt(60))
                : LocalTime.ofSecondOfDay(random.nextInt(86_400)).withNano(nanos());
    }

    private <T> List<T> values(Function<SplittableRandom, T> draw, List<T> edges) {
        List<T> values = new ArrayList<>(edges);
        for (int i = 0; i < COUNT; i++) {
            values.add(draw.apply(random));
        }
        return values;
    }

    private List<Instant> instants() {
        return values(r -> Instant.ofEpochSecond(date().toEpochDay() * 86_400 + r.nextInt(86_400), nanos()),
                List.of(Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("9999-12-31T23:59:59.999999999Z"),
                        Instant.parse("2026-01-01T10:00:00Z"), Instant.parse("2026-01-01T10:00:00.000001Z"),
                        Instant.parse("2026-01-01T10:00:00.500Z"), Instant.parse("2026-01-01T10:00:01Z"), Instant.EPOCH));
    }

    private List<LocalDateTime> dateTimes() {
        return values(r -> LocalDateTime.of(date(), time()),
                List.of(LocalDateTime.of(0, 1, 1, 0, 0), LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999),
                        LocalDateTime.of(2026, 1, 1, 10, 0), LocalDateTime.of(2026, 1, 1, 10, 0, 30)));
    }

    private List<LocalTime> times() {
        return values(r -> time(), List.of(LocalTime.MIN, LocalTime.MAX, LocalTime.NOON, LocalTime.of(10, 0, 0, 1)));
    }

    private List<YearMonth> months() {
        return values(r -> YearMonth.of(r.nextInt(10_000), 1 + r.nextInt(12)), List.of(YearMonth.of(0, 1), YearMonth.of(9999, 12)));
    }

    private List<Year> years() {
        return values(r -> Year.of(r.nextInt(-1_000_000, 1_000_000)), List.of(Year.of(Year.MIN_VALUE), Year.of(Year.MAX_VALUE),
                Year.of(-1), Year.of(0), Year.of(9), Year.of(10), Year.of(10_000)));
    }

    private List<LocalDate> dates() {
        return values(r -> date(), List.of(LocalDate.of(0, 1, 1), LocalDate.of(9999, 12, 31)));
    }

    @Test
    void everyFormRoundTrips() {
        roundTrips(Codecs.INSTANT, instants());
        roundTrips(Codecs.LOCAL_DATE_TIME, dateTimes());
        roundTrips(Codecs.LOCAL_TIME, times());
        roundTrips(Codecs.YEAR_MONTH, months());
        roundTrips(Codecs.YEAR, years());
        roundTrips(Codecs.LOCAL_DATE, dates());
    }

    @Test
    void valuesOutsideTheSortableYearsKeepARoundTrippingIsoText() {
        roundTrips(Codecs.INSTANT, List.of(Instant.MAX, Instant.MIN, Instant.parse("+10000-01-01T00:00:00Z"),
                Instant.parse("-0001-12-31T23:59:59.5Z")));
        assertThat(Codecs.INSTANT.write(Instant.MAX).s()).isEqualTo(Instant.MAX.toString());
        roundTrips(Codecs.LOCAL_DATE_TIME, List.of(LocalDateTime.MAX, LocalDateTime.MIN, LocalDateTime.of(10_000, 1, 1, 0, 0)));
        roundTrips(Codecs.YEAR_MONTH, List.of(YearMonth.of(Year.MAX_VALUE, 12), YearMonth.of(Year.MIN_VALUE, 1),
                YearMonth.of(10_000, 1), YearMonth.of(-1, 12)));
        assertThat(Codecs.YEAR_MONTH.write(YearMonth.of(10_000, 1)).s()).isEqualTo("+10000-01");
    }

    @Test
    void theStoredTextIsFixedWidth() {
        assertThat(Codecs.INSTANT.write(Instant.parse("2026-01-01T10:00:00Z")).s()).isEqualTo("2026-01-01T10:00:00.000000000Z");
        assertThat(Codecs.INSTANT.write(Instant.parse("0001-01-01T00:00:00.5Z")).s()).isEqualTo("0001-01-01T00:00:00.500000000Z");
        assertThat(Codecs.LOCAL_DATE_TIME.write(LocalDateTime.of(2026, 1, 1, 10, 0)).s()).isEqualTo("2026-01-01T10:00:00.000000000");
        assertThat(Codecs.LOCAL_TIME.write(LocalTime.of(7, 5)).s()).isEqualTo("07:05:00.000000000");
        assertThat(Codecs.YEAR_MONTH.write(YearMonth.of(33, 2)).s()).isEqualTo("0033-02");
        assertThat(Codecs.YEAR.write(Year.of(-44)).n()).isEqualTo("-44");
    }

    @Test
    void theFormsStoredBeforeStillRead() {
        for (Instant instant : instants()) {
            assertThat(Codecs.INSTANT.read(AttributeValue.fromS(instant.toString()))).isEqualTo(instant);
        }
        for (LocalDateTime dateTime : dateTimes()) {
            assertThat(Codecs.LOCAL_DATE_TIME.read(AttributeValue.fromS(dateTime.toString()))).isEqualTo(dateTime);
        }
        for (LocalTime time : times()) {
            assertThat(Codecs.LOCAL_TIME.read(AttributeValue.fromS(time.toString()))).isEqualTo(time);
        }
        assertThatThrownBy(() -> Codecs.LOCAL_DATE_TIME.read(AttributeValue.fromS("2026-02-30T10:00:00.000000000")))
                .isInstanceOf(CodecException.class).hasMessageContaining("is not an ISO-8601 local date-time");
        assertThatThrownBy(() -> Codecs.LOCAL_TIME.read(AttributeValue.fromS("24:00:00.000000000")))
                .isInstanceOf(CodecException.class).hasMessageContaining("is not an ISO-8601 local time");
        assertThatThrownBy(() -> Codecs.LOCAL_TIME.read(AttributeValue.fromS("1x:00:00.000000000")))
                .isInstanceOf(CodecException.class);
    }

    @Test
    void storedOrderIsValueOrder() {
        sortsAsValues(Codecs.INSTANT, instants());
        sortsAsValues(Codecs.LOCAL_DATE_TIME, dateTimes());
        sortsAsValues(Codecs.LOCAL_TIME, times());
        sortsAsValues(Codecs.YEAR_MONTH, months());
        sortsAsValues(Codecs.LOCAL_DATE, dates());
        List<Year> years = new ArrayList<>(years());
        years.sort(Comparator.comparing((Year year) -> new java.math.BigDecimal(Codecs.YEAR.write(year).n())));
        assertThat(years).isSorted();
    }

    @Test
    void theFormerFormIsGivenOnlyWhereItDiffers() {
        assertThat(Codecs.INSTANT.formerForm(Instant.parse("2026-01-01T10:00:00Z")))
                .isEqualTo(AttributeValue.fromS("2026-01-01T10:00:00Z"));
        assertThat(Codecs.INSTANT.formerForm(Instant.parse("2026-01-01T10:00:00.123456789Z"))).isNull();
        assertThat(Codecs.INSTANT.formerForm(Instant.MAX)).isNull();
        assertThat(Codecs.LOCAL_DATE_TIME.formerForm(LocalDateTime.of(2026, 1, 1, 10, 0)))
                .isEqualTo(AttributeValue.fromS("2026-01-01T10:00"));
        assertThat(Codecs.LOCAL_DATE.formerForm(LocalDate.of(2026, 1, 1))).isNull();
        assertThat(Codecs.LOCAL_TIME.formerForm(LocalTime.NOON)).isNull();
    }

    @Test
    void onlyValuesInTheFourDigitYearsSort() {
        assertThat(Codecs.INSTANT.sorts(Instant.parse("0000-01-01T00:00:00Z"))).isTrue();
        assertThat(Codecs.INSTANT.sorts(Instant.parse("9999-12-31T23:59:59.999999999Z"))).isTrue();
        assertThat(Codecs.INSTANT.sorts(Instant.parse("-0001-12-31T23:59:59.999999999Z"))).isFalse();
        assertThat(Codecs.INSTANT.sorts(Instant.MAX)).isFalse();
        assertThat(Codecs.LOCAL_DATE_TIME.sorts(LocalDateTime.of(10_000, 1, 1, 0, 0))).isFalse();
        assertThat(Codecs.LOCAL_DATE.sorts(LocalDate.of(-1, 12, 31))).isFalse();
        assertThat(Codecs.YEAR_MONTH.sorts(YearMonth.of(9999, 12))).isTrue();
        assertThat(Codecs.LOCAL_TIME.sorts(LocalTime.MAX)).isTrue();
        assertThat(Codecs.UUID.sorts(java.util.UUID.randomUUID())).isFalse();
    }

    private static <T> void roundTrips(Codec<T> codec, List<T> values) {
        for (T value : values) {
            assertThat(codec.read(codec.write(value))).as("%s", value).isEqualTo(value);
        }
    }

    private static <T extends Comparable<? super T>> void sortsAsValues(TextCodec<T> codec, List<T> values) {
        List<T> byText = new ArrayList<>(values);
        byText.sort(Comparator.comparing((T value) -> codec.write(value).s(), ScalarOrder::compareUtf8));
        List<T> byValue = new ArrayList<>(values);
        byValue.sort(Comparator.naturalOrder());
        assertThat(byText).isEqualTo(byValue);
    }
}
