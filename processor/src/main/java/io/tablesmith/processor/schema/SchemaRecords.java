package io.tablesmith.processor.schema;

import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.parse.AnnotationNames;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Reads the schema records of the entities the processor checked, from the model. */
final class SchemaRecords {

    private SchemaRecords() {
    }

    static SchemaEntity of(EntityModel entity, Elements elements) {
        SortedMap<String, SchemaEntity.Component> components = new TreeMap<>();
        addComponents("", entity.element(), entity.components(), components, elements);
        SortedMap<String, SchemaEntity.Index> indexes = new TreeMap<>();
        for (IndexModel index : entity.indexes()) {
            indexes.put(index.indexName(), new SchemaEntity.Index(index.partition().source(), index.sort().source()));
        }
        SortedMap<String, SchemaEntity.Index> naturalIndexes = new TreeMap<>();
        for (NaturalIndexModel index : entity.naturalIndexes()) {
            naturalIndexes.put(index.indexName(), new SchemaEntity.Index(attributes(index.partition()), attributes(index.sort())));
        }
        return new SchemaEntity(entity.entityType(), entity.recordType().canonicalName(), entity.partitionKey().source(),
                entity.sortKey().source(), entity.version().map(ComponentModel::name), entity.ttl().map(ComponentModel::name),
                components, indexes, naturalIndexes);
    }

    private static void addComponents(String prefix, TypeElement record, List<ComponentModel> components,
                                      SortedMap<String, SchemaEntity.Component> into, Elements elements) {
        for (ComponentModel component : components) {
            into.put(prefix + component.name(), new SchemaEntity.Component(component.attribute(),
                    component.formerAttributes(), StoredForm.of(component.type(), elements), component.nullable(),
                    component.ifAbsent().map(code -> defaultText(record, component.name()).orElse(code.toString()))));
            nested(component.type()).ifPresent(nested -> addComponents(prefix + component.name() + ".",
                    elements.getTypeElement(nested.javaType().canonicalName()), nested.components(), into, elements));
        }
    }

    /** The text of a component's {@code @DefaultValue}, as the user wrote it ({@code 3}, where the code has {@code 3L}). */
    private static Optional<String> defaultText(TypeElement record, String component) {
        if (record == null) {
            return Optional.empty();
        }
        return record.getRecordComponents().stream()
                .filter(element -> element.getSimpleName().contentEquals(component))
                .flatMap(element -> element.getAnnotationMirrors().stream())
                .filter(mirror -> ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName()
                        .contentEquals(AnnotationNames.DEFAULT_VALUE))
                .flatMap(mirror -> mirror.getElementValues().values().stream())
                .map(value -> String.valueOf(value.getValue()))
                .findFirst();
    }

    /** The record a component stores as a map, directly or inside an optional, a container or compression. */
    private static Optional<TypeModel.RecordOf> nested(TypeModel type) {
        if (type instanceof TypeModel.RecordOf record) {
            return Optional.of(record);
        }
        if (type instanceof TypeModel.OptionalOf optional) {
            return nested(optional.value());
        }
        if (type instanceof TypeModel.ListOf list) {
            return nested(list.element());
        }
        if (type instanceof TypeModel.SetOf set) {
            return nested(set.element());
        }
        if (type instanceof TypeModel.MapOf map) {
            return nested(map.value());
        }
        if (type instanceof TypeModel.Compressed compressed) {
            return nested(compressed.value());
        }
        return Optional.empty();
    }

    private static String attributes(List<ComponentModel> components) {
        return components.stream().map(ComponentModel::attribute).collect(Collectors.joining(", "));
    }
}
