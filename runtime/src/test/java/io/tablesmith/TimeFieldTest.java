package io.tablesmith;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.condition.ComparableField;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.NaturalQueryDescriptor;
import io.tablesmith.internal.NaturalQuerySpec;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conditions on time components: equality sees the text items stored before the fixed width
 * hold, and stays one comparison where the two texts coincide; an order bound whose text does
 * not sort is refused before any request. The same rule on natural-index ranges, and a reversed
 * {@code between} there that matches nothing.
 */
class TimeFieldTest {

    private record Event(Instant at) {}

    private static final ComparableField<Event, Instant> AT = new ComparableField<>("at", "at", List.of(), null,
            Codecs.INSTANT::write, Codecs.INSTANT);
    private static final ComparableField<Event, Instant> RENAMED = new ComparableField<>("at", "at", List.of("when"), null,
            Codecs.INSTANT::write, Codecs.INSTANT);
    private static final Instant WHOLE = Instant.parse("2026-01-01T10:00:00Z");
    private static final Instant NANOS = Instant.parse("2026-01-01T10:00:00.123456789Z");

    @Test
    void equalityComparesWithTheFormerTextWhereItDiffers() {
        assertThat(AT.eq(WHOLE)).hasToString("at IN (\"2026-01-01T10:00:00.000000000Z\", \"2026-01-01T10:00:00Z\")");
        assertThat(AT.ne(WHOLE)).hasToString("at <> \"2026-01-01T10:00:00.000000000Z\" AND at <> \"2026-01-01T10:00:00Z\"");
        assertThat(AT.in(WHOLE, NANOS)).hasToString("at IN (\"2026-01-01T10:00:00.000000000Z\", "
                + "\"2026-01-01T10:00:00.123456789Z\", \"2026-01-01T10:00:00Z\")");
    }

    @Test
    void whereTheTextsCoincideTheExpressionStaysOneComparison() {
        assertThat(AT.eq(NANOS)).hasToString("at = \"2026-01-01T10:00:00.123456789Z\"");
        assertThat(AT.ne(NANOS)).hasToString("at <> \"2026-01-01T10:00:00.123456789Z\"");
        assertThat(AT.eq(null)).hasToString("attribute_not_exists(at)");
    }

    @Test
    void orderConditionsCompareTheFixedWidthTextOnly() {
        assertThat(AT.lt(WHOLE)).hasToString("at < \"2026-01-01T10:00:00.000000000Z\"");
        assertThat(AT.between(WHOLE, NANOS)).hasToString(
                "at BETWEEN \"2026-01-01T10:00:00.000000000Z\" AND \"2026-01-01T10:00:00.123456789Z\"");
    }

    @Test
    void aRenamedTimeTestsBothTextsUnderEachName() {
        assertThat(RENAMED.eq(WHOLE)).hasToString(
                "(attribute_exists(at) AND at IN (\"2026-01-01T10:00:00.000000000Z\", \"2026-01-01T10:00:00Z\"))"
                        + " OR (attribute_not_exists(at) AND attribute_exists(when) AND when IN (\"2026-01-01T10:00:00.000000000Z\","
                        + " \"2026-01-01T10:00:00Z\"))"
                        + " OR (attribute_not_exists(at) AND attribute_not_exists(when) AND at IN (\"2026-01-01T10:00:00.000000000Z\","
                        + " \"2026-01-01T10:00:00Z\"))");
    }

    @Test
    void moreThanAHundredOperandsAreSplitIntoGroupedIns() {
        List<Instant> values = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            values.add(WHOLE.plusSeconds(i));
        }
        String plain = AT.in(values).toString();
        assertThat(plain.split(" OR ")).hasSize(2);
        assertThat(plain).startsWith("at IN (").doesNotStartWith("(");
        assertThat(RENAMED.in(values).toString()).startsWith("(attribute_exists(at) AND (at IN (");
    }

    @Test
    void anOrderBoundOutsideTheSortableYearsIsRefusedNamingTheComponent() {
        assertThatThrownBy(() -> AT.gt(Instant.MAX))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("gt(...) on 'at'").hasMessageContaining("years 0000 to 9999");
        assertThatThrownBy(() -> AT.between(WHOLE, Instant.parse("+10000-01-01T00:00:00Z")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("between(...) on 'at'");
        assertThat(AT.eq(Instant.MAX)).hasToString("at = \"" + Instant.MAX + "\"");
    }

    @Test
    void aNaturalIndexRangeRefusesABoundThatDoesNotSortAndAnswersAReversedBetweenWithNothing() {
        assertThatThrownBy(() -> NaturalQuerySpec.rangeValue("EVENT", "day", LocalDate.of(10_000, 1, 1), Codecs.LOCAL_DATE))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("component 'day'")
                .hasMessageContaining("outside the years 0000 to 9999");
        NaturalQuerySpec spec = NaturalQuerySpec.of(NaturalQueryDescriptor.of("byDay").onIndex("byDay").partitionedBy("sensor")
                .sortedBy("local"), List.of(AttributeValue.fromS("s")));
        AttributeValue early = Codecs.LOCAL_DATE_TIME.write(LocalDateTime.of(2026, 1, 1, 10, 0));
        AttributeValue late = Codecs.LOCAL_DATE_TIME.write(LocalDateTime.of(2026, 1, 1, 10, 0, 0, 1));
        assertThat(spec.withSort(List.of(), NaturalQuerySpec.Range.between(late, early)).matchesNothing()).isTrue();
        assertThat(spec.withSort(List.of(), NaturalQuerySpec.Range.between(early, late)).matchesNothing()).isFalse();
        assertThat(spec.withSort(List.of(), NaturalQuerySpec.Range.between(early, early)).matchesNothing()).isFalse();
        assertThat(spec.withSort(List.of(), NaturalQuerySpec.Range.between(AttributeValue.fromN("10"),
                AttributeValue.fromN("9"))).matchesNothing()).isTrue();
        assertThat(spec.withSort(List.of(), NaturalQuerySpec.Range.between(AttributeValue.fromN("-10"),
                AttributeValue.fromN("9"))).matchesNothing()).isFalse();
    }
}
