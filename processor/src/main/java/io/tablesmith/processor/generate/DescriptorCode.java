package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.internal.EntityDescriptor;
import io.tablesmith.internal.KeyTemplate;
import io.tablesmith.internal.NaturalQueryDescriptor;
import io.tablesmith.internal.QueryDescriptor;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The entity's facts as the runtime reads them, declared once in its schema: a constant per query
 * ({@code QueryDescriptor}, {@code NaturalQueryDescriptor}) and the {@code EntityDescriptor}
 * {@code DESCRIPTOR}, with the key templates as parsed parts, the version attribute, the indexes and
 * what a re-index rewrites. The repository and the table's change type refer to these constants
 * instead of repeating the facts as strings, so the runtime never parses a template nor builds a
 * query's fixed parts per call.
 */
final class DescriptorCode {

    /** The schema's constant holding the entity's descriptor. */
    static final String DESCRIPTOR = "DESCRIPTOR";
    /**
     * The schema's nested class that holds the descriptors: initialized when a repository, query or
     * change type first needs them, so the codec's first use (an application's cold start) does not build them.
     */
    static final String HOLDER = "Descriptors";

    private static final ClassName ENTITY_DESCRIPTOR = ClassName.get(EntityDescriptor.class);
    private static final ClassName QUERY_DESCRIPTOR = ClassName.get(QueryDescriptor.class);
    private static final ClassName NATURAL_QUERY_DESCRIPTOR = ClassName.get(NaturalQueryDescriptor.class);
    private static final ClassName KEY_TEMPLATE = ClassName.get(KeyTemplate.class);
    private static final ClassName KEY_TYPE = KEY_TEMPLATE.nestedClass("Type");

    private final EntityModel entity;
    /** The constant of each query, by the query's name, in the order the descriptor lists them. */
    private final Map<String, String> constants = new LinkedHashMap<>();

    private DescriptorCode(EntityModel entity) {
        this.entity = entity;
        NameAllocator names = new NameAllocator();
        List<String> taken = new ArrayList<>(List.of("ENTITY_TYPE", "INSTANCE", DESCRIPTOR));
        taken.addAll(SharedValues.of(entity).fieldNames());
        taken.forEach(name -> names.newName(name, name));
        if (entity.hasPrimaryQuery()) {
            constants.put(entity.primaryQuery(), names.newName(CodecPlan.constantName(entity.primaryQuery())));
        }
        for (IndexModel index : entity.indexes()) {
            constants.put(index.query(), names.newName(CodecPlan.constantName(index.query())));
        }
        for (NaturalIndexModel index : entity.naturalIndexes()) {
            constants.put(index.query(), names.newName(CodecPlan.constantName(index.query())));
        }
    }

    static DescriptorCode of(EntityModel entity) {
        return new DescriptorCode(entity);
    }

    /** The names of the constants, which the schema's other fields must not take. */
    List<String> fieldNames() {
        List<String> names = new ArrayList<>(constants.values());
        names.add(DESCRIPTOR);
        return names;
    }

    /** {@code JobSchema.BY_STATUS}: the descriptor of the query named {@code query}, for the repository. */
    CodeBlock query(String query) {
        return CodeBlock.of("$T.$N", entity.schemaType().nestedClass(HOLDER), constants.get(query));
    }

    /** {@code JobSchema.DESCRIPTOR}, for the repository and the table's change type. */
    static CodeBlock descriptor(EntityModel entity) {
        return CodeBlock.of("$T.$N", entity.schemaType().nestedClass(HOLDER), DESCRIPTOR);
    }

    /** The nested class holding the query constants and {@code DESCRIPTOR}. */
    TypeSpec holder() {
        return TypeSpec.classBuilder(HOLDER)
                .addModifiers(Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The runtime's facts about {@link $T} beyond its codec, built when a repository, query or change\n",
                        entity.recordType())
                .addJavadoc("type first needs them, not when the codec is first used.\n")
                .addFields(fields())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .build();
    }

