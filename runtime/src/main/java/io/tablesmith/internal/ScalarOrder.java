package io.tablesmith.internal;

import java.math.BigDecimal;
import java.util.Arrays;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's order of scalar values, as its key conditions and comparison operators apply it:
 * numbers by value, strings by their UTF-8 bytes (which is the order of their code points), binary
 * values by their unsigned bytes. Lets the runtime decide in Java what the table would, without a
 * request: whether a range is empty, whether a default value passes a condition. The cases it is
 * held to, alike with LocalDynamoDb, are in the repository's value-rules/orders.tsv.
 */
public final class ScalarOrder {

    private ScalarOrder() {
    }

    /** Whether both values are numbers, both strings or both binary: the pairs DynamoDB orders. */
    public static boolean comparable(AttributeValue a, AttributeValue b) {
        return (a.n() != null && b.n() != null) || (a.s() != null && b.s() != null) || (a.b() != null && b.b() != null);
    }

    /**
     * Negative, zero or positive as {@code a} sorts before, with or after {@code b}.
     *
     * @throws IllegalArgumentException unless {@link #comparable} holds
     */
    public static int compare(AttributeValue a, AttributeValue b) {
        if (a.n() != null && b.n() != null) {
            return new BigDecimal(a.n()).compareTo(new BigDecimal(b.n()));
        }
        if (a.s() != null && b.s() != null) {
            return compareUtf8(a.s(), b.s());
        }
        if (a.b() != null && b.b() != null) {
            return Arrays.compareUnsigned(a.b().asByteArray(), b.b().asByteArray());
        }
        throw new IllegalArgumentException("no order between " + a + " and " + b);
    }

    /**
     * DynamoDB's order of strings: their UTF-8 bytes, which is the order of their code points, a lone surrogate
     * counting as the '?' that UTF-8 encoding writes for it (as ItemSize counts it).
     */
    public static int compareUtf8(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            int order = x == y ? 0 : Integer.compare(encoded(x), encoded(y));
            if (order != 0) {
                return order;
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /** The code point UTF-8 writes for {@code codePoint}: itself, or '?' for a lone surrogate. */
    private static int encoded(int codePoint) {
        return codePoint >= Character.MIN_SURROGATE && codePoint <= Character.MAX_SURROGATE ? '?' : codePoint;
    }
}
