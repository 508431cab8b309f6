package io.tablesmith.local.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The UTF-8 length that item sizes count, computed without encoding, is the encoder's, character for character. */
class ItemSizeTest {

    @Test
    void utf8LengthIsWhatTheEncoderWrites() {
        List<String> texts = List.of("", "plain ascii", "é and ü", "€ 中文", "emoji \uD83D\uDE00 pair",
                "lone high \uD83D", "lone low \uDE00 here", "high at the end \uD83D", "\uDE00\uD83D reversed",
                "\u007F\u0080\u07FF\u0800\uFFFF");
        for (String text : texts) {
            assertThat(ItemSize.utf8(text)).as(text).isEqualTo(text.getBytes(StandardCharsets.UTF_8).length);
        }
    }
}
