package io.tablesmith.internal;

import static io.tablesmith.internal.KeyTemplate.component;
import static io.tablesmith.internal.KeyTemplate.literal;
import static io.tablesmith.internal.KeyTemplate.oneOf;
import static io.tablesmith.internal.KeyTemplate.padded;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.internal.KeyTemplate.Type;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A key pattern accepts exactly the keys {@link KeyParts} renders for its templates. */
class KeyPatternTest {

    private enum Status { QUEUED, RUNNING, ON$HOLD }

    private static final KeyTemplate CONSTANT_S = KeyTemplate.of(literal("S"));

    /** Whether {@code X#<value>}, {@code S} is a key of the partition template {@code X#{v}}. */
    private static boolean one(KeyTemplate.Component v, String value) {
        return KeyPattern.of(KeyTemplate.of(literal("X#"), v), CONSTANT_S).matches("X#" + value, "S");
    }

    private static boolean one(Type type, int width, String value) {
        return one(type == Type.ENUM ? oneOf("v", Status.values()) : width > 0 ? padded("v", type, width) : component("v", type),
                value);
    }

    @Test
    void everyRenderedValueOfEachTypeMatches() {
        assertThat(one(component("v", Type.STRING), KeyParts.text("E", "v", "a#b %c"))).isTrue();
        assertThat(one(component("v", Type.STRING), KeyParts.text("E", "v", "héllo \uD83D\uDE00"))).isTrue();
        assertThat(one(component("v", Type.CHAR), KeyParts.text("E", "v", (Character) '#'))).isTrue();
        assertThat(one(component("v", Type.BOOLEAN), KeyParts.text("E", "v", Boolean.FALSE))).isTrue();
        assertThat(one(component("v", Type.BYTE), KeyParts.text("E", "v", (byte) -128))).isTrue();
        assertThat(one(component("v", Type.SHORT), KeyParts.text("E", "v", (short) 32767))).isTrue();
        assertThat(one(component("v", Type.INT), KeyParts.text("E", "v", Integer.MIN_VALUE))).isTrue();
        assertThat(one(component("v", Type.LONG), KeyParts.text("E", "v", Long.MAX_VALUE))).isTrue();
        assertThat(one(padded("v", Type.INT, 8), KeyParts.padded("E", "v", 42L, 8))).isTrue();
        assertThat(one(padded("v", Type.BIG_INTEGER, 19), KeyParts.padded("E", "v", new BigInteger("9999999999999999999"), 19)))
                .isTrue();
        assertThat(one(padded("v", Type.BIG_INTEGER, 4), KeyParts.padded("E", "v", BigInteger.valueOf(42), 4))).isTrue();
        assertThat(one(component("v", Type.BIG_INTEGER), KeyParts.text("E", "v", new BigInteger("-123456789012345678901234567890"))))
                .isTrue();
        assertThat(one(component("v", Type.UUID), KeyParts.text("E", "v", UUID.fromString("123E4567-E89B-12D3-A456-426614174000"))))
                .isTrue();
        assertThat(one(component("v", Type.INSTANT), KeyParts.text("E", "v", Instant.parse("2026-02-28T23:59:59.123456789Z"))))
                .isTrue();
        assertThat(one(component("v", Type.DATE), KeyParts.text("E", "v", LocalDate.parse("0001-12-31")))).isTrue();
        assertThat(one(oneOf("v", Status.values()), KeyParts.text("E", "v", Status.ON$HOLD))).isTrue();
    }

