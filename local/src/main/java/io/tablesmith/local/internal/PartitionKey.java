package io.tablesmith.local.internal;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A partition key value, ordered as DynamoDB spreads partitions: by a hash of the value first, so scans
 * see partitions in an order unrelated to the values, and a Scan segment is a contiguous hash range.
 */
public record PartitionKey(AttributeValue value, long hash) implements Comparable<PartitionKey> {

    public static PartitionKey of(AttributeValue value) {
        return new PartitionKey(value, hash(value));
    }

    /** Which of {@code totalSegments} Scan segments this partition belongs to. */
    public int segment(int totalSegments) {
        long unsigned32 = hash >>> 32;
        return (int) ((unsigned32 * totalSegments) >>> 32);
    }

    @Override
    public int compareTo(PartitionKey other) {
        int c = Long.compareUnsigned(hash, other.hash);
        return c != 0 ? c : Values.compareScalars(value, other.value);
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

    private static long hash(AttributeValue v) {
        try {
            byte[] digest = MessageDigest.getInstance("MD5").digest(canonicalBytes(v));
            long h = 0;
            for (int i = 0; i < 8; i++) {
                h = (h << 8) | (digest[i] & 0xff);
            }
            return h;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("MD5 is required by every Java platform", e);
        }
    }
}
