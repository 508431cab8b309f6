package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The codecs one schema needs: a field per nested record's codec (in dependency order, so that
 * each is set before a codec that contains it), a codec class per nested record, and the
 * statements that write and read a component.
 */
final class CodecPlan {

    private final NameAllocator schemaNames = new NameAllocator();
    private final Map<ClassName, String> recordCodecFields = new LinkedHashMap<>();
    private final NameAllocator classNames = new NameAllocator();
    private final List<FieldSpec> recordFields = new ArrayList<>();
    private final List<TypeSpec> recordClasses = new ArrayList<>();
    /** The names no codec field may take (a type's would obscure the type), in nested codec classes too. */
    private final UserNames user;

    CodecPlan(UserNames user, String... reservedFieldNames) {
        this.user = user;
        reserve(schemaNames, reservedFieldNames);
    }

    private NameAllocator reserve(NameAllocator names, String... reservedNames) {
        for (String name : reservedNames) {
            names.newName(name, name);
        }
        for (String name : user.reserved()) {
            if (!List.of(reservedNames).contains(name)) {
                names.newName(name, name);
            }
        }
        return names;
    }

    /** The fields holding nested record codecs, leaves first. */
    List<FieldSpec> recordFields() {
        return recordFields;
    }

    /** The codec classes of nested records. */
    List<TypeSpec> recordClasses() {
        return recordClasses;
    }

    /** Component codecs of one class: fields for codecs that are not a plain constant. */
    final class Fields {

        private final NameAllocator names;
        private final List<FieldSpec> fields = new ArrayList<>();
        private final Map<ComponentModel, CodeBlock> codecs = new LinkedHashMap<>();

        Fields(NameAllocator names) {
            this.names = names;
        }

        List<FieldSpec> fields() {
            return fields;
        }

        /** The statement that writes {@code component} of {@code source} into {@code writer}. */
        CodeBlock write(String writer, String source, ComponentModel component) {
            CodeBlock value = CodeBlock.of("$N.$N()", source, component.name());
            // A @Ttl long goes through its codec, which refuses epoch milliseconds.
            if (component.type() instanceof TypeModel.Scalar scalar && scalar.kind() != TypeModel.ScalarKind.CHAR
                    && scalar.kind() != TypeModel.ScalarKind.EPOCH_SECONDS_LONG
                    && (component.primitive() || scalar.kind() == TypeModel.ScalarKind.STRING)) {
                String method = switch (scalar.kind()) {
                    case STRING -> "string";
                    case BOOLEAN -> "bool";
                    default -> "number";
                };
                return CodeBlock.of("$N.$N($S, $L)", writer, method, component.attribute(), value);
            }
            return CodeBlock.of("$N.put($S, $L, $L)", writer, component.attribute(), codec(component), value);
        }

        /** The expression that reads {@code component} from {@code reader}. */
        CodeBlock read(String reader, ComponentModel component) {
            if (component.ifAbsent().isPresent()) {
                return CodeBlock.of("$N.readOr($L, $L, $L)", reader, attribute(reader, component), codec(component),
                        component.ifAbsent().get());
            }
            return CodeBlock.of("$N.$N($L, $L)", reader, component.primitive() ? "required" : "read",
                    attribute(reader, component), codec(component));
        }

        /**
         * The expression that reads {@code component} as its box, {@code null} when absent even for a
         * primitive: a key component, whose absence the key check reports with what the key says.
         */
        CodeBlock readNullable(String reader, ComponentModel component) {
            return CodeBlock.of("$N.read($L, $L)", reader, attribute(reader, component), codec(component));
        }

        private CodeBlock attribute(String reader, ComponentModel component) {
            return component.renamed()
                    ? CodeBlock.of("$N.present($S, $L)", reader, component.attribute(), component.formerAttributes().stream()
                            .map(former -> CodeBlock.of("$S", former)).collect(CodeBlock.joining(", ")))
                    : CodeBlock.of("$S", component.attribute());
        }

        private CodeBlock codec(ComponentModel component) {
            CodeBlock known = codecs.get(component);
            if (known == null) {
                known = newCodec(component);
                codecs.put(component, known);
            }
            return known;
        }

        private CodeBlock newCodec(ComponentModel component) {
            CodeBlock expression = expression(component.type());
            if (isConstant(component.type())) {
                return expression;
            }
            String field = names.newName(constantName(component.name()), component);
            fields.add(FieldSpec.builder(codecType(component.type()), field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer(expression)
                    .build());
            return CodeBlock.of("$N", field);
        }
    }

