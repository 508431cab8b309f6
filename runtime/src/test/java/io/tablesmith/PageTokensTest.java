package io.tablesmith;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class PageTokensTest {

    private static final String BINDING = "JOB\u0000byStatus\u0000gsi1\u0000STATUS#QUEUED\u0000\u0000descending";
    private static final List<String> POSITION = List.of("2026-01-01T00:00:00.000000000Z", "JOB#\uD83D\uDE00", "METADATA");
    private static final byte[] HMAC_KEY = "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] OTHER_HMAC_KEY = "fedcba9876543210fedcba9876543210".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] AES_KEY = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] OTHER_AES_KEY = "fedcba9876543210".getBytes(StandardCharsets.US_ASCII);

    static Stream<PageTokens> modes() {
        return Stream.of(PageTokens.unsigned(), PageTokens.signed(HMAC_KEY), PageTokens.encrypted(AES_KEY),
                PageTokens.signed(HMAC_KEY).expiringAfter(Duration.ofMinutes(5)));
    }

    @ParameterizedTest
    @MethodSource("modes")
    void roundTripsUnicodeAndEmptyValues(PageTokens tokens) {
        List<String> values = List.of("2026-01-01T00:00:00.000000000Z", "JOB#\uD83D\uDE00", "");
        String token = tokens.encode(BINDING, values);

        assertThat(tokens.decode("JOB", BINDING, token, 3)).isEqualTo(values);
        assertThat(token).matches("[A-Za-z0-9_-]+").hasSizeLessThan(160);
    }

    @ParameterizedTest
    @MethodSource("modes")
    void aTokenOfAnotherBindingIsRefused(PageTokens tokens) {
        String token = tokens.encode(BINDING, POSITION);

        assertThatThrownBy(() -> tokens.decode("JOB", BINDING.replace("QUEUED", "RUNNING"), token, 3))
                .isInstanceOf(InvalidPageTokenException.class)
                .hasMessageContaining("another query");
    }

    @Test
    void encryptedTokensRevealNothingOfThePosition() {
        String token = PageTokens.encrypted(AES_KEY).encode(BINDING, List.of("SECRET-POSITION"));
        String decoded = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.ISO_8859_1);

        assertThat(decoded).doesNotContain("SECRET");
        assertThat(PageTokens.encrypted(AES_KEY).encode(BINDING, List.of("SECRET-POSITION"))).isNotEqualTo(token);
    }

    @Test
    void withAKeySetUnsignedTokensAndTokensOfAnotherKeyAreRefused() {
        String unsigned = PageTokens.unsigned().encode(BINDING, POSITION);
        String otherSigned = PageTokens.signed(OTHER_HMAC_KEY).encode(BINDING, POSITION);
        String otherEncrypted = PageTokens.encrypted(OTHER_AES_KEY).encode(BINDING, POSITION);

        assertThatThrownBy(() -> PageTokens.signed(HMAC_KEY).decode("JOB", BINDING, unsigned, 3))
                .isInstanceOf(InvalidPageTokenException.class).hasMessageContaining("it is unsigned, but this repository accepts only signed tokens");
        assertThatThrownBy(() -> PageTokens.signed(HMAC_KEY).decode("JOB", BINDING, otherSigned, 3))
                .isInstanceOf(InvalidPageTokenException.class).hasMessageContaining("signature does not match");
        assertThatThrownBy(() -> PageTokens.encrypted(AES_KEY).decode("JOB", BINDING, otherEncrypted, 3))
                .isInstanceOf(InvalidPageTokenException.class).hasMessageContaining("does not decrypt");
        assertThatThrownBy(() -> PageTokens.encrypted(AES_KEY).decode("JOB", BINDING, otherSigned, 3))
                .isInstanceOf(InvalidPageTokenException.class).hasMessageContaining("it is signed, but this repository accepts only encrypted tokens");
        assertThatThrownBy(() -> PageTokens.unsigned().decode("JOB", BINDING, otherSigned, 3))
                .isInstanceOf(InvalidPageTokenException.class);
    }

    @Test
    void expiredTokensAreRefused() {
        MutableClock clock = new MutableClock(Instant.parse("2026-11-30T00:00:00Z"));
        PageTokens tokens = PageTokens.encrypted(AES_KEY).expiringAfter(Duration.ofMinutes(10)).withClock(clock);
        String token = tokens.encode(BINDING, POSITION);

        clock.now = clock.now.plus(Duration.ofMinutes(9));
        assertThat(tokens.decode("JOB", BINDING, token, 3)).isEqualTo(POSITION);

        clock.now = clock.now.plus(Duration.ofMinutes(2));
        assertThatThrownBy(() -> tokens.decode("JOB", BINDING, token, 3))
                .isInstanceOf(InvalidPageTokenException.class)
                .hasMessageContaining("it expired: tokens live PT10M");
        assertThatThrownBy(() -> PageTokens.encrypted(AES_KEY).decode("JOB", BINDING, token, 3))
                .isInstanceOf(InvalidPageTokenException.class)
                .hasMessageContaining("issue time");
    }

    @Test
    void keysOfTheWrongSizeAreRefusedUpFront() {
        assertThatThrownBy(() -> PageTokens.signed(new byte[16])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 32 bytes");
        assertThatThrownBy(() -> PageTokens.encrypted(new byte[20])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("16, 24 or 32 bytes");
    }

    /**
     * 100,000 random, truncated and mutated tokens per mode: the decoder's only exception is
     * InvalidPageTokenException, and no mutation of a signed or encrypted token is accepted.
     */
    @ParameterizedTest
    @MethodSource("modes")
    void fuzzedTokensOnlyEverRaiseInvalidPageToken(PageTokens tokens) {
        Random random = new Random(20261130);
        String valid = tokens.encode(BINDING, POSITION);
        byte[] validBytes = Base64.getUrlDecoder().decode(valid);
        List<String> accepted = new java.util.ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            String candidate = switch (i % 4) {
                case 0 -> {
                    byte[] bytes = new byte[random.nextInt(96)];
                    random.nextBytes(bytes);
                    yield Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
                }
                case 1 -> valid.substring(0, random.nextInt(valid.length()));
                case 2 -> {
                    byte[] mutated = validBytes.clone();
                    for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
                        mutated[random.nextInt(mutated.length)] ^= (byte) (1 + random.nextInt(255));
                    }
                    yield Base64.getUrlEncoder().withoutPadding().encodeToString(mutated);
                }
                default -> {
                    char[] text = valid.toCharArray();
                    text[random.nextInt(text.length)] = (char) random.nextInt(128);
                    yield new String(text);
                }
            };
            if (decodesTo(candidate, validBytes)) {
                continue; // a "mutation" that changed nothing, e.g. a character replaced by itself
            }
            try {
                tokens.decode("JOB", BINDING, candidate, 3);
                accepted.add(candidate);
            } catch (InvalidPageTokenException expected) {
                // the only acceptable failure
            }
        }
        assertThat(accepted).as("changed tokens that were accepted").isEmpty();
    }

    /** Whether {@code candidate} is valid Base64 for exactly these bytes (Base64's last character has slack). */
    private static boolean decodesTo(String candidate, byte[] bytes) {
        try {
            return java.util.Arrays.equals(Base64.getUrlDecoder().decode(candidate), bytes);
        } catch (IllegalArgumentException notBase64) {
            return false;
        }
    }

    private static final class MutableClock extends Clock {
        private Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
