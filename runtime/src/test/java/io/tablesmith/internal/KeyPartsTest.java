package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.InvalidKeyException;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KeyPartsTest {

    @Test
    void escapedValuesNeverContainTheDelimiter() {
        for (String value : List.of("a#b", "x#FINDING#y", "ends#", "#", "%", "%23", "plain")) {
            assertThat(KeyParts.text("JOB", "id", value)).doesNotContain("#");
        }
        assertThat(KeyParts.text("JOB", "id", "plain")).isEqualTo("plain");
        assertThat(KeyParts.text("JOB", "id", "a#b%c")).isEqualTo("a%23b%25c");
    }

    @Test
    void escapingIsInjective() {
        List<String> values = List.of("#", "%23", "%2523", "%", "%25", "a#", "a%23", "a%", "a");
        Set<String> rendered = new HashSet<>();
        for (String value : values) {
            rendered.add(KeyParts.text("JOB", "id", value));
        }
        assertThat(rendered).hasSameSizeAs(values);
    }

    @Test
    void unescapingGivesBackTheValueAKeyPartWasRenderedFrom() {
        for (String value : List.of("order #1", "#", "%23", "%2523", "%", "a b!\"$\u0000\u0001", "plain", "\u00e9\uD83D\uDE00")) {
            assertThat(KeyParts.unescape(KeyParts.text("JOB", "id", value))).isEqualTo(value);
        }
        assertThat(KeyParts.unescape("order%20%231")).isEqualTo("order #1");
    }

    @Test
    void everyCharacterUpToThePercentSignIsEscapedAsTwoHexDigits() {
        assertThat(KeyParts.text("JOB", "id", "a b!\"$\u0000\u0001")).isEqualTo("a%20b%21%22%24%00%01");
        assertThat(KeyParts.text("JOB", "id", "&'~\u00e9\uD83D\uDE00")).isEqualTo("&'~\u00e9\uD83D\uDE00");
    }

    /**
     * A key is the escaped value and the delimiter, then more: two such keys must sort (in UTF-8
     * bytes, DynamoDB's order) as their values do, for any characters, or ranges return the wrong items.
     */
    @Test
    void keysSortAsTheirValuesInUtf8OrderWhateverTheValuesHold() {
        java.util.Random random = new java.util.Random(9);
        String alphabet = "\u0000\u0001 !\"#$%&'-09AZaz~\u007f\u00e9\uFFFD\uD83D\uDE00";
        List<String> values = new java.util.ArrayList<>();
        for (int i = 0; i < 400; i++) {
            StringBuilder value = new StringBuilder();
            for (int n = 1 + random.nextInt(4); n > 0; n--) {
                int at = random.nextInt(alphabet.length() - 1);
                value.append(alphabet.charAt(at));
                if (Character.isHighSurrogate(alphabet.charAt(at))) {
                    value.append(alphabet.charAt(at + 1));
                }
            }
            if (Character.isLowSurrogate(value.charAt(0))) {
                continue;
            }
            values.add(value.toString());
        }
        for (String a : values) {
            for (String b : values) {
                String keyA = KeyParts.text("JOB", "id", a) + "#" + "rest";
                String keyB = KeyParts.text("JOB", "id", b) + "#" + "more";
                int byValue = Integer.signum(ScalarOrder.compareUtf8(a, b));
                int keys = Integer.signum(ScalarOrder.compareUtf8(keyA, keyB));
                if (byValue != 0) {
                    assertThat(keys).as("%s vs %s", a, b).isEqualTo(byValue);
                }
            }
        }
    }

    @Test
    void aLoneSurrogateIsRefusedNamingTheComponent() {
        assertThatThrownBy(() -> KeyParts.text("JOB", "id", "a\uD800b"))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("'id' has a lone surrogate (U+D800 at index 1)");
        assertThatThrownBy(() -> KeyParts.text("JOB", "id", "\uDC00"))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("lone surrogate");
    }

    @Test
    void instantsAreFixedWidthSoTextOrderIsTimeOrder() {
        Instant whole = Instant.parse("2026-01-01T00:00:00Z");
        Instant half = Instant.parse("2026-01-01T00:00:00.500Z");

        String wholeKey = KeyParts.text("JOB", "createdAt", whole);
        String halfKey = KeyParts.text("JOB", "createdAt", half);

        assertThat(wholeKey).isEqualTo("2026-01-01T00:00:00.000000000Z");
        assertThat(wholeKey).hasSameSizeAs(halfKey);
        assertThat(wholeKey.compareTo(halfKey)).isNegative();
    }

    @Test
    void nullEmptyAndUnsortableValuesNameTheComponent() {
        assertThatThrownBy(() -> KeyParts.text("JOB", "id", (String) null))
                .isInstanceOf(InvalidKeyException.class).hasMessage("JOB: key component 'id' is null; a key needs a value for every component it names");
        assertThatThrownBy(() -> KeyParts.text("JOB", "id", ""))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("'id' is empty");
        assertThatThrownBy(() -> KeyParts.text("JOB", "createdAt", Instant.parse("+10000-01-01T00:00:00Z")))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("outside the years 0000-9999");
    }
}
