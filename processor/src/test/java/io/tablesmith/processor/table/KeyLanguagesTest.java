package io.tablesmith.processor.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.internal.KeyParts;
import io.tablesmith.processor.model.TypeModel.ScalarKind;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The texts each placeholder type renders, checked against what the runtime's {@code KeyParts}
 * renders: every rendered value is in the language, and texts it never renders are not.
 */
class KeyLanguagesTest {

    private static final String ET = "T";

    @Test
    void stringsAreNonEmptyEscapedTextWithoutARawDelimiter() {
        Automaton strings = KeyLanguages.of(ScalarKind.STRING, 0, List.of());
        for (String value : List.of("a", "#", "%", "a#b", "100%", " ", "\u0001", "$x", "\uD83D\uDE00", "\uFFFF", "&'")) {
            assertThat(strings.accepts(KeyParts.text(ET, "s", value))).as(value).isTrue();
        }
        for (String text : List.of("", "#", "a#b", "%", "%41", "%26", "%2", "%2G", "%g0", "\uD800", "\uDC00a", "a b")) {
            assertThat(strings.accepts(text)).as(text).isFalse();
        }
    }

    @Test
    void charsAreOneEscapedCharacter() {
        Automaton chars = KeyLanguages.of(ScalarKind.CHAR, 0, List.of());
        for (char value : new char[] {'a', '#', '%', ' ', '\u0000', '~', '\uFFFD'}) {
            assertThat(chars.accepts(KeyParts.text(ET, "c", value))).as("%s", value).isTrue();
        }
        assertThat(chars.accepts("ab")).isFalse();
        assertThat(chars.accepts("\uD800")).isFalse();
        assertThat(chars.accepts("%25%25")).isFalse();
    }

    @Test
    void integralNumbersStayInTheirTypesRange() {
        Automaton bytes = KeyLanguages.of(ScalarKind.BYTE, 0, List.of());
        for (int value = Byte.MIN_VALUE; value <= Byte.MAX_VALUE; value++) {
            assertThat(bytes.accepts(KeyParts.text(ET, "b", (byte) value))).as("%s", value).isTrue();
        }
        for (String text : List.of("128", "-129", "01", "-0", "+1", "", "1000", "-")) {
            assertThat(bytes.accepts(text)).as(text).isFalse();
        }
        Automaton longs = KeyLanguages.of(ScalarKind.LONG, 0, List.of());
        assertThat(longs.accepts(KeyParts.text(ET, "l", Long.MAX_VALUE))).isTrue();
        assertThat(longs.accepts(KeyParts.text(ET, "l", Long.MIN_VALUE))).isTrue();
        assertThat(longs.accepts("9223372036854775808")).isFalse();
        assertThat(longs.accepts("-9223372036854775809")).isFalse();
        assertThat(longs.accepts("10000000000000000000")).isFalse();
        Automaton big = KeyLanguages.of(ScalarKind.BIG_INTEGER, 0, List.of());
        assertThat(big.accepts(KeyParts.text(ET, "n", BigInteger.TEN.pow(40).negate()))).isTrue();
        assertThat(big.accepts("007")).isFalse();
    }

    @Test
    void zeroPaddedNumbersHaveExactlyTheirWidth() {
        Automaton four = KeyLanguages.of(ScalarKind.INT, 4, List.of());
        for (long value : new long[] {0, 7, 42, 9999}) {
            assertThat(four.accepts(KeyParts.padded(ET, "n", value, 4))).as("%s", value).isTrue();
        }
        assertThat(four.accepts("42")).isFalse();
        assertThat(four.accepts("10000")).isFalse();
        assertThat(four.accepts("-042")).isFalse();
        Automaton wideByte = KeyLanguages.of(ScalarKind.BYTE, 4, List.of());
        assertThat(wideByte.accepts("0127")).isTrue();
        assertThat(wideByte.accepts("0128")).isFalse();
        assertThat(KeyLanguages.of(ScalarKind.LONG, 19, List.of()).accepts("9223372036854775808")).isFalse();
        Automaton wideBig = KeyLanguages.of(ScalarKind.BIG_INTEGER, 19, List.of());
        for (String value : List.of("0", "42", "9223372036854775808", "9999999999999999999")) {
            assertThat(wideBig.accepts(KeyParts.padded(ET, "n", new BigInteger(value), 19))).as(value).isTrue();
        }
        assertThat(wideBig.accepts("42")).isFalse();
        assertThat(wideBig.accepts("-000000000000000042")).isFalse();
    }

