package io.tablesmith.internal;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * Instants as text, written and read without {@code java.time.format}: a stored instant is
 * formatted or parsed on every item, and {@code DateTimeFormatter} (behind {@code Instant.toString},
 * {@code Instant.parse} and formatters built from patterns) takes several times longer than the
 * rest of a component's work, and milliseconds to set up on a cold JVM. Each method gives exactly
 * what its {@code java.time} counterpart gives; anything outside the common case (a year before 0
 * or after 9999, a leap second, an offset) is passed to {@code java.time} itself.
 */
final class Instants {

    private static final int SECONDS_PER_DAY = 86_400;
    /** 0000-01-01T00:00:00Z and 9999-12-31T23:59:59.999999999Z in epoch seconds. */
    private static final long FIRST_FOUR_DIGIT_SECOND = -62_167_219_200L;
    private static final long LAST_FOUR_DIGIT_SECOND = 253_402_300_799L;

    private Instants() {
    }

    /** What {@link Instant#toString()} returns: ISO-8601 in UTC, with 0, 3, 6 or 9 fraction digits. */
    static String iso(Instant value) {
        long seconds = value.getEpochSecond();
        if (seconds < FIRST_FOUR_DIGIT_SECOND || seconds > LAST_FOUR_DIGIT_SECOND) {
            return value.toString();
        }
        int nanos = value.getNano();
        int fraction = nanos == 0 ? 0 : nanos % 1_000_000 == 0 ? 3 : nanos % 1_000 == 0 ? 6 : 9;
        byte[] text = new byte[20 + (fraction == 0 ? 0 : fraction + 1)];
        int at = dateTime(seconds, text);
        if (fraction > 0) {
            text[at++] = '.';
            int digits = fraction == 3 ? nanos / 1_000_000 : fraction == 6 ? nanos / 1_000 : nanos;
            digits(text, at, digits, fraction);
            at += fraction;
        }
        text[at] = 'Z';
        return new String(text, StandardCharsets.ISO_8859_1);
    }

    /**
     * Fixed width {@code uuuu-MM-ddTHH:mm:ss.SSSSSSSSSZ}, so that text order is time order; the
     * caller keeps the value within the years 0000 to 9999.
     */
    static String sortable(Instant value) {
        byte[] text = new byte[30];
        int at = dateTime(value.getEpochSecond(), text);
        text[at++] = '.';
        digits(text, at, value.getNano(), 9);
        text[29] = 'Z';
        return new String(text, StandardCharsets.ISO_8859_1);
    }

    /**
     * The stored form of an instant: {@link #sortable} within the years 0000 to 9999, where text
     * order is time order; {@link Instant#toString()} outside them (for example {@code Instant.MAX}
     * as "never"), which still reads back but does not sort with the others.
     */
    static String stored(Instant value) {
        return sorts(value) ? sortable(value) : value.toString();
    }

    /** Whether the instant lies in the years 0000 to 9999, where its stored text sorts as time. */
    static boolean sorts(Instant value) {
        long seconds = value.getEpochSecond();
        return seconds >= FIRST_FOUR_DIGIT_SECOND && seconds <= LAST_FOUR_DIGIT_SECOND;
    }

