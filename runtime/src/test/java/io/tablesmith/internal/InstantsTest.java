package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The fast instant text is exactly java.time's, for every instant, and parsing refuses what java.time refuses. */
class InstantsTest {

    private static final DateTimeFormatter SORTABLE =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);

    private static List<Instant> instants() {
        List<Instant> instants = new ArrayList<>(List.of(Instant.EPOCH, Instant.MIN, Instant.MAX,
                Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("9999-12-31T23:59:59.999999999Z"),
                Instant.parse("2000-02-29T12:00:00Z"), Instant.parse("1900-03-01T00:00:00.001Z"),
                Instant.parse("1969-12-31T23:59:59.999999Z"), Instant.parse("-0001-12-31T23:59:59Z"),
                Instant.parse("+10000-01-01T00:00:00Z")));
        SplittableRandom random = new SplittableRandom(13);
        for (int i = 0; i < 100_000; i++) {
            long seconds = random.nextLong(-62_167_219_200L - 10_000, 253_402_300_799L + 10_000);
            int nanos = switch (i % 4) {
                case 0 -> 0;
                case 1 -> random.nextInt(1_000) * 1_000_000;
                case 2 -> random.nextInt(1_000_000) * 1_000;
                default -> random.nextInt(1_000_000_000);
            };
            instants.add(Instant.ofEpochSecond(seconds, nanos));
        }
        return instants;
    }

    @Test
    void isoIsInstantToStringAndParsesBackLikeInstantParse() {
        for (Instant instant : instants()) {
            String text = Instants.iso(instant);
            assertThat(text).isEqualTo(instant.toString());
            assertThat(Instants.parse(text)).isEqualTo(Instant.parse(text)).isEqualTo(instant);
        }
    }

    @Test
    void sortableIsThePatternsFixedWidthText() {
        for (Instant instant : instants()) {
            if (!instant.isBefore(Instant.parse("0000-01-01T00:00:00Z")) && !instant.isAfter(Instant.parse("9999-12-31T23:59:59.999999999Z"))) {
                assertThat(Instants.sortable(instant)).isEqualTo(SORTABLE.format(instant));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2024-05-17T10:15:30Z", "2024-05-17T10:15:30.1Z", "2024-05-17T10:15:30.12345678Z",
            "2024-05-17t10:15:30z", "2016-12-31T23:59:60Z", "2024-05-17T10:15:30+01:00",
            "2024-05-17T24:00:00Z", "2024-05-17T10:15:30.Z"})
    void parsesWhatInstantParseAcceptsToTheSameInstant(String text) {
        Instant expected;
        try {
            expected = Instant.parse(text);
        } catch (DateTimeParseException refused) {
            assertThatThrownBy(() -> Instants.parse(text)).isInstanceOf(DateTimeParseException.class);
            return;
        }
        assertThat(Instants.parse(text)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "2024-05-17", "2024-13-17T10:15:30Z", "2023-02-29T10:15:30Z", "2024-04-31T10:15:30Z",
            "2024-05-17T10:60:30Z", "2024-05-17T10:15:30.1234567890Z",
            "2024-05-17T10:15:3xZ", "2024-05-17 10:15:30Z", "20x4-05-17T10:15:30Z", "2024-05-17T10:15:30.12a4Z"})
    void refusesWhatInstantParseRefuses(String text) {
        assertThatThrownBy(() -> Instant.parse(text)).isInstanceOf(DateTimeException.class);
        assertThatThrownBy(() -> Instants.parse(text)).isInstanceOf(DateTimeException.class);
    }
}
