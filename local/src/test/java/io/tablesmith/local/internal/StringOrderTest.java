package io.tablesmith.local.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Strings compare as DynamoDB orders them, by UTF-8 bytes, though the engine no longer encodes them to compare. */
class StringOrderTest {
    private static final String[] PIECES = {"", "a", "b", "z", "A", "é", "ÿ", "Ā", "中", "\uD7FF", "\uE000", "\uFFFF",
        "😀", "𝄞", "\uD800", "\uDBFF", "\uDC00", "\uDFFF", "\uD83D", "\uDE00", "?", "0", "~"};

    private static int byUtf8(String a, String b) {
        return Integer.signum(ValueOrder.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)));
    }

    private static int compared(String a, String b) {
        return Integer.signum(ValueOrder.compare(AttributeValue.fromS(a), AttributeValue.fromS(b)));
    }

    @Test
    void charactersBeyondTheBasicPlaneSortAfterPrivateUseCharactersAsInUtf8() {
        // in UTF-16 '😀' (D83D DE00) sorts before U+E000; in UTF-8 (F0 9F 98 80 against EE 80 80) after
        assertThat(compared("😀", "\uE000")).isEqualTo(1);
        assertThat(compared("\uE000", "😀")).isEqualTo(-1);
        assertThat(compared("ab", "abc")).isEqualTo(-1);
        assertThat(compared("é", "z")).isEqualTo(1);
        assertThat(compared("same", "same")).isZero();
    }

    @Test
    void everyPairOfMixedStringsComparesAsItsUtf8Bytes() {
        Random random = new Random(14);
        List<String> strings = new ArrayList<>();
        for (int i = 0; i < 600; i++) {
            StringBuilder s = new StringBuilder();
            int parts = random.nextInt(4);
            for (int p = 0; p < parts; p++) {
                s.append(PIECES[random.nextInt(PIECES.length)]);
            }
            strings.add(s.toString());
        }
        for (String a : strings) {
            for (String b : strings) {
                assertThat(compared(a, b)).as("%s vs %s", a, b).isEqualTo(byUtf8(a, b));
            }
        }
    }
}
