package io.tablesmith.local.internal;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A partition key value, ordered as DynamoDB spreads partitions: by a hash of the value first, so scans
 * see partitions in an order unrelated to the values, and a Scan segment is a contiguous hash range.
 * The partition of a global index with several partition-key attributes holds their values as one list
 * value, hashed together.
 */
public record PartitionKey(AttributeValue value, long hash) implements Comparable<PartitionKey> {

    public static PartitionKey of(AttributeValue value) {
        return new PartitionKey(value, hash(value));
    }

    /** The partition of a multi-attribute partition key: every value, in key-schema order. */
    public static PartitionKey ofComposite(List<AttributeValue> values) {
        return of(AttributeValue.fromL(values));
    }

    /** Which of {@code totalSegments} Scan segments this partition belongs to. */
    public int segment(int totalSegments) {
        long unsigned32 = hash >>> 32;
        return (int) ((unsigned32 * totalSegments) >>> 32);
    }

    @Override
    public int compareTo(PartitionKey other) {
        int c = Long.compareUnsigned(hash, other.hash);
        if (c != 0) {
            return c;
        }
        if (!value.hasL()) {
            return ValueOrder.compare(value, other.value);
        }
        List<AttributeValue> mine = value.l();
        List<AttributeValue> theirs = other.value.l();
        for (int i = 0; i < mine.size(); i++) {
            c = ValueOrder.compare(mine.get(i), theirs.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PartitionKey && compareTo((PartitionKey) o) == 0;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    static byte[] canonicalBytes(AttributeValue v) {
        if (v.hasL()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (AttributeValue part : v.l()) {
                byte[] bytes = canonicalBytes(part);
                out.write(bytes.length >>> 8);
                out.write(bytes.length);
                out.writeBytes(bytes);
            }
            return out.toByteArray();
        }
        if (v.s() != null) {
            return ("S" + v.s()).getBytes(StandardCharsets.UTF_8);
        }
        if (v.n() != null) {
            return ("N" + Numbers.canonical(v.n())).getBytes(StandardCharsets.UTF_8);
        }
        byte[] b = v.b().asByteArray();
        byte[] out = new byte[b.length + 1];
        out[0] = 'B';
        System.arraycopy(b, 0, out, 1, b.length);
        return out;
    }

    static int canonicalBytesHash(AttributeValue v) {
        return Arrays.hashCode(canonicalBytes(v));
    }

    /**
     * Each thread's MD5 digest, reused: looking one up for every key (through the security providers, with a
     * reflective instantiation) cost more than the digest itself, on every write.
     */
    private static final ThreadLocal<MessageDigest> MD5 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("MD5 is required by every Java platform", e);
        }
    });

    private static long hash(AttributeValue v) {
        byte[] digest = MD5.get().digest(canonicalBytes(v)); // digest() resets it for the next use
        long h = 0;
        for (int i = 0; i < 8; i++) {
            h = (h << 8) | (digest[i] & 0xff);
        }
        return h;
    }
}
