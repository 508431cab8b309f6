package io.tablesmith.processor.parse;

import static io.tablesmith.processor.parse.AnnotationNames.QUEUE_MESSAGE;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.QueueModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import io.tablesmith.processor.report.Suggestions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** Turns one {@code @QueueMessage} record into a checked {@link QueueModel}, reporting what is wrong. */
public final class QueueParser {

    private static final String ANNOTATION = "QueueMessage";
    private static final java.util.regex.Pattern QUEUE_NAME = java.util.regex.Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final int MAX_SHARDS = 64;

    private final Elements elements;
    private final Types types;
    private final Annotations annotations;
    private final ErrorReporter reporter;

    public QueueParser(Elements elements, Types types, ErrorReporter reporter) {
        this.elements = elements;
        this.types = types;
        this.annotations = new Annotations(elements);
        this.reporter = reporter;
    }

    public Optional<QueueModel> parse(TypeElement element) {
        AnnotationMirror mirror = annotations.find(element, QUEUE_MESSAGE).orElseThrow();
        if (element.getKind() != ElementKind.RECORD) {
            reporter.error(element, mirror, Message.QUEUE_NOT_RECORD, element.getSimpleName(), element.getSimpleName());
            return Optional.empty();
        }
        if (annotations.find(element, AnnotationNames.ENTITY).isPresent()) {
            reporter.error(element, mirror, Message.QUEUE_ON_ENTITY, element.getSimpleName());
            return Optional.empty();
        }
        String problem = accessProblem(element);
        if (problem != null) {
            reporter.error(element, mirror, Message.QUEUE_RECORD_INACCESSIBLE, element.getSimpleName(), problem,
                    element.getSimpleName());
            return Optional.empty();
        }
        int errorsBefore = reporter.errorCount();
        String queue = annotations.string(mirror, "queue");
        if (!QUEUE_NAME.matcher(queue).matches()) {
            reporter.error(element, mirror, "queue", Message.QUEUE_NAME_INVALID, queue);
        }
        int shards = ((Number) elements.getElementValuesWithDefaults(mirror).entrySet().stream()
                .filter(entry -> entry.getKey().getSimpleName().contentEquals("shards"))
                .findFirst().orElseThrow().getValue().getValue()).intValue();
        if (shards < 1 || shards > MAX_SHARDS) {
            reporter.error(element, mirror, "shards", Message.QUEUE_SHARDS, shards);
        }
        Optional<List<ComponentModel>> components = components(element);
        if (components.isEmpty()) {
            return Optional.empty();
        }
        Map<String, ComponentModel> byName = new LinkedHashMap<>();
        components.get().forEach(component -> byName.put(component.name(), component));
        Optional<Template> dedupId = template(element, mirror, "dedupId", byName);
        Optional<Template> group = template(element, mirror, "group", byName);
        if (reporter.errorCount() > errorsBefore) {
            return Optional.empty();
        }
        TypeModel.RecordOf message = new TypeModel.RecordOf(ClassName.get(element), components.get());
        return Optional.of(new QueueModel(element, ClassName.get(element), queue, shards, dedupId, group, message));
    }

    /** The record's components as a nested record stores them; empty when one was reported. */
    private Optional<List<ComponentModel>> components(TypeElement element) {
        TypeClassifier classifier = new TypeClassifier(elements, types, reporter, element);
        List<ComponentModel> components = new ArrayList<>();
        Map<String, String> owners = new HashMap<>();
        boolean valid = true;
        for (RecordComponentElement component : element.getRecordComponents()) {
            Optional<TypeModel> type = classifier.component(component);
            Optional<String> attribute = classifier.attributeName(component, owners, List.of());
            if (type.isEmpty() || attribute.isEmpty()) {
                valid = false;
                continue;
            }
            components.add(new ComponentModel(component.getSimpleName().toString(), attribute.get(), type.get(),
                    TypeName.get(component.asType()), component.asType().getKind().isPrimitive()));
        }
        return valid ? Optional.of(components) : Optional.empty();
    }

    /** A template member: empty when not given or when a problem was reported. */
    private Optional<Template> template(TypeElement element, AnnotationMirror mirror, String member,
                                        Map<String, ComponentModel> components) {
        String source = annotations.string(mirror, member);
        if (source.isEmpty()) {
            return Optional.empty();
        }
        TemplateParser.Result result = TemplateParser.parse(source, components);
        if (result.problem() instanceof TemplateParser.Malformed malformed) {
            reporter.error(element, mirror, member, Message.TEMPLATE_MALFORMED, member, source, ANNOTATION, malformed.reason());
        } else if (result.problem() instanceof TemplateParser.UnknownPlaceholder unknown) {
            String hint = Suggestions.closest(unknown.name(), components.keySet())
                    .map(name -> "Did you mean {" + name + "}?")
                    .orElse("Its components are: " + String.join(", ", components.keySet()) + ".");
            reporter.error(element, mirror, member, Message.PLACEHOLDER_UNKNOWN, member, source, ANNOTATION,
                    unknown.name(), element.getSimpleName(), hint);
        }
        Optional<Template> template = result.value();
        if (template.isPresent()) {
            // Dedup ids and groups are parts of item keys: the same delimiter rule keeps them injective.
            List<Template.Part> parts = template.get().parts();
            for (int i = 0; i + 1 < parts.size(); i++) {
                if (parts.get(i) instanceof Template.Placeholder placeholder
                        && parts.get(i + 1) instanceof Template.Literal literal && !literal.text().startsWith("#")) {
                    reporter.error(element, mirror, member, Message.KEY_DELIMITER, member, source, ANNOTATION,
                            literal.text(), placeholder.component().name(), placeholder.component().name(), literal.text());
                    return Optional.empty();
                }
            }
            for (ComponentModel component : template.get().components()) {
                if (!component.keyable()) {
                    KeyRefusal refusal = KeyRefusal.of(component.type());
                    reporter.error(element, mirror, member, Message.KEY_COMPONENT_TYPE, component.name(),
                            component.javaType(), member, ANNOTATION, refusal.reason(), refusal.fix());
                    return Optional.empty();
                }
            }
        }
        return template;
    }

    private static String accessProblem(TypeElement record) {
        if (!record.getTypeParameters().isEmpty()) {
            return "has type parameters";
        }
        Element current = record;
        while (current instanceof TypeElement type) {
            if (type.getModifiers().contains(Modifier.PRIVATE)) {
                return "is private or nested in a private type";
            }
            if (type != record && !type.getModifiers().contains(Modifier.STATIC) && type.getKind() == ElementKind.CLASS) {
                return "is nested in an inner class";
            }
            current = type.getEnclosingElement();
        }
        return current instanceof PackageElement ? null : "is local to a method";
    }
}
