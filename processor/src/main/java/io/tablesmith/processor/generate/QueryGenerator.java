package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.internal.SortRange;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.Words;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Writes one access pattern's query type, nested in the repository: typed sort key ranges on
 * each placeholder of the sort key (the ones before it fixed), prefixes of a composite sort key,
 * consistent reads where DynamoDB has them, and the page and stream terminals.
 */
final class QueryGenerator {

    private static final ClassName SORT_RANGE = ClassName.get(SortRange.class);
    private static final ClassName BOUND = SORT_RANGE.nestedClass("Bound");

    /**
     * One query of an entity.
     *
     * @param name the method name
     * @param indexName the index, or {@code null} for the primary key
     * @param partition the partition key template
     * @param sort the sort key template
     */
    record Access(String name, String indexName, Template partition, Template sort) {

        boolean primary() {
            return indexName == null;
        }
    }

    private final EntityModel entity;
    private final Access access;
    private final CodeBlock descriptor;
    private final ClassName queryType;
    private final String entityType;

    /** @param descriptor the schema's constant of the query, {@code JobSchema.BY_STATUS} */
    QueryGenerator(EntityModel entity, Access access, ClassName repository, CodeBlock descriptor) {
        this.entity = entity;
        this.access = access;
        this.descriptor = descriptor;
        this.queryType = repository.nestedClass(Words.capitalize(access.name()) + "Query");
        this.entityType = entity.schemaType().simpleName() + ".ENTITY_TYPE";
    }

    /** The partition components the query takes, in record order. */
    List<ComponentModel> partitionComponents() {
        return access.partition().components();
    }

    /** The expression that builds this query's {@code QuerySpec}: its descriptor and the partition parameters. */
    CodeBlock spec() {
        String partitionMethod = access.primary() ? "partition" : access.name() + "Partition";
        CodeBlock partition = CodeBlock.of("$T.$N($L)", entity.keysType(), partitionMethod,
                partitionComponents().stream().map(c -> CodeBlock.of("$N", c.variable())).collect(CodeBlock.joining(", ")));
        return CodeBlock.of("$T.of($L, $L)", Names.QUERY_SPEC, descriptor, partition);
    }

    TypeSpec type() {
        TypeSpec.Builder type = QueryMethods.queryType(entity, queryType, Names.QUERY_SPEC)
                .addJavadoc("The $L query of {@link $T}: one partition of $L, in sort key order (sk $L).\n",
                        access.name(), entity.recordType(), access.primary() ? "the table" : "index {@code " + access.indexName() + "}",
                        TemplateCode.describe(access.sort()))
                .addJavadoc("Immutable: every method returns a new query. A range replaces any range set before.\n");
        List<Template.Placeholder> placeholders = placeholders();
        if (distinct(placeholders)) {
            for (int j = 0; j < placeholders.size(); j++) {
                addRanges(type, placeholders, j);
            }
            for (int k = 1; k < placeholders.size(); k++) {
                type.addMethod(prefix(placeholders, k));
            }
            if (!placeholders.isEmpty()) {
                type.addMethod(withRange());
            }
        }
        if (access.primary()) {
            type.addMethod(MethodSpec.methodBuilder("consistentRead")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(queryType)
                    .addJavadoc("The same query with strongly consistent reads (twice the read cost). Index queries have no\n"
                            + "such method: DynamoDB's global secondary indexes are only eventually consistent.\n")
                    .addStatement("return new $T(this.core, this.spec.withConsistentRead())", queryType)
                    .build());
        }
        return QueryMethods.withTerminals(type, entity, queryType);
    }

    private List<Template.Placeholder> placeholders() {
        List<Template.Placeholder> placeholders = new ArrayList<>();
        for (Template.Part part : access.sort().parts()) {
            if (part instanceof Template.Placeholder placeholder) {
                placeholders.add(placeholder);
            }
        }
        return placeholders;
    }

    private static boolean distinct(List<Template.Placeholder> placeholders) {
        return new LinkedHashSet<>(placeholders.stream().map(Template.Placeholder::component).toList()).size()
                == placeholders.size();
    }

    /** Ranges on placeholder {@code j}, with every placeholder before it fixed by a parameter. */
    private void addRanges(TypeSpec.Builder type, List<Template.Placeholder> placeholders, int j) {
        ComponentModel ranged = placeholders.get(j).component();
        List<ComponentModel> fixed = placeholders.subList(0, j).stream().map(Template.Placeholder::component).toList();
        String fixedDoc = fixed.isEmpty() ? "" : " (with " + String.join(", ", fixed.stream().map(ComponentModel::name).toList()) + " fixed)";
        String boundMethod = "boundOf" + Words.capitalize(ranged.name());
        type.addMethod(boundMethod(placeholders, j, boundMethod));
        CodeBlock prefix = prefixBefore(placeholders, j);
        if (j > 0) {
            String prefixMethod = "prefixBefore" + Words.capitalize(ranged.name());
            type.addMethod(MethodSpec.methodBuilder(prefixMethod)
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(String.class)
                    .addParameters(KeysGenerator.parameters(fixed))
                    .addStatement("return $L", prefix)
                    .build());
            prefix = CodeBlock.of("$N($L)", prefixMethod, names(fixed));
        }

        CodeBlock fixedArguments = fixed.isEmpty() ? CodeBlock.of("") : CodeBlock.of("$L, ", names(fixed));
        Function<String, CodeBlock> bound = variable -> CodeBlock.of("$N($L$N, ", boundMethod, fixedArguments, variable);
        type.addMethod(range("between", fixed, List.of(param(ranged, "From"), param(ranged, "To")),
                "Items whose {@code " + ranged.name() + "} lies between the two values, both included" + fixedDoc + ".",
                CodeBlock.of("$T.between($Ltrue), $Ltrue))", SORT_RANGE,
                        bound.apply(ranged.variable() + "From"), bound.apply(ranged.variable() + "To"))));
        String[][] open = {
                {"greaterThan", "above", "false", "from"},
                {"greaterThanOrEqualTo", "at or above", "true", "from"},
                {"lessThan", "below", "false", "upTo"},
                {"lessThanOrEqualTo", "at or below", "true", "upTo"}};
        for (String[] form : open) {
            CodeBlock value = CodeBlock.of("$L$L)", bound.apply(ranged.variable()), form[2]);
            CodeBlock range = form[3].equals("from")
                    ? CodeBlock.of("$T.from($L, $L)", SORT_RANGE, value, prefix)
                    : CodeBlock.of("$T.upTo($L, $L)", SORT_RANGE, prefix, value);
            type.addMethod(range(form[0], fixed, List.of(param(ranged, "")),
                    "Items whose {@code " + ranged.name() + "} is " + form[1] + " the value" + fixedDoc + ".", range));
        }
        if (ranged.isString() && placeholders.get(j).width() == 0) {
            ParameterSpec start = param(ranged, "Prefix");
            type.addMethod(range("beginsWith", fixed, List.of(start),
                    "Items whose {@code " + ranged.name() + "} starts with {@code " + start.name + "}" + fixedDoc + ".",
                    CodeBlock.of("$T.beginsWith($L + $T.text($L, $S, $N))", SORT_RANGE, prefix,
                            Names.KEY_PARTS, entityType, ranged.name(), start)));
        }
    }

