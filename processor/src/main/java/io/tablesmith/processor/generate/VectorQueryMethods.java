package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.internal.VectorIndexDescriptor;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.VectorIndexModel;
import io.tablesmith.vector.SimilarityQuery;
import io.tablesmith.vector.VectorDimensionException;
import java.util.Locale;
import javax.lang.model.element.Modifier;

/**
 * The repository's query of each {@code @VectorSearch} index: a descriptor constant and a method
 * taking the hash key's value (when the index has one) and the vector, returning a
 * {@link SimilarityQuery} of the record.
 */
final class VectorQueryMethods {

    private static final ClassName DESCRIPTOR = ClassName.get(VectorIndexDescriptor.class);
    private static final ClassName QUERY = ClassName.get(SimilarityQuery.class);

    private final EntityModel entity;

    VectorQueryMethods(EntityModel entity) {
        this.entity = entity;
    }

    void addTo(TypeSpec.Builder repository) {
        for (VectorIndexModel index : entity.vectorIndexes()) {
            String constant = "VECTOR_" + index.query().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
            CodeBlock filters = index.searchSchema().stream().map(c -> CodeBlock.of(", $S", c.attribute()))
                    .collect(CodeBlock.joining(""));
            repository.addField(FieldSpec.builder(DESCRIPTOR, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.of($S, $S, $S, $L$L)", DESCRIPTOR, index.query(), index.indexName(),
                            index.vector().attribute(), index.dimensions(), filters)
                    .build());
            repository.addMethod(method(index, constant));
        }
    }

    private MethodSpec method(VectorIndexModel index, String constant) {
        String record = entity.recordType().simpleName();
        String vector = index.hashKey().map(ComponentModel::variable).filter("vector"::equals).isPresent()
                ? "searchVector" : "vector";
        MethodSpec.Builder method = MethodSpec.methodBuilder(index.query())
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(QUERY, entity.recordType()))
                .addJavadoc("Access pattern: the $L records whose {@code $L} is nearest {@code $L}, by vector index\n"
                                + "{@code $L} ($L, $L dimensions), nearest first. Set how many with {@code topK} (10 unless set)\n"
                                + "and filter with {@code where}$L; {@code execute} sends one {@code SearchVectors} request.\n",
                        record, index.vector().name(), vector, index.indexName(), index.distance(), index.dimensions(),
                        index.filters().isEmpty() ? " (this index has no filters)"
                                : " on " + String.join(", ", index.filters().stream().map(c -> "{@code " + c.name() + "}").toList()));
        index.hashKey().ifPresent(hash -> {
            method.addJavadoc("Only records whose {@code $L} equals {@code $L} are searched.\n", hash.name(), hash.variable());
            method.addParameter(hash.javaType(), hash.variable());
        });
        method.addJavadoc("\n@param $L a vector of $L floats\n", vector, index.dimensions())
                .addJavadoc("@throws $T when {@code $L} has another length\n", VectorDimensionException.class, vector)
                .addParameter(TypeName.get(float[].class), vector);
        if (index.hashKey().isPresent()) {
            ComponentModel hash = index.hashKey().get();
            CodeBlock value = hash.primitive() ? CodeBlock.of("$N", hash.variable())
                    : CodeBlock.of("$T.requireNonNull($N, $S)", java.util.Objects.class, hash.variable(), hash.variable());
            method.addStatement("return this.core.similarTo($N, $N, $S, $L)", constant, vector, hash.attribute(),
                    ValueEncoding.attributeValue(entity, hash, value));
        } else {
            method.addStatement("return this.core.similarTo($N, $N, null, null)", constant, vector);
        }
        return method.build();
    }
}
