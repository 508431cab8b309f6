package io.tablesmith.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.Template;
import java.util.List;
import javax.lang.model.element.Modifier;

/** Writes {@code <Name>Keys}: static, typed builders for every key the entity has. */
public final class KeysGenerator {

    private static final String ENTITY_TYPE = "ENTITY_TYPE";

    private KeysGenerator() {
    }

    public static JavaFile generate(EntityModel entity) {
        String record = entity.recordType().simpleName();
        TypeSpec.Builder keys = TypeSpec.classBuilder(entity.keysType())
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addOriginatingElement(entity.element())
                .addJavadoc("Key builders of {@link $T} (entity type {@code $L}).\n", entity.recordType(), entity.entityType())
                .addField(FieldSpec.builder(String.class, ENTITY_TYPE, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer("$S", entity.entityType()).build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());

        List<ComponentModel> keyComponents = entity.keyComponents();
        keys.addMethod(MethodSpec.methodBuilder("key")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(Names.itemKeyOf(entity.recordType()))
                .addParameters(parameters(keyComponents))
                .addJavadoc("The primary key of one $L: pk $L, sk $L.\nServes $L's get, delete and writes.\n",
                        record, TemplateCode.describe(entity.partitionKey()), TemplateCode.describe(entity.sortKey()),
                        entity.repositoryType().simpleName())
                .addJavadoc(throwsDoc())
                .addStatement("return new $T<>($L, $L)", Names.ITEM_KEY,
                        render(entity.partitionKey()), render(entity.sortKey()))
                .build());
        keys.addMethod(MethodSpec.methodBuilder("keyOf")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(Names.itemKeyOf(entity.recordType()))
                .addParameter(entity.recordType(), "entity")
                .addJavadoc("The primary key of {@code entity}.\n")
                .addJavadoc(throwsDoc())
                .addStatement("return key($L)", accessors(keyComponents))
                .build());
        keys.addMethod(partitionMethod("partition", entity, entity.partitionKey(),
                "The partition key value of the table's primary key, " + TemplateCode.describe(entity.partitionKey()) + "."));
        for (IndexModel index : entity.indexes()) {
            keys.addMethod(partitionMethod(index.query() + "Partition", entity, index.partition(),
                    "The partition key of index {@code " + index.indexName() + "}, "
                            + TemplateCode.describe(index.partition()) + "; the partition " + entity.repositoryType().simpleName()
                            + "." + index.query() + " reads."));
            keys.addMethod(partitionMethod(index.query() + "Sort", entity, index.sort(),
                    "The sort key of index {@code " + index.indexName() + "}, " + TemplateCode.describe(index.sort()) + "."));
        }
        return UserNames.of(entity.element(), entity.components()).file(entity.packageName(), keys);
    }

    private static MethodSpec partitionMethod(String name, EntityModel entity, Template template, String doc) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(String.class)
                .addParameters(parameters(template.components()))
                .addJavadoc("$L\n", doc)
                .addJavadoc(throwsDoc())
                .addStatement("return $L", render(template))
                .build();
    }

    private static CodeBlock throwsDoc() {
        return CodeBlock.of("\n@throws $T when a component is null or empty\n", Names.INVALID_KEY_EXCEPTION);
    }

    static CodeBlock render(Template template) {
        return TemplateCode.renderKey(template, ENTITY_TYPE, component -> CodeBlock.of("$N", component.variable()));
    }

    static List<ParameterSpec> parameters(List<ComponentModel> components) {
        return components.stream()
                .map(component -> ParameterSpec.builder(component.javaType(), component.variable()).build())
                .toList();
    }

    static CodeBlock accessors(List<ComponentModel> components) {
        return components.stream()
                .map(component -> CodeBlock.of("entity.$N()", component.name()))
                .collect(CodeBlock.joining(", "));
    }
}
