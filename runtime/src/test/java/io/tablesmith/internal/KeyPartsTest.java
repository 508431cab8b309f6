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
