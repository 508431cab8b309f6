package io.tablesmith.processor.table;

import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.table.Automaton.Pattern;
import java.util.List;
import java.util.Map;

/**
 * The texts a placeholder can render, per component type, exactly as the runtime's
 * {@code KeyParts} renders them (see docs/keys-and-queries.md, "Keys"):
 * <ul>
 * <li>strings, chars and enum constant names are escaped: every character from U+0000 to
 *     {@code %} becomes {@code %} and two upper-case hex digits, so a value never holds a raw
 *     {@code #}, and {@code %} only starts one of the escapes {@code %00}..{@code %25}; a lone
 *     surrogate is refused;</li>
 * <li>integral numbers are canonical decimal within their type's range, or with a width
 *     ({@code {n:08}}) exactly that many digits of a value from 0 to the type's maximum;</li>
 * <li>booleans are {@code true}/{@code false}, UUIDs canonical lower case, instants fixed-width
 *     UTC with nine fraction digits and dates ISO {@code yyyy-MM-dd}, both within the years
 *     0000 to 9999 (the runtime refuses others);</li>
 * <li>no value is empty.</li>
 * </ul>
 * Dates are checked field by field (a month from 01 to 12, a day from 01 to 31), not against the
 * calendar: a literal "2026-02-30" would count as a date. Nothing else is approximated.
 */
final class KeyLanguages {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
    private static final CharClass SURROGATES = CharClass.range(Character.MIN_SURROGATE, Character.MAX_SURROGATE);
    /** A character a value holds as it is: above the escaped ones, not a surrogate. */
    private static final CharClass PLAIN = CharClass.range((char) (CharClass.LAST_ESCAPED + 1), Character.MAX_VALUE)
            .minus(SURROGATES);
    /** {@code %} and the two upper-case hex digits of a character from U+0000 to U+0025. */
    private static final Pattern ESCAPE = Pattern.seq(Pattern.literal("%"), Pattern.alt(
            Pattern.seq(Pattern.chars(CharClass.range('0', '1')), Pattern.chars(CharClass.DIGIT.union(CharClass.range('A', 'F')))),
            Pattern.seq(Pattern.literal("2"), Pattern.chars(CharClass.range('0', '5')))));
    private static final Pattern SURROGATE_PAIR = Pattern.seq(
            Pattern.chars(CharClass.range(Character.MIN_HIGH_SURROGATE, Character.MAX_HIGH_SURROGATE)),
            Pattern.chars(CharClass.range(Character.MIN_LOW_SURROGATE, Character.MAX_LOW_SURROGATE)));

    static final Automaton STRING = Pattern.many(Pattern.alt(Pattern.chars(PLAIN), SURROGATE_PAIR, ESCAPE), 1).compile();
    static final Automaton CHAR = Pattern.alt(Pattern.chars(PLAIN), ESCAPE).compile();
    static final Automaton BOOLEAN = Pattern.alt(Pattern.literal("true"), Pattern.literal("false")).compile();
    static final Automaton BIG_INTEGER = Pattern.alt(Pattern.literal("0"), positive(null),
            Pattern.seq(Pattern.literal("-"), positive(null))).compile();
    static final Automaton UUID = Pattern.seq(hex(8), Pattern.literal("-"), hex(4), Pattern.literal("-"), hex(4),
            Pattern.literal("-"), hex(4), Pattern.literal("-"), hex(12)).compile();
    private static final Pattern DATE = Pattern.seq(digits(4), Pattern.literal("-"),
            Pattern.alt(Pattern.seq(Pattern.literal("0"), Pattern.chars(CharClass.range('1', '9'))),
                    Pattern.seq(Pattern.literal("1"), Pattern.chars(CharClass.range('0', '2')))),
            Pattern.literal("-"),
            Pattern.alt(Pattern.seq(Pattern.literal("0"), Pattern.chars(CharClass.range('1', '9'))),
                    Pattern.seq(Pattern.chars(CharClass.range('1', '2')), digits(1)),
                    Pattern.seq(Pattern.literal("3"), Pattern.chars(CharClass.range('0', '1')))));
    static final Automaton LOCAL_DATE = DATE.compile();
    static final Automaton INSTANT = Pattern.seq(DATE, Pattern.literal("T"),
            Pattern.alt(Pattern.seq(Pattern.chars(CharClass.range('0', '1')), digits(1)),
                    Pattern.seq(Pattern.literal("2"), Pattern.chars(CharClass.range('0', '3')))),
            Pattern.literal(":"), sexagesimal(), Pattern.literal(":"), sexagesimal(), Pattern.literal("."), digits(9),
            Pattern.literal("Z")).compile();
    /** Any text of at least one character, {@code #} included: a lock's name, a rendered deduplication id. */
    static final Automaton ANY_TEXT = Pattern.many(Pattern.chars(CharClass.ANY), 1).compile();

