package io.tablesmith.internal;

import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * Checks, without rendering anything, that a stored key is the text {@link KeyParts} renders from
 * given values: a generated schema walks its key templates part by part over the stored
 * {@code pk} and {@code sk}, so that an item is never decoded as the record of another key (an
 * item under one member's key whose attributes say another member, or whose key component is
 * missing). Each method takes the position in {@code key} where its part must start and returns
 * where it ends, or -1 when the key does not hold it there; a -1 passed in stays -1, so a
 * template's parts chain without a test between them. A value that {@link KeyParts} refuses
 * (null, empty, a lone surrogate, an instant or date outside the years 0000-9999, a negative or
 * too wide padded number) matches nothing. The overloads mirror {@link KeyParts}, so the
 * generated check reads like the generated rendering.
 */
public final class KeyMatch {

    private static final char[] LOWER_HEX = "0123456789abcdef".toCharArray();

    private KeyMatch() {
    }

    /** Whether {@code key} ends where the template's last part ended. */
    public static boolean ends(String key, int at) {
        return key != null && at == key.length();
    }

    /** Literal text of the template. */
    public static int literal(String key, int at, String literal) {
        return key != null && at >= 0 && key.startsWith(literal, at) ? at + literal.length() : -1;
    }

    /** A string component, escaped. */
    public static int text(String key, int at, String value) {
        if (key == null || at < 0 || value == null || value.isEmpty()) {
            return -1;
        }
        int length = key.length();
        boolean surrogates = false;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c > KeyParts.LAST_ESCAPED) {
                if (at >= length || key.charAt(at) != c) {
                    return -1;
                }
                surrogates |= Character.isSurrogate(c);
                at++;
            } else {
                if (at + 3 > length || key.charAt(at) != '%' || key.charAt(at + 1) != KeyParts.HEX[c >> 4]
                        || key.charAt(at + 2) != KeyParts.HEX[c & 0xF]) {
                    return -1;
                }
                at += 3;
            }
        }
        // a lone surrogate has no key: KeyParts refuses it
        return surrogates && Utf16.loneSurrogate(value) >= 0 ? -1 : at;
    }

    /** An enum component, by its escaped name. */
    public static int text(String key, int at, Enum<?> value) {
        return value == null ? -1 : text(key, at, value.name());
    }

    /** A character, escaped like a one-character string. */
    public static int text(String key, int at, char value) {
        if (key == null || at < 0 || Character.isSurrogate(value)) {
            return -1;
        }
        if (value > KeyParts.LAST_ESCAPED) {
            return at < key.length() && key.charAt(at) == value ? at + 1 : -1;
        }
        return at + 3 <= key.length() && key.charAt(at) == '%' && key.charAt(at + 1) == KeyParts.HEX[value >> 4]
                && key.charAt(at + 2) == KeyParts.HEX[value & 0xF] ? at + 3 : -1;
    }

    /** A boxed character. */
    public static int text(String key, int at, Character value) {
        return value == null ? -1 : text(key, at, value.charValue());
    }

    /** A boolean as {@code true} or {@code false}. */
    public static int text(String key, int at, boolean value) {
        return literal(key, at, value ? "true" : "false");
    }

    /** A boxed boolean. */
    public static int text(String key, int at, Boolean value) {
        return value == null ? -1 : text(key, at, value.booleanValue());
    }

    /** A whole number in decimal, as {@code Long.toString} writes it. */
    public static int text(String key, int at, long value) {
        if (key == null || at < 0) {
            return -1;
        }
        int start = at;
        if (value < 0) {
            if (at >= key.length() || key.charAt(at) != '-') {
                return -1;
            }
            start++;
        }
        // negative magnitudes, so that Long.MIN_VALUE needs no special case
        long rest = value < 0 ? value : -value;
        int digits = 1;
        for (long wider = rest / 10; wider != 0; wider /= 10) {
            digits++;
        }
        int end = start + digits;
        if (end > key.length()) {
            return -1;
        }
        for (int i = end - 1; i >= start; i--) {
            if (key.charAt(i) != '0' - (int) (rest % 10)) {
                return -1;
            }
            rest /= 10;
        }
        return end;
    }

    /** A boxed whole number ({@code Byte}, {@code Short}, {@code Integer}, {@code Long}) in decimal. */
    public static int text(String key, int at, Number value) {
        return value == null ? -1 : text(key, at, value.longValue());
    }

    /** A {@code BigInteger} in decimal; it is rendered to compare, as its digits take division to find. */
    public static int text(String key, int at, BigInteger value) {
        return value == null ? -1 : literal(key, at, value.toString());
    }

    /** A UUID in its canonical lower-case form. */
    public static int text(String key, int at, UUID value) {
        if (key == null || at < 0 || value == null || at + 36 > key.length()) {
            return -1;
        }
        int position = at;
        for (int nibble = 0; nibble < 32; nibble++) {
            if (nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20) {
                if (key.charAt(position++) != '-') {
                    return -1;
                }
            }
            long bits = nibble < 16 ? value.getMostSignificantBits() : value.getLeastSignificantBits();
            int digit = (int) (bits >>> (60 - 4 * (nibble % 16))) & 0xF;
            if (key.charAt(position++) != LOWER_HEX[digit]) {
                return -1;
            }
        }
        return position;
    }

    /** An instant as fixed-width UTC text with nanoseconds, years 0000 to 9999. */
    public static int text(String key, int at, Instant value) {
        return key == null || at < 0 || value == null ? -1 : Instants.matchSortable(key, at, value);
    }

    /** A date as {@code yyyy-MM-dd}, years 0000 to 9999. */
    public static int text(String key, int at, LocalDate value) {
        if (key == null || at < 0 || value == null || value.getYear() < 0 || value.getYear() > 9999
                || at + 10 > key.length()) {
            return -1;
        }
        return Instants.matches(key, at, value.getYear(), 4) && key.charAt(at + 4) == '-'
                && Instants.matches(key, at + 5, value.getMonthValue(), 2) && key.charAt(at + 7) == '-'
                && Instants.matches(key, at + 8, value.getDayOfMonth(), 2) ? at + 10 : -1;
    }

    /** A whole number zero-padded to {@code width} digits; negative and wider values match nothing. */
    public static int padded(String key, int at, long value, int width) {
        if (key == null || at < 0 || value < 0 || at + width > key.length()) {
            return -1;
        }
        long rest = value;
        for (int i = at + width - 1; i >= at; i--) {
            if (key.charAt(i) != '0' + (int) (rest % 10)) {
                return -1;
            }
            rest /= 10;
        }
        return rest == 0 ? at + width : -1;
    }

    /** A {@code BigInteger}, zero-padded; negative and wider values match nothing. */
    public static int padded(String key, int at, BigInteger value, int width) {
        if (key == null || at < 0 || value == null || value.signum() < 0 || at + width > key.length()) {
            return -1;
        }
        String digits = value.toString();
        if (digits.length() > width) {
            return -1;
        }
        int zeros = width - digits.length();
        for (int i = at; i < at + zeros; i++) {
            if (key.charAt(i) != '0') {
                return -1;
            }
        }
        return key.startsWith(digits, at + zeros) ? at + width : -1;
    }

    /** A boxed whole number or a {@code BigInteger}, zero-padded. */
    public static int padded(String key, int at, Number value, int width) {
        if (value instanceof BigInteger big) {
            return padded(key, at, big, width);
        }
        return value == null ? -1 : padded(key, at, value.longValue(), width);
    }
}