    /**
     * The bound for a value of placeholder {@code j}: the whole sort key when the placeholder is
     * the last, else the prefix up to and including the first character of the literal that
     * follows it, which every key holding that value starts with.
     */
    private MethodSpec boundMethod(List<Template.Placeholder> placeholders, int j, String name) {
        List<Template.Part> parts = access.sort().parts();
        int position = parts.indexOf(placeholders.get(j));
        boolean last = j == placeholders.size() - 1;
        // A group of keys sharing a value is bounded by the value and the delimiter's first
        // character, which sorts below every character an escaped value holds.
        List<Template.Part> upTo = new ArrayList<>(last ? parts : parts.subList(0, position + 1));
        if (!last) {
            upTo.add(new Template.Literal(((Template.Literal) parts.get(position + 1)).text().substring(0, 1)));
        }
        List<ComponentModel> used = placeholders.subList(0, j + 1).stream().map(Template.Placeholder::component).toList();
        String inclusive = Names.free("inclusive", used);
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(BOUND)
                .addParameters(KeysGenerator.parameters(used))
                .addParameter(TypeName.BOOLEAN, inclusive)
                .addStatement("return $T.$L($L, $N)", BOUND, last ? "exact" : "group",
                        TemplateCode.render(upTo, entityType, values(placeholders, j, null)), inclusive)
                .build();
    }

    private MethodSpec range(String name, List<ComponentModel> fixed, List<ParameterSpec> values, String doc, CodeBlock range) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(queryType)
                .addParameters(KeysGenerator.parameters(fixed))
                .addParameters(values)
                .addJavadoc("$L\n", doc)
                .addJavadoc("\n@throws $T when a value is null or cannot be part of a key\n", Names.INVALID_KEY_EXCEPTION)
                .addStatement("return withRange($L)", range)
                .build();
    }

    private MethodSpec withRange() {
        return MethodSpec.methodBuilder("withRange")
                .addModifiers(Modifier.PRIVATE)
                .returns(queryType)
                .addParameter(SORT_RANGE, "range")
                .addStatement("return new $T(this.core, this.spec.withRange(range))", queryType)
                .build();
    }

    private MethodSpec prefix(List<Template.Placeholder> placeholders, int k) {
        List<ComponentModel> fixed = placeholders.subList(0, k).stream().map(Template.Placeholder::component).toList();
        return MethodSpec.methodBuilder("withPrefix")
                .addModifiers(Modifier.PUBLIC)
                .returns(queryType)
                .addParameters(KeysGenerator.parameters(fixed))
                .addJavadoc("Items whose sort key starts with these leading components: $L.\n",
                        String.join(", ", fixed.stream().map(ComponentModel::name).toList()))
                .addJavadoc("\n@throws $T when a value is null or cannot be part of a key\n", Names.INVALID_KEY_EXCEPTION)
                .addStatement("return withRange($T.beginsWith($L))", SORT_RANGE, prefixBefore(placeholders, k))
                .build();
    }

    /** The sort key text before placeholder {@code j}, with the placeholders before it as parameters. */
    private CodeBlock prefixBefore(List<Template.Placeholder> placeholders, int j) {
        List<Template.Part> parts = access.sort().parts();
        List<Template.Part> before = parts.subList(0, parts.indexOf(placeholders.get(j)));
        return TemplateCode.render(before, entityType, values(placeholders, j, null));
    }

    private static CodeBlock names(List<ComponentModel> components) {
        return components.stream().map(c -> CodeBlock.of("$N", c.variable())).collect(CodeBlock.joining(", "));
    }

    private static Function<ComponentModel, CodeBlock> values(List<Template.Placeholder> placeholders, int j, String variable) {
        Map<ComponentModel, CodeBlock> names = new HashMap<>();
        for (int i = 0; i < placeholders.size(); i++) {
            ComponentModel component = placeholders.get(i).component();
            names.put(component, CodeBlock.of("$N", i == j && variable != null ? variable : component.variable()));
        }
        return names::get;
    }

    private static ParameterSpec param(ComponentModel component, String suffix) {
        return ParameterSpec.builder(component.javaType(), component.variable() + suffix).build();
    }
}
