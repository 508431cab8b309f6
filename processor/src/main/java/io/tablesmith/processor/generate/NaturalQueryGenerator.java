package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.internal.NaturalQuerySpec;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes the query type of one natural index, nested in the repository. Its methods allow what
 * DynamoDB allows on a multi-attribute sort key and nothing else: {@code equalTo} fixes leading
 * sort components, and a range ({@code between}, {@code greaterThan}, ..., {@code beginsWith})
 * on one sort component takes every component before it as an equality, so a range that skips
 * a component cannot be written.
 */
final class NaturalQueryGenerator {

    private static final ClassName SPEC = ClassName.get(NaturalQuerySpec.class);
    private static final ClassName RANGE = SPEC.nestedClass("Range");
    private static final ClassName OPERATOR = SPEC.nestedClass("Operator");

    private final EntityModel entity;
    private final NaturalIndexModel index;
    private final CodeBlock descriptor;
    private final ClassName queryType;

    /** @param descriptor the schema's constant of the index's query, {@code PlayerSchema.LEADERBOARD} */
    NaturalQueryGenerator(EntityModel entity, NaturalIndexModel index, CodeBlock descriptor) {
        this(entity, index, descriptor, entity.repositoryType());
    }

    /** @param repository the repository the query type is nested in, blocking or async */
    NaturalQueryGenerator(EntityModel entity, NaturalIndexModel index, CodeBlock descriptor, ClassName repository) {
        this.entity = entity;
        this.index = index;
        this.descriptor = descriptor;
        this.queryType = repository.nestedClass(Words.capitalize(index.query()) + "Query");
    }

    /** The expression of the query's spec: its descriptor and the stored values of the partition parameters. */
    CodeBlock spec() {
        return CodeBlock.of("$T.of($L, $T.of($L))", SPEC, descriptor, List.class, values(index.partition(), ""));
    }

    /** The stored values of the parameters named after {@code components} (the last one with {@code suffix}). */
    private CodeBlock values(List<ComponentModel> components, String lastSuffix) {
        List<CodeBlock> values = new ArrayList<>();
        for (int i = 0; i < components.size(); i++) {
            values.add(value(components.get(i), components.get(i).variable() + (i == components.size() - 1 ? lastSuffix : "")));
        }
        return CodeBlock.join(values, ", ");
    }

    private CodeBlock value(ComponentModel component, String parameter) {
        return CodeBlock.of("$T.keyValue($T.ENTITY_TYPE, $S, $N, $L)", SPEC, entity.schemaType(), component.name(), parameter,
                ValueEncoding.codec(component.type()));
    }

    /** One end of a range: a time bound outside the years its stored text sorts in is refused too. */
    private CodeBlock bound(ComponentModel component, String parameter) {
        return ValueEncoding.dated(component)
                ? CodeBlock.of("$T.rangeValue($T.ENTITY_TYPE, $S, $N, $L)", SPEC, entity.schemaType(), component.name(),
                        parameter, ValueEncoding.codec(component.type()))
                : value(component, parameter);
    }

    TypeSpec type() {
        TypeSpec.Builder type = QueryMethods.queryType(entity, queryType, SPEC)
                .addJavadoc("The $L query of {@link $T}: one partition of natural index {@code $L} ($L), in the order of $L.\n",
                        index.query(), entity.recordType(), index.indexName(), names(index.partition()),
                        index.sort().isEmpty() ? "the items' table keys" : names(index.sort()))
                .addJavadoc("Immutable: every method returns a new query, and sort conditions replace those set before.\n");
        List<ComponentModel> sort = index.sort();
        for (int k = 1; k <= sort.size(); k++) {
            List<ComponentModel> fixed = sort.subList(0, k);
            type.addMethod(MethodSpec.methodBuilder("equalTo")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(queryType)
                    .addParameters(KeysGenerator.parameters(fixed))
                    .addJavadoc("Items whose $L equal these values.\n", names(fixed))
                    .addJavadoc("\n@throws $T when a value is null or empty\n", Names.INVALID_KEY_EXCEPTION)
                    .addStatement("return new $T(this.core, this.spec.withSort($T.of($L), null))", queryType, List.class,
                            values(fixed, ""))
                    .build());
        }
        for (int j = 0; j < sort.size(); j++) {
            addRanges(type, sort.subList(0, j), sort.get(j));
        }
        for (ComponentModel component : sort) {
            if (!ValueEncoding.ordered(component) && !component.isString()) {
                type.addJavadoc("No ranges on {@code $L}: $L.\n", component.name(), ValueEncoding.unordered(component));
            }
        }
        return QueryMethods.withTerminals(type, entity, queryType);
    }