    @ParameterizedTest(name = "{0} (width {1}) does not render {2}")
    @CsvSource(delimiter = '|', value = {
        "STRING|0|a b", "STRING|0|%26", "STRING|0|%2", "STRING|0|a%", "STRING|0|''", "STRING|0|\uD83D",
        "CHAR|0|ab", "CHAR|0|\uD83D\uDE00", "BOOLEAN|0|True", "BOOLEAN|0|1",
        "BYTE|0|128", "BYTE|0|-129", "INT|0|007", "INT|0|-0", "INT|0|+1", "INT|0|2147483648", "LONG|0|9223372036854775808",
        "INT|0|٣", "INT|4|42", "INT|4|-042", "BYTE|4|0128", "BIG_INTEGER|0|01",
        "BIG_INTEGER|4|42", "BIG_INTEGER|4|-042", "BIG_INTEGER|4|10000",
        "UUID|0|123E4567-E89B-12D3-A456-426614174000", "UUID|0|123e4567e89b12d3a456426614174000",
        "INSTANT|0|2026-13-01T00:00:00.000000000Z", "INSTANT|0|2026-01-01T24:00:00.000000000Z", "INSTANT|0|2026-01-01T00:00:00Z",
        "DATE|0|2026-00-10", "DATE|0|2026-01-32", "DATE|0|26-01-01", "ENUM|0|DONE", "ENUM|0|ON$HOLD"})
    void valuesTheRuntimeNeverRendersDoNotMatch(Type type, int width, String text) {
        assertThat(one(type, width, text)).isFalse();
    }

    @Test
    void enumConstantsRestrictTheValueToTheirEscapedNames() {
        KeyPattern status = KeyPattern.of(KeyTemplate.of(literal("STATUS#"), oneOf("status", Status.values())),
                KeyTemplate.of(component("id", Type.STRING)));

        assertThat(status.matches("STATUS#QUEUED", "1")).isTrue();
        assertThat(status.matches("STATUS#ON%24HOLD", "1")).isTrue();
        assertThat(status.matches("STATUS#ON$HOLD", "1")).isFalse();
        assertThat(status.matches("STATUS#DONE", "1")).isFalse();
    }

    @Test
    void keysMatchFieldByFieldWithTheirLiterals() {
        KeyPattern finding = KeyPattern.of(KeyTemplate.of(literal("JOB#"), component("jobId", Type.STRING)),
                KeyTemplate.of(literal("FINDING#"), component("findingId", Type.STRING)));
        KeyPattern prefixed = KeyPattern.of(KeyTemplate.of(literal("A#B"), component("id", Type.STRING)), KeyTemplate.of(literal("C")));

        assertThat(finding.matches("JOB#1", "FINDING#a")).isTrue();
        assertThat(finding.matches("JOB#1", "FINDING#")).as("no value is empty").isFalse();
        assertThat(finding.matches("JOB#1", "METADATA")).isFalse();
        assertThat(finding.matches("JOB#1#2", "FINDING#a")).as("a field too many").isFalse();
        assertThat(finding.matches("JOB", "FINDING#a")).as("a field too few").isFalse();
        assertThat(finding.matches("JOB#1", "FINDING#a#b")).isFalse();
        assertThat(KeyPattern.of(KeyTemplate.of(literal("JOB#"), component("id", Type.STRING)), KeyTemplate.of(literal("METADATA")))
                .matches("JOB#1", "METADATA")).isTrue();
        assertThat(prefixed.matches("A#Bx", "C")).as("literal text before a value").isTrue();
        assertThat(prefixed.matches("A#x", "C")).isFalse();
        assertThat(finding.matches(null, "FINDING#a")).isFalse();
    }

    @Test
    void aComponentUsedTwiceRendersTheSameTextBothTimes() {
        KeyPattern edge = KeyPattern.of(KeyTemplate.of(literal("T#"), component("id", Type.STRING)),
                KeyTemplate.of(component("id", Type.STRING)));

        assertThat(edge.matches("T#1", "1")).isTrue();
        assertThat(edge.matches("T#1", "2")).isFalse();
        assertThat(KeyPattern.of(KeyTemplate.of(literal("T#"), component("n", Type.INT)), KeyTemplate.of(padded("n", Type.INT, 4)))
                .matches("T#1", "0002"))
                .as("two widths are two texts, as the proof counts them").isTrue();
    }

    @Test
    void templatesWhoseComponentsAreNotEachFollowedByTheirOwnHashAreRefused() {
        assertThatThrownBy(() -> KeyPattern.of(KeyTemplate.of(literal("X#"), component("v", Type.STRING), literal("Y")), CONSTANT_S))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("text after a component must start with '#': X#{v:STRING}Y");
        assertThatThrownBy(() -> KeyPattern.of(CONSTANT_S,
                KeyTemplate.of(component("a", Type.STRING), component("b", Type.STRING))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("two components without a '#' between them: {a:STRING}{b:STRING}");
    }
}
