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
 * escaped: {@code %} becomes {@code %25} and {@code #} becomes {@code %23}. The escape is
 * injective, so distinct values always give distinct keys, and the text of a value that holds
 * neither character is stored unchanged.
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
        return escape(value);
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
        return escape(String.valueOf(value.charValue()));
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
        String digits = Long.toString(value);
        if (digits.length() > width) {
            throw new InvalidKeyException(entityType, "key component '" + component + "' is " + value
                    + ", wider than the " + width + " digits its template declares; widen the template's format");
        }
        return "0".repeat(width - digits.length()) + digits;
    }

    /** A boxed integral component, zero-padded; see {@link #padded(String, String, long, int)}. */
    public static String padded(String entityType, String component, Number value, int width) {
        if (value == null) {
            throw missing(entityType, component);
        }
        return padded(entityType, component, value.longValue(), width);
    }

    /** Escapes the key delimiter and the escape character itself. */
    public static String escape(String value) {
        if (value.indexOf('#') < 0 && value.indexOf('%') < 0) {
            return value;
        }
        StringBuilder escaped = new StringBuilder(value.length() + 8);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '%' -> escaped.append("%25");
                case '#' -> escaped.append("%23");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    private static InvalidKeyException missing(String entityType, String component) {
        return new InvalidKeyException(entityType,
                "key component '" + component + "' is null; a key needs a value for every component it names");
    }
}
