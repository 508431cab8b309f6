package io.tablesmith.internal;

import io.tablesmith.InvalidKeyException;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * Renders record components into key text. Generated key builders call these; users never do.
 *
 * <p>Keys are built from {@code #}-delimited parts, so a value must never contribute a raw
 * {@code #}: it would let one key reach into another entity's prefix (a finding id of
 * {@code "x#FINDING#y"}) or make two different values produce one key. Values are therefore
 * escaped: every character up to and including {@code %} (U+0000 to U+0025: control characters,
 * space, {@code !"#$%}) becomes {@code %} and two upper-case hex digits ({@code #} is
 * {@code %23}, {@code %} is {@code %25}, a space {@code %20}). The escape is injective, so
 * distinct values always give distinct keys, and it keeps order: every escaped or plain
 * character sorts above the delimiter {@code #} and in the order of the characters it stands for,
 * so a key's order is its values' order (UTF-8 byte order, which DynamoDB compares) component by
 * component, and ranges on any placeholder are exact. A value that holds none of those
 * characters is stored unchanged.
 */
public final class KeyParts {

    /** The instants a sortable key can hold: four-digit years. */
    private static final Instant FIRST_SORTABLE = Instant.ofEpochSecond(-62_167_219_200L);
    private static final Instant LAST_SORTABLE = Instant.ofEpochSecond(253_402_300_799L, 999_999_999);

    private KeyParts() {
    }

    /** An escaped string component; null and empty values are refused. */
    public static String text(String entityType, String component, String value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        if (value.isEmpty()) {
            throw new InvalidKeyException(entityType,
                    "key component '" + component + "' is empty; a key needs a non-empty value");
        }
        return escape(wellFormed(entityType, component, value));
    }

    /** An enum component, by name. */
    public static String text(String entityType, String component, Enum<?> value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return escape(value.name());
    }

    /** A UUID component in its canonical lower-case form. */
    public static String text(String entityType, String component, UUID value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return value.toString();
    }

    /**
     * An instant as fixed-width UTC text with nanoseconds ({@code uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'}),
     * so that keys sort by time.
     */
    public static String text(String entityType, String component, Instant value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        if (value.isBefore(FIRST_SORTABLE) || value.isAfter(LAST_SORTABLE)) {
            throw new InvalidKeyException(entityType, "key component '" + component + "' is " + value
                    + ", outside the years 0000-9999 that a sortable key can hold");
        }
        return Instants.sortable(value);
    }

    /** A boxed integral component in decimal. */
    public static String text(String entityType, String component, Long value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return Long.toString(value);
    }

    /** A boxed integral component in decimal. */
    public static String text(String entityType, String component, Integer value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return Integer.toString(value);
    }

    /** A boxed integral component in decimal. */
    public static String text(String entityType, String component, Short value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return Short.toString(value);
    }

    /** A boxed integral component in decimal. */
    public static String text(String entityType, String component, Byte value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return Byte.toString(value);
    }

    /** A whole number in decimal. */
    public static String text(String entityType, String component, BigInteger value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return value.toString();
    }

    /** A character, escaped like a one-character string. */
    public static String text(String entityType, String component, Character value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return escape(wellFormed(entityType, component, String.valueOf(value.charValue())));
    }

    /** A date as ISO-8601 {@code yyyy-MM-dd}, so that keys sort by date. */
    public static String text(String entityType, String component, LocalDate value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        if (value.getYear() < 0 || value.getYear() > 9999) {
            throw new InvalidKeyException(entityType, "key component '" + component + "' is " + value
                    + ", outside the years 0000-9999 that a sortable key can hold");
        }
        return value.toString();
    }

    /** A boxed boolean component as {@code true} or {@code false}. */
    public static String text(String entityType, String component, Boolean value) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return Boolean.toString(value);
    }

    /**
     * An integral component zero-padded to {@code width} digits, so that text order is numeric
     * order. Negative values and values wider than {@code width} cannot keep that promise and
     * are refused.
     */
    public static String padded(String entityType, String component, long value, int width) {
        if (value < 0) {
            throw new InvalidKeyException(entityType, "key component '" + component + "' is " + value
                    + ", but a zero-padded key part orders only values of 0 and above");
        }
        return padded(entityType, component, Long.toString(value), width);
    }

    /** A {@code BigInteger} component zero-padded to {@code width} digits; see {@link #padded(String, String, long, int)}. */
    public static String padded(String entityType, String component, BigInteger value, int width) {
        if (value == null) {
            throw missing(entityType, component);
        }
        if (value.signum() < 0) {
            throw new InvalidKeyException(entityType, "key component '" + component + "' is " + value
                    + ", but a zero-padded key part orders only values of 0 and above");
        }
        return padded(entityType, component, value.toString(), width);
    }

    /** A boxed integral component or a {@code BigInteger}, zero-padded; see {@link #padded(String, String, long, int)}. */
    public static String padded(String entityType, String component, Number value, int width) {
        if (value == null) {
            throw missing(entityType, component);
        }
        if (value instanceof BigInteger big) {
            return padded(entityType, component, big, width);
        }
        return padded(entityType, component, value.longValue(), width);
    }

    /** The decimal digits of a value of 0 or above, zero-padded, or refused when wider than {@code width}. */
    private static String padded(String entityType, String component, String digits, int width) {
        if (digits.length() > width) {
            throw new InvalidKeyException(entityType, "key component '" + component + "' is " + digits
                    + ", wider than the " + width + " digits its template declares; widen the template's format");
        }
        return "0".repeat(width - digits.length()) + digits;
    }

    /** The highest character that is escaped: the escape character itself. */
    static final char LAST_ESCAPED = '%';
    /** The digits of an escape, upper-case. */
    static final char[] HEX = "0123456789ABCDEF".toCharArray();

    /** Escapes the key delimiter, every character below it, {@code $} and the escape character itself. */
    public static String escape(String value) {
        int first = 0;
        while (first < value.length() && value.charAt(first) > LAST_ESCAPED) {
            first++;
        }
        if (first == value.length()) {
            return value;
        }
        StringBuilder escaped = new StringBuilder(value.length() + 8).append(value, 0, first);
        for (int i = first; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c <= LAST_ESCAPED) {
                escaped.append('%').append(HEX[c >> 4]).append(HEX[c & 0xF]);
            } else {
                escaped.append(c);
            }
        }
        return escaped.toString();
    }

    /**
     * The text an escaped key part stands for: the inverse of {@link #escape(String)}, so that what a
     * key was rendered from can be shown as the user gave it (a message group {@code order #1}, not
     * {@code order%20%231}).
     */
    public static String unescape(String escaped) {
        int first = escaped.indexOf('%');
        if (first < 0) {
            return escaped;
        }
        StringBuilder plain = new StringBuilder(escaped.length()).append(escaped, 0, first);
        for (int i = first; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c == '%' && i + 2 < escaped.length()) {
                plain.append((char) Integer.parseInt(escaped, i + 1, i + 3, 16));
                i += 2;
            } else {
                plain.append(c);
            }
        }
        return plain.toString();
    }

    /**
     * Refuses text with a lone surrogate: UTF-8, in which DynamoDB stores keys, cannot carry one,
     * so it would be stored altered.
     */
    private static String wellFormed(String entityType, String component, String value) {
        int bad = Utf16.loneSurrogate(value);
        if (bad >= 0) {
            throw new InvalidKeyException(entityType, "key component '" + component + "' has a lone surrogate (U+"
                    + Integer.toHexString(value.charAt(bad)).toUpperCase(java.util.Locale.ROOT) + " at index " + bad
                    + "), which UTF-8 cannot store; pass well-formed text");
        }
        return value;
    }

    private static InvalidKeyException missing(String entityType, String component) {
        return new InvalidKeyException(entityType,
                "key component '" + component + "' is null; a key needs a value for every component it names");
    }
}
