package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/** The update builder's {@code createIfAbsent()}, for {@link UpdateGenerator}. */
final class CreateIfAbsentMethod {

    private CreateIfAbsentMethod() {
    }

    /**
     * {@code createIfAbsent()}: the update creates the item when no item has its key, holding what a stored record
     * holds without the update's changes: the key components and the index keys rendered from them alone.
     * {@code field} names the builder's field that holds a key component.
     */
    static MethodSpec of(EntityModel entity, ClassName updateType, List<ComponentModel> updatable,
            Function<ComponentModel, String> field) {
        List<CodeBlock> attributes = new ArrayList<>();
        for (ComponentModel component : entity.keyComponents()) {
            attributes.add(CodeBlock.of("$T.entry($S, $L)", Map.class, component.attribute(),
                    ValueEncoding.attributeValue(entity, component, CodeBlock.of("this.$N", field.apply(component)))));
        }
        for (IndexModel index : entity.indexes()) {
            if (entity.keyComponents().containsAll(index.components())) {
                attributes.add(CodeBlock.of("$T.entry($S, $T.fromS($T.$N($L)))", Map.class, index.partitionAttribute(),
                        Names.ATTRIBUTE_VALUE, entity.keysType(), index.query() + "Partition", thisFields(index.partition().components(), field)));
                attributes.add(CodeBlock.of("$T.entry($S, $T.fromS($T.$N($L)))", Map.class, index.sortAttribute(),
                        Names.ATTRIBUTE_VALUE, entity.keysType(), index.query() + "Sort", thisFields(index.sort().components(), field)));
            }
        }
        // What a record cannot be read without: a primitive with no declared value for an absent attribute.
        List<ComponentModel> needed = updatable.stream().filter(c -> c.primitive() && c.ifAbsent().isEmpty()).toList();
        CodeBlock required = needed.stream().map(c -> CodeBlock.of("$S", c.attribute())).collect(CodeBlock.joining(", "));
        String requiredNames = needed.stream().map(c -> "{@code " + c.name() + "}").collect(Collectors.joining(", "));
        MethodSpec.Builder method = MethodSpec.methodBuilder("createIfAbsent")
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addJavadoc("Makes the update create the item when no item has this key (an add-or-create: {@code add} starts\n")
                .addJavadoc("from 0); over a stored item it is the same update as without. A created item holds the key\n")
                .addJavadoc("components, the entity type$L and what the update sets; every other component is absent.\n",
                        entity.version().isPresent() ? ", {@code " + entity.version().get().name() + "} 1" : "");
        if (!requiredNames.isEmpty()) {
            method.addJavadoc("The update must set or add to $L, which a record cannot be read without.\n", requiredNames);
        }
        method.addJavadoc("\n@return this builder\n")
                .addJavadoc("@throws IllegalStateException (when executed, before any request) when it expects a version or moves\n")
                .addJavadoc("a state, which an absent item does not have$L\n", requiredNames.isEmpty() ? "" : ", or lacks one of the components above");
        return method.addStatement("this.changes.createIfAbsent($T.ofEntries($>\n$L$<),\n$T.of($L))", Map.class,
                        CodeBlock.join(attributes, ",\n"), List.class, required)
                .addStatement("return this")
                .build();
    }

    private static CodeBlock thisFields(List<ComponentModel> components, Function<ComponentModel, String> field) {
        return components.stream().map(c -> CodeBlock.of("this.$N", field.apply(c))).collect(CodeBlock.joining(", "));
    }
}
