package io.tablesmith.processor.parse;

import static io.tablesmith.processor.parse.AnnotationNames.DEFAULT_VALUE;
import static io.tablesmith.processor.parse.AnnotationNames.TRANSITION;

import com.squareup.javapoet.CodeBlock;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads how a record copes with items stored by its earlier versions: {@code @DefaultValue}
 * (the value an absent attribute reads as) and {@code @Attribute(formerly = ...)} (older
 * stored names), checked against the component and the record's other stored names.
 */
public final class EvolutionParser {


    private final Annotations annotations;
    private final ErrorReporter reporter;

    EvolutionParser(Elements elements, ErrorReporter reporter) {
        this.annotations = new Annotations(elements);
        this.reporter = reporter;
    }

    /**
     * The components with their defaults and former names; empty when an error was reported.
     *
     * @param reserved attribute names the table uses itself
     */
    Optional<List<ComponentModel>> evolve(TypeElement record, List<ComponentModel> components, Collection<String> reserved) {
        int errorsBefore = reporter.errorCount();
        Map<String, String> owners = new HashMap<>();
        components.forEach(component -> owners.put(component.attribute(), component.name()));
        Map<String, String> formerOwners = new HashMap<>();
        List<ComponentModel> evolved = new ArrayList<>();
        for (ComponentModel component : components) {
            RecordComponentElement element = element(record, component);
            Optional<CodeBlock> ifAbsent = annotations.find(element, DEFAULT_VALUE)
                    .flatMap(mirror -> defaultValue(element, mirror, component));
            List<String> former = formerNames(element, component, owners, formerOwners, reserved);
            evolved.add(component.evolved(ifAbsent, former));
        }
        return reporter.errorCount() > errorsBefore ? Optional.empty() : Optional.of(evolved);
    }

    /**
     * Refuses defaults and former names where they cannot work: on key components, which every
     * item has in its key; on {@code @Version}, whose condition needs the stored attribute; on
     * {@code @Transition} components, whose moves are conditions on the stored attribute.
     */
    void checkRoles(TypeElement record, List<ComponentModel> keyComponents, Optional<ComponentModel> version) {
        for (ComponentModel component : keyComponents) {
            RecordComponentElement element = element(record, component);
            annotations.find(element, DEFAULT_VALUE).ifPresent(mirror -> reporter.error(element, mirror,
                    Message.DEFAULT_VALUE_ROLE, "key", component.name(),
                    "every item has it in its primary key, so it is never absent"));
        }
        version.ifPresent(component -> {
            RecordComponentElement element = element(record, component);
            annotations.find(element, DEFAULT_VALUE).ifPresent(mirror -> reporter.error(element, mirror,
                    Message.DEFAULT_VALUE_ROLE, "@Version", component.name(),
                    "a write checks the stored version, which an item without it does not have"));
            formerlyMirror(element).ifPresent(mirror -> reporter.error(element, mirror, "formerly",
                    Message.FORMER_NAME_ROLE, "@Version", component.name(),
                    "writes check the version under its current name, so an item with only the former name would never match"));
        });
        for (RecordComponentElement element : record.getRecordComponents()) {
            if (annotations.find(element, TRANSITION).isPresent()) {
                formerlyMirror(element).ifPresent(mirror -> reporter.error(element, mirror, "formerly",
                        Message.FORMER_NAME_ROLE, "@Transition", element.getSimpleName(),
                        "a transition is a condition on the state under its current name, so an item with only the former name would look stale"));
            }
        }
    }

    private Optional<AnnotationMirror> formerlyMirror(RecordComponentElement element) {
        return annotations.find(element, AnnotationNames.ATTRIBUTE)
                .filter(mirror -> !annotations.strings(mirror, "formerly").isEmpty());
    }

    private Optional<CodeBlock> defaultValue(RecordComponentElement element, AnnotationMirror mirror, ComponentModel component) {
        if (!component.primitive()) {
            String reads = component.type() instanceof TypeModel.OptionalOf ? "an empty Optional" : "null";
            reporter.error(element, mirror, Message.DEFAULT_VALUE_NOT_PRIMITIVE, component.name(), component.javaType(), reads);
            return Optional.empty();
        }
        if (annotations.find(element, AnnotationNames.TTL).isPresent()) {
            reporter.error(element, mirror, Message.DEFAULT_VALUE_ROLE, "@Ttl", component.name(),
                    "an item without an expiry must not gain one when it is read and written back");
            return Optional.empty();
        }
        String text = annotations.string(mirror, "value");
        TypeModel.ScalarKind kind = ((TypeModel.Scalar) component.type()).kind();
        try {
            return Optional.of(literal(kind, text));
        } catch (IllegalArgumentException e) {
            reporter.error(element, mirror, "value", Message.DEFAULT_VALUE_INVALID, text, component.name(),
                    component.javaType(), e.getMessage(), example(kind));
            return Optional.empty();
        }
    }

