package io.tablesmith.processor.generate;

import static org.assertj.core.api.Assertions.assertThat;

import com.squareup.javapoet.TypeName;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.TypeModel;
import java.util.List;
import org.junit.jupiter.api.Test;

class TemplateCodeTest {

    private static final ComponentModel ID = new ComponentModel("id", "id",
            new TypeModel.Scalar(TypeModel.ScalarKind.STRING, TypeName.get(String.class)), TypeName.get(String.class), false);

    @Test
    void describedTemplatesCannotEndOrEscapeTheirJavadoc() {
        assertThat(TemplateCode.describe(template("JOB#{id}", "JOB#"))).isEqualTo("{@code JOB#{id}}");
        assertThat(TemplateCode.describe(template("*/@x\\u{id}", "*/@x\\u"))).isEqualTo("{@code *&#47;&#64;x&#92;u{id}}");
    }

    @Test
    void aKeyOfTwoPartsIsJoinedWithConcatAndLongerOnesWithPlus() {
        java.util.function.Function<ComponentModel, com.squareup.javapoet.CodeBlock> name =
                component -> com.squareup.javapoet.CodeBlock.of("$N", component.name());
        assertThat(TemplateCode.renderKey(template("JOB#{id}", "JOB#"), "ENTITY_TYPE", name).toString())
                .isEqualTo("\"JOB#\".concat(io.tablesmith.internal.KeyParts.text(ENTITY_TYPE, \"id\", id))");
        Template single = new Template("{id}", List.of(new Template.Placeholder(ID, 0)));
        assertThat(TemplateCode.renderKey(single, "ENTITY_TYPE", name).toString())
                .isEqualTo("io.tablesmith.internal.KeyParts.text(ENTITY_TYPE, \"id\", id)");
        Template three = new Template("A#{id}#B", List.of(new Template.Literal("A#"), new Template.Placeholder(ID, 0),
                new Template.Literal("#B")));
        assertThat(TemplateCode.renderKey(three, "ENTITY_TYPE", name).toString())
                .isEqualTo("\"A#\" + io.tablesmith.internal.KeyParts.text(ENTITY_TYPE, \"id\", id) + \"#B\"");
    }

    /** A template of a literal prefix followed by {@code {id}}, as the parser builds it. */
    private static Template template(String source, String prefix) {
        return new Template(source, List.of(new Template.Literal(prefix), new Template.Placeholder(ID, 0)));
    }
}