    /** Component codecs of the schema class itself. */
    Fields schemaFields() {
        return new Fields(schemaNames);
    }

    private static boolean isConstant(TypeModel type) {
        return type instanceof TypeModel.Scalar scalar && scalar.kind() != TypeModel.ScalarKind.ENUM
                || type instanceof TypeModel.EpochSeconds
                || type instanceof TypeModel.RecordOf;
    }

    private CodeBlock expression(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar.kind() == TypeModel.ScalarKind.ENUM
                    ? CodeBlock.of("$T.enumOf($L)", Names.CODECS, Names.values(scalar.javaType()))
                    : CodeBlock.of("$T.$N", Names.CODECS, scalar.kind().codec());
        }
        if (type instanceof TypeModel.OptionalOf optional) {
            return CodeBlock.of("$T.optional($L)", Names.CODECS, expression(optional.value()));
        }
        if (type instanceof TypeModel.ListOf list) {
            return CodeBlock.of("$T.list($L)", Names.CODECS, expression(list.element()));
        }
        if (type instanceof TypeModel.SetOf set) {
            return CodeBlock.of("$T.set($L)", Names.CODECS, expression(set.element()));
        }
        if (type instanceof TypeModel.MapOf map) {
            return CodeBlock.of("$T.map($L)", Names.CODECS, expression(map.value()));
        }
        if (type instanceof TypeModel.RecordOf record) {
            return CodeBlock.of("$N", recordCodec(record));
        }
        if (type instanceof TypeModel.Converted converted) {
            return CodeBlock.of("$T.converted(new $T())", Names.CODECS, converted.converter());
        }
        if (type instanceof TypeModel.Compressed compressed) {
            return CodeBlock.of("$T.compressed($L)", Names.CODECS, expression(compressed.value()));
        }
        return CodeBlock.of("$T.EPOCH_SECONDS", Names.CODECS);
    }

    /** The schema field holding the codec of a nested record, created (with its class) on first use. */
    private String recordCodec(TypeModel.RecordOf record) {
        String existing = recordCodecFields.get(record.javaType());
        if (existing != null) {
            return existing;
        }
        String simpleName = String.join("", record.javaType().simpleNames());
        ClassName codecClass = ClassName.get("", classNames.newName(simpleName + "Codec", record.javaType()));
        Fields fields = new Fields(reserve(new NameAllocator()));
        CodeBlock writes = record.components().stream()
                .map(component -> CodeBlock.of("$L;\n", fields.write("map", "value", component)))
                .collect(CodeBlock.joining(""));
        CodeBlock reads = record.components().stream()
                .map(component -> CodeBlock.of("\n$L", fields.read("map", component)))
                .collect(CodeBlock.joining(","));
        TypeSpec codec = TypeSpec.classBuilder(codecClass.simpleName())
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(Names.RECORD_CODEC, record.javaType()))
                .addJavadoc("Stores {@link $T} as a map attribute, one entry per component.\n", record.javaType())
                .addFields(fields.fields())
                .addMethod(MethodSpec.methodBuilder("write")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(Names.ATTRIBUTE_VALUE)
                        .addParameter(record.javaType(), "value")
                        .addParameter(Names.ENCODING, "encoding")
                        .addStatement("$T map = new $T($L, encoding)", Names.MAP_WRITER, Names.MAP_WRITER, record.components().size())
                        .addCode(writes)
                        .addStatement("return map.build()")
                        .build())
                .addMethod(MethodSpec.methodBuilder("read")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(record.javaType())
                        .addParameter(Names.ATTRIBUTE_VALUE, "value")
                        .addStatement("$T map = $T.of(value)", Names.MAP_READER, Names.MAP_READER)
                        .addStatement("return new $T($>$L$<)", record.javaType(), reads)
                        .build())
                .build();
        // Registered after its components' codecs, so that every field is set before a codec uses it.
        String field = schemaNames.newName(constantName(simpleName), record.javaType());
        recordCodecFields.put(record.javaType(), field);
        recordClasses.add(codec);
        recordFields.add(FieldSpec.builder(codecType(record), field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("new $N()", codecClass.simpleName())
                .build());
        return field;
    }

    private static TypeName codecType(TypeModel type) {
        return ParameterizedTypeName.get(Names.CODEC, type.javaType().box());
    }

    /** {@code createdAt} becomes {@code CREATED_AT}. */
    static String constantName(String name) {
        return name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
    }
}