    /** The Java literal of {@code text} for a primitive of {@code kind}. */
    private static CodeBlock literal(TypeModel.ScalarKind kind, String text) {
        switch (kind) {
            case BOOLEAN -> {
                if (!text.equals("true") && !text.equals("false")) {
                    throw new IllegalArgumentException("a boolean is true or false");
                }
                return CodeBlock.of("$L", text);
            }
            case CHAR -> {
                if (text.length() != 1 || Character.isSurrogate(text.charAt(0))) {
                    throw new IllegalArgumentException("a char is exactly one character");
                }
                return CodeBlock.of("'$L'", escape(text.charAt(0)));
            }
            case BYTE -> {
                return CodeBlock.of("(byte) $L", integral(text, Byte.MIN_VALUE, Byte.MAX_VALUE, "byte"));
            }
            case SHORT -> {
                return CodeBlock.of("(short) $L", integral(text, Short.MIN_VALUE, Short.MAX_VALUE, "short"));
            }
            case INT -> {
                return CodeBlock.of("$L", integral(text, Integer.MIN_VALUE, Integer.MAX_VALUE, "int"));
            }
            case LONG -> {
                return CodeBlock.of("$LL", integral(text, Long.MIN_VALUE, Long.MAX_VALUE, "long"));
            }
            case FLOAT -> {
                float value = (float) decimal(text, "float");
                if (Float.isInfinite(value)) {
                    throw new IllegalArgumentException("it is out of a float's range");
                }
                return CodeBlock.of("$Lf", Float.toString(value));
            }
            case DOUBLE -> {
                return CodeBlock.of("$L", Double.toString(decimal(text, "double")));
            }
            default -> throw new IllegalStateException("not a primitive: " + kind);
        }
    }

    private static long integral(String text, long min, long max, String type) {
        long value;
        try {
            value = Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("it is not a whole number");
        }
        if (value < min || value > max) {
            throw new IllegalArgumentException("it is outside a " + type + "'s range " + min + " to " + max);
        }
        return value;
    }

    private static double decimal(String text, String type) {
        BigDecimal value;
        try {
            value = new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("it is not a decimal number");
        }
        double converted = value.doubleValue();
        if (Double.isInfinite(converted)) {
            throw new IllegalArgumentException("it is out of a " + type + "'s range");
        }
        return converted;
    }

    private static String escape(char c) {
        if (c == '\'' || c == '\\' || c < 0x20 || c > 0x7e) {
            return String.format("\\u%04x", (int) c);
        }
        return String.valueOf(c);
    }

    private static String example(TypeModel.ScalarKind kind) {
        return switch (kind) {
            case BOOLEAN -> "false";
            case CHAR -> "x";
            case FLOAT, DOUBLE -> "0.0";
            default -> "0";
        };
    }

    private List<String> formerNames(RecordComponentElement element, ComponentModel component,
                                     Map<String, String> owners, Map<String, String> formerOwners,
                                     Collection<String> reserved) {
        Optional<AnnotationMirror> mirror = annotations.find(element, AnnotationNames.ATTRIBUTE);
        if (mirror.isEmpty()) {
            return List.of();
        }
        List<String> former = new ArrayList<>();
        for (String name : annotations.strings(mirror.get(), "formerly")) {
            String problem = null;
            if (name.isEmpty()) {
                problem = "an attribute name cannot be empty";
            } else if (name.equals(component.attribute())) {
                problem = "it is the component's current name; list only names it was stored under before";
            } else if (reserved.contains(name)) {
                problem = "\"" + name + "\" is a table attribute Tablesmith writes itself (" + String.join(", ", reserved)
                        + "), so it never held this component";
            } else if (owners.containsKey(name)) {
                problem = "component '" + owners.get(name) + "' is stored as \"" + name
                        + "\", so its value would be read as this one; rename that one first, or choose another name";
            } else if (formerOwners.containsKey(name)) {
                problem = "component '" + formerOwners.get(name) + "' already reads \"" + name
                        + "\" as a former name, and an old attribute can hold only one of them";
            } else if (former.contains(name)) {
                problem = "it is listed twice";
            }
            if (problem != null) {
                reporter.error(element, mirror.get(), "formerly", Message.FORMER_NAME_INVALID, name, component.name(), problem);
            } else {
                former.add(name);
            }
        }
        former.forEach(name -> formerOwners.put(name, component.name()));
        return List.copyOf(former);
    }

    private static RecordComponentElement element(TypeElement record, ComponentModel component) {
        return record.getRecordComponents().stream()
                .filter(c -> c.getSimpleName().contentEquals(component.name()))
                .findFirst().orElseThrow();
    }
}
