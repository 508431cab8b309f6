package io.tablesmith;

import io.tablesmith.internal.PageTokenCodec;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * How a repository protects the page tokens it hands out.
 *
 * <ul>
 *   <li>{@link #unsigned()} (the default): compact and checked for accidental damage and for
 *       use with another query, but a client who knows the format can craft one. It still only
 *       moves the start inside the partition the caller asked for.</li>
 *   <li>{@link #signed(byte[])}: HMAC-SHA256 with the application's key; a client can read the
 *       position in a token but can forge nothing.</li>
 *   <li>{@link #encrypted(byte[])}: AES-GCM with the application's key; a client learns nothing
 *       from a token and can forge nothing.</li>
 * </ul>
 * With a key set, unsigned tokens and tokens made with another key are refused. Any mode can
 * also carry an issue time and refuse tokens older than {@link #expiringAfter(Duration)}.
 * Every refusal is an {@link InvalidPageTokenException}.
 *
 * <pre>{@code
 * JobRepository jobs = new JobRepository(dynamo, "research")
 *         .withPageTokens(PageTokens.encrypted(key).expiringAfter(Duration.ofHours(1)));
 * }</pre>
 */
public final class PageTokens {

    private enum Mode { UNSIGNED, SIGNED, ENCRYPTED }

    private static final int TAG_BYTES = 16;
    private static final int NONCE_BYTES = 12;
    private static final int TIME_BYTES = 8;
    private static final int MAX_TOKEN_CHARS = 4096;
    private static final byte HAS_TIME = 0x10;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Mode mode;
    private final SecretKeySpec key;
    private final Duration maxAge;
    private final Clock clock;

    private PageTokens(Mode mode, SecretKeySpec key, Duration maxAge, Clock clock) {
        this.mode = mode;
        this.key = key;
        this.maxAge = maxAge;
        this.clock = clock;
    }

    /** Tokens checked by CRC-32 and bound to their query, without a key. */
    public static PageTokens unsigned() {
        return new PageTokens(Mode.UNSIGNED, null, null, Clock.systemUTC());
    }

    /**
     * Tokens authenticated with HMAC-SHA256 (tag truncated to 128 bits).
     *
     * @param hmacKey at least 32 random bytes, kept secret by the application
     */
    public static PageTokens signed(byte[] hmacKey) {
        if (hmacKey.length < 32) {
            throw new IllegalArgumentException("an HMAC-SHA256 key needs at least 32 bytes, but it has " + hmacKey.length);
        }
        return new PageTokens(Mode.SIGNED, new SecretKeySpec(hmacKey.clone(), "HmacSHA256"), null, Clock.systemUTC());
    }

    /**
     * Tokens encrypted and authenticated with AES-GCM.
     *
     * @param aesKey 16, 24 or 32 random bytes, kept secret by the application
     */
    public static PageTokens encrypted(byte[] aesKey) {
        if (aesKey.length != 16 && aesKey.length != 24 && aesKey.length != 32) {
            throw new IllegalArgumentException("an AES key has 16, 24 or 32 bytes, but it has " + aesKey.length);
        }
        return new PageTokens(Mode.ENCRYPTED, new SecretKeySpec(aesKey.clone(), "AES"), null, Clock.systemUTC());
    }

    /** The same protection, refusing tokens issued more than {@code maxAge} ago. */
    public PageTokens expiringAfter(Duration maxAge) {
        if (maxAge.isNegative() || maxAge.isZero()) {
            throw new IllegalArgumentException("a token's lifetime must be positive, but it was " + maxAge);
        }
        return new PageTokens(mode, key, maxAge, clock);
    }

    /** The same protection, reading the time from {@code clock} (for tests). */
    public PageTokens withClock(Clock clock) {
        return new PageTokens(mode, key, maxAge, Objects.requireNonNull(clock, "clock"));
    }

    /**
     * The token for a query stopped after an item whose position key values are {@code values}.
     * Repositories call this; applications need not.
     *
     * @param binding what the token is bound to: entity, query, index, partition, range, direction
     */
    public String encode(String binding, List<String> values) {
        byte[] payload = PageTokenCodec.payload(values);
        byte header = (byte) (mode.ordinal() + 1 | (maxAge == null ? 0 : HAS_TIME));
        ByteBuffer body = ByteBuffer.allocate((maxAge == null ? 0 : TIME_BYTES) + payload.length);
        if (maxAge != null) {
            body.putLong(clock.millis());
        }
        body.put(payload);
        byte[] sealed = switch (mode) {
            case UNSIGNED -> PageTokenCodec.checksummed(header, binding, body.array());
            case SIGNED -> concat(new byte[] {header}, body.array(), mac(header, binding, body.array()));
            case ENCRYPTED -> encrypt(header, binding, body.array());
        };
        return Base64.getUrlEncoder().withoutPadding().encodeToString(sealed);
    }

    /**
     * The position key values a token holds. Repositories call this; applications need not.
     *
     * @throws InvalidPageTokenException when the token is malformed, altered, expired, made with
     *     another key or mode, or issued for another binding
     */
    public List<String> decode(String entityType, String binding, String token, int expectedValues) {
        if (token.isEmpty() || token.length() > MAX_TOKEN_CHARS) {
            throw invalid(entityType, "it is empty or longer than " + MAX_TOKEN_CHARS + " characters");
        }
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(token);
        } catch (IllegalArgumentException e) {
            throw invalid(entityType, "it is not URL-safe Base64");
        }
        if (bytes.length == 0) {
            throw invalid(entityType, "it is truncated");
        }
        byte header = bytes[0];
        int tokenMode = (header & 0x0F) - 1;
        if (tokenMode != mode.ordinal()) {
            throw invalid(entityType, tokenMode >= 0 && tokenMode < Mode.values().length
                    ? "it is " + Mode.values()[tokenMode].name().toLowerCase(java.util.Locale.ROOT) + ", but this repository accepts only "
                            + mode.name().toLowerCase(java.util.Locale.ROOT) + " tokens"
                    : "its format is unknown");
        }
        boolean hasTime = (header & HAS_TIME) != 0;
        if ((header & ~(0x0F | HAS_TIME)) != 0 || hasTime != (maxAge != null)) {
            throw invalid(entityType, hasTime ? "it carries an issue time this repository does not expect"
                    : "it carries no issue time, but this repository's tokens expire");
        }
        byte[] body = switch (mode) {
            case UNSIGNED -> PageTokenCodec.verified(entityType, header, binding, bytes);
            case SIGNED -> verifyMac(entityType, header, binding, bytes);
            case ENCRYPTED -> decrypt(entityType, header, binding, bytes);
        };
        ByteBuffer in = ByteBuffer.wrap(body);
        if (hasTime) {
            if (in.remaining() < TIME_BYTES) {
                throw invalid(entityType, "it is truncated");
            }
            long issued = in.getLong();
            long now = clock.millis();
            if (issued > now + 60_000 || now - issued > maxAge.toMillis()) {
                throw invalid(entityType, "it expired: tokens live " + maxAge + "; start again from the first page");
            }
        }
        return PageTokenCodec.values(entityType, in, expectedValues);
    }

    private byte[] mac(byte header, String binding, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            mac.update(header);
            mac.update(binding.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            mac.update((byte) 0);
            return Arrays.copyOf(mac.doFinal(body), TAG_BYTES);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform provides HmacSHA256", e);
        }
    }

    private byte[] verifyMac(String entityType, byte header, String binding, byte[] bytes) {
        if (bytes.length < 1 + TAG_BYTES) {
            throw invalid(entityType, "it is truncated");
        }
        byte[] body = Arrays.copyOfRange(bytes, 1, bytes.length - TAG_BYTES);
        byte[] tag = Arrays.copyOfRange(bytes, bytes.length - TAG_BYTES, bytes.length);
        if (!MessageDigest.isEqual(tag, mac(header, binding, body))) {
            throw invalid(entityType, "its signature does not match: it was altered, made with another key, "
                    + "or issued by another query, partition or direction");
        }
        return body;
    }

    private byte[] encrypt(byte header, String binding, byte[] body) {
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BYTES * 8, nonce));
            cipher.updateAAD(associatedData(header, binding));
            return concat(new byte[] {header}, nonce, cipher.doFinal(body));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform provides AES/GCM/NoPadding", e);
        }
    }

    private byte[] decrypt(String entityType, byte header, String binding, byte[] bytes) {
        if (bytes.length < 1 + NONCE_BYTES + TAG_BYTES) {
            throw invalid(entityType, "it is truncated");
        }
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BYTES * 8, bytes, 1, NONCE_BYTES));
            cipher.updateAAD(associatedData(header, binding));
            return cipher.doFinal(bytes, 1 + NONCE_BYTES, bytes.length - 1 - NONCE_BYTES);
        } catch (GeneralSecurityException e) {
            throw invalid(entityType, "it does not decrypt: it was altered, made with another key, "
                    + "or issued by another query, partition or direction");
        }
    }

    private static byte[] associatedData(byte header, String binding) {
        return concat(new byte[] {header}, binding.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    private static byte[] concat(byte[]... parts) {
        int length = 0;
        for (byte[] part : parts) {
            length += part.length;
        }
        ByteBuffer joined = ByteBuffer.allocate(length);
        for (byte[] part : parts) {
            joined.put(part);
        }
        return joined.array();
    }

    private static InvalidPageTokenException invalid(String entityType, String reason) {
        return new InvalidPageTokenException(entityType, "page token refused: " + reason);
    }

    @Override
    public String toString() {
        return "PageTokens[" + mode.name().toLowerCase(java.util.Locale.ROOT)
                + (maxAge == null ? "" : ", expiring after " + maxAge) + "]";
    }
}
