package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/** Writes {@code <Name>Schema}: the item codec, both ways, with no reflection. */
public final class SchemaGenerator {

    private static final TypeName ITEM = ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), Names.ATTRIBUTE_VALUE);

    private SchemaGenerator() {
    }

    public static JavaFile generate(EntityModel entity) {
        ClassName schema = entity.schemaType();
        CodecPlan codecs = new CodecPlan("ENTITY_TYPE", "INSTANCE");
        CodecPlan.Fields fields = codecs.schemaFields();
        MethodSpec toItem = toItem(entity, fields);
        MethodSpec fromItem = fromItem(entity, fields);
        TypeSpec type = TypeSpec.classBuilder(schema)
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
                .addFields(codecs.recordFields())
                .addFields(fields.fields())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethod(MethodSpec.methodBuilder("entityType")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(String.class)
                        .addStatement("return ENTITY_TYPE")
                        .build())
                .addMethod(toItem)
                .addMethod(fromItem)
                .addMethod(MethodSpec.methodBuilder("keyOf")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(Names.itemKeyOf(entity.recordType()))
                        .addParameter(entity.recordType(), "entity")
                        .addStatement("return $T.keyOf(entity)", entity.keysType())
                        .build())
                .addTypes(codecs.recordClasses())
                .build();
        return JavaFile.builder(entity.packageName(), type).skipJavaLangImports(true).build();
    }

    private static MethodSpec toItem(EntityModel entity, CodecPlan.Fields codecs) {
        int attributes = 3 + entity.components().size() + 2 * entity.indexes().size();
        MethodSpec.Builder method = MethodSpec.methodBuilder("toItem")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ITEM)
                .addParameter(entity.recordType(), "entity")
                .addStatement("$T key = $T.keyOf(entity)", Names.itemKeyOf(entity.recordType()), entity.keysType())
                .addStatement("$T item = new $T(ENTITY_TYPE, $L)", Names.ITEM_WRITER, Names.ITEM_WRITER, attributes)
                .addStatement("item.string($S, key.partition())", "pk")
                .addStatement("item.string($S, key.sort())", "sk")
                .addStatement("item.string($S, ENTITY_TYPE)", "_et");
        for (ComponentModel component : entity.components()) {
            method.addStatement(codecs.write("item", "entity", component));
        }
        for (IndexModel index : entity.indexes()) {
            CodeBlock write = CodeBlock.builder()
                    .addStatement("item.string($S, $T.$N($L))", index.partitionAttribute(), entity.keysType(),
                            index.query() + "Partition", KeysGenerator.accessors(index.partition().components()))
                    .addStatement("item.string($S, $T.$N($L))", index.sortAttribute(), entity.keysType(),
                            index.query() + "Sort", KeysGenerator.accessors(index.sort().components()))
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

    /** An empty string or binary in a natural index key would make DynamoDB refuse the write: refused before. */
    private static void addNaturalIndexChecks(EntityModel entity, MethodSpec.Builder method) {
        java.util.Set<ComponentModel> checked = new java.util.HashSet<>();
        for (NaturalIndexModel index : entity.naturalIndexes()) {
            for (ComponentModel component : index.components()) {
                String type = NaturalIndexModel.attributeType(component);
                if (("B".equals(type) || component.isString()) && checked.add(component)) {
                    method.addStatement("$T.requireNotEmpty(ENTITY_TYPE, key, $S, $S, entity.$N())",
                            ClassName.get(Names.INTERNAL, "IndexKeys"), component.attribute(), index.indexName(), component.name());
                }
            }
        }
    }

    private static MethodSpec fromItem(EntityModel entity, CodecPlan.Fields codecs) {
        CodeBlock arguments = entity.components().stream()
                .map(component -> CodeBlock.of("\n$L", codecs.read("reader", component)))
                .collect(CodeBlock.joining(","));
        return MethodSpec.methodBuilder("fromItem")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(entity.recordType())
                .addParameter(ITEM, "item")
                .addStatement("$T reader = new $T(ENTITY_TYPE, item)", Names.ITEM_READER, Names.ITEM_READER)
                .beginControlFlow("try")
                .addStatement("return new $T($>$L$<)", entity.recordType(), arguments)
                .nextControlFlow("catch ($T e)", RuntimeException.class)
                .addComment("the record's own validation refused the stored values: name the item, keep it repairable")
                .addStatement("throw reader.constructorFailed($S, e)", entity.recordType().simpleName())
                .endControlFlow()
                .build();
    }
}