    /** The largest value and the largest magnitude below zero of each integral type. */
    private static final Map<TypeModel.ScalarKind, String[]> BOUNDS = Map.of(
            TypeModel.ScalarKind.BYTE, new String[] {"127", "128"},
            TypeModel.ScalarKind.SHORT, new String[] {"32767", "32768"},
            TypeModel.ScalarKind.INT, new String[] {"2147483647", "2147483648"},
            TypeModel.ScalarKind.LONG, new String[] {"9223372036854775807", "9223372036854775808"});

    private KeyLanguages() {
    }

    /**
     * What a placeholder of this kind renders; {@code width} is its zero-padded width or 0, and
     * {@code enumConstants} the constant names of an enum (ignored for other kinds).
     */
    static Automaton of(TypeModel.ScalarKind kind, int width, List<String> enumConstants) {
        return switch (kind) {
            case STRING -> STRING;
            case CHAR -> CHAR;
            case BOOLEAN -> BOOLEAN;
            case BYTE, SHORT, INT, LONG -> width > 0 ? padded(BOUNDS.get(kind)[0], width) : decimal(BOUNDS.get(kind));
            case BIG_INTEGER -> width > 0 ? digits(width).compile() : BIG_INTEGER;
            case ENUM -> Pattern.alt(enumConstants.stream().map(name -> Pattern.literal(escape(name))).toList()).compile();
            case UUID -> UUID;
            case INSTANT -> INSTANT;
            case LOCAL_DATE -> LOCAL_DATE;
            default -> throw new IllegalArgumentException(kind + " cannot be part of a key");
        };
    }

    /** A text of {@code min} to {@code max} characters of {@code chars}. */
    static Automaton of(CharClass chars, int min, int max) {
        return Pattern.times(Pattern.chars(chars), min, max).compile();
    }

    /** A fixed sequence of character classes and literals, such as a queue message id. */
    static Automaton of(Pattern... parts) {
        return Pattern.seq(parts).compile();
    }

    static Pattern digits(int count) {
        return Pattern.times(Pattern.chars(CharClass.DIGIT), count, count);
    }

    static Pattern hex(int count) {
        return Pattern.times(Pattern.chars(CharClass.LOWER_HEX), count, count);
    }

    /** What {@code KeyParts.escape} makes of a text: the form an enum constant's name takes in a key. */
    static String escape(String text) {
        StringBuilder escaped = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c <= CharClass.LAST_ESCAPED) {
                escaped.append('%').append(HEX[c >> 4]).append(HEX[c & 0xF]);
            } else {
                escaped.append(c);
            }
        }
        return escaped.toString();
    }

    /** The value an escaped text stands for. */
    static String unescape(String text) {
        StringBuilder value = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%' && i + 2 < text.length()) {
                value.append((char) Integer.parseInt(text.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                value.append(c);
            }
        }
        return value.toString();
    }

    private static Automaton decimal(String[] bounds) {
        return Pattern.alt(Pattern.literal("0"), positive(bounds[0]), Pattern.seq(Pattern.literal("-"), positive(bounds[1])))
                .compile();
    }

    /** Canonical decimals from 1 to {@code max} (without leading zeros), or every one for {@code null}. */
    private static Pattern positive(String max) {
        Pattern nonZero = Pattern.chars(CharClass.range('1', '9'));
        if (max == null) {
            return Pattern.seq(nonZero, Pattern.many(Pattern.chars(CharClass.DIGIT), 0));
        }
        Pattern full = atMost(max, 0, '1');
        if (max.length() == 1) {
            return full;
        }
        return Pattern.alt(Pattern.seq(nonZero, Pattern.times(Pattern.chars(CharClass.DIGIT), 0, max.length() - 2)), full);
    }

    /** Exactly {@code width} digits whose value is at most {@code max}: a zero-padded key part. */
    private static Automaton padded(String max, int width) {
        if (max.length() > width) {
            return digits(width).compile();
        }
        return atMost("0".repeat(width - max.length()) + max, 0, '0').compile();
    }

    /**
     * Digit strings of {@code max}'s length, from position {@code at} on, that are at most the rest
     * of {@code max}: each position either takes a smaller digit (then anything follows) or the same.
     */
    private static Pattern atMost(String max, int at, char lowest) {
        if (at == max.length()) {
            return Pattern.literal("");
        }
        char digit = max.charAt(at);
        Pattern same = Pattern.seq(Pattern.literal(String.valueOf(digit)), atMost(max, at + 1, '0'));
        if (digit == lowest) {
            return same;
        }
        return Pattern.alt(Pattern.seq(Pattern.chars(CharClass.range(lowest, (char) (digit - 1))), digits(max.length() - at - 1)),
                same);
    }

    private static Pattern sexagesimal() {
        return Pattern.seq(Pattern.chars(CharClass.range('0', '5')), digits(1));
    }
}
