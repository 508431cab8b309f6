package io.tablesmith.internal;

import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.LocalTime;

/**
 * Local date-times and times as fixed-width text, so that DynamoDB's text order is their order:
 * {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnn} and {@code HH:mm:ss.nnnnnnnnn}. Written and read without
 * {@code java.time.format}, for the reason {@link Instants} gives; reads accept every ISO-8601
 * form (the {@code toString} of any width items stored before the fixed width hold) through
 * {@code java.time} itself.
 */
final class LocalTimes {

    private static final int DATE_TIME_WIDTH = 29;
    private static final int TIME_WIDTH = 18;

    private LocalTimes() {
    }

    /** Whether the value lies in the years 0000 to 9999, where its stored text sorts as its value. */
    static boolean sorts(LocalDateTime value) {
        return value.getYear() >= 0 && value.getYear() <= 9999;
    }

    /** Fixed width within the years 0000 to 9999, {@link LocalDateTime#toString()} outside them. */
    static String stored(LocalDateTime value) {
        if (!sorts(value)) {
            return value.toString();
        }
        byte[] text = new byte[DATE_TIME_WIDTH];
        Instants.digits(text, 0, value.getYear(), 4);
        text[4] = '-';
        Instants.digits(text, 5, value.getMonthValue(), 2);
        text[7] = '-';
        Instants.digits(text, 8, value.getDayOfMonth(), 2);
        text[10] = 'T';
        time(text, 11, value.getHour(), value.getMinute(), value.getSecond(), value.getNano());
        return new String(text, StandardCharsets.ISO_8859_1);
    }

    static String stored(LocalTime value) {
        byte[] text = new byte[TIME_WIDTH];
        time(text, 0, value.getHour(), value.getMinute(), value.getSecond(), value.getNano());
        return new String(text, StandardCharsets.ISO_8859_1);
    }

    /** What {@link LocalDateTime#parse(CharSequence)} returns, and the same exception for text it refuses. */
    static LocalDateTime parseDateTime(String text) {
        if (text.length() != DATE_TIME_WIDTH || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
                || !timeShape(text, 11)) {
            return LocalDateTime.parse(text);
        }
        int year = Instants.number(text, 0, 4);
        int month = Instants.number(text, 5, 2);
        int day = Instants.number(text, 8, 2);
        int hour = Instants.number(text, 11, 2);
        int minute = Instants.number(text, 14, 2);
        int second = Instants.number(text, 17, 2);
        int nanos = Instants.number(text, 20, 9);
        if ((year | month | day | hour | minute | second | nanos) < 0) {
            return LocalDateTime.parse(text);
        }
        return LocalDateTime.of(year, month, day, hour, minute, second, nanos);
    }

    /** What {@link LocalTime#parse(CharSequence)} returns, and the same exception for text it refuses. */
    static LocalTime parseTime(String text) {
        if (text.length() != TIME_WIDTH || !timeShape(text, 0)) {
            return LocalTime.parse(text);
        }
        int hour = Instants.number(text, 0, 2);
        int minute = Instants.number(text, 3, 2);
        int second = Instants.number(text, 6, 2);
        int nanos = Instants.number(text, 9, 9);
        if ((hour | minute | second | nanos) < 0) {
            return LocalTime.parse(text);
        }
        return LocalTime.of(hour, minute, second, nanos);
    }

    private static boolean timeShape(String text, int at) {
        return text.charAt(at + 2) == ':' && text.charAt(at + 5) == ':' && text.charAt(at + 8) == '.';
    }

    private static void time(byte[] text, int at, int hour, int minute, int second, int nanos) {
        Instants.digits(text, at, hour, 2);
        text[at + 2] = ':';
        Instants.digits(text, at + 3, minute, 2);
        text[at + 5] = ':';
        Instants.digits(text, at + 6, second, 2);
        text[at + 8] = '.';
        Instants.digits(text, at + 9, nanos, 9);
    }
}
