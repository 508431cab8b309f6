package io.tablesmith.processor.parse;

import static io.tablesmith.processor.parse.AnnotationNames.TRANSITION;
import static io.tablesmith.processor.parse.AnnotationNames.TRANSITION_LIST;

import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.StateMachine;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import io.tablesmith.processor.report.Suggestions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.Elements;

/**
 * Reads the {@code @Transition} declarations of a valid entity into {@link StateMachine}s and
 * checks them: only enum components, only names of their constants, never a key component, and
 * never a component whose index key template needs another changing component.
 */
public final class TransitionParser {


    private final Annotations annotations;
    private final ErrorReporter reporter;

    public TransitionParser(Elements elements, ErrorReporter reporter) {
        this.annotations = new Annotations(elements);
        this.reporter = reporter;
    }

    /** The state machines of the entity, or empty when a declaration is wrong (and was reported). */
    public Optional<List<StateMachine>> parse(EntityModel entity) {
        int before = reporter.errorCount();
        List<StateMachine> machines = new ArrayList<>();
        for (RecordComponentElement element : entity.element().getRecordComponents()) {
            List<AnnotationMirror> mirrors = annotations.findRepeated(element, TRANSITION, TRANSITION_LIST);
            if (mirrors.isEmpty()) {
                continue;
            }
            ComponentModel component = entity.components().stream()
                    .filter(c -> c.name().contentEquals(element.getSimpleName())).findFirst().orElseThrow();
            parse(entity, element, component, mirrors).ifPresent(machines::add);
        }
        return reporter.errorCount() == before ? Optional.of(machines) : Optional.empty();
    }

    private Optional<StateMachine> parse(EntityModel entity, RecordComponentElement element, ComponentModel component,
                                         List<AnnotationMirror> mirrors) {
        AnnotationMirror first = mirrors.get(0);
        if (!(component.type() instanceof TypeModel.Scalar scalar && scalar.kind() == TypeModel.ScalarKind.ENUM)) {
            reporter.error(element, first, Message.TRANSITION_NOT_ENUM, component.name(), component.javaType());
            return Optional.empty();
        }
        if (entity.keyComponents().contains(component)) {
            String template = entity.partitionKey().components().contains(component)
                    ? "pk \"" + entity.partitionKey().source() + "\"" : "sk \"" + entity.sortKey().source() + "\"";
            reporter.error(element, first, Message.TRANSITION_ON_KEY, component.name(), template, component.name());
            return Optional.empty();
        }
        if (!checkTemplates(entity, element, component, first)) {
            return Optional.empty();
        }
        Element enumType = ((DeclaredType) element.asType()).asElement();
        Set<String> constants = new LinkedHashSet<>();
        for (Element enclosed : enumType.getEnclosedElements()) {
            if (enclosed.getKind() == ElementKind.ENUM_CONSTANT) {
                constants.add(enclosed.getSimpleName().toString());
            }
        }
        Map<String, Set<String>> moves = new LinkedHashMap<>();
        boolean valid = true;
        for (AnnotationMirror mirror : mirrors) {
            String from = annotations.string(mirror, "from");
            valid &= checkState(element, mirror, "from", from, component, enumType, constants);
            Set<String> targets = moves.computeIfAbsent(from, f -> new LinkedHashSet<>());
            for (String to : annotations.strings(mirror, "to")) {
                valid &= checkState(element, mirror, "to", to, component, enumType, constants);
                targets.add(to);
            }
        }
        if (!valid) {
            return Optional.empty();
        }
        Map<String, List<String>> ordered = new LinkedHashMap<>();
        // In the enum's order, so that the generated table reads like the enum.
        for (String constant : constants) {
            if (moves.containsKey(constant)) {
                List<String> targets = new ArrayList<>();
                for (String target : constants) {
                    if (moves.get(constant).contains(target)) {
                        targets.add(target);
                    }
                }
                ordered.put(constant, List.copyOf(targets));
            }
        }
        return Optional.of(new StateMachine(component, ordered));
    }

    private boolean checkState(RecordComponentElement element, AnnotationMirror mirror, String member, String name,
                               ComponentModel component, Element enumType, Set<String> constants) {
        if (constants.contains(name)) {
            return true;
        }
        String hint = Suggestions.closest(name, constants)
                .map(suggestion -> "Did you mean \"" + suggestion + "\"?")
                .orElse("Its constants are: " + String.join(", ", constants) + ".");
        reporter.error(element, mirror, member, Message.TRANSITION_UNKNOWN_STATE, member, name, component.name(),
                enumType.getSimpleName(), hint);
        return false;
    }

    /** A transition rewrites the index keys of its component from its value alone. */
    private boolean checkTemplates(EntityModel entity, RecordComponentElement element, ComponentModel component,
                                   AnnotationMirror mirror) {
        for (IndexModel index : entity.indexes()) {
            for (Template template : List.of(index.partition(), index.sort())) {
                if (!template.components().contains(component)) {
                    continue;
                }
                for (ComponentModel other : template.components()) {
                    if (!other.equals(component) && !entity.keyComponents().contains(other)) {
                        reporter.error(element, mirror, Message.TRANSITION_SHARED_TEMPLATE, component.name(),
                                template == index.partition() ? "pk" : "sk", template.source(), index.indexName(),
                                other.name(), component.name(), component.name());
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
