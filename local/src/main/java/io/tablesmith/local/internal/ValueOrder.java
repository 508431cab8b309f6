package io.tablesmith.local.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's order of scalar values, for sort keys, key conditions and comparisons: numbers by value, strings by
 * their UTF-8 bytes, binaries by their bytes unsigned. The cases it is held to are the repository's
 * value-rules/orders.tsv, which the runtime's order is held to as well.
 */
public final class ValueOrder {
    private ValueOrder() {
    }

    /** Whether values of this type can be ordered with &lt;, &gt; and BETWEEN. */
    public static boolean isOrderable(String type) {
        return "S".equals(type) || "N".equals(type) || "B".equals(type);
    }

    /** Orders two scalar values of the same type: S by UTF-8 bytes, N numerically, B as unsigned bytes. */
    public static int compare(AttributeValue a, AttributeValue b) {
        if (a.s() != null && b.s() != null) {
            return compareStrings(a.s(), b.s());
        }
        String type = ValueTypes.type(a);
        switch (type) {
            case "N":
                return Numbers.parse(a.n()).compareTo(Numbers.parse(b.n()));
            case "B":
                return compareUnsigned(a.b().asByteArrayUnsafe(), b.b().asByteArrayUnsafe());
            default:
                throw new IllegalArgumentException("no order between " + type + " and " + ValueTypes.type(b));
        }
    }

    /**
     * Orders two strings by their UTF-8 bytes without encoding them (every sort-key comparison in a
     * partition's skip list comes here): UTF-8 follows code points, and so does UTF-16 up to the first
     * differing char unless a surrogate is involved, which is left to the encoder (pairs, and lone
     * surrogates that UTF-8 writes as '?').
     */
    static int compareStrings(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                if (Character.isSurrogate(x) || Character.isSurrogate(y)) {
                    return compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
                }
                return x < y ? -1 : 1;
            }
        }
        return Integer.compare(a.length(), b.length());
    }

    static int compareUnsigned(byte[] a, byte[] b) {
        return Arrays.compareUnsigned(a, b);
    }

    /**
     * The smallest S or B value greater than every value that begins with {@code prefix} (in DynamoDB's
     * order: UTF-8 bytes, which follow code points, or unsigned bytes), or null when there is none or the
     * value is not an S or B.
     */
    public static AttributeValue firstAfterPrefix(AttributeValue prefix) {
        if (prefix.s() != null) {
            int[] codePoints = prefix.s().codePoints().toArray();
            for (int i = codePoints.length - 1; i >= 0; i--) {
                if (codePoints[i] < Character.MAX_CODE_POINT) {
                    int next = codePoints[i] + 1;
                    codePoints[i] = next == Character.MIN_SURROGATE ? Character.MAX_SURROGATE + 1 : next;
                    return AttributeValue.fromS(new String(codePoints, 0, i + 1));
                }
            }
            return null;
        }
        if (prefix.b() != null) {
            byte[] bytes = prefix.b().asByteArray();
            for (int i = bytes.length - 1; i >= 0; i--) {
                if (bytes[i] != (byte) 0xff) {
                    bytes[i]++;
                    return AttributeValue.fromB(SdkBytes.fromByteArray(Arrays.copyOf(bytes, i + 1)));
                }
            }
        }
        return null;
    }
}
