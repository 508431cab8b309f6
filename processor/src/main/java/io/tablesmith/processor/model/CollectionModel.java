package io.tablesmith.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * A checked {@code @ItemCollection} record: the partition template and the entities it gathers.
 *
 * @param element the record's element
 * @param recordType the record's class name
 * @param partition the partition key template, parsed against the first member's placeholders
 * @param parameters the partition components the generated {@code get} takes, in template order
 * @param members the record's components, in declaration order
 */
public record CollectionModel(TypeElement element, ClassName recordType, String partition,
                       List<ComponentModel> parameters, List<Member> members) {

    public enum Kind { SINGLE, OPTIONAL, LIST }

    /**
     * One component of the collection.
     *
     * @param name the component's name
     * @param kind whether it holds one item, at most one, or all of them
     * @param entity the member entity
     * @param parameterOrder for each of the entity's partition components (in its record order),
     *     the index of the collection parameter that supplies it
     */
    public record Member(String name, Kind kind, EntityModel entity, List<Integer> parameterOrder) {}

    public ClassName repositoryType() {
        return ClassName.get(recordType.packageName(), String.join("", recordType.simpleNames()) + "Repository");
    }
}
