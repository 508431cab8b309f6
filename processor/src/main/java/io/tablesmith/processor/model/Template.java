package io.tablesmith.processor.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A parsed key template: literal text and placeholders, in order.
 *
 * @param source the template as written in the annotation
 * @param parts the literal and placeholder parts
 */
public record Template(String source, List<Part> parts) {

    public sealed interface Part permits Literal, Placeholder {}

    public record Literal(String text) implements Part {}

    /**
     * A component's value in the key.
     *
     * @param width the zero-padded width of an integral value ({@code {number:08}}), or 0 for none
     */
    public record Placeholder(ComponentModel component, int width) implements Part {}

    /** The components the template uses, each once, in template order. */
    public List<ComponentModel> components() {
        Set<ComponentModel> used = new LinkedHashSet<>();
        for (Part part : parts) {
            if (part instanceof Placeholder placeholder) {
                used.add(placeholder.component());
            }
        }
        return new ArrayList<>(used);
    }

    public boolean isConstant() {
        return parts.stream().noneMatch(part -> part instanceof Placeholder);
    }

    /** The literal text before the first placeholder: what {@code begins_with} matches. */
    public String literalPrefix() {
        return parts.isEmpty() || !(parts.get(0) instanceof Literal literal) ? "" : literal.text();
    }
}
