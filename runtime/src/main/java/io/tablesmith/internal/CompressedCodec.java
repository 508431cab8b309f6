package io.tablesmith.internal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
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

    /**
     * The most bytes one compressed value may inflate to (8 MiB). A few hundred bytes of gzip
     * can inflate to gigabytes, so a stored value is never inflated past this; and a value
     * larger than this is refused when written, so no value Tablesmith writes is refused on read.
     */
    static final int MAX_INFLATED_BYTES = 8 * 1024 * 1024;

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
        long inflated;
        try (CountingOutputStream gzip = new CountingOutputStream(new GZIPOutputStream(bytes))) {
            switch (form) {
                case TEXT -> gzip.write(stored.s().getBytes(StandardCharsets.UTF_8));
                case BINARY -> gzip.write(stored.b().asByteArrayUnsafe());
                case MAP -> AttributeValueEncoding.write(stored, new DataOutputStream(gzip));
            }
            inflated = gzip.count;
        } catch (IOException e) {
            throw new UncheckedIOException("writing to memory failed", e);
        }
        if (inflated > MAX_INFLATED_BYTES) {
            throw new CodecException("the value is " + inflated + " bytes before compression, above the "
                    + MAX_INFLATED_BYTES + " bytes a compressed value may hold when read back");
        }
        return AttributeValue.fromB(SdkBytes.fromByteArrayUnsafe(bytes.toByteArray()));
    }

    @Override
    public T read(AttributeValue stored) {
        if (stored.b() == null || (form == Form.BINARY && !isGzip(stored.b().asByteArrayUnsafe()))) {
            return value.read(stored);
        }
        byte[] compressed = stored.b().asByteArrayUnsafe();
        try (InputStream gzip = new LimitedInputStream(new GZIPInputStream(new ByteArrayInputStream(compressed)))) {
            return value.read(switch (form) {
                case TEXT -> AttributeValue.fromS(new String(gzip.readAllBytes(), StandardCharsets.UTF_8));
                case BINARY -> AttributeValue.fromB(SdkBytes.fromByteArrayUnsafe(gzip.readAllBytes()));
                case MAP -> AttributeValueEncoding.read(new DataInputStream(gzip));
            });
        } catch (TooLarge e) {
            throw new CodecException("the compressed value inflates past " + MAX_INFLATED_BYTES
                    + " bytes, the most a compressed value may hold; it was not written by Tablesmith", e);
        } catch (ZipException | java.io.EOFException e) {
            throw new CodecException("the compressed value is corrupt (" + e.getMessage() + ")", e);
        } catch (IOException e) {
            throw new CodecException("the compressed value cannot be read (" + e + ")", e);
        }
    }

    /** Counts the bytes written through it: the value's size before compression. */
    private static final class CountingOutputStream extends FilterOutputStream {
        long count;

        CountingOutputStream(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            count += len;
        }
    }

    /** Signals a value inflating past {@link #MAX_INFLATED_BYTES}. */
    private static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;

        TooLarge() {
            super("inflates past " + MAX_INFLATED_BYTES + " bytes");
        }
    }

    /** Stops reading an inflating stream once it passes {@link #MAX_INFLATED_BYTES}. */
    private static final class LimitedInputStream extends FilterInputStream {
        private long read;

        LimitedInputStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(int n) throws TooLarge {
            read += n;
            if (read > MAX_INFLATED_BYTES) {
                throw new TooLarge();
            }
        }
    }

    /** Whether bytes start with gzip's header (magic number and the deflate method). */
    private static boolean isGzip(byte[] bytes) {
        return bytes.length >= 10 && (bytes[0] & 0xff) == 0x1f && (bytes[1] & 0xff) == 0x8b && bytes[2] == 8;
    }
}
