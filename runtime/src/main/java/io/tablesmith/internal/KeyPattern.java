package io.tablesmith.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The keys one entity can have, to tell from a key alone which entity's item it is: what a stream
 * record of a keys-only view (and a removal without its old image) carries. Generated code declares
 * an entity's key templates with each placeholder's type, {@code KeyPattern.of("JOB#{id:string}",
 * "FINDING#{n:int:08}")}, and the pattern accepts exactly the keys {@link KeyParts} renders for them:
 * escaped text, canonical or zero-padded numbers within the type's range, lower-case UUIDs,
 * fixed-width instants, ISO dates, an enum's constant names; a component used twice renders the same
 * text both times. These are the languages the processor's key-space proof (TS153) reasons with, so
 * the keys of two entity types of a table, or of an entity and a runtime item, never both match.
 *
 * <p>Placeholder types: {@code string}, {@code char}, {@code boolean}, {@code byte}, {@code short},
 * {@code int}, {@code long} (each integral one optionally with {@code :<width>}), {@code biginteger},
 * {@code uuid}, {@code instant}, {@code date}, {@code enum} (its constants given with
 * {@link #constants}).
 */
public final class KeyPattern {

    private final List<Field> partition;
    private final List<Field> sort;

    private KeyPattern(List<Field> partition, List<Field> sort) {
        this.partition = partition;
        this.sort = sort;
    }

    /**
     * The pattern of the keys rendered from these templates.
     *
     * @throws IllegalArgumentException for a malformed template or an unknown placeholder type
     */
    public static KeyPattern of(String partitionTemplate, String sortTemplate) {
        return new KeyPattern(fields(partitionTemplate), fields(sortTemplate));
    }

    /** This pattern with the constants of the enum component {@code component}. */
    public KeyPattern constants(String component, Enum<?>[] values) {
        Set<String> names = new HashSet<>();
        for (Enum<?> value : values) {
            names.add(KeyParts.escape(value.name()));
        }
        return new KeyPattern(withConstants(partition, component, names), withConstants(sort, component, names));
    }

    /** Whether the entity can have the key {@code partitionKey}, {@code sortKey}. */
    public boolean matches(String partitionKey, String sortKey) {
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

    /** Literal text, then one placeholder's value or none: a key's {@code #}s are its template's own. */
    private record Field(String literal, Value value) {}

    /**
     * A placeholder: its component (a component rendered twice the same way renders the same text),
     * its type, width and, for an enum, the constants' escaped names ({@code null}: any escaped text).
     */
    private record Value(String component, String type, int width, Set<String> constants) {

        boolean accepts(String text, Map<String, String> values) {
            if (!Languages.accepts(type, width, constants, text)) {
                return false;
            }
            String earlier = values.putIfAbsent(component + ":" + width, text);
            return earlier == null || earlier.equals(text);
        }
    }

    private static List<Field> fields(String template) {
        Objects.requireNonNull(template, "template");
        List<Field> fields = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        Value value = null;
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            if (c == '{') {
                int close = template.indexOf('}', i);
                if (close < 0 || value != null) {
                    throw new IllegalArgumentException("malformed key template " + template);
                }
                value = value(template, template.substring(i + 1, close));
                i = close + 1;
            } else if (c == '#') {
                fields.add(new Field(literal.toString(), value));
                literal.setLength(0);
                value = null;
                i++;
            } else if (value != null) {
                throw new IllegalArgumentException("text after a placeholder must start with '#': " + template);
            } else {
                literal.append(c);
                i++;
            }
        }
        fields.add(new Field(literal.toString(), value));
        return List.copyOf(fields);
    }

    private static Value value(String template, String placeholder) {
        String[] parts = placeholder.split(":", -1);
        if (parts.length < 2 || parts.length > 3 || !Languages.TYPES.contains(parts[1])) {
            throw new IllegalArgumentException("placeholder {" + placeholder + "} of " + template
                    + " is not {component:type} or {component:type:width} with a type of " + Languages.TYPES);
        }
        int width = parts.length == 3 ? Integer.parseInt(parts[2]) : 0;
        return new Value(parts[0], parts[1], width, null);
    }

    private static List<Field> withConstants(List<Field> fields, String component, Set<String> names) {
        List<Field> changed = new ArrayList<>(fields.size());
        for (Field field : fields) {
            Value value = field.value();
            changed.add(value != null && value.component().equals(component) && value.type().equals("enum")
                    ? new Field(field.literal(), new Value(component, "enum", 0, Set.copyOf(names))) : field);
        }
        return List.copyOf(changed);
    }

    /** The texts each placeholder type renders, as {@link KeyParts} renders them. */
    private static final class Languages {

        static final Set<String> TYPES = Set.of("string", "char", "boolean", "byte", "short", "int", "long",
                "biginteger", "uuid", "instant", "date", "enum");
        private static final Map<String, Long> MAXIMUM = Map.of("byte", (long) Byte.MAX_VALUE, "short", (long) Short.MAX_VALUE,
                "int", (long) Integer.MAX_VALUE, "long", Long.MAX_VALUE);
        private static final Map<String, Long> MINIMUM = Map.of("byte", (long) Byte.MIN_VALUE, "short", (long) Short.MIN_VALUE,
                "int", (long) Integer.MIN_VALUE, "long", Long.MIN_VALUE);

        static boolean accepts(String type, int width, Set<String> constants, String text) {
            if (text.isEmpty()) {
                return false;
            }
            return switch (type) {
                case "string" -> escapedText(text, false);
                case "char" -> escapedText(text, true);
                case "boolean" -> text.equals("true") || text.equals("false");
                case "byte", "short", "int", "long" -> width > 0 ? padded(text, width, MAXIMUM.get(type))
                        : integral(text, MINIMUM.get(type), MAXIMUM.get(type));
                case "biginteger" -> width > 0 ? text.length() == width && digits(text, 0, width) : canonical(text);
                case "uuid" -> uuid(text);
                case "instant" -> text.length() == 30 && date(text.substring(0, 10)) && time(text.substring(10));
                case "date" -> text.length() == 10 && date(text);
                case "enum" -> constants == null ? escapedText(text, false) : constants.contains(text);
                default -> false;
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