    /** The query constants, then {@code DESCRIPTOR}, which refers to them. */
    private List<FieldSpec> fields() {
        List<FieldSpec> fields = new ArrayList<>();
        CodeBlock.Builder descriptor = CodeBlock.builder()
                .add("$T.of(ENTITY_TYPE,$>$>$>$>\n$L,\n$L)$<$<", ENTITY_DESCRIPTOR, template(entity.partitionKey()),
                        template(entity.sortKey()));
        entity.version().ifPresent(version -> descriptor.add("\n.withVersion($S)", version.attribute()));
        if (entity.hasPrimaryQuery()) {
            String constant = constants.get(entity.primaryQuery());
            fields.add(constant(QUERY_DESCRIPTOR, constant, primaryQuery(), "Query {@code $L}: one partition of the table's primary key.",
                    entity.primaryQuery()));
            descriptor.add("\n.withPrimaryQuery($N)", constant);
        }
        for (IndexModel index : entity.indexes()) {
            String constant = constants.get(index.query());
            fields.add(constant(QUERY_DESCRIPTOR, constant, indexQuery(index), "Query {@code $L}: one partition of index {@code $L}.$L",
                    index.query(), index.indexName(), index.components().isEmpty() ? ""
                            : "\nIts keys are computed from " + names(index.components()) + "."));
            descriptor.add("\n.withIndex($N)", constant);
        }
        for (NaturalIndexModel index : entity.naturalIndexes()) {
            String constant = constants.get(index.query());
            fields.add(constant(NATURAL_QUERY_DESCRIPTOR, constant, naturalQuery(index),
                    "Query {@code $L}: one partition of natural index {@code $L}.", index.query(), index.indexName()));
            descriptor.add("\n.withNaturalIndex($N)", constant);
        }
        for (ComponentModel time : fixedWidthTimes(entity)) {
            descriptor.add("\n.withFixedWidthTime($L)", strings(attributeNames(time)));
        }
        fields.add(FieldSpec.builder(ENTITY_DESCRIPTOR, DESCRIPTOR, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("What the runtime knows of {@link $T} beyond its codec: its key templates, version, queries and\n",
                        entity.recordType())
                .addJavadoc("indexes, and what a re-index rewrites.\n")
                .initializer(descriptor.add("$<$<").build())
                .build());
        return fields;
    }

    private static FieldSpec constant(ClassName type, String name, CodeBlock initializer, String doc, Object... arguments) {
        return FieldSpec.builder(type, name, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(doc + "\n", arguments)
                .initializer(initializer)
                .build();
    }

    private CodeBlock primaryQuery() {
        CodeBlock.Builder code = CodeBlock.builder().add("$T.of($S)", QUERY_DESCRIPTOR, entity.primaryQuery());
        return withSortPrefix(code, entity.sortKey()).build();
    }

    private CodeBlock indexQuery(IndexModel index) {
        CodeBlock.Builder code = CodeBlock.builder().add("$T.of($S).onIndex($S)", QUERY_DESCRIPTOR, index.query(), index.indexName());
        withSortPrefix(code, index.sort());
        List<String> sources = indexSources(index);
        if (!sources.isEmpty()) {
            code.add("$Z.withKeysComputedFrom($L)", strings(sources));
        }
        return code.build();
    }

    private static CodeBlock.Builder withSortPrefix(CodeBlock.Builder code, Template sort) {
        return sort.literalPrefix().isEmpty() ? code : code.add(".withSortPrefix($S)", sort.literalPrefix());
    }

    private static CodeBlock naturalQuery(NaturalIndexModel index) {
        CodeBlock.Builder code = CodeBlock.builder()
                .add("$T.of($S).onIndex($S)$Z.partitionedBy($L)", NATURAL_QUERY_DESCRIPTOR, index.query(), index.indexName(),
                        strings(index.partition().stream().map(ComponentModel::attribute).toList()));
        if (!index.sort().isEmpty()) {
            code.add("$Z.sortedBy($L)", strings(index.sort().stream().map(ComponentModel::attribute).toList()));
        }
        return code.build();
    }

    /**
     * The attributes (current and former names) an index's keys are computed from, in record order:
     * what a re-index requires to hold what it scanned.
     */
    private List<String> indexSources(IndexModel index) {
        Set<String> sources = new LinkedHashSet<>();
        for (ComponentModel component : entity.inRecordOrder(index.components(), List.of())) {
            sources.addAll(attributeNames(component));
        }
        return List.copyOf(sources);
    }

    private static List<String> attributeNames(ComponentModel component) {
        List<String> names = new ArrayList<>();
        names.add(component.attribute());
        names.addAll(component.formerAttributes());
        return names;
    }

    /** The attributes a re-index rewrites: each index's key attributes, then the fixed-width times. */
    List<String> reindexedAttributes() {
        List<String> attributes = new ArrayList<>();
        for (IndexModel index : entity.indexes()) {
            attributes.add(index.partitionAttribute());
            attributes.add(index.sortAttribute());
        }
        fixedWidthTimes(entity).forEach(time -> attributes.add(time.attribute()));
        return attributes;
    }

    /** The attributes that must still hold what a re-index scanned, each once: the indexes' sources, then the times. */
    List<String> reindexSources() {
        Set<String> sources = new LinkedHashSet<>();
        entity.indexes().forEach(index -> sources.addAll(indexSources(index)));
        fixedWidthTimes(entity).forEach(time -> sources.addAll(attributeNames(time)));
        return List.copyOf(sources);
    }

    /**
     * The top-level {@code Instant} and {@code LocalDateTime} components (or {@code Optional}s of
     * them): items stored before their text was fixed width hold it in the varying-width ISO form,
     * which {@code reindex} rewrites so that they sort with the others.
     */
    static List<ComponentModel> fixedWidthTimes(EntityModel entity) {
        return entity.components().stream().filter(component -> {
            TypeModel type = component.type() instanceof TypeModel.OptionalOf optional ? optional.value() : component.type();
            return type instanceof TypeModel.Scalar scalar && (scalar.kind() == TypeModel.ScalarKind.INSTANT
                    || scalar.kind() == TypeModel.ScalarKind.LOCAL_DATE_TIME);
        }).toList();
    }

    /** {@code KeyTemplate.of(KeyTemplate.literal("JOB#"), KeyTemplate.component("id", KeyTemplate.Type.STRING))}. */
    private static CodeBlock template(Template template) {
        List<CodeBlock> parts = new ArrayList<>();
        for (Template.Part part : template.parts()) {
            if (part instanceof Template.Literal literal) {
                parts.add(CodeBlock.of("$T.literal($S)", KEY_TEMPLATE, literal.text()));
            } else if (part instanceof Template.Placeholder placeholder) {
                parts.add(component(placeholder));
            }
        }
        return CodeBlock.of("$T.of($L)", KEY_TEMPLATE, CodeBlock.join(parts, ",$W"));
    }

    private static CodeBlock component(Template.Placeholder placeholder) {
        TypeModel.Scalar scalar = (TypeModel.Scalar) placeholder.component().type();
        String name = placeholder.component().name();
        if (scalar.kind() == TypeModel.ScalarKind.ENUM) {
            return CodeBlock.of("$T.oneOf($S, $L)", KEY_TEMPLATE, name, Names.values(scalar.javaType()));
        }
        return placeholder.width() > 0
                ? CodeBlock.of("$T.padded($S, $T.$L, $L)", KEY_TEMPLATE, name, KEY_TYPE, type(scalar.kind()), placeholder.width())
                : CodeBlock.of("$T.component($S, $T.$L)", KEY_TEMPLATE, name, KEY_TYPE, type(scalar.kind()));
    }

    private static KeyTemplate.Type type(TypeModel.ScalarKind kind) {
        return switch (kind) {
            case STRING -> KeyTemplate.Type.STRING;
            case CHAR -> KeyTemplate.Type.CHAR;
            case BOOLEAN -> KeyTemplate.Type.BOOLEAN;
            case BYTE -> KeyTemplate.Type.BYTE;
            case SHORT -> KeyTemplate.Type.SHORT;
            case INT -> KeyTemplate.Type.INT;
            case LONG -> KeyTemplate.Type.LONG;
            case BIG_INTEGER -> KeyTemplate.Type.BIG_INTEGER;
            case UUID -> KeyTemplate.Type.UUID;
            case INSTANT -> KeyTemplate.Type.INSTANT;
            case LOCAL_DATE -> KeyTemplate.Type.DATE;
            default -> throw new IllegalStateException(kind + " cannot be part of a key");
        };
    }

    private static CodeBlock strings(List<String> values) {
        return values.stream().map(value -> CodeBlock.of("$S", value)).collect(CodeBlock.joining(", "));
    }

    private static String names(List<ComponentModel> components) {
        List<String> names = components.stream().map(component -> "{@code " + component.name() + "}").toList();
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
