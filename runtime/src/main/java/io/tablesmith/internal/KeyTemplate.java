package io.tablesmith.internal;

import java.util.List;
import java.util.Objects;

/**
 * A key template as the processor parsed it: literal text and typed components, in order. The
 * processor checked every placeholder against the record; the runtime reads the parts, it never
 * parses a template. Generated schemas declare an entity's templates with these parts, e.g.
 * {@code KeyTemplate.of(KeyTemplate.literal("JOB#"), KeyTemplate.component("id", KeyTemplate.Type.STRING))}
 * for {@code JOB#{id}}, and the table's change decoder tells from them which keys the entity can have.
 */
public final class KeyTemplate {

    private final List<Segment> segments;

    private KeyTemplate(List<Segment> segments) {
        this.segments = segments;
    }

    /** The template of these parts, in order. */
    public static KeyTemplate of(Segment... segments) {
        return new KeyTemplate(List.of(segments));
    }

    /** Literal text of the template. */
    public static Literal literal(String text) {
        return new Literal(text);
    }

    /**
     * A component rendered as {@link KeyParts} renders its type, without padding.
     *
     * @throws IllegalArgumentException for {@link Type#ENUM}, whose constants {@link #oneOf} names
     */
    public static Component component(String name, Type type) {
        if (type == Type.ENUM) {
            throw new IllegalArgumentException("an enum component's constants are part of it: use KeyTemplate.oneOf");
        }
        return new Component(name, type, 0, List.of());
    }

    /**
     * An integral component zero-padded to {@code width} digits ({@code {number:08}}).
     *
     * @throws IllegalArgumentException for a type that is not integral, or a width below 1
     */
    public static Component padded(String name, Type type, int width) {
        if (!type.integral() || width < 1) {
            throw new IllegalArgumentException("only an integral component is padded, to a width of 1 or more: "
                    + name + " " + type + " " + width);
        }
        return new Component(name, type, width, List.of());
    }

    /** An enum component: one of {@code constants}, rendered by its escaped name. */
    public static Component oneOf(String name, Enum<?>[] constants) {
        return new Component(name, Type.ENUM, 0, List.of(constants));
    }

    /** The parts, in template order. */
    public List<Segment> segments() {
        return segments;
    }

    /** The literal text before the first component: what every key of the template starts with. */
    public String literalPrefix() {
        return !segments.isEmpty() && segments.get(0) instanceof Literal literal ? literal.text() : "";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KeyTemplate template && template.segments.equals(segments);
    }

    @Override
    public int hashCode() {
        return segments.hashCode();
    }

    /** The template as written in the annotation, each component with its type: {@code JOB#{id:STRING}}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Segment segment : segments) {
            if (segment instanceof Literal literal) {
                text.append(literal.text());
            } else {
                Component component = (Component) segment;
                text.append('{').append(component.name()).append(':').append(component.type());
                if (component.width() > 0) {
                    text.append(':').append(component.width());
                }
                text.append('}');
            }
        }
        return text.toString();
    }

    /** A part of a template: literal text or a component. */
    public sealed interface Segment permits Literal, Component {
    }

    /** Literal text, the same in every key. */
    public record Literal(String text) implements Segment {

        public Literal {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * A component's value in the key.
     *
     * @param name the record component (a component used twice renders the same text both times)
     * @param type how its value is rendered
     * @param width the zero-padded width of an integral value, or 0 for none
     * @param constants an enum's constants, in declaration order; empty for other types
     */
    public record Component(String name, Type type, int width, List<Enum<?>> constants) implements Segment {

        public Component {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
            constants = List.copyOf(constants);
        }
    }

    /** The types a key component can have, each with the texts {@link KeyParts} renders for it. */
    public enum Type {
        STRING, CHAR, BOOLEAN, BYTE, SHORT, INT, LONG, BIG_INTEGER, UUID, INSTANT, DATE, ENUM;

        /** Whether a value of this type can be zero-padded. */
        boolean integral() {
            return this == BYTE || this == SHORT || this == INT || this == LONG || this == BIG_INTEGER;
        }
    }
}
