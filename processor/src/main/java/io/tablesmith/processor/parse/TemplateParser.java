package io.tablesmith.processor.parse;

import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.Template;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Parses key templates such as {@code "JOB#{jobId}"} into literal and placeholder parts,
 * resolving each placeholder to a record component.
 */
final class TemplateParser {

    /** Why a template was refused, with what the message needs. */
    sealed interface Problem permits Empty, Malformed, UnknownPlaceholder {}

    record Empty() implements Problem {}

    record Malformed(String reason) implements Problem {}

    record UnknownPlaceholder(String name) implements Problem {}

    /** Either a template or the problem that prevented it. */
    record Result(Template template, Problem problem) {
        Optional<Template> value() {
            return Optional.ofNullable(template);
        }
    }

    private static final java.util.regex.Pattern ZERO_PADDED_WIDTH = java.util.regex.Pattern.compile("0(1[0-9]|[1-9])");

    private TemplateParser() {
    }

    static Result parse(String source, Map<String, ComponentModel> components) {
        if (source.isEmpty()) {
            return failure(new Empty());
        }
        List<Template.Part> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '}') {
                return failure(new Malformed("'}' at position " + i + " closes no placeholder"));
            }
            if (c != '{') {
                literal.append(c);
                i++;
                continue;
            }
            int close = source.indexOf('}', i + 1);
            if (close < 0) {
                return failure(new Malformed("the placeholder at position " + i + " is not closed with '}'"));
            }
            String name = source.substring(i + 1, close);
            int width = 0;
            int colon = name.indexOf(':');
            if (colon >= 0) {
                String format = name.substring(colon + 1);
                if (!ZERO_PADDED_WIDTH.matcher(format).matches()) {
                    return failure(new Malformed("the format ':" + format + "' of {" + name
                            + "} is not a zero-padded width from :01 to :19, such as {" + name.substring(0, colon) + ":08}"));
                }
                width = Integer.parseInt(format);
                name = name.substring(0, colon);
            }
            if (name.indexOf('{') >= 0) {
                return failure(new Malformed("placeholders cannot be nested"));
            }
            if (name.isBlank()) {
                return failure(new Malformed("the placeholder at position " + i + " names no component"));
            }
            if (literal.length() == 0 && !parts.isEmpty()) {
                return failure(new Malformed("two placeholders touch at position " + i
                        + ", so their values could not be told apart; put a delimiter such as '#' between them"));
            }
            if (literal.length() > 0) {
                parts.add(new Template.Literal(literal.toString()));
                literal.setLength(0);
            }
            ComponentModel component = components.get(name);
            if (component == null) {
                return failure(new UnknownPlaceholder(name));
            }
            parts.add(new Template.Placeholder(component, width));
            i = close + 1;
        }
        if (literal.length() > 0) {
            parts.add(new Template.Literal(literal.toString()));
        }
        return new Result(new Template(source, List.copyOf(parts)), null);
    }

    private static Result failure(Problem problem) {
        return new Result(null, problem);
    }
}
