package io.tablesmith.local.internal;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Type names, validation, normalisation, comparison and equality of attribute values. */
public final class Values {
    private Values() {
    }

    /** DynamoDB's short type name (S, N, B, SS, NS, BS, M, L, BOOL, NULL), or null if none or several are set. */
    public static String type(AttributeValue v) {
        if (v == null) {
            return null;
        }
        String found = null;
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
        return count == 1 ? found : null;
    }

    private static int typeCount(AttributeValue v) {
        int count = 0;
        if (v.s() != null) count++;
        if (v.n() != null) count++;
        if (v.b() != null) count++;
        if (v.hasSs()) count++;
        if (v.hasNs()) count++;
        if (v.hasBs()) count++;
        if (v.hasM()) count++;
        if (v.hasL()) count++;
        if (v.bool() != null) count++;
        if (v.nul() != null) count++;
        return count;
    }

    /**
     * Validates a value as DynamoDB does on input and returns its normalised form (numbers canonical).
     * Returns a problem message through the exception; never returns null.
     */
    public static AttributeValue validate(AttributeValue v) {
        String message = problem(v);
        if (message != null) {
            throw Errors.validation(message);
        }
        return normalize(v);
    }

    /** The validation message DynamoDB gives for this value, or null when it is valid. */
    public static String problem(AttributeValue v) {
        if (v == null) {
            return "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes";
        }
        int count = typeCount(v);
        if (count == 0) {
            return "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes";
        }
        if (count > 1) {
            return "Supplied AttributeValue has more than one datatypes set, "
                    + "must contain exactly one of the supported datatypes";
        }
        switch (type(v)) {
            case "N":
                return Numbers.problem(v.n());
            case "NULL":
                return Boolean.TRUE.equals(v.nul()) ? null
                        : "One or more parameter values were invalid: Null attribute value types must have the value of true";
            case "SS":
                if (v.ss().isEmpty()) {
                    return "One or more parameter values were invalid: An string set  may not be empty";
                }
                if (new HashSet<>(v.ss()).size() != v.ss().size()) {
                    return "One or more parameter values were invalid: Input collection " + v.ss() + " contains duplicates.";
                }
                return null;
            case "NS": {
                if (v.ns().isEmpty()) {
                    return "One or more parameter values were invalid: An number set  may not be empty";
                }
                Set<BigDecimal> seen = new HashSet<>();
                for (String n : v.ns()) {
                    String p = Numbers.problem(n);
                    if (p != null) {
                        return p;
                    }
                    if (!seen.add(Numbers.parse(n).stripTrailingZeros())) {
                        return "Input collection contains duplicates";
                    }
                }
                return null;
            }
            case "BS":
                if (v.bs().isEmpty()) {
                    return "One or more parameter values were invalid: Binary sets should not be empty";
                }
                if (new HashSet<>(v.bs()).size() != v.bs().size()) {
                    return "One or more parameter values were invalid: Input collection of type BS contains duplicates.";
                }
                return null;
            case "M":
                for (AttributeValue child : v.m().values()) {
                    String p = problem(child);
                    if (p != null) {
                        return p;
                    }
                }
                return null;
            case "L":
                for (AttributeValue child : v.l()) {
                    String p = problem(child);
                    if (p != null) {
                        return p;
                    }
                }
                return null;
            default:
                return null;
        }
    }

    /** Canonical numbers (no trailing zeros, no exponent), recursively. Other values are returned as they are. */
    public static AttributeValue normalize(AttributeValue v) {
        switch (type(v)) {
            case "N":
                return AttributeValue.fromN(Numbers.canonical(v.n()));
            case "NS": {
                List<String> out = new ArrayList<>(v.ns().size());
                for (String n : v.ns()) {
                    out.add(Numbers.canonical(n));
                }
                return AttributeValue.fromNs(out);
            }
            case "M": {
                Map<String, AttributeValue> out = new LinkedHashMap<>();
                v.m().forEach((k, child) -> out.put(k, normalize(child)));
                return AttributeValue.fromM(out);
            }
            case "L": {
                List<AttributeValue> out = new ArrayList<>(v.l().size());
                for (AttributeValue child : v.l()) {
                    out.add(normalize(child));
                }
                return AttributeValue.fromL(out);
            }
            default:
                return v;
        }
    }

