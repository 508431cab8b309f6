package io.tablesmith.processor.parse;

import com.squareup.javapoet.ClassName;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;

/**
 * The warning on a {@code @Gsi} of the sparse-index shape that can never be sparse (TS124). A
 * constant partition key puts all of an index's items into one partition, which is what an index
 * that holds only some items is for ("overdue loans", "unpaid invoices"): an item is left out only
 * when a component the templates use is null. When each such component is a primitive or part of
 * the primary key, none can be, and every item is in the index; a primitive is the one to box.
 * An index keyed by a component (such as {@code STATUS#{status}}) is a lookup, dense on purpose.
 */
final class SparseIndexes {

    private SparseIndexes() {
    }

    static void check(EntityModel entity, Annotations annotations, ErrorReporter reporter) {
        for (IndexModel index : entity.indexes()) {
            List<ComponentModel> primitives = index.components().stream().filter(component -> !component.nullable()).toList();
            if (!index.partition().isConstant() || primitives.isEmpty() || !entity.sparseComponents(index).isEmpty()) {
                continue;
            }
            AnnotationMirror gsi = annotations.findRepeated(entity.element(), AnnotationNames.GSI, AnnotationNames.GSI_LIST).stream()
                    .filter(mirror -> annotations.string(mirror, "index").equals(index.indexName())).findFirst().orElse(null);
            String member = uses(index.sort(), primitives) ? "sk" : "pk";
            reporter.warning(entity.element(), gsi, member, Message.INDEX_NEVER_SPARSE, index.indexName(), index.partition().source(),
                    entity.recordType().simpleName(),
                    primitives.stream().map(component -> component.javaType() + " " + component.name())
                            .collect(Collectors.joining(", "))
                            + (primitives.size() < index.components().size() ? " (the others are part of the primary key)" : ""),
                    primitives.stream().map(component -> "'" + component.name() + "' ("
                                    + ((ClassName) component.javaType().box()).simpleName() + ")")
                            .collect(Collectors.joining(", ")),
                    entity.recordType().simpleName());
        }
    }

    private static boolean uses(Template template, List<ComponentModel> components) {
        return template.components().stream().anyMatch(components::contains);
    }
}
