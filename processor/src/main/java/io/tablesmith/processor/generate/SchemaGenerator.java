package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import io.tablesmith.internal.IndexKeys;
import io.tablesmith.internal.RuntimeVersion;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/** Writes {@code <Name>Schema}: the item codec, both ways, with no reflection. */
public final class SchemaGenerator {

    private static final TypeName ITEM = ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), Names.ATTRIBUTE_VALUE);

    /** The private method both {@code fromItem} and {@code fromImage} decode with. */
    private static final String DECODE = "decode";
    private static final ClassName RUNTIME_VERSION = ClassName.get(RuntimeVersion.class);

    private SchemaGenerator() {
    }

    public static JavaFile generate(EntityModel entity) {
        ClassName schema = entity.schemaType();
        SharedValues shared = SharedValues.of(entity);
        DescriptorCode descriptor = DescriptorCode.of(entity);
        List<String> reserved = new ArrayList<>(List.of("ENTITY_TYPE", "INSTANCE"));
        reserved.addAll(shared.fieldNames());
        reserved.addAll(descriptor.fieldNames());
        UserNames user = UserNames.of(entity.element(), entity.components());
        CodecPlan codecs = new CodecPlan(user, reserved.toArray(String[]::new));
        CodecPlan.Fields fields = codecs.schemaFields();
        MethodSpec toItem = toItem(entity, fields, shared);
        MethodSpec decode = decode(entity, fields);
        TypeSpec.Builder type = TypeSpec.classBuilder(schema)
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addOriginatingElement(entity.element())
                .addSuperinterface(ParameterizedTypeName.get(Names.ENTITY_SCHEMA, entity.recordType()))
                .addJavadoc("The item codec of {@link $T}: stored attributes, key and index attributes, and {@code _et}.\n",
                        entity.recordType())
                .addField(FieldSpec.builder(String.class, "ENTITY_TYPE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The {@code _et} value of every $L item.\n", entity.recordType().simpleName())
                        .initializer("$S", entity.entityType()).build())
                .addField(FieldSpec.builder(schema, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The schema; it holds no state.\n")
                        .initializer("new $T()", schema).build())
                .addFields(shared.fields())
                .addFields(codecs.recordFields())
                .addFields(fields.fields())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
                        .addComment("Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.")
                        .addStatement("$T.require(ENTITY_TYPE, $S)", RUNTIME_VERSION, Names.processorVersion())
                        .build())
                .addMethod(MethodSpec.methodBuilder("entityType")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(String.class)
                        .addStatement("return ENTITY_TYPE")
                        .build())
                .addMethod(toItem)
                .addMethod(fromItem(entity))
                .addMethod(fromImage(entity))
                .addMethod(decode)
                .addMethod(MethodSpec.methodBuilder("keyOf")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(Names.itemKeyOf(entity.recordType()))
                        .addParameter(entity.recordType(), "entity")
                        .addStatement("return $T.keyOf(entity)", entity.keysType())
                        .build())
                .addMethods(StoredFormCode.asStored(entity, DECODE).stream().toList())
                .addMethod(KeyCheckCode.isKeyOf(entity))
                .addMethod(KeyCheckCode.keyMismatch(entity))
                .addTypes(codecs.recordClasses())
                .addType(descriptor.holder());
        if (!shared.staticBlock().isEmpty()) {
            type.addStaticBlock(shared.staticBlock());
        }
        return user.file(entity.packageName(), type);
    }

    private static MethodSpec toItem(EntityModel entity, CodecPlan.Fields codecs, SharedValues shared) {
        int attributes = 3 + entity.components().size() + 2 * entity.indexes().size();
        MethodSpec.Builder method = MethodSpec.methodBuilder("toItem")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ITEM)
                .addParameter(entity.recordType(), "entity")
                .addStatement("$T key = $T.keyOf(entity)", Names.itemKeyOf(entity.recordType()), entity.keysType())
                .addStatement("$T item = new $T(ENTITY_TYPE, $L)", Names.ITEM_WRITER, Names.ITEM_WRITER, attributes)
                .addStatement(orShared(shared, "pk", CodeBlock.of("item.string($S, key.partition())", "pk")))
                .addStatement(orShared(shared, "sk", CodeBlock.of("item.string($S, key.sort())", "sk")))
                .addStatement(shared.write("item", "_et"));
        for (ComponentModel component : entity.components()) {
            method.addStatement(codecs.write("item", "entity", component));
        }
        for (IndexModel index : entity.indexes()) {
            CodeBlock write = CodeBlock.builder()
                    .addStatement(orShared(shared, index.partitionAttribute(), CodeBlock.of("item.string($S, $T.$N($L))",
                            index.partitionAttribute(), entity.keysType(), index.query() + "Partition",
                            KeysGenerator.accessors(index.partition().components()))))
                    .addStatement(orShared(shared, index.sortAttribute(), CodeBlock.of("item.string($S, $T.$N($L))",
                            index.sortAttribute(), entity.keysType(), index.query() + "Sort",
                            KeysGenerator.accessors(index.sort().components()))))
                    .build();
            List<ComponentModel> sparseBy = entity.sparseComponents(index);
            if (!sparseBy.isEmpty()) {
                CodeBlock present = sparseBy.stream()
                        .map(component -> CodeBlock.of("entity.$N() != null", component.name()))
                        .collect(CodeBlock.joining(" && "));
                method.addComment("Index $L is sparse: an item without $L is not in it", index.indexName(),
                                sparseBy.stream().map(ComponentModel::name).collect(java.util.stream.Collectors.joining(" or ")))
                        .beginControlFlow("if ($L)", present)
                        .addCode(write)
                        .endControlFlow();
            } else {
                method.addCode(write);
            }
        }
        addNaturalIndexChecks(entity, method);
        return method.addStatement("return item.build()").build();
    }

    /** The write of {@code attribute} from its shared value, if it has one, otherwise {@code perItem}. */
    private static CodeBlock orShared(SharedValues shared, String attribute, CodeBlock perItem) {
        CodeBlock write = shared.write("item", attribute);
        return write == null ? perItem : write;
    }

    /** An empty string or binary in a natural index key would make DynamoDB refuse the write: refused before. */
    private static void addNaturalIndexChecks(EntityModel entity, MethodSpec.Builder method) {
        java.util.Set<ComponentModel> checked = new java.util.HashSet<>();
        for (NaturalIndexModel index : entity.naturalIndexes()) {
            for (ComponentModel component : index.components()) {
                String type = NaturalIndexModel.attributeType(component);
                if (("B".equals(type) || component.isString()) && checked.add(component)) {
                    method.addStatement("$T.requireNotEmpty(ENTITY_TYPE, key, $S, $S, entity.$N())",
                            ClassName.get(IndexKeys.class), component.attribute(), index.indexName(), component.name());
                }
            }
        }
    }

    private static MethodSpec fromItem(EntityModel entity) {
        return MethodSpec.methodBuilder("fromItem")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(entity.recordType())
                .addParameter(ITEM, "item")
                .addStatement("return $N(new $T(ENTITY_TYPE, item))", DECODE, Names.ITEM_READER)
                .build();
    }

    /**
     * What the table's change decoder reads an image with, once it has dispatched the record here by
     * its {@code _et}: the decoding of {@code fromItem}, with the record's key in place of the image's.
     */
    private static MethodSpec fromImage(EntityModel entity) {
        return MethodSpec.methodBuilder("fromImage")
                .addJavadoc("An image of a change of this table, which the table's change decoder has dispatched here by its\n"
                        + "{@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.\n")
                .returns(entity.recordType())
                .addParameter(ITEM, "image")
                .addParameter(Names.itemKeyOf(WildcardTypeName.subtypeOf(Object.class)), "key")
                .addStatement("return $N($T.ofImage(ENTITY_TYPE, image, key))", DECODE, Names.ITEM_READER)
                .build();
    }

    /**
     * Decodes the key components first and checks them against the stored key, so that an item
     * whose attributes say another key (or lack a key component) fails instead of becoming the
     * record of that other key; then builds the record, and checks the key again if its
     * constructor changed a key component.
     */
    private static MethodSpec decode(EntityModel entity, CodecPlan.Fields codecs) {
        List<ComponentModel> keyComponents = entity.keyComponents();
        NameAllocator names = new NameAllocator();
        String reader = names.newName("reader");
        String e = names.newName("e");
        keyComponents.forEach(component -> names.newName(component.variable(), component));
        String record = names.newName("entity");
        MethodSpec.Builder method = MethodSpec.methodBuilder(DECODE)
                .addModifiers(Modifier.PRIVATE)
                .returns(entity.recordType())
                .addParameter(Names.ITEM_READER, reader);
        for (ComponentModel component : keyComponents) {
            method.addStatement("$T $N = $L", component.javaType().box(), names.get(component),
                    codecs.readNullable(reader, component));
        }
        CodeBlock locals = keyComponents.stream().map(component -> CodeBlock.of("$N", names.get(component)))
                .collect(CodeBlock.joining(", "));
        method.beginControlFlow("if (!$N($L))", KeyCheckCode.IS_KEY_OF, keyArguments(reader, locals))
                .addStatement("throw $N($L)", KeyCheckCode.KEY_MISMATCH, mismatchArguments(reader, locals))
                .endControlFlow();
        CodeBlock arguments = entity.components().stream()
                .map(component -> keyComponents.contains(component)
                        ? CodeBlock.of("\n$N", names.get(component))
                        : CodeBlock.of("\n$L", codecs.read(reader, component)))
                .collect(CodeBlock.joining(","));
        method.addStatement("$T $N", entity.recordType(), record)
                .beginControlFlow("try")
                .addStatement("$N = new $T($>$L$<)", record, entity.recordType(), arguments)
                .nextControlFlow("catch ($T $N)", RuntimeException.class, e)
                .addComment("the record's own validation refused the stored values: name the item, keep it repairable")
                .addStatement("throw $N.constructorFailed($S, $N)", reader, entity.recordType().simpleName(), e)
                .endControlFlow();
        if (!keyComponents.isEmpty()) {
            CodeBlock changed = keyComponents.stream()
                    .map(component -> CodeBlock.of("$N.$N() != $N", record, component.name(), names.get(component)))
                    .collect(CodeBlock.joining(" || "));
            CodeBlock accessors = keyComponents.stream().map(component -> CodeBlock.of("$N.$N()", record, component.name()))
                    .collect(CodeBlock.joining(", "));
            method.beginControlFlow("if ($L)", changed)
                    .addComment("the constructor changed a key component: the record must still have the key it is stored under")
                    .beginControlFlow("if (!$N($L))", KeyCheckCode.IS_KEY_OF, keyArguments(reader, accessors))
                    .addStatement("throw $N($L)", KeyCheckCode.KEY_MISMATCH, mismatchArguments(reader, accessors))
                    .endControlFlow()
                    .endControlFlow();
        }
        return method.addStatement("return $N", record).build();
    }

    private static CodeBlock keyArguments(String reader, CodeBlock components) {
        return components.isEmpty()
                ? CodeBlock.of("$N.partitionKey(), $N.sortKey()", reader, reader)
                : CodeBlock.of("$N.partitionKey(), $N.sortKey(), $L", reader, reader, components);
    }

    private static CodeBlock mismatchArguments(String reader, CodeBlock components) {
        return components.isEmpty() ? CodeBlock.of("$N", reader) : CodeBlock.of("$N, $L", reader, components);
    }
}
