package io.tablesmith.internal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A value stored gzip-compressed as binary (B): a string as its UTF-8 bytes, a binary as its
 * bytes, a nested record (a map) in {@link AttributeValueEncoding}. Reads accept the plain
 * form too (S, M, or B without the gzip header), so compression can be turned on for a
 * component that already has stored items.
 */
final class CompressedCodec<T> implements Codec<T> {

    private enum Form { TEXT, BINARY, MAP }

    private final Codec<T> value;
    private final Form form;

    CompressedCodec(Codec<T> value) {
        this.value = value;
        this.form = value instanceof TextCodec<?> ? Form.TEXT : value instanceof BinaryCodec<?> ? Form.BINARY : Form.MAP;
    }

    @Override
    public AttributeValue write(T plain) {
        AttributeValue stored = value.write(plain);
        if (stored == null) {
            return null;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(bytes)) {
            switch (form) {
                case TEXT -> gzip.write(stored.s().getBytes(StandardCharsets.UTF_8));
                case BINARY -> gzip.write(stored.b().asByteArrayUnsafe());
                case MAP -> AttributeValueEncoding.write(stored, new DataOutputStream(gzip));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("writing to memory failed", e);
        }
        return AttributeValue.fromB(SdkBytes.fromByteArrayUnsafe(bytes.toByteArray()));
    }

    @Override
    public T read(AttributeValue stored) {
        if (stored.b() == null || (form == Form.BINARY && !isGzip(stored.b().asByteArrayUnsafe()))) {
            return value.read(stored);
        }
        byte[] compressed = stored.b().asByteArrayUnsafe();
        try (InputStream gzip = new GZIPInputStream(new ByteArrayInputStream(compressed))) {
            return value.read(switch (form) {
                case TEXT -> AttributeValue.fromS(new String(gzip.readAllBytes(), StandardCharsets.UTF_8));
                case BINARY -> AttributeValue.fromB(SdkBytes.fromByteArrayUnsafe(gzip.readAllBytes()));
                case MAP -> AttributeValueEncoding.read(new DataInputStream(gzip));
            });
        } catch (ZipException | java.io.EOFException e) {
            throw new CodecException("the compressed value is corrupt (" + e.getMessage() + ")", e);
        } catch (IOException e) {
            throw new CodecException("the compressed value cannot be read (" + e + ")", e);
        }
    }

    /** Whether bytes start with gzip's header (magic number and the deflate method). */
    private static boolean isGzip(byte[] bytes) {
        return bytes.length >= 10 && (bytes[0] & 0xff) == 0x1f && (bytes[1] & 0xff) == 0x8b && bytes[2] == 8;
    }
}
