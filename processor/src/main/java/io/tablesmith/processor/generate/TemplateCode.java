package io.tablesmith.processor.generate;

import com.squareup.javapoet.CodeBlock;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.Template;
import java.util.function.Function;

/** Writes the Java expression that renders a key template. */
final class TemplateCode {

    private TemplateCode() {
    }

    /**
     * The expression, with each placeholder's value given by {@code value} (a parameter name or
     * an accessor call) and passed through {@code KeyParts} for checking and escaping.
     */
    static CodeBlock render(Template template, String entityTypeConstant, Function<ComponentModel, CodeBlock> value) {
        return render(template.parts(), entityTypeConstant, value);
    }

    /**
     * The expression a key builder returns: as {@link #render(Template, String, Function)}, but a
     * template of two parts, a literal and a placeholder (the most common key, {@code JOB#{id}}), joins them
     * with {@code String.concat}, which needs nothing set up, where {@code +} links a method handle
     * the first time it runs: milliseconds on a cold JVM, where serverless functions start. Longer
     * templates keep {@code +}, which builds the text with one allocation.
     */
    static CodeBlock renderKey(Template template, String entityTypeConstant, Function<ComponentModel, CodeBlock> value) {
        java.util.List<Template.Part> parts = template.parts();
        if (parts.size() == 2) {
            return CodeBlock.of("$L.concat($L)", part(parts.get(0), entityTypeConstant, value),
                    part(parts.get(1), entityTypeConstant, value));
        }
        return render(parts, entityTypeConstant, value);
    }

    /** The expression for some of a template's parts, such as the prefix before a placeholder. */
    static CodeBlock render(java.util.List<Template.Part> parts, String entityTypeConstant,
                            Function<ComponentModel, CodeBlock> value) {
        if (parts.isEmpty()) {
            return CodeBlock.of("$S", "");
        }
        return parts.stream().map(part -> part(part, entityTypeConstant, value)).collect(CodeBlock.joining(" + "));
    }

    private static CodeBlock part(Template.Part part, String entityTypeConstant, Function<ComponentModel, CodeBlock> value) {
        if (part instanceof Template.Literal literal) {
            return CodeBlock.of("$S", literal.text());
        }
        Template.Placeholder placeholder = (Template.Placeholder) part;
        ComponentModel component = placeholder.component();
        if (placeholder.width() > 0) {
            return CodeBlock.of("$T.padded($L, $S, $L, $L)", Names.KEY_PARTS, entityTypeConstant, component.name(),
                    value.apply(component), placeholder.width());
        }
        return CodeBlock.of("$T.text($L, $S, $L)", Names.KEY_PARTS, entityTypeConstant, component.name(), value.apply(component));
    }

    /** Describes a template for Javadoc, e.g. {@code JOB#{id}}. */
    static String describe(Template template) {
        // Valid templates have balanced braces, which {@code} allows; only a comment end must go,
        // and backslashes, which javac would read as (possibly illegal) unicode escapes.
        return "{@code " + template.source().replace("\\", "&#92;").replace("*/", "*&#47;").replace("@", "&#64;") + "}";
    }
}
