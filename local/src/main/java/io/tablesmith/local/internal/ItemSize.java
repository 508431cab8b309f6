package io.tablesmith.local.internal;

import java.math.BigDecimal;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's item size rules: attribute names and strings count their UTF-8 bytes, binaries their length,
 * numbers {@link #number their base-100 digits}, BOOL and NULL one byte, lists and maps three bytes plus one
 * per element. The cases they are held to, alike with the runtime's guard, are in the repository's value-rules/.
 */
public final class ItemSize {
    /** The 400 KB item size limit. */
    public static final int MAX_ITEM_SIZE = 400 * 1024;

    private ItemSize() {
    }

    /** The size of an item: a {@link StoredItem}'s as measured when it was stored, any other map's counted now. */
    public static long of(Map<String, AttributeValue> item) {
        return item instanceof StoredItem stored ? stored.sizeBytes() : measure(item);
    }

    static long measure(Map<String, AttributeValue> item) {
        long size = 0;
        for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
            size += utf8(e.getKey()) + of(e.getValue());
        }
        return size;
    }

    public static long of(AttributeValue v) {
        String type = ValueTypes.type(v);
        if (type == null) {
            return 0;
        }
        switch (type) {
            case "S":
                return utf8(v.s());
            case "B":
                return v.b().asByteArrayUnsafe().length;
            case "N":
                return number(v.n());
            case "BOOL":
            case "NULL":
                return 1;
            case "SS": {
                long size = 0;
                for (String s : v.ss()) {
                    size += utf8(s);
                }
                return size;
            }
            case "NS": {
                long size = 0;
                for (String n : v.ns()) {
                    size += number(n);
                }
                return size;
            }
            case "BS": {
                long size = 0;
                for (var b : v.bs()) {
                    size += b.asByteArrayUnsafe().length;
                }
                return size;
            }
            case "L": {
                long size = 3;
                for (AttributeValue element : v.l()) {
                    size += 1 + of(element);
                }
                return size;
            }
            case "M": {
                long size = 3;
                for (Map.Entry<String, AttributeValue> e : v.m().entrySet()) {
                    size += 1 + utf8(e.getKey()) + of(e.getValue());
                }
                return size;
            }
            default:
                return 0;
        }
    }

    /**
     * A number's size: one byte, plus one per base-100 digit aligned on the decimal point from the first
     * significant digit to the last, plus one for a minus sign; zero is one byte. DynamoDB's guide calls its
     * "1 byte per two significant digits, plus 1" approximate; this is what its 400 KB limit measures (the
     * repository's value-rules/number-sizes.tsv has the cases).
     */
    static long number(String n) {
        BigDecimal value = Numbers.parse(n);
        if (value.signum() == 0) {
            return 1;
        }
        BigDecimal stripped = value.stripTrailingZeros();
        int digits = stripped.precision();
        // a first digit at an odd power of ten opens a pair (12 is one), at an even power it stands alone (1.2 is two)
        boolean alone = Numbers.exponent(stripped) % 2 == 0;
        return 1 + (digits + (alone ? 2 : 1)) / 2 + (value.signum() < 0 ? 1 : 0);
    }

    /**
     * The length of {@code s} in UTF-8, as {@code s.getBytes(UTF_8).length} counts it (an unpaired surrogate is
     * written as one byte, '?'), without encoding it: every write sizes its item, and the encoded copies were
     * the largest share of what a write allocated.
     */
    public static int utf8(String s) {
        int bytes = 0;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                bytes++;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                bytes++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
