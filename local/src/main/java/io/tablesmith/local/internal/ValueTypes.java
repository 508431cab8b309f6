package io.tablesmith.local.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** DynamoDB's names of the types an attribute value holds. */
public final class ValueTypes {
    /** What {@link #held} says of a value that holds no type. */
    static final String NONE = "";
    /** What {@link #held} says of a value that holds more than one type. */
    static final String SEVERAL = "several";

    private ValueTypes() {
    }

    /** DynamoDB's short type name (S, N, B, SS, NS, BS, M, L, BOOL, NULL), or null if none or several are set. */
    public static String type(AttributeValue v) {
        if (v == null) {
            return null;
        }
        String held = held(v);
        return NONE.equals(held) || SEVERAL.equals(held) ? null : held;
    }

    /** The type {@code v} holds, or {@link #NONE} or {@link #SEVERAL}, which DynamoDB refuses with different words. */
    static String held(AttributeValue v) {
        String found = NONE;
        int count = 0;
        if (v.s() != null) { found = "S"; count++; }
        if (v.n() != null) { found = "N"; count++; }
        if (v.b() != null) { found = "B"; count++; }
        if (v.hasSs()) { found = "SS"; count++; }
        if (v.hasNs()) { found = "NS"; count++; }
        if (v.hasBs()) { found = "BS"; count++; }
        if (v.hasM()) { found = "M"; count++; }
        if (v.hasL()) { found = "L"; count++; }
        if (v.bool() != null) { found = "BOOL"; count++; }
        if (v.nul() != null) { found = "NULL"; count++; }
        return count > 1 ? SEVERAL : found;
    }
}
