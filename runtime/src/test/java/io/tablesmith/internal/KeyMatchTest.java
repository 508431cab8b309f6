package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.InvalidKeyException;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link KeyMatch} accepts exactly the text {@link KeyParts} renders, for random and edge values
 * of every key type: in place at any position, followed by more key text or not, and never a
 * text that differs in one character, is cut short, or renders another value. A value KeyParts
 * refuses matches nothing.
 */
class KeyMatchTest {

    private enum Shade { RED, DARK_BLUE }

    private static final SplittableRandom RANDOM = new SplittableRandom(19);

    /** What went wrong, over every value a test checks; asserted empty at its end. */
    private final List<String> wrong = new ArrayList<>();

    /**
     * Checks one value: where {@code render} gives text, {@code match} finds exactly it (after a
     * prefix, before a suffix), and no mutation of it; where render refuses, match finds nothing.
     */
    private <T> void agree(T value, Function<T, String> render, KeyMatcher<T> match) {
        String rendered;
        try {
            rendered = render.apply(value);
        } catch (InvalidKeyException refused) {
            expect(match.at("X#" + value, 2, value), -1, value, "refused by KeyParts");
            return;
        }
        expect(match.at(rendered, 0, value), rendered.length(), value, rendered);
        expect(match.at("ORDER#" + rendered + "#REST", 6, value), 6 + rendered.length(), value, "inside a key");
        expect(match.at(rendered, -1, value), -1, value, "after a mismatch");
        expect(match.at(null, 0, value), -1, value, "without a key");
        expect(match.at(rendered.substring(0, rendered.length() - 1), 0, value), -1, value, "cut short");
        for (int i = 0; i < rendered.length(); i++) {
            char c = rendered.charAt(i);
            for (char other : new char[] {(char) (c + 1), (char) (c - 1), '#', '0'}) {
                String changed = rendered.substring(0, i) + other + rendered.substring(i + 1);
                if (other != c && match.at(changed, 0, value) == changed.length()) {
                    wrong.add(value + " matched " + changed);
                }
            }
        }
    }

    private void expect(int actual, int expected, Object value, String what) {
        if (actual != expected) {
            wrong.add(value + " (" + what + "): " + actual + " instead of " + expected);
        }
    }

    @AfterEach
    void nothingWentWrong() {
        assertThat(wrong).isEmpty();
    }

    @FunctionalInterface
    private interface KeyMatcher<T> {
        int at(String key, int at, T value);
    }

    private void agreeOnText(String value) {
        agree(value, v -> KeyParts.text("E", "c", v), KeyMatch::text);
    }

    @Test
    void stringsAreMatchedInTheirEscapedForm() {
        for (String value : List.of("a", "ann", "a#b", "%", "%25", "x#FINDING#y", " ", "!\"#$%&", "\u0000\u001f", "héllo",
                "日本", "\uD83D\uDE00 smile", "&'()")) {
            agreeOnText(value);
        }
        for (int i = 0; i < 5_000; i++) {
            StringBuilder value = new StringBuilder();
            int length = 1 + RANDOM.nextInt(12);
            for (int j = 0; j < length; j++) {
                value.append(switch (RANDOM.nextInt(4)) {
                    case 0 -> (char) RANDOM.nextInt(0x30);          // escaped and their neighbours
                    case 1 -> (char) ('a' + RANDOM.nextInt(26));
                    case 2 -> (char) RANDOM.nextInt(0x10000);       // surrogates too, paired or not
                    default -> "\uD83D\uDE00";
                });
            }
            agreeOnText(value.toString());
        }
    }

    @Test
    void whatKeyPartsRefusesMatchesNothing() {
        assertThat(KeyMatch.text("PATRON#", 7, (String) null)).isEqualTo(-1);
        assertThat(KeyMatch.text("PATRON#", 7, "")).isEqualTo(-1);
        assertThat(KeyMatch.text("a\uD800", 0, "a\uD800")).isEqualTo(-1);
        assertThat(KeyMatch.text("\uDC00a", 0, "\uDC00a")).isEqualTo(-1);
        assertThat(KeyMatch.text("\uD800", 0, '\uD800')).isEqualTo(-1);
        assertThat(KeyMatch.text("x", 0, (Character) null)).isEqualTo(-1);
        assertThat(KeyMatch.text("1", 0, (Number) null)).isEqualTo(-1);
        assertThat(KeyMatch.padded("00000001", 0, (Number) null, 8)).isEqualTo(-1);
        assertThat(KeyMatch.text("RED", 0, (Enum<?>) null)).isEqualTo(-1);
        assertThat(KeyMatch.text("true", 0, (Boolean) null)).isEqualTo(-1);
        assertThat(KeyMatch.literal(null, 0, "PATRON#")).isEqualTo(-1);
        assertThat(KeyMatch.literal("PATRON#", -1, "PATRON#")).isEqualTo(-1);
        assertThat(KeyMatch.ends(null, 0)).isFalse();
        assertThat(KeyMatch.ends("ab", -1)).isFalse();
        assertThat(KeyMatch.ends("ab", 2)).isTrue();
    }

