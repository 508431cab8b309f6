package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.internal.KeyMatch;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.Template;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Writes the schema's check that a stored item's key is the one its key components render
 * ({@code isKeyOf}), and the exception that says which components disagree ({@code keyMismatch}).
 * {@code fromItem} calls them, so an item whose attributes say another key (or lack a key
 * component) is never decoded as a record of that other key. The check mirrors
 * {@link TemplateCode#render}: one {@code KeyMatch} call per template part, comparing the stored
 * text in place instead of rendering the key and comparing strings.
 */
final class KeyCheckCode {

    static final String IS_KEY_OF = "isKeyOf";
    static final String KEY_MISMATCH = "keyMismatch";

    private static final ClassName KEY_MATCH = ClassName.get(KeyMatch.class);
    private static final ClassName ITEM_DECODE_EXCEPTION = ClassName.get(ItemDecodeException.class);

    private KeyCheckCode() {
    }

    /** {@code private static boolean isKeyOf(String pk, String sk, <key components>)}. */
    static MethodSpec isKeyOf(EntityModel entity) {
        List<ComponentModel> components = entity.keyComponents();
        NameAllocator names = new NameAllocator();
        components.forEach(component -> names.newName(component.variable(), component));
        String pk = names.newName("pk");
        String sk = names.newName("sk");
        String at = names.newName("at");
        MethodSpec.Builder method = MethodSpec.methodBuilder(IS_KEY_OF)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(TypeName.BOOLEAN)
                .addJavadoc("Whether the stored key is the one these key components render, compared in place (nothing\n"
                        + "is rendered): pk $L, sk $L.\n", TemplateCode.describe(entity.partitionKey()),
                        TemplateCode.describe(entity.sortKey()))
                .addParameter(String.class, pk)
                .addParameter(String.class, sk);
        components.forEach(component -> method.addParameter(component.javaType().box(), names.get(component)));
        // "at" is declared by the first part that is matched, in either template
        boolean[] declared = {false};
        method.addCode(matches(entity.partitionKey(), pk, at, names::get, declared))
                .beginControlFlow("if (!$L)", condition(entity.partitionKey(), pk, at))
                .addStatement("return false")
                .endControlFlow()
                .addCode(matches(entity.sortKey(), sk, at, names::get, declared));
        return method.addStatement("return $L", condition(entity.sortKey(), sk, at)).build();
    }

    /** The statements that walk a template's parts over {@code key}, leaving the end in {@code at}. */
    private static CodeBlock matches(Template template, String key, String at, Function<ComponentModel, String> value,
                                     boolean[] declared) {
        CodeBlock.Builder code = CodeBlock.builder();
        if (template.isConstant()) {
            return code.build();
        }
        CodeBlock from = CodeBlock.of("0");
        for (Template.Part part : template.parts()) {
            CodeBlock match;
            if (part instanceof Template.Literal literal) {
                match = CodeBlock.of("$T.literal($N, $L, $S)", KEY_MATCH, key, from, literal.text());
            } else {
                Template.Placeholder placeholder = (Template.Placeholder) part;
                String component = value.apply(placeholder.component());
                match = placeholder.width() > 0
                        ? CodeBlock.of("$T.padded($N, $L, $N, $L)", KEY_MATCH, key, from, component, placeholder.width())
                        : CodeBlock.of("$T.text($N, $L, $N)", KEY_MATCH, key, from, component);
            }
            code.addStatement(declared[0] ? "$N = $L" : "int $N = $L", at, match);
            declared[0] = true;
            from = CodeBlock.of("$N", at);
        }
        return code.build();
    }

    private static CodeBlock condition(Template template, String key, String at) {
        if (template.isConstant()) {
            return CodeBlock.of("$S.equals($N)", template.source(), key);
        }
        return CodeBlock.of("$T.ends($N, $N)", KEY_MATCH, key, at);
    }

    /** {@code private static ItemDecodeException keyMismatch(ItemReader reader, <key components>)}. */
    static MethodSpec keyMismatch(EntityModel entity) {
        List<ComponentModel> components = entity.keyComponents();
        NameAllocator names = new NameAllocator();
        components.forEach(component -> names.newName(component.variable(), component));
        String reader = names.newName("reader");
        MethodSpec.Builder method = MethodSpec.methodBuilder(KEY_MISMATCH)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(ITEM_DECODE_EXCEPTION)
                .addJavadoc("The exception for an item whose stored key is not the one its key components render.\n")
                .addParameter(Names.ITEM_READER, reader);
        components.forEach(component -> method.addParameter(component.javaType().box(), names.get(component)));
        CodeBlock.Builder chain = CodeBlock.builder()
                .add("return $N.keyMismatch($S, $S)", reader, entity.partitionKey().source(), entity.sortKey().source())
                .indent().indent();
        for (ComponentModel component : components) {
            if (component.attribute().equals(component.name())) {
                chain.add("\n.component($S, $N)", component.name(), names.get(component));
            } else {
                chain.add("\n.component($S, $S, $N)", component.name(), component.attribute(), names.get(component));
            }
        }
        chain.add("\n.exception();\n").unindent().unindent();
        return method.addCode(chain.build()).build();
    }
}