    @Test
    void booleansUuidsInstantsDatesAndEnumsAsTheRuntimeWritesThem() {
        assertThat(KeyLanguages.of(ScalarKind.BOOLEAN, 0, List.of()).accepts(KeyParts.text(ET, "f", true))).isTrue();
        assertThat(KeyLanguages.of(ScalarKind.BOOLEAN, 0, List.of()).accepts("TRUE")).isFalse();
        UUID uuid = UUID.fromString("123e4567-E89B-12d3-a456-426614174000");
        assertThat(KeyLanguages.of(ScalarKind.UUID, 0, List.of()).accepts(KeyParts.text(ET, "u", uuid))).isTrue();
        assertThat(KeyLanguages.of(ScalarKind.UUID, 0, List.of()).accepts(uuid.toString().toUpperCase())).isFalse();
        Automaton instants = KeyLanguages.of(ScalarKind.INSTANT, 0, List.of());
        for (Instant value : List.of(Instant.EPOCH, Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("9999-12-31T23:59:59.999999999Z"),
                Instant.parse("2026-02-28T12:34:56.789Z"))) {
            assertThat(instants.accepts(KeyParts.text(ET, "at", value))).as("%s", value).isTrue();
        }
        assertThat(instants.accepts("2026-01-01T00:00:00Z")).isFalse();
        assertThat(instants.accepts("2026-13-01T00:00:00.000000000Z")).isFalse();
        Automaton dates = KeyLanguages.of(ScalarKind.LOCAL_DATE, 0, List.of());
        assertThat(dates.accepts(KeyParts.text(ET, "d", LocalDate.of(7, 3, 31)))).isTrue();
        assertThat(dates.accepts("2026-00-10")).isFalse();
        Automaton states = KeyLanguages.of(ScalarKind.ENUM, 0, List.of("OPEN", "A$B"));
        assertThat(states.accepts("OPEN")).isTrue();
        assertThat(states.accepts("A%24B")).isTrue();
        assertThat(states.accepts("A$B")).isFalse();
        assertThat(KeyLanguages.of(ScalarKind.ENUM, 0, List.of()).accepts("OPEN")).isFalse();
    }

    @Test
    void theSearchFindsAShortestCommonTextOrProvesThereIsNone() {
        Automaton strings = KeyLanguages.STRING;
        assertThat(Automaton.shortestCommon(List.of(strings, KeyLanguages.of(ScalarKind.INT, 4, List.of())))).contains("0000");
        assertThat(Automaton.shortestCommon(List.of(strings, KeyLanguages.UUID))).contains("aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa");
        assertThat(Automaton.shortestCommon(List.of(KeyLanguages.BOOLEAN, KeyLanguages.of(ScalarKind.INT, 0, List.of())))).isEmpty();
        assertThat(Automaton.shortestCommon(List.of(strings, strings.after("AB").prefixed("#")))).isEmpty();
        assertThat(Automaton.shortestCommon(List.of(strings, strings.after("AB").prefixed("X")))).contains("X");
        assertThat(Automaton.shortestCommon(List.of(KeyLanguages.BOOLEAN, KeyLanguages.BOOLEAN.after("tr").prefixed("fa")))).isEmpty();
        assertThat(Automaton.shortestCommon(List.of(KeyLanguages.BOOLEAN, KeyLanguages.BOOLEAN.after("fal").prefixed("fal"))))
                .contains("false");
    }
}
