package io.tablesmith.internal;

import io.tablesmith.InvalidPageTokenException;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Encodes the position a query stopped at into a compact, URL-safe token, and refuses any
 * token that this query did not issue.
 *
 * <p>Layout (then Base64url without padding):
 * <pre>
 *   1 byte   format version (1)
 *   8 bytes  binding: the first 8 bytes of SHA-256 over entity, query, index, partition and direction
 *   1 byte   number of key values
 *   n ×      length (unsigned varint) + UTF-8 bytes of one key value
 *   4 bytes  CRC-32 of everything before it
 * </pre>
 * The partition key value is bound, not stored: the query always supplies it, so a token can
 * only move the starting point inside the partition the caller asked for.
 */
public final class PageTokenCodec {

    private static final byte FORMAT = 1;
    private static final int BINDING_BYTES = 8;
    private static final int CHECKSUM_BYTES = 4;
    private static final int MAX_TOKEN_CHARS = 4096;

    private PageTokenCodec() {
    }

    /** The token for a query stopped after the item whose key attributes are {@code values}. */
    public static String encode(String binding, List<String> values) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(64);
        out.write(FORMAT);
        out.writeBytes(bindingHash(binding));
        out.write(values.size());
        for (String value : values) {
            byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
            writeVarint(out, bytes.length);
            out.writeBytes(bytes);
        }
        out.writeBytes(checksum(out.toByteArray(), out.size()));
        return Base64.getUrlEncoder().withoutPadding().encodeToString(out.toByteArray());
    }

    /**
     * The key values a token holds.
     *
     * @throws InvalidPageTokenException when the token is malformed, altered, or was issued for
     *     another binding, or does not hold exactly {@code expectedValues} values
     */
    public static List<String> decode(String entityType, String binding, String token, int expectedValues) {
        if (token.isEmpty() || token.length() > MAX_TOKEN_CHARS) {
            throw invalid(entityType, "it is empty or longer than " + MAX_TOKEN_CHARS + " characters");
        }
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(token);
        } catch (IllegalArgumentException e) {
            throw invalid(entityType, "it is not URL-safe Base64");
        }
        if (bytes.length < 1 + BINDING_BYTES + 1 + CHECKSUM_BYTES) {
            throw invalid(entityType, "it is truncated");
        }
        int bodyLength = bytes.length - CHECKSUM_BYTES;
        if (!MessageDigest.isEqual(checksum(bytes, bodyLength),
                Arrays.copyOfRange(bytes, bodyLength, bytes.length))) {
            throw invalid(entityType, "it was altered or truncated (checksum mismatch)");
        }
        if (bytes[0] != FORMAT) {
            throw invalid(entityType, "its format version " + bytes[0] + " is unknown");
        }
        if (!MessageDigest.isEqual(bindingHash(binding), Arrays.copyOfRange(bytes, 1, 1 + BINDING_BYTES))) {
            throw invalid(entityType,
                    "it was issued by another query, index, partition or direction; pass each token only to the query that returned it");
        }
        ByteBuffer in = ByteBuffer.wrap(bytes, 1 + BINDING_BYTES, bodyLength - 1 - BINDING_BYTES);
        int count = Byte.toUnsignedInt(in.get());
        if (count != expectedValues) {
            throw invalid(entityType, "it holds " + count + " key values where this query needs " + expectedValues);
        }
        List<String> values = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int length = readVarint(entityType, in);
            if (length > in.remaining()) {
                throw invalid(entityType, "it is truncated");
            }
            byte[] value = new byte[length];
            in.get(value);
            values.add(utf8(entityType, value));
        }
        if (in.hasRemaining()) {
            throw invalid(entityType, "it has trailing bytes");
        }
        return values;
    }

    private static byte[] bindingHash(String binding) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(binding.getBytes(StandardCharsets.UTF_8));
            return Arrays.copyOf(digest, BINDING_BYTES);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
    }

    private static byte[] checksum(byte[] bytes, int length) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, length);
        return ByteBuffer.allocate(CHECKSUM_BYTES).putInt((int) crc.getValue()).array();
    }

    private static void writeVarint(ByteArrayOutputStream out, int value) {
        int remaining = value;
        while ((remaining & ~0x7F) != 0) {
            out.write((remaining & 0x7F) | 0x80);
            remaining >>>= 7;
        }
        out.write(remaining);
    }

    private static int readVarint(String entityType, ByteBuffer in) {
        int value = 0;
        for (int shift = 0; shift < 28; shift += 7) {
            if (!in.hasRemaining()) {
                throw invalid(entityType, "it is truncated");
            }
            int b = Byte.toUnsignedInt(in.get());
            value |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return value;
            }
        }
        throw invalid(entityType, "it holds a malformed length");
    }

    private static String utf8(String entityType, byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw invalid(entityType, "it holds text that is not UTF-8");
        }
    }

    private static InvalidPageTokenException invalid(String entityType, String reason) {
        return new InvalidPageTokenException(entityType, "page token refused: " + reason);
    }
}
