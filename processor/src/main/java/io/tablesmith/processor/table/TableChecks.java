package io.tablesmith.processor.table;

import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.parse.Annotations;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;

/**
 * The rules that span a table, checked per table: unique entity types (TS150), key spaces proven
 * disjoint (TS151, TS153, and TS154 for shared indexes), index key attribute names reserved
 * table-wide (TS141) and natural index definitions (TS269).
 *
 * <p>A package with {@code @Table} is one table: its entities are checked among themselves only. The
 * entities of a package without it are checked among themselves and against those of every other
 * such package of the compilation, whose table name is as much a run-time value as theirs (all but
 * the warning on shared index keys, which is for one table).
 */
public final class TableChecks {

    /** The queue index's key attributes (the runtime's {@code QueueIndex}), in a table that holds queues. */
    private static final List<String> QUEUE_INDEX_ATTRIBUTES = List.of("queuepk", "queuesk");

    private final Elements elements;
    private final Annotations annotations;

    public TableChecks(Elements elements) {
        this.elements = elements;
        this.annotations = new Annotations(elements);
    }

    /** The {@code @Table} description of a package declared a table (possibly empty), or empty when it is not one. */
    public Optional<String> declaration(String packageName) {
        return annotations.tableDeclaration(packageName);
    }

    /**
     * Checks the table of {@code packageName}, reporting on its entities only.
     *
     * @param entities the package's entities, ordered by name: of two that break a rule, the later is reported
     * @param everyEntity every valid entity of the compilation so far, the package's included
     * @param queues whether the table holds queues, whose index attributes are then reserved too
     * @return whether nothing was reported
     */
    public boolean check(String packageName, List<EntityModel> entities, List<EntityModel> everyEntity, boolean queues,
                         ErrorReporter reporter) {
        int before = reporter.errorCount();
        KeySpaces keySpaces = new KeySpaces(elements, annotations, reporter);
        Function<EntityModel, String> simple = entity -> entity.recordType().simpleName();
        List<EntityModel> elsewhere = declaration(packageName).isPresent() ? List.of() : everyEntity.stream()
                .filter(other -> !other.packageName().equals(packageName) && declaration(other.packageName()).isEmpty())
                .toList();
        List<EntityModel> sharing = new ArrayList<>(entities);
        sharing.addAll(elsewhere);
        for (int later = 0; later < entities.size(); later++) {
            EntityModel entity = entities.get(later);
            List<EntityModel> earlier = entities.subList(0, later);
            guarded(entity, reporter, () -> {
                earlier.stream().filter(other -> other.entityType().equals(entity.entityType())).findFirst()
                        .ifPresent(other -> duplicateType(entity, other, simple, reporter));
                earlier.forEach(other -> keySpaces.check(entity, other, sharing, simple, true));
                keySpaces.checkRuntime(entity, sharing, simple);
                entities.stream().filter(other -> other != entity).forEach(other -> reservedIndexNames(entity, other, reporter));
                if (queues) {
                    reservedQueueNames(entity, reporter);
                }
            });
        }
        if (declaration(packageName).isPresent()) {
            NaturalIndexConflicts.check(entities, entity -> true, annotations, reporter);
            return reporter.errorCount() == before;
        }
        List<EntityModel> undeclared = new ArrayList<>(sharing);
        undeclared.sort(Comparator.comparing(entity -> entity.recordType().canonicalName()));
        NaturalIndexConflicts.check(undeclared, entity -> entity.packageName().equals(packageName), annotations, reporter);
        Function<EntityModel, String> qualified = entity -> entity.recordType().canonicalName();
        for (EntityModel entity : entities) {
            guarded(entity, reporter, () -> {
                for (EntityModel other : elsewhere) {
                    if (other.entityType().equals(entity.entityType())) {
                        duplicateType(entity, other, qualified, reporter);
                    }
                    keySpaces.check(entity, other, sharing, qualified, false);
                    reservedIndexNames(entity, other, reporter);
                }
            });
        }
        return reporter.errorCount() == before;
    }

    /** Runs one entity's checks; a failure of the processor itself becomes an error on that entity alone. */
    private static void guarded(EntityModel entity, ErrorReporter reporter, Runnable checks) {
        try {
            checks.run();
        } catch (RuntimeException e) {
            reporter.error(entity.element(), Message.INTERNAL_ERROR, entity.element().getQualifiedName(), e);
        }
    }

    private void duplicateType(EntityModel entity, EntityModel other, Function<EntityModel, String> names, ErrorReporter reporter) {
        reporter.error(entity.element(), annotations.find(entity.element(), AnnotationNames.ENTITY).orElse(null), "type",
                Message.ENTITY_TYPE_DUPLICATE, entity.entityType(), names.apply(other), names.apply(entity));
    }

    /** A component stored under another entity's index key attribute would put its items into that index. */
    private void reservedIndexNames(EntityModel entity, EntityModel other, ErrorReporter reporter) {
        for (IndexModel index : other.indexes()) {
            for (ComponentModel component : entity.components()) {
                if (component.attribute().equals(index.partitionAttribute()) || component.attribute().equals(index.sortAttribute())) {
                    refuseAttribute(entity, component, "index \"" + index.indexName() + "\" of " + other.recordType().canonicalName()
                            + " keeps its key in \"" + component.attribute() + "\", and index key names are reserved table-wide"
                            + " (an item with it would appear in that index); store the component under another name with @Attribute",
                            reporter);
                }
            }
        }
    }

    private void reservedQueueNames(EntityModel entity, ErrorReporter reporter) {
        for (ComponentModel component : entity.components()) {
            if (QUEUE_INDEX_ATTRIBUTES.contains(component.attribute())) {
                refuseAttribute(entity, component, "the index the table's queues pull from keeps its key in \""
                        + component.attribute() + "\" (an item with it would be read as a queue message);"
                        + " store the component under another name with @Attribute", reporter);
            }
        }
    }

    private void refuseAttribute(EntityModel entity, ComponentModel component, String reason, ErrorReporter reporter) {
        Element element = entity.element().getRecordComponents().stream()
                .filter(c -> c.getSimpleName().contentEquals(component.name()))
                .findFirst().orElseThrow();
        AnnotationMirror attribute = annotations.find(element, AnnotationNames.ATTRIBUTE).orElse(null);
        reporter.error(element, attribute, "value", Message.ATTRIBUTE_NAME_INVALID, component.attribute(), component.name(), reason);
    }
}