    @Test
    void charactersEnumsAndBooleansAreMatchedAsRendered() {
        for (char c = 0; c < 0x3000; c++) {
            agree(c, v -> KeyParts.text("E", "c", v), KeyMatch::text);
        }
        agree('\uD800', v -> KeyParts.text("E", "c", v), KeyMatch::text);
        for (Shade shade : Shade.values()) {
            agree(shade, v -> KeyParts.text("E", "c", v), KeyMatch::text);
        }
        agree(true, v -> KeyParts.text("E", "c", v), (key, at, v) -> KeyMatch.text(key, at, v.booleanValue()));
        agree(false, v -> KeyParts.text("E", "c", v), KeyMatch::text);
    }

    @Test
    void wholeNumbersAreMatchedInDecimalAndZeroPadded() {
        List<Long> values = new ArrayList<>(List.of(0L, 1L, -1L, 9L, 10L, -10L, 99L, 100L, Long.MAX_VALUE, Long.MIN_VALUE,
                (long) Integer.MAX_VALUE, (long) Integer.MIN_VALUE, 1_000_000L, 99_999_999L, 100_000_000L));
        for (int i = 0; i < 5_000; i++) {
            values.add(i % 2 == 0 ? RANDOM.nextLong() : RANDOM.nextLong(-100_000, 1_000_000_000L));
        }
        for (long value : values) {
            agree(value, v -> KeyParts.text("E", "n", v), (key, at, v) -> KeyMatch.text(key, at, v.longValue()));
            agree(value, v -> KeyParts.text("E", "n", v), (key, at, v) -> KeyMatch.text(key, at, (Number) v));
            agree((int) value, v -> KeyParts.text("E", "n", v), (key, at, v) -> KeyMatch.text(key, at, (Number) v));
            for (int width : new int[] {1, 8, 19}) {
                Function<Long, String> padded = v -> KeyParts.padded("E", "n", v.longValue(), width);
                agree(value, padded, (key, at, v) -> KeyMatch.padded(key, at, v.longValue(), width));
                agree(value, padded, (key, at, v) -> KeyMatch.padded(key, at, (Number) v, width));
            }
            BigInteger big = BigInteger.valueOf(value).multiply(BigInteger.valueOf(RANDOM.nextLong()));
            agree(big, v -> KeyParts.text("E", "n", v), KeyMatch::text);
            for (int width : new int[] {1, 8, 19}) {
                for (BigInteger padded : List.of(big, BigInteger.valueOf(value))) {
                    agree(padded, v -> KeyParts.padded("E", "n", v, width), (key, at, v) -> KeyMatch.padded(key, at, v, width));
                    agree(padded, v -> KeyParts.padded("E", "n", v, width), (key, at, v) -> KeyMatch.padded(key, at, (Number) v, width));
                }
            }
        }
        assertThat(KeyMatch.text("12", 0, 1L)).isEqualTo(1);     // the next part then finds "2" where it wants its text
        assertThat(KeyMatch.padded("123", 0, 123L, 2)).isEqualTo(-1);
        assertThat(KeyMatch.padded("01", 0, -1L, 2)).isEqualTo(-1);
    }

    @Test
    void uuidsAreMatchedInTheirCanonicalLowerCaseForm() {
        for (int i = 0; i < 5_000; i++) {
            UUID value = i == 0 ? new UUID(0, 0) : i == 1 ? new UUID(-1, -1) : new UUID(RANDOM.nextLong(), RANDOM.nextLong());
            agree(value, v -> KeyParts.text("E", "u", v), KeyMatch::text);
            String upper = value.toString().toUpperCase(java.util.Locale.ROOT);
            if (!upper.equals(value.toString())) {
                assertThat(KeyMatch.text(upper, 0, value)).isEqualTo(-1);
            }
        }
    }

    @Test
    void instantsAreMatchedAsFixedWidthUtcAndDatesAsIso() {
        List<Instant> instants = new ArrayList<>(List.of(Instant.EPOCH, Instant.parse("0000-01-01T00:00:00Z"),
                Instant.parse("9999-12-31T23:59:59.999999999Z"), Instant.parse("-0001-12-31T23:59:59Z"),
                Instant.parse("+10000-01-01T00:00:00Z"), Instant.parse("2000-02-29T12:00:00Z"), Instant.MIN, Instant.MAX));
        for (int i = 0; i < 5_000; i++) {
            instants.add(Instant.ofEpochSecond(RANDOM.nextLong(-62_167_219_200L - 100_000, 253_402_300_799L + 100_000),
                    RANDOM.nextInt(1_000_000_000)));
        }
        for (Instant value : instants) {
            agree(value, v -> KeyParts.text("E", "t", v), KeyMatch::text);
            if (value.getEpochSecond() > -62_167_219_200L && value.getEpochSecond() < 253_402_300_799L) {
                // another text of the same instant is not the key's text
                assertThat(KeyMatch.text(value.toString(), 0, value)).isEqualTo(value.toString().length() == 30 ? 30 : -1);
                LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(value.getEpochSecond(), 86_400));
                agree(date, v -> KeyParts.text("E", "d", v), KeyMatch::text);
            }
        }
        agree(LocalDate.of(-1, 1, 1), v -> KeyParts.text("E", "d", v), KeyMatch::text);
        agree(LocalDate.of(10_000, 1, 1), v -> KeyParts.text("E", "d", v), KeyMatch::text);
    }
}
