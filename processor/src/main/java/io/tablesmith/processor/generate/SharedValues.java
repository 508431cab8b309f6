package io.tablesmith.processor.generate;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.TypeName;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The attribute values a schema makes once, at class load, and shares between all items instead
 * of building them for every item: the entity type, a constant key, and an index key whose only
 * placeholder is an enum (one value per constant). An attribute value is immutable, and building
 * one is the largest part of encoding a short text.
 */
final class SharedValues {

    /** A shared value and how an item picks it. */
    private record Shared(String field, CodeBlock pick) {}

    private final EntityModel entity;
    private final List<FieldSpec> fields = new ArrayList<>();
    private final CodeBlock.Builder staticBlock = CodeBlock.builder();
    private final Map<String, Shared> byAttribute = new LinkedHashMap<>();

    private SharedValues(EntityModel entity) {
        this.entity = entity;
    }

    static SharedValues of(EntityModel entity) {
        SharedValues shared = new SharedValues(entity);
        shared.constant("_et", "STORED_ENTITY_TYPE", CodeBlock.of("ENTITY_TYPE"), "The {@code _et} attribute of every item.");
        shared.template("pk", "PARTITION_KEY", entity.partitionKey(), null);
        shared.template("sk", "SORT_KEY", entity.sortKey(), null);
        for (IndexModel index : entity.indexes()) {
            String name = CodecPlan.constantName(index.query());
            shared.template(index.partitionAttribute(), name + "_PARTITION", index.partition(), index.query() + "Partition");
            shared.template(index.sortAttribute(), name + "_SORT", index.sort(), index.query() + "Sort");
        }
        return shared;
    }

    /** The names of the fields, which the schema's other constants must not take. */
    List<String> fieldNames() {
        return byAttribute.values().stream().map(Shared::field).toList();
    }

    List<FieldSpec> fields() {
        return fields;
    }

    /** The static initializer that fills the per-constant arrays; empty when there are none. */
    CodeBlock staticBlock() {
        return staticBlock.build();
    }

    /**
     * The statement that writes {@code attribute} from a shared value, or {@code null} when its
     * value is made per item.
     */
    CodeBlock write(String writer, String attribute) {
        Shared shared = byAttribute.get(attribute);
        return shared == null ? null : CodeBlock.of("$N.shared($S, $L)", writer, attribute, shared.pick());
    }

    private void template(String attribute, String field, Template template, String keysMethod) {
        if (!wellFormed(template)) {
            // written per item, where the writer refuses text UTF-8 cannot carry, as it always did
            return;
        }
        if (template.isConstant()) {
            constant(attribute, field, CodeBlock.of("$S", template.source()),
                    "The {@code " + attribute + "} attribute of every item, " + TemplateCode.describe(template) + ".");
            return;
        }
        if (keysMethod == null || template.components().size() != 1) {
            return;
        }
        ComponentModel component = template.components().get(0);
        if (!(component.type() instanceof TypeModel.Scalar scalar) || scalar.kind() != TypeModel.ScalarKind.ENUM) {
            return;
        }
        TypeName enumType = component.javaType();
        String perConstant = field + "S";
        fields.add(FieldSpec.builder(ArrayTypeName.of(Names.ATTRIBUTE_VALUE), perConstant,
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The {@code $L} attribute for each {@link $T}, $L, by ordinal.\n", attribute,
                        enumType, TemplateCode.describe(template))
                .initializer("new $T[$L.length]", Names.ATTRIBUTE_VALUE, Names.values(enumType))
                .build());
        staticBlock.beginControlFlow("for ($T $N : $L)", enumType, component.variable(), Names.values(enumType))
                .addStatement("$N[$N.ordinal()] = $T.fromS($T.$N($N))", perConstant, component.variable(), Names.ATTRIBUTE_VALUE,
                        entity.keysType(), keysMethod, component.variable())
                .endControlFlow();
        byAttribute.put(attribute, new Shared(perConstant,
                CodeBlock.of("$N[entity.$N().ordinal()]", perConstant, component.name())));
    }

    /** Whether the template's literal text has no lone surrogate, which DynamoDB would store altered. */
    private static boolean wellFormed(Template template) {
        for (Template.Part part : template.parts()) {
            if (part instanceof Template.Literal literal) {
                String text = literal.text();
                for (int i = 0; i < text.length(); i++) {
                    char c = text.charAt(i);
                    if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                        i++;
                    } else if (Character.isSurrogate(c)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private void constant(String attribute, String field, CodeBlock text, String doc) {
        fields.add(FieldSpec.builder(Names.ATTRIBUTE_VALUE, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("$L\n", doc)
                .initializer("$T.fromS($L)", Names.ATTRIBUTE_VALUE, text)
                .build());
        byAttribute.put(attribute, new Shared(field, CodeBlock.of("$N", field)));
    }
}
