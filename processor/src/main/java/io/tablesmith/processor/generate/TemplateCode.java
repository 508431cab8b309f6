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
     * The expression that renders a template as the user's values read (its placeholders checked
     * like a key's, but not escaped): what a key built from it stands for, e.g. a message group.
     */
    static CodeBlock renderValue(Template template, String entityTypeConstant, Function<ComponentModel, CodeBlock> value) {
        return render(template.parts(), entityTypeConstant, value, true);
    }

    /** The expression for some of a template's parts, such as the prefix before a placeholder. */
    static CodeBlock render(java.util.List<Template.Part> parts, String entityTypeConstant,
                            Function<ComponentModel, CodeBlock> value) {
        return render(parts, entityTypeConstant, value, false);
    }

    private static CodeBlock render(java.util.List<Template.Part> parts, String entityTypeConstant,
                                    Function<ComponentModel, CodeBlock> value, boolean unescaped) {
        if (parts.isEmpty()) {
            return CodeBlock.of("$S", "");
        }
        CodeBlock.Builder code = CodeBlock.builder();
        boolean first = true;
        for (Template.Part part : parts) {
            if (!first) {
                code.add(" + ");
            }
            first = false;
            if (part instanceof Template.Literal literal) {
                code.add("$S", literal.text());
            } else if (part instanceof Template.Placeholder placeholder) {
                ComponentModel component = placeholder.component();
                if (placeholder.width() > 0) {
                    code.add("$T.padded($L, $S, $L, $L)", Names.KEY_PARTS, entityTypeConstant, component.name(),
                            value.apply(component), placeholder.width());
                } else if (unescaped) {
                    code.add("$T.unescape($T.text($L, $S, $L))", Names.KEY_PARTS, Names.KEY_PARTS, entityTypeConstant,
                            component.name(), value.apply(component));
                } else {
                    code.add("$T.text($L, $S, $L)", Names.KEY_PARTS, entityTypeConstant, component.name(), value.apply(component));
                }
            }
        }
        return code.build();
    }

    /** Describes a template for Javadoc, e.g. {@code JOB#{id}}. */
    static String describe(Template template) {
        // Valid templates have balanced braces, which {@code} allows; only a comment end must go,
        // and backslashes, which javac would read as (possibly illegal) unicode escapes.
        return "{@code " + template.source().replace("\\", "&#92;").replace("*/", "*&#47;").replace("@", "&#64;") + "}";
    }
}
