package io.tablesmith.processor.schema;

import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.parse.Annotations;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;

/**
 * Compares one entity with what the schema file records of it, and reports every change that
 * the items already stored would not survive on the element that changed.
 */
final class SchemaComparison {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^}:]+)");

    private final SchemaEntity old;
    private final SchemaEntity current;
    private final EntityModel entity;
    private final String file;
    private final Annotations annotations;
    private final ErrorReporter reporter;
    private final String name;

    SchemaComparison(SchemaEntity old, SchemaEntity current, EntityModel entity, String file, Annotations annotations,
                     ErrorReporter reporter) {
        this.old = old;
        this.current = current;
        this.entity = entity;
        this.file = file;
        this.annotations = annotations;
        this.reporter = reporter;
        this.name = entity.recordType().canonicalName();
    }

    /** An entity whose record the file knows under another entity type: its items are out of reach. */
    static void reportEntityTypeChanged(SchemaEntity old, EntityModel entity, String file, Annotations annotations,
                                        ErrorReporter reporter) {
        reporter.error(entity.element(), annotations.find(entity.element(), AnnotationNames.ENTITY).orElse(null), "type",
                Message.SCHEMA_ENTITY_TYPE_CHANGED, entity.recordType().canonicalName(), entity.entityType(), file,
                old.entityType(), old.entityType(), old.entityType());
    }

    void compare() {
        compareKey("partition key", "pk", old.partitionKey(), current.partitionKey());
        compareKey("sort key", "sk", old.sortKey(), current.sortKey());
        Set<String> matched = new HashSet<>();
        for (Map.Entry<String, SchemaEntity.Component> component : old.components().entrySet()) {
            resolve(component.getKey()).ifPresent(path -> {
                matched.add(path);
                compareComponent(path, component.getValue(), current.components().get(path));
            });
            reportDroppedNames(component.getKey(), component.getValue());
        }
        current.components().forEach((path, component) -> {
            boolean parentStored = !path.contains(".") || matched.contains(path.substring(0, path.lastIndexOf('.')));
            // An item stored before its entity had a @Version counts as version 0.
            boolean version = current.version().filter(path::equals).isPresent();
            if (!matched.contains(path) && parentStored && !version && !component.nullable() && component.defaultValue().isEmpty()) {
                reporter.error(elementOf(path), Message.SCHEMA_ABSENT_UNREADABLE, path, name,
                        "is new and cannot be absent (" + component.stored() + ")", "before it was added", component.attribute());
            }
        });
        current.indexes().forEach(this::compareIndex);
    }

    private void compareKey(String role, String member, String oldTemplate, String currentTemplate) {
        if (!renamed(oldTemplate).equals(currentTemplate)) {
            reporter.error(entity.element(), annotations.find(entity.element(), AnnotationNames.KEY).orElse(null), member,
                    Message.SCHEMA_KEY_CHANGED, role, name, currentTemplate, oldTemplate, file);
        }
    }

    private void compareComponent(String path, SchemaEntity.Component before, SchemaEntity.Component now) {
        Element element = elementOf(path);
        if (!StoredForm.reads(before.stored(), now.stored())) {
            reporter.error(element, Message.SCHEMA_STORED_FORM_CHANGED, path, name, now.stored(), file, before.stored());
        } else if (StoredForm.timeWidened(before.stored(), now.stored())) {
            reporter.note(element, null, null, Message.SCHEMA_TIME_REWRITE_NOTE, path, name, now.stored(), file,
                    before.stored(), entity.repositoryType().simpleName());
        }
        if (now.nullable()) {
            return;
        }
        if (now.defaultValue().isEmpty() && before.defaultValue().isPresent()) {
            reporter.error(element, Message.SCHEMA_ABSENT_UNREADABLE, path, name,
                    "lost its @DefaultValue(\"" + before.defaultValue().get() + "\")", "without it", now.attribute());
        } else if (now.defaultValue().isEmpty() && before.nullable()) {
            reporter.error(element, Message.SCHEMA_ABSENT_UNREADABLE, path, name,
                    "can no longer be absent (" + now.stored() + ")", "while it was nullable", now.attribute());
        } else if (now.defaultValue().isPresent() && before.defaultValue().isPresent()
                && !now.defaultValue().equals(before.defaultValue())) {
            reporter.error(element, annotations.find(element, AnnotationNames.DEFAULT_VALUE).orElse(null), "value",
                    Message.SCHEMA_DEFAULT_CHANGED, now.defaultValue().get(), path, name, before.defaultValue().get(), file,
                    now.attribute(), before.defaultValue().get());
        }
    }

    /** Every name the old component was read from must still be read, by the component that holds its value now. */
    private void reportDroppedNames(String oldPath, SchemaEntity.Component before) {
        Optional<String> parent = oldPath.contains(".") ? resolve(oldPath.substring(0, oldPath.lastIndexOf('.'))) : Optional.of("");
        if (parent.isEmpty()) {
            return; // the enclosing component is reported itself
        }
        for (String attribute : before.readNames()) {
            if (readerOf(parent.get(), attribute).isEmpty()) {
                Element element = current.components().containsKey(oldPath) ? elementOf(oldPath) : entity.element();
                AnnotationMirror mirror = element == entity.element() ? annotations.find(element, AnnotationNames.ENTITY).orElse(null) : null;
                reporter.error(element, mirror, Message.SCHEMA_ATTRIBUTE_DROPPED, name, attribute, file, oldPath,
                        attribute, attribute, old.entityType(), oldPath);
            }
        }
    }

    /** The current path of the component that holds what the old one at {@code oldPath} stored, if one does. */
    private Optional<String> resolve(String oldPath) {
        int dot = oldPath.lastIndexOf('.');
        Optional<String> parent = dot < 0 ? Optional.of("") : resolve(oldPath.substring(0, dot));
        return parent.flatMap(path -> readerOf(path, old.components().get(oldPath).attribute()));
    }

    /** The current component directly inside {@code parent} ("" for the entity) that reads {@code attribute}. */
    private Optional<String> readerOf(String parent, String attribute) {
        String prefix = parent.isEmpty() ? "" : parent + ".";
        return current.components().entrySet().stream()
                .filter(entry -> entry.getKey().startsWith(prefix) && entry.getKey().indexOf('.', prefix.length()) < 0)
                .filter(entry -> entry.getValue().readNames().contains(attribute))
                .map(Map.Entry::getKey)
                .findFirst();
    }

    private void compareIndex(String index, SchemaEntity.Index now) {
        SchemaEntity.Index before = old.indexes().get(index);
        String change;
        String lacking;
        String member;
        if (before == null) {
            change = "new";
            lacking = "its key attributes " + index + "pk and " + index + "sk";
            member = "index";
        } else if (!renamed(before.partition()).equals(now.partition()) || !renamed(before.sort()).equals(now.sort())) {
            change = "changed from pk \"" + before.partition() + "\", sk \"" + before.sort() + "\"";
            lacking = "keys rendered from the new templates";
            member = renamed(before.partition()).equals(now.partition()) ? "sk" : "pk";
        } else {
            return;
        }
        AnnotationMirror mirror = annotations.findRepeated(entity.element(), AnnotationNames.GSI, AnnotationNames.GSI_LIST).stream()
                .filter(gsi -> annotations.string(gsi, "index").equals(index))
                .findFirst().orElse(null);
        String repository = entity.repositoryType().simpleName();
        if (mirror != null && Boolean.parseBoolean(annotations.string(mirror, "reindex"))) {
            reporter.note(entity.element(), mirror, "reindex", Message.SCHEMA_REINDEX_NOTE, index, name, change, repository, file);
        } else {
            reporter.error(entity.element(), mirror, member, Message.SCHEMA_INDEX_UNFILLED, index, name, change, lacking,
                    file, repository);
        }
    }

    /** An old template with each placeholder named as the component that holds its value now. */
    private String renamed(String template) {
        Matcher matcher = PLACEHOLDER.matcher(template);
        StringBuilder text = new StringBuilder();
        while (matcher.find()) {
            String component = matcher.group(1);
            String now = old.components().containsKey(component) ? resolve(component).orElse(component) : component;
            matcher.appendReplacement(text, Matcher.quoteReplacement("{" + now));
        }
        return matcher.appendTail(text).toString();
    }

    /** The record component a path starts with, where an error about it is reported. */
    private Element elementOf(String path) {
        String top = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
        List<? extends Element> components = entity.element().getRecordComponents();
        return components.stream().filter(c -> c.getSimpleName().contentEquals(top)).findFirst()
                .map(Element.class::cast).orElse(entity.element());
    }
}
