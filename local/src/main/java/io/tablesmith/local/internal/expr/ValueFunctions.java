package io.tablesmith.local.internal.expr;

import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.ValueEquality;
import io.tablesmith.local.internal.ValueTypes;
import java.util.Arrays;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The functions of DynamoDB's expressions that look into a value: begins_with, contains and size. */
public final class ValueFunctions {
    private ValueFunctions() {
    }

    /** begins_with(): whether {@code value} starts with {@code prefix}, both strings or both binaries. */
    public static boolean beginsWith(AttributeValue value, AttributeValue prefix) {
        String t = ValueTypes.type(value);
        if (t == null || !t.equals(ValueTypes.type(prefix))) {
            return false;
        }
        if ("S".equals(t)) {
            return value.s().startsWith(prefix.s());
        }
        if ("B".equals(t)) {
            byte[] v = value.b().asByteArrayUnsafe();
            byte[] p = prefix.b().asByteArrayUnsafe();
            return p.length <= v.length && Arrays.equals(v, 0, p.length, p, 0, p.length);
        }
        return false;
    }

    /** contains(): a substring of an S or B, a member of a set, an element of a list. */
    public static boolean contains(AttributeValue container, AttributeValue operand) {
        String t = ValueTypes.type(container);
        String ot = ValueTypes.type(operand);
        if (t == null || ot == null) {
            return false;
        }
        switch (t) {
            case "S":
                return "S".equals(ot) && container.s().contains(operand.s());
            case "B":
                return "B".equals(ot) && indexOf(container.b().asByteArrayUnsafe(), operand.b().asByteArrayUnsafe()) >= 0;
            case "SS":
                return "S".equals(ot) && container.ss().contains(operand.s());
            case "BS":
                return "B".equals(ot) && container.bs().contains(operand.b());
            case "NS":
                return "N".equals(ot) && ValueEquality.holdsNumber(container.ns(), operand.n());
            case "L":
                for (AttributeValue element : container.l()) {
                    if (ValueEquality.equal(element, operand)) {
                        return true;
                    }
                }
                return false;
            default:
                return false;
        }
    }

    /** size(): a string's UTF-8 bytes, a binary's bytes, a set's, list's or map's elements; null for other types. */
    public static Integer size(AttributeValue v) {
        String type = ValueTypes.type(v);
        if (type == null) {
            return null;
        }
        switch (type) {
            case "S": return ItemSize.utf8(v.s());
            case "B": return v.b().asByteArrayUnsafe().length;
            case "SS": return v.ss().size();
            case "NS": return v.ns().size();
            case "BS": return v.bs().size();
            case "L": return v.l().size();
            case "M": return v.m().size();
            default: return null;
        }
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
