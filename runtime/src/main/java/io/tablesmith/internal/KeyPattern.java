package io.tablesmith.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The keys one entity can have, to tell from a key alone which entity's item it is: what a stream
 * record of a keys-only view (and a removal without its old image) carries. Built from the entity's
 * parsed key templates ({@link EntityDescriptor#partitionKey()}, {@link EntityDescriptor#sortKey()}),
 * the pattern accepts exactly the keys {@link KeyParts} renders for them: escaped text, canonical or
 * zero-padded numbers within the type's range, lower-case UUIDs, fixed-width instants, ISO dates, an
 * enum's constant names; a component used twice renders the same text both times. These are the
 * languages the processor's key-space proof (TS153) reasons with, so the keys of two entity types of
 * a table, or of an entity and a runtime item, never both match.
 */
final class KeyPattern {

    private final List<Field> partition;
    private final List<Field> sort;

    private KeyPattern(List<Field> partition, List<Field> sort) {
        this.partition = partition;
        this.sort = sort;
    }

    /**
     * The pattern of the keys rendered from these templates.
     *
     * @throws IllegalArgumentException when text other than {@code #} follows a component: a key's
     *     {@code #}s are its template's own, which the processor requires after every placeholder
     */
    static KeyPattern of(KeyTemplate partitionTemplate, KeyTemplate sortTemplate) {
        return new KeyPattern(fields(partitionTemplate), fields(sortTemplate));
    }

    /** Whether the entity can have the key {@code partitionKey}, {@code sortKey}. */
    boolean matches(String partitionKey, String sortKey) {
        if (partitionKey == null || sortKey == null) {
            return false;
        }
        Map<String, String> values = new HashMap<>(4);
        return matches(partition, partitionKey, values) && matches(sort, sortKey, values);
    }

    private static boolean matches(List<Field> fields, String key, Map<String, String> values) {
        int start = 0;
        for (int i = 0; i < fields.size(); i++) {
            int end = key.indexOf('#', start);
            boolean last = i == fields.size() - 1;
            if (last != (end < 0)) {
                return false; // a field too many or too few
            }
            String text = key.substring(start, last ? key.length() : end);
            Field field = fields.get(i);
            if (!text.startsWith(field.literal())) {
                return false;
            }
            String rest = text.substring(field.literal().length());
            if (field.value() == null ? !rest.isEmpty() : !field.value().accepts(rest, values)) {
                return false;
            }
            start = end + 1;
        }
        return true;
    }

    /** Literal text, then one component's value or none: a key's {@code #}s are its template's own. */
    private record Field(String literal, Value value) {}

    /**
     * A component: its name (a component rendered twice the same way renders the same text), its
     * type, width and, for an enum, the constants' escaped names.
     */
    private record Value(String component, KeyTemplate.Type type, int width, Set<String> constants) {

        boolean accepts(String text, Map<String, String> values) {
            if (!Languages.accepts(type, width, constants, text)) {
                return false;
            }
            String earlier = values.putIfAbsent(component + ":" + width, text);
            return earlier == null || earlier.equals(text);
        }
    }

    /** The template's fields: its text split at each {@code #}, each with the component it holds, if any. */
    private static List<Field> fields(KeyTemplate template) {
        List<Field> fields = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        Value value = null;
        for (KeyTemplate.Segment segment : template.segments()) {
            if (segment instanceof KeyTemplate.Component component) {
                if (value != null) {
                    throw new IllegalArgumentException("two components without a '#' between them: " + template);
                }
                value = new Value(component.name(), component.type(), component.width(), escapedNames(component));
                continue;
            }
            String text = ((KeyTemplate.Literal) segment).text();
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '#') {
                    fields.add(new Field(literal.toString(), value));
                    literal.setLength(0);
                    value = null;
                } else if (value != null) {
                    throw new IllegalArgumentException("text after a component must start with '#': " + template);
                } else {
                    literal.append(c);
                }
            }
        }
        fields.add(new Field(literal.toString(), value));
        return List.copyOf(fields);
    }

    private static Set<String> escapedNames(KeyTemplate.Component component) {
        Set<String> names = new HashSet<>();
        for (Enum<?> constant : component.constants()) {
            names.add(KeyParts.escape(constant.name()));
        }
        return Set.copyOf(names);
    }

    /** The texts each component type renders, as {@link KeyParts} renders them. */
    private static final class Languages {

        static boolean accepts(KeyTemplate.Type type, int width, Set<String> constants, String text) {
            if (text.isEmpty()) {
                return false;
            }
            return switch (type) {
                case STRING -> escapedText(text, false);
                case CHAR -> escapedText(text, true);
                case BOOLEAN -> text.equals("true") || text.equals("false");
                case BYTE -> width > 0 ? padded(text, width, Byte.MAX_VALUE) : integral(text, Byte.MIN_VALUE, Byte.MAX_VALUE);
                case SHORT -> width > 0 ? padded(text, width, Short.MAX_VALUE) : integral(text, Short.MIN_VALUE, Short.MAX_VALUE);
                case INT -> width > 0 ? padded(text, width, Integer.MAX_VALUE) : integral(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
                case LONG -> width > 0 ? padded(text, width, Long.MAX_VALUE) : integral(text, Long.MIN_VALUE, Long.MAX_VALUE);
                case BIG_INTEGER -> width > 0 ? text.length() == width && digits(text, 0, width) : canonical(text);
                case UUID -> uuid(text);
                case INSTANT -> text.length() == 30 && date(text.substring(0, 10)) && time(text.substring(10));
                case DATE -> text.length() == 10 && date(text);
                case ENUM -> constants.contains(text);
            };
        }

        /** Escaped text: characters above {@code %} (no lone surrogate) and escapes {@code %00}..{@code %25}. */
        private static boolean escapedText(String text, boolean oneCharacter) {
            int characters = 0;
            int i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (c == '%') {
                    if (i + 2 >= text.length() || !escape(text.charAt(i + 1), text.charAt(i + 2))) {
                        return false;
                    }
                    i += 3;
                } else if (c < '%') {
                    return false;
                } else if (Character.isHighSurrogate(c)) {
                    if (oneCharacter || i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1))) {
                        return false;
                    }
                    i += 2;
                } else if (Character.isLowSurrogate(c)) {
                    return false;
                } else {
                    i++;
                }
                characters++;
            }
            return !oneCharacter || characters == 1;
        }

        private static boolean escape(char first, char second) {
            return (first == '0' || first == '1') && (digit(second) || (second >= 'A' && second <= 'F'))
                    || first == '2' && second >= '0' && second <= '5';
        }

        private static boolean integral(String text, long minimum, long maximum) {
            if (!canonical(text) || text.length() > 20) {
                return false;
            }
            BigInteger value = new BigInteger(text);
            return value.compareTo(BigInteger.valueOf(minimum)) >= 0 && value.compareTo(BigInteger.valueOf(maximum)) <= 0;
        }

        /** {@code 0}, or an optional minus and digits without a leading zero. */
        private static boolean canonical(String text) {
            int start = text.charAt(0) == '-' ? 1 : 0;
            if (start == text.length() || !digits(text, start, text.length())) {
                return false;
            }
            return text.charAt(start) != '0' || (start == 0 && text.length() == 1);
        }

        private static boolean padded(String text, int width, long maximum) {
            return text.length() == width && digits(text, 0, width) && new BigInteger(text).compareTo(BigInteger.valueOf(maximum)) <= 0;
        }

        private static boolean uuid(String text) {
            if (text.length() != 36) {
                return false;
            }
            for (int i = 0; i < 36; i++) {
                char c = text.charAt(i);
                boolean dash = i == 8 || i == 13 || i == 18 || i == 23;
                if (dash ? c != '-' : !(digit(c) || (c >= 'a' && c <= 'f'))) {
                    return false;
                }
            }
            return true;
        }

        /** {@code yyyy-MM-dd}, month 01 to 12, day 01 to 31 (as the proof, not the calendar). */
        private static boolean date(String text) {
            return digits(text, 0, 4) && text.charAt(4) == '-' && text.charAt(7) == '-' && digits(text, 5, 7)
                    && digits(text, 8, 10) && between(text, 5, 1, 12) && between(text, 8, 1, 31);
        }

        /** {@code THH:mm:ss.nnnnnnnnnZ}. */
        private static boolean time(String text) {
            return text.charAt(0) == 'T' && text.charAt(3) == ':' && text.charAt(6) == ':' && text.charAt(9) == '.'
                    && text.charAt(19) == 'Z' && digits(text, 1, 3) && digits(text, 4, 6) && digits(text, 7, 9)
                    && digits(text, 10, 19) && between(text, 1, 0, 23) && between(text, 4, 0, 59) && between(text, 7, 0, 59);
        }

        private static boolean between(String text, int at, int low, int high) {
            int value = (text.charAt(at) - '0') * 10 + text.charAt(at + 1) - '0';
            return value >= low && value <= high;
        }

        private static boolean digits(String text, int from, int to) {
            for (int i = from; i < to; i++) {
                if (!digit(text.charAt(i))) {
                    return false;
                }
            }
            return true;
        }

        private static boolean digit(char c) {
            return c >= '0' && c <= '9';
        }
    }
}
