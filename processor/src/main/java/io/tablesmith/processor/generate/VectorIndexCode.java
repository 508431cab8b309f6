package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.VectorIndexModel;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElementType;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/**
 * The vector indexes of a table's {@code CreateTableRequest}: one per {@code @VectorSearch} index
 * name (entities storing their vectors in one attribute may share one), projecting every attribute
 * so that a search returns whole records, and the attribute definitions of their search schemas.
 */
final class VectorIndexCode {

    private static final ClassName VECTOR_INDEX = ClassName.get(VectorIndex.class);
    private static final ClassName SEARCH_SCHEMA_ELEMENT = ClassName.get(SearchSchemaElement.class);
    private static final ClassName SEARCH_SCHEMA_ELEMENT_TYPE = ClassName.get(SearchSchemaElementType.class);
    private static final ClassName DISTANCE = ClassName.get(VectorDistanceFunction.class);
    private static final ClassName PROJECTION_TYPE = ClassName.get(ProjectionType.class);

    private VectorIndexCode() {
    }

    /** The table's vector indexes by name, the first entity's declaration of each. */
    static Map<String, VectorIndexModel> of(List<EntityModel> entities) {
        Map<String, VectorIndexModel> indexes = new TreeMap<>();
        entities.forEach(entity -> entity.vectorIndexes().forEach(index -> indexes.putIfAbsent(index.indexName(), index)));
        return indexes;
    }

    /** Adds the attributes the search schemas name, with their types, to {@code attributes}. */
    static void addAttributes(Map<String, VectorIndexModel> indexes, Map<String, String> attributes) {
        for (VectorIndexModel index : indexes.values()) {
            for (ComponentModel component : index.searchSchema()) {
                attributes.putIfAbsent(component.attribute(), NaturalIndexModel.attributeType(component));
            }
        }
    }

    /** {@code .vectorIndexes(...)}, or nothing for a table without them. */
    static CodeBlock declaration(Map<String, VectorIndexModel> indexes) {
        if (indexes.isEmpty()) {
            return CodeBlock.of("");
        }
        return CodeBlock.of(".vectorIndexes($L)\n", indexes.values().stream().map(VectorIndexCode::index)
                .collect(CodeBlock.joining(",\n    ")));
    }

    private static CodeBlock index(VectorIndexModel index) {
        CodeBlock.Builder code = CodeBlock.builder()
                .add("$T.builder()\n", VECTOR_INDEX)
                .indent().indent()
                .add(".indexName($S)\n", index.indexName())
                .add(".vectorAttribute(vector -> vector.attributeName($S))\n", index.vector().attribute())
                .add(".dimensions($LL)\n", index.dimensions())
                .add(".distanceFunction($T.$L)\n", DISTANCE, index.distance());
        if (!index.searchSchema().isEmpty()) {
            CodeBlock elements = index.searchSchema().stream()
                    .map(component -> CodeBlock.of("$T.builder().attributeName($S).searchSchemaElementType($T.$L).build()",
                            SEARCH_SCHEMA_ELEMENT, component.attribute(), SEARCH_SCHEMA_ELEMENT_TYPE,
                            index.hashKey().filter(component::equals).isPresent() ? "HASH" : "INLINE_FILTER"))
                    .collect(CodeBlock.joining(",\n        "));
            code.add(".searchSchema($L)\n", elements);
        }
        return code.add(".projection(projection -> projection.projectionType($T.ALL))\n", PROJECTION_TYPE)
                .add(".build()")
                .unindent().unindent()
                .build();
    }
}
