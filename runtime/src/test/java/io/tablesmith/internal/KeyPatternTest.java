package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    private static boolean one(String type, String value) {
        return KeyPattern.of("X#{v:" + type + "}", "S").matches("X#" + value, "S");
    }

    @Test
    void everyRenderedValueOfEachTypeMatches() {
        assertThat(one("string", KeyParts.text("E", "v", "a#b %c"))).isTrue();
        assertThat(one("string", KeyParts.text("E", "v", "héllo \uD83D\uDE00"))).isTrue();
        assertThat(one("char", KeyParts.text("E", "v", (Character) '#'))).isTrue();
        assertThat(one("boolean", KeyParts.text("E", "v", Boolean.FALSE))).isTrue();
        assertThat(one("byte", KeyParts.text("E", "v", (byte) -128))).isTrue();
        assertThat(one("short", KeyParts.text("E", "v", (short) 32767))).isTrue();
        assertThat(one("int", KeyParts.text("E", "v", Integer.MIN_VALUE))).isTrue();
        assertThat(one("long", KeyParts.text("E", "v", Long.MAX_VALUE))).isTrue();
        assertThat(one("int:08", KeyParts.padded("E", "v", 42L, 8))).isTrue();
        assertThat(one("biginteger:19", KeyParts.padded("E", "v", new BigInteger("9999999999999999999"), 19))).isTrue();
        assertThat(one("biginteger:04", KeyParts.padded("E", "v", BigInteger.valueOf(42), 4))).isTrue();
        assertThat(one("biginteger", KeyParts.text("E", "v", new BigInteger("-123456789012345678901234567890")))).isTrue();
        assertThat(one("uuid", KeyParts.text("E", "v", UUID.fromString("123E4567-E89B-12D3-A456-426614174000")))).isTrue();
        assertThat(one("instant", KeyParts.text("E", "v", Instant.parse("2026-02-28T23:59:59.123456789Z")))).isTrue();
        assertThat(one("date", KeyParts.text("E", "v", LocalDate.parse("0001-12-31")))).isTrue();
        assertThat(one("enum", KeyParts.text("E", "v", Status.ON$HOLD))).isTrue();
    }

    @ParameterizedTest(name = "{0} does not render {1}")
    @CsvSource(delimiter = '|', value = {
        "string|a b", "string|%26", "string|%2", "string|a%", "string|''", "string|\uD83D",
        "char|ab", "char|\uD83D\uDE00", "boolean|True", "boolean|1",
        "byte|128", "byte|-129", "int|007", "int|-0", "int|+1", "int|2147483648", "long|9223372036854775808", "int|٣",
        "int:04|42", "int:04|-042", "byte:04|0128", "biginteger|01",
        "biginteger:04|42", "biginteger:04|-042", "biginteger:04|10000",
        "uuid|123E4567-E89B-12D3-A456-426614174000", "uuid|123e4567e89b12d3a456426614174000",
        "instant|2026-13-01T00:00:00.000000000Z", "instant|2026-01-01T24:00:00.000000000Z", "instant|2026-01-01T00:00:00Z",
        "date|2026-00-10", "date|2026-01-32", "date|26-01-01"})
    void valuesTheRuntimeNeverRendersDoNotMatch(String type, String text) {
        assertThat(one(type, text)).isFalse();
    }

    @Test
    void enumConstantsRestrictTheValueToTheirEscapedNames() {
        KeyPattern status = KeyPattern.of("STATUS#{status:enum}", "{id:string}").constants("status", Status.values());

        assertThat(status.matches("STATUS#QUEUED", "1")).isTrue();
        assertThat(status.matches("STATUS#ON%24HOLD", "1")).isTrue();
        assertThat(status.matches("STATUS#ON$HOLD", "1")).isFalse();
        assertThat(status.matches("STATUS#DONE", "1")).isFalse();
        assertThat(KeyPattern.of("STATUS#{status:enum}", "S").matches("STATUS#DONE", "S")).as("constants not given").isTrue();
    }

    @Test
    void keysMatchFieldByFieldWithTheirLiterals() {
        KeyPattern finding = KeyPattern.of("JOB#{jobId:string}", "FINDING#{findingId:string}");

        assertThat(finding.matches("JOB#1", "FINDING#a")).isTrue();
        assertThat(finding.matches("JOB#1", "FINDING#")).as("no value is empty").isFalse();
        assertThat(finding.matches("JOB#1", "METADATA")).isFalse();
        assertThat(finding.matches("JOB#1#2", "FINDING#a")).as("a field too many").isFalse();
        assertThat(finding.matches("JOB", "FINDING#a")).as("a field too few").isFalse();
        assertThat(finding.matches("JOB#1", "FINDING#a#b")).isFalse();
        assertThat(KeyPattern.of("JOB#{id:string}", "METADATA").matches("JOB#1", "METADATA")).isTrue();
        assertThat(KeyPattern.of("A#B{id:string}", "C").matches("A#Bx", "C")).as("literal text before a value").isTrue();
        assertThat(KeyPattern.of("A#B{id:string}", "C").matches("A#x", "C")).isFalse();
        assertThat(finding.matches(null, "FINDING#a")).isFalse();
    }

    @Test
    void aComponentUsedTwiceRendersTheSameTextBothTimes() {
        KeyPattern edge = KeyPattern.of("T#{id:string}", "{id:string}");

        assertThat(edge.matches("T#1", "1")).isTrue();
        assertThat(edge.matches("T#1", "2")).isFalse();
        assertThat(KeyPattern.of("T#{n:int}", "{n:int:04}").matches("T#1", "0002"))
                .as("two widths are two texts, as the proof counts them").isTrue();
    }

    @Test
    void malformedTemplatesAreRefused() {
        assertThatThrownBy(() -> KeyPattern.of("X#{v:float}", "S")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("{v:float}");
        assertThatThrownBy(() -> KeyPattern.of("X#{v:string}Y", "S")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> KeyPattern.of("X#{v:string", "S")).isInstanceOf(IllegalArgumentException.class);
    }
}
