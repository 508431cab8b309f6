package io.tablesmith.processor.table;

import io.tablesmith.processor.model.Template;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A key template as the proof reads it: its {@code #}-separated fields, each literal text with at
 * most one value at its end. A rendered value never holds a raw {@code #} and the text after a
 * placeholder starts with {@code #} (TS200), so the {@code #}s of a key are exactly its template's
 * literal ones: two keys can only be equal field by field.
 *
 * @param source the template as the user wrote it (or the runtime's key, for its own items)
 * @param fields the fields, in order
 */
record KeyShape(String source, List<Field> fields) {

    /** Literal text, then the value of one placeholder, or none. */
    record Field(String literal, Value value) {}

    /** How a value is shown in a message: an escaped text is shown as the value it stands for. */
    enum Display { TEXT, CHAR, CONSTANT, NUMBER, RAW_TEXT, PLAIN }

    /**
     * One value of a key: a component rendered one way (a component used twice the same way is one
     * value, so the proof knows both places hold the same text).
     *
     * @param name the component's name, or what the runtime's key part holds ("lock name")
     * @param language the texts it can render
     * @param holdsDelimiter whether its text may hold {@code #}: only the runtime's last key part
     *     (a lock's name, a rendered deduplication id), which takes the rest of the key
     * @param display how to show its value
     */
    record Value(String name, Automaton language, boolean holdsDelimiter, Display display) {

        /** The value a rendered text stands for, written as in Java source. */
        String shown(String text) {
            return switch (display) {
                case TEXT -> quote(KeyLanguages.unescape(text), '"');
                case CHAR -> quote(KeyLanguages.unescape(text), '\'');
                case CONSTANT -> KeyLanguages.unescape(text);
                case NUMBER -> new java.math.BigInteger(text).toString();
                case RAW_TEXT -> quote(text, '"');
                case PLAIN -> text;
            };
        }

        @Override
        public boolean equals(Object other) {
            return this == other;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }

    /** The shape of a parsed template, each placeholder's value given by {@code values}. */
    static KeyShape of(Template template, Function<Template.Placeholder, Value> values) {
        List<Field> fields = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        Value value = null;
        for (Template.Part part : template.parts()) {
            if (part instanceof Template.Placeholder placeholder) {
                if (value != null) {
                    throw new IllegalStateException(template.source() + " has two placeholders without '#' between them");
                }
                value = values.apply(placeholder);
                continue;
            }
            for (char c : ((Template.Literal) part).text().toCharArray()) {
                if (c == '#') {
                    fields.add(new Field(literal.toString(), value));
                    literal.setLength(0);
                    value = null;
                } else if (value != null) {
                    throw new IllegalStateException(template.source() + " continues after a placeholder without '#'");
                } else {
                    literal.append(c);
                }
            }
        }
        fields.add(new Field(literal.toString(), value));
        return new KeyShape(template.source(), List.copyOf(fields));
    }

    /** This key with {@code literal#} in front: a fix to propose. */
    KeyShape prefixed(String literal) {
        List<Field> longer = new ArrayList<>();
        longer.add(new Field(literal, null));
        longer.addAll(fields);
        return new KeyShape(literal + "#" + source, List.copyOf(longer));
    }

    /** Text as a Java literal: quoted, with control and non-ASCII characters as escapes. */
    static String quote(String text, char quote) {
        StringBuilder quoted = new StringBuilder().append(quote);
        for (char c : text.toCharArray()) {
            if (c == quote || c == '\\') {
                quoted.append('\\').append(c);
            } else if (c < ' ' || c > '~') {
                quoted.append(String.format("\\u%04x", (int) c));
            } else {
                quoted.append(c);
            }
        }
        return quoted.append(quote).toString();
    }
}
