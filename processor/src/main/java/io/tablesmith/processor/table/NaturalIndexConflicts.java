package io.tablesmith.processor.table;

import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.parse.Annotations;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import javax.lang.model.element.AnnotationMirror;

/**
 * Rules of natural indexes that span the entities of one table: an index is either rendered
 * ({@code @Gsi}) or natural everywhere, has one key shape, and an attribute used in natural
 * index keys has one type in the table.
 */
final class NaturalIndexConflicts {

    private NaturalIndexConflicts() {
    }

    /**
     * Checks {@code entities}, reporting only on those {@code reported} accepts: a package without
     * {@code @Table} checks itself against every such package of the compilation, and reports only
     * on its own entities so that no error is given twice.
     */
    static void check(List<EntityModel> entities, Predicate<EntityModel> reported, Annotations annotations,
            ErrorReporter reporter) {
        Map<String, EntityModel> templateIndexUsers = new HashMap<>();
        for (EntityModel entity : entities) {
            entity.indexes().forEach(index -> templateIndexUsers.putIfAbsent(index.indexName(), entity));
        }
        Map<String, NaturalIndexModel> shapes = new HashMap<>();
        Map<String, EntityModel> shapeOwners = new HashMap<>();
        Map<String, String> attributeTypes = new HashMap<>();
        Map<String, String> attributeOwners = new HashMap<>();
        for (EntityModel entity : entities) {
            for (NaturalIndexModel index : entity.naturalIndexes()) {
                String simpleName = entity.recordType().simpleName();
                Optional<AnnotationMirror> mirror = mirror(entity, index, annotations);
                EntityModel templated = templateIndexUsers.get(index.indexName());
                if (templated != null) {
                    if (reported.test(entity)) {
                        reporter.error(entity.element(), mirror.orElse(null), "index", Message.NATURAL_INDEX_CONFLICT,
                                index.indexName(), simpleName, "names the index that " + templated.recordType().simpleName()
                                        + " keys with @Gsi templates", "give one of them another index name");
                    }
                    continue;
                }
                NaturalIndexModel earlier = shapes.putIfAbsent(index.indexName(), index);
                if (earlier != null && !keyShape(earlier).equals(keyShape(index))) {
                    if (reported.test(entity)) {
                        reporter.error(entity.element(), mirror.orElse(null), "pk", Message.NATURAL_INDEX_CONFLICT,
                                index.indexName(), simpleName, "keys it on " + keyShape(index) + ", but "
                                        + shapeOwners.get(index.indexName()).recordType().simpleName() + " keys it on " + keyShape(earlier),
                                "use the same attribute names and types, in the same order, or another index");
                    }
                    continue;
                }
                shapeOwners.putIfAbsent(index.indexName(), entity);
                for (ComponentModel component : index.components()) {
                    String type = NaturalIndexModel.attributeType(component);
                    String known = attributeTypes.putIfAbsent(component.attribute(), type);
                    if (known != null && !known.equals(type)) {
                        if (reported.test(entity)) {
                            reporter.error(entity.element(), mirror.orElse(null), "pk", Message.NATURAL_INDEX_CONFLICT,
                                    index.indexName(), simpleName, "stores \"" + component.attribute() + "\" as " + type
                                            + ", but " + attributeOwners.get(component.attribute()) + " stores it as " + known,
                                    "store one of them under another name with @Attribute");
                        }
                        break;
                    }
                    attributeOwners.putIfAbsent(component.attribute(), simpleName + "." + component.name());
                }
            }
        }
        // DynamoDB refuses to store an item whose attribute has another type than an index key of that name.
        for (EntityModel entity : entities) {
            for (ComponentModel component : entity.components()) {
                String keyType = attributeTypes.get(component.attribute());
                String type = NaturalIndexModel.attributeType(component);
                String owner = attributeOwners.get(component.attribute());
                boolean ownKey = entity.naturalIndexes().stream().anyMatch(index -> index.components().contains(component));
                if (keyType != null && !keyType.equals(type) && owner != null && !ownKey && reported.test(entity)) {
                    reporter.error(entity.element(), annotations.find(entity.element(), AnnotationNames.ENTITY).orElse(null),
                            Message.NATURAL_INDEX_CONFLICT, indexOf(entities, component.attribute()),
                            owner.substring(0, owner.indexOf('.')), "keys on \"" + component.attribute() + "\" as " + keyType
                                    + ", but component '" + component.name() + "' of " + entity.recordType().simpleName()
                                    + " is stored there as " + (type == null ? "another type" : type)
                                    + ", which DynamoDB would refuse to write",
                            "store the component under another name with @Attribute");
                }
            }
        }
    }

    private static String indexOf(List<EntityModel> entities, String attribute) {
        return entities.stream().flatMap(entity -> entity.naturalIndexes().stream())
                .filter(index -> index.components().stream().anyMatch(c -> c.attribute().equals(attribute)))
                .map(NaturalIndexModel::indexName).findFirst().orElseThrow();
    }

    /** The attribute names and types, partition then sort, e.g. {@code region:S, tier:N | createdAt:S}. */
    private static String keyShape(NaturalIndexModel index) {
        return describe(index.partition()) + " | " + describe(index.sort());
    }

    private static String describe(List<ComponentModel> components) {
        return String.join(", ", components.stream()
                .map(c -> c.attribute() + ":" + NaturalIndexModel.attributeType(c)).toList());
    }

    private static Optional<AnnotationMirror> mirror(EntityModel entity, NaturalIndexModel index, Annotations annotations) {
        return annotations.findRepeated(entity.element(), AnnotationNames.NATURAL_INDEX, AnnotationNames.NATURAL_INDEX_LIST).stream()
                .filter(mirror -> annotations.string(mirror, "index").equals(index.indexName()))
                .findFirst();
    }
}