    /** Ranges on {@code ranged}, with the sort components before it fixed by equality. */
    private void addRanges(TypeSpec.Builder type, List<ComponentModel> fixed, ComponentModel ranged) {
        String fixedDoc = fixed.isEmpty() ? "" : " (with " + names(fixed) + " equal to the values given)";
        CodeBlock equals = CodeBlock.of("$T.of($L)", List.class, fixed.isEmpty() ? CodeBlock.of("") : values(fixed, ""));
        if (ValueEncoding.ordered(ranged)) {
            type.addMethod(range("between", fixed, ranged, List.of(param(ranged, "From"), param(ranged, "To")),
                    "Items whose {@code " + ranged.name() + "} lies between the two values, both included" + fixedDoc + ".",
                    equals, CodeBlock.of("$T.between($L, $L)", RANGE, bound(ranged, ranged.variable() + "From"),
                            bound(ranged, ranged.variable() + "To"))));
            String[][] open = {
                    {"greaterThan", "above", "GREATER_THAN"},
                    {"greaterThanOrEqualTo", "at or above", "GREATER_THAN_OR_EQUAL_TO"},
                    {"lessThan", "below", "LESS_THAN"},
                    {"lessThanOrEqualTo", "at or below", "LESS_THAN_OR_EQUAL_TO"}};
            for (String[] form : open) {
                type.addMethod(range(form[0], fixed, ranged, List.of(param(ranged, "")),
                        "Items whose {@code " + ranged.name() + "} is " + form[1] + " the value" + fixedDoc + ".",
                        equals, CodeBlock.of("$T.of($T.$L, $L)", RANGE, OPERATOR, form[2], bound(ranged, ranged.variable()))));
            }
        }
        if (ranged.isString()) {
            type.addMethod(range("beginsWith", fixed, ranged, List.of(param(ranged, "Prefix")),
                    "Items whose {@code " + ranged.name() + "} starts with the prefix" + fixedDoc + ".",
                    equals, CodeBlock.of("$T.of($T.BEGINS_WITH, $L)", RANGE, OPERATOR, value(ranged, ranged.variable() + "Prefix"))));
        }
    }

    private MethodSpec range(String name, List<ComponentModel> fixed, ComponentModel ranged, List<ParameterSpec> values,
                             String doc, CodeBlock equals, CodeBlock range) {
        boolean dated = ValueEncoding.dated(ranged);
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(queryType)
                .addParameters(KeysGenerator.parameters(fixed))
                .addParameters(values)
                .addJavadoc("$L\n", doc)
                .addJavadoc(name.equals("between") ? "A low end above the high end holds nothing: an empty page, without a request.\n" : "")
                .addJavadoc("\n@throws $T when a value is null or empty$L\n", Names.INVALID_KEY_EXCEPTION,
                        dated ? ", or a bound lies outside the years 0000 to 9999, where the stored text sorts as time" : "")
                .addStatement("return new $T(this.core, this.spec.withSort($L, $L))", queryType, equals, range)
                .build();
    }

    private static ParameterSpec param(ComponentModel component, String suffix) {
        return ParameterSpec.builder(component.javaType(), component.variable() + suffix).build();
    }

    private static String names(List<ComponentModel> components) {
        return components.stream().map(ComponentModel::name).collect(Collectors.joining(", "));
    }
}
