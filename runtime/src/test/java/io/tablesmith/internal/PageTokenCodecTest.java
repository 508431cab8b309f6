package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.InvalidPageTokenException;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PageTokenCodecTest {

    private static final String BINDING = "JOB\u0000byStatus\u0000gsi1\u0000STATUS#QUEUED\u0000descending";

    @Test
    void roundTripsUnicodeAndEmptyValues() {
        List<String> values = List.of("2026-01-01T00:00:00.000000000Z", "JOB#\uD83D\uDE00", "");
        String token = PageTokenCodec.encode(BINDING, values);

        assertThat(PageTokenCodec.decode("JOB", BINDING, token, 3)).isEqualTo(values);
        assertThat(token).matches("[A-Za-z0-9_-]+");
    }

    @Test
    void refusesATokenOfAnotherBinding() {
        String token = PageTokenCodec.encode(BINDING, List.of("a"));

        assertThatThrownBy(() -> PageTokenCodec.decode("JOB", BINDING.replace("QUEUED", "RUNNING"), token, 1))
                .isInstanceOf(InvalidPageTokenException.class)
                .hasMessageContaining("issued by another query");
    }

    @Test
    void refusesAWrongNumberOfValues() {
        String token = PageTokenCodec.encode(BINDING, List.of("a"));

        assertThatThrownBy(() -> PageTokenCodec.decode("JOB", BINDING, token, 3))
                .isInstanceOf(InvalidPageTokenException.class)
                .hasMessageContaining("holds 1 key values where this query needs 3");
    }

    @Test
    void randomInputOnlyEverRaisesInvalidPageToken() {
        Random random = new Random(20261130);
        String valid = PageTokenCodec.encode(BINDING, List.of("x", "JOB#1", "METADATA"));
        byte[] validBytes = Base64.getUrlDecoder().decode(valid);
        for (int i = 0; i < 20_000; i++) {
            String candidate = switch (i % 3) {
                case 0 -> {
                    byte[] bytes = new byte[random.nextInt(64)];
                    random.nextBytes(bytes);
                    yield Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
                }
                case 1 -> valid.substring(0, random.nextInt(valid.length()));
                default -> {
                    byte[] mutated = validBytes.clone();
                    mutated[random.nextInt(mutated.length)] = (byte) random.nextInt(256);
                    yield Base64.getUrlEncoder().withoutPadding().encodeToString(mutated);
                }
            };
            if (candidate.equals(valid)) {
                continue;
            }
            assertThatThrownBy(() -> PageTokenCodec.decode("JOB", BINDING, candidate, 3))
                    .isInstanceOf(InvalidPageTokenException.class);
        }
    }
}
