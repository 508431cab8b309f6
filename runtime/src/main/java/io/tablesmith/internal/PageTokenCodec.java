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
import java.util.List;
import java.util.zip.CRC32;

/**
 * The wire format inside a page token: the position's key values, and the checksum and binding
 * hash of unsigned tokens. {@link io.tablesmith.PageTokens} adds the signature or encryption.
 *
 * <p>Payload: 1 byte count, then per value an unsigned varint length and its UTF-8 bytes.
 * Unsigned token: header, 8 bytes of SHA-256 over the binding, the body, CRC-32 of all before it.
 */
public final class PageTokenCodec {

    private static final int BINDING_BYTES = 8;
    private static final int CHECKSUM_BYTES = 4;

    private PageTokenCodec() {
    }

    /** The position's key values, length-prefixed. */
    public static byte[] payload(List<String> values) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(64);
        out.write(values.size());
        for (String value : values) {
            byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
            writeVarint(out, bytes.length);
            out.writeBytes(bytes);
        }
        return out.toByteArray();
    }

    /**
     * Reads the position's key values from the rest of {@code in}.
     *
     * @throws InvalidPageTokenException unless exactly {@code expectedValues} well-formed values fill it
     */
    public static List<String> values(String entityType, ByteBuffer in, int expectedValues) {
        if (!in.hasRemaining()) {
            throw invalid(entityType, "it is truncated");
        }
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

    /** An unsigned token: header, binding hash, body and a CRC-32 over them. */
    public static byte[] checksummed(byte header, String binding, byte[] body) {
        ByteBuffer token = ByteBuffer.allocate(1 + BINDING_BYTES + body.length + CHECKSUM_BYTES);
        token.put(header).put(bindingHash(binding)).put(body);
        token.put(checksum(token.array(), token.position()));
        return token.array();
    }

    /**
     * The body of an unsigned token, after checking its checksum and binding.
     *
     * @throws InvalidPageTokenException when the token was damaged or issued for another binding
     */
    public static byte[] verified(String entityType, byte header, String binding, byte[] token) {
        if (token.length < 1 + BINDING_BYTES + 1 + CHECKSUM_BYTES) {
            throw invalid(entityType, "it is truncated");
        }
        int bodyEnd = token.length - CHECKSUM_BYTES;
        if (!MessageDigest.isEqual(checksum(token, bodyEnd), Arrays.copyOfRange(token, bodyEnd, token.length))) {
            throw invalid(entityType, "it was altered or truncated (checksum mismatch)");
        }
        if (!MessageDigest.isEqual(bindingHash(binding), Arrays.copyOfRange(token, 1, 1 + BINDING_BYTES))) {
            throw invalid(entityType,
                    "it was issued by another query, index, partition, range or direction; pass each token only to the query that returned it");
        }
        return Arrays.copyOfRange(token, 1 + BINDING_BYTES, bodyEnd);
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