    /** Validates and normalises every attribute of an item; an attribute named "" is refused as DynamoDB does. */
    public static Map<String, AttributeValue> validateItem(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
            if (e.getKey().isEmpty()) {
                throw Errors.validation("Empty attribute name");
            }
            out.put(e.getKey(), validate(e.getValue()));
        }
        return out;
    }

    /** DynamoDB equality: same type and same value; sets compare as sets; numbers numerically. */
    public static boolean equal(AttributeValue a, AttributeValue b) {
        String ta = type(a);
        String tb = type(b);
        if (ta == null || !ta.equals(tb)) {
            return false;
        }
        switch (ta) {
            case "S":
                return a.s().equals(b.s());
            case "N":
                return Numbers.parse(a.n()).compareTo(Numbers.parse(b.n())) == 0;
            case "B":
                return a.b().equals(b.b());
            case "BOOL":
                return a.bool().equals(b.bool());
            case "NULL":
                return true;
            case "SS":
                return new HashSet<>(a.ss()).equals(new HashSet<>(b.ss()));
            case "BS":
                return new HashSet<>(a.bs()).equals(new HashSet<>(b.bs()));
            case "NS": {
                if (a.ns().size() != b.ns().size()) {
                    return false;
                }
                Set<BigDecimal> sa = new HashSet<>();
                for (String n : a.ns()) {
                    sa.add(Numbers.parse(n).stripTrailingZeros());
                }
                for (String n : b.ns()) {
                    if (!sa.contains(Numbers.parse(n).stripTrailingZeros())) {
                        return false;
                    }
                }
                return true;
            }
            case "L": {
                if (a.l().size() != b.l().size()) {
                    return false;
                }
                for (int i = 0; i < a.l().size(); i++) {
                    if (!equal(a.l().get(i), b.l().get(i))) {
                        return false;
                    }
                }
                return true;
            }
            case "M": {
                if (!a.m().keySet().equals(b.m().keySet())) {
                    return false;
                }
                for (Map.Entry<String, AttributeValue> e : a.m().entrySet()) {
                    if (!equal(e.getValue(), b.m().get(e.getKey()))) {
                        return false;
                    }
                }
                return true;
            }
            default:
                return false;
        }
    }

    /** Whether values of this type can be ordered with &lt;, &gt; and BETWEEN. */
    public static boolean isOrderable(String type) {
        return "S".equals(type) || "N".equals(type) || "B".equals(type);
    }

    /** Orders two scalar values of the same type: S by UTF-8 bytes, N numerically, B as unsigned bytes. */
    public static int compareScalars(AttributeValue a, AttributeValue b) {
        if (a.s() != null && b.s() != null) {
            return compareStrings(a.s(), b.s());
        }
        String type = type(a);
        switch (type) {
            case "N":
                return Numbers.parse(a.n()).compareTo(Numbers.parse(b.n()));
            case "S":
                return compareUnsigned(a.s().getBytes(StandardCharsets.UTF_8), b.s().getBytes(StandardCharsets.UTF_8));
            case "B":
                return compareUnsigned(a.b().asByteArrayUnsafe(), b.b().asByteArrayUnsafe());
            default:
                throw new IllegalArgumentException("not a scalar: " + type);
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

    public static int compareUnsigned(byte[] a, byte[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = Integer.compare(a[i] & 0xff, b[i] & 0xff);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.length, b.length);
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
                    return AttributeValue.fromB(SdkBytes.fromByteArray(java.util.Arrays.copyOf(bytes, i + 1)));
                }
            }
        }
        return null;
    }

    /** Whether {@code value} starts with {@code prefix} (strings or binaries of the same type). */
    public static boolean beginsWith(AttributeValue value, AttributeValue prefix) {
        String t = type(value);
        if (t == null || !t.equals(type(prefix))) {
            return false;
        }
        if ("S".equals(t)) {
            return value.s().startsWith(prefix.s());
        }
        if ("B".equals(t)) {
            byte[] v = value.b().asByteArrayUnsafe();
            byte[] p = prefix.b().asByteArrayUnsafe();
            if (p.length > v.length) {
                return false;
            }
            for (int i = 0; i < p.length; i++) {
                if (v[i] != p[i]) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /** DynamoDB's contains(): substring of S or B, member of a set, element of a list. */
    public static boolean contains(AttributeValue container, AttributeValue operand) {
        String t = type(container);
        String ot = type(operand);
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
                if (!"N".equals(ot)) {
                    return false;
                }
                for (String n : container.ns()) {
                    if (Numbers.parse(n).compareTo(Numbers.parse(operand.n())) == 0) {
                        return true;
                    }
                }
                return false;
            case "L":
                for (AttributeValue element : container.l()) {
                    if (equal(element, operand)) {
                        return true;
                    }
                }
                return false;
            default:
                return false;
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

    /** A short rendering of a value for error messages, like DynamoDB's "{S:abc}". */
    public static String render(AttributeValue v) {
        String t = type(v);
        if (t == null) {
            return "{}";
        }
        switch (t) {
            case "S":
                return "{S:" + v.s() + "}";
            case "N":
                return "{N:" + v.n() + "}";
            case "B":
                return "{B:" + v.b() + "}";
            case "BOOL":
                return "{BOOL:" + v.bool() + "}";
            case "NULL":
                return "{NULL:true}";
            default:
                return "{" + t + ":" + v + "}";
        }
    }

    public static SdkBytes bytes(AttributeValue v) {
        return v.b();
    }
}