    /** What {@link Instant#parse(CharSequence)} returns, and the same exception for text it refuses. */
    static Instant parse(String text) {
        int length = text.length();
        if (length < 20 || length == 21 || length > 30 || text.charAt(length - 1) != 'Z'
                || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
                || text.charAt(13) != ':' || text.charAt(16) != ':' || (length > 20 && text.charAt(19) != '.')) {
            return Instant.parse(text);
        }
        int year = number(text, 0, 4);
        int month = number(text, 5, 2);
        int day = number(text, 8, 2);
        int hour = number(text, 11, 2);
        int minute = number(text, 14, 2);
        int second = number(text, 17, 2);
        int nanos = 0;
        if (length > 20) {
            int fraction = length - 21;
            nanos = number(text, 20, fraction);
            for (int i = fraction; i < 9 && nanos >= 0; i++) {
                nanos *= 10;
            }
        }
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > monthLength(year, month)
                || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || nanos < 0) {
            return Instant.parse(text); // refused with java.time's own message, or a leap second it accepts
        }
        long seconds = epochDay(year, month, day) * SECONDS_PER_DAY + hour * 3600L + minute * 60L + second;
        return Instant.ofEpochSecond(seconds, nanos);
    }

    /** Writes {@code yyyy-MM-ddTHH:mm:ss} for a second in the years 0000 to 9999; returns the next index. */
    static int dateTime(long epochSecond, byte[] text) {
        int date = civilDate(Math.floorDiv(epochSecond, SECONDS_PER_DAY));
        int secondOfDay = Math.floorMod(epochSecond, SECONDS_PER_DAY);
        digits(text, 0, date / 10_000, 4);
        text[4] = '-';
        digits(text, 5, date / 100 % 100, 2);
        text[7] = '-';
        digits(text, 8, date % 100, 2);
        text[10] = 'T';
        digits(text, 11, secondOfDay / 3600, 2);
        text[13] = ':';
        digits(text, 14, secondOfDay / 60 % 60, 2);
        text[16] = ':';
        digits(text, 17, secondOfDay % 60, 2);
        return 19;
    }

    /**
     * Where the {@link #sortable} text of {@code value} ends if {@code key} holds it from {@code at},
     * or -1: compared digit by digit in place, so that checking a stored key renders nothing. An
     * instant outside the years 0000 to 9999 has no sortable text and matches nothing.
     */
    static int matchSortable(String key, int at, Instant value) {
        long seconds = value.getEpochSecond();
        if (seconds < FIRST_FOUR_DIGIT_SECOND || seconds > LAST_FOUR_DIGIT_SECOND || at + 30 > key.length()) {
            return -1;
        }
        int date = civilDate(Math.floorDiv(seconds, SECONDS_PER_DAY));
        int secondOfDay = Math.floorMod(seconds, SECONDS_PER_DAY);
        boolean same = matches(key, at, date / 10_000, 4) && key.charAt(at + 4) == '-'
                && matches(key, at + 5, date / 100 % 100, 2) && key.charAt(at + 7) == '-'
                && matches(key, at + 8, date % 100, 2) && key.charAt(at + 10) == 'T'
                && matches(key, at + 11, secondOfDay / 3600, 2) && key.charAt(at + 13) == ':'
                && matches(key, at + 14, secondOfDay / 60 % 60, 2) && key.charAt(at + 16) == ':'
                && matches(key, at + 17, secondOfDay % 60, 2) && key.charAt(at + 19) == '.'
                && matches(key, at + 20, value.getNano(), 9) && key.charAt(at + 29) == 'Z';
        return same ? at + 30 : -1;
    }

    /**
     * Days since 1970-01-01 to a civil date in the years 0000 to 9999, packed as
     * {@code year * 10000 + month * 100 + day} (H. Hinnant's algorithm, eras of 400 years from 0000-03-01).
     */
    private static int civilDate(long epochDay) {
        long z = epochDay + 719_468;
        long era = Math.floorDiv(z, 146_097);
        int dayOfEra = (int) (z - era * 146_097);
        int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        int shiftedMonth = (5 * dayOfYear + 2) / 153;
        int day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1;
        int month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
        int year = (int) (yearOfEra + era * 400 + (month <= 2 ? 1 : 0));
        return year * 10_000 + month * 100 + day;
    }

    /** Civil date to days since 1970-01-01 (the inverse of the above). */
    private static long epochDay(int year, int month, int day) {
        int y = month <= 2 ? year - 1 : year;
        long era = Math.floorDiv(y, 400);
        int yearOfEra = (int) (y - era * 400);
        int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
        int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097 + dayOfEra - 719_468;
    }

    private static int monthLength(int year, int month) {
        return switch (month) {
            case 2 -> (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    static void digits(byte[] text, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            text[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
    }

    /** Whether {@code text} holds {@code value} as exactly {@code width} decimal digits (zero-padded) at {@code at}. */
    static boolean matches(String text, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            if (text.charAt(i) != '0' + value % 10) {
                return false;
            }
            value /= 10;
        }
        return true;
    }

    /** The decimal number of {@code width} ASCII digits at {@code from}, or -1 if any is not a digit. */
    static int number(String text, int from, int width) {
        int value = 0;
        for (int i = from; i < from + width; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
