package io.tablesmith.processor.parse;

import static org.assertj.core.api.Assertions.assertThat;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.TypeModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class TemplateParserTest {

    private static final ComponentModel ID = component("id", TypeModel.ScalarKind.STRING, TypeName.get(String.class));
    private static final ComponentModel CREATED_AT =
            component("createdAt", TypeModel.ScalarKind.INSTANT, ClassName.get("java.time", "Instant"));
    private static final ComponentModel COUNT = component("count", TypeModel.ScalarKind.INT, TypeName.INT);

    private static final Map<String, ComponentModel> COMPONENTS = components(ID, CREATED_AT, COUNT);

    @Test
    void aLiteralIsOnePartAndConstant() {
        Template template = parse("METADATA");

        assertThat(template.source()).isEqualTo("METADATA");
        assertThat(template.parts()).containsExactly(new Template.Literal("METADATA"));
        assertThat(template.isConstant()).isTrue();
        assertThat(template.components()).isEmpty();
        assertThat(template.literalPrefix()).isEqualTo("METADATA");
    }

    @Test
    void aPrefixAndAPlaceholder() {
        Template template = parse("JOB#{id}");

        assertThat(template.parts()).containsExactly(new Template.Literal("JOB#"), new Template.Placeholder(ID, 0));
        assertThat(template.isConstant()).isFalse();
        assertThat(template.components()).containsExactly(ID);
        assertThat(template.literalPrefix()).isEqualTo("JOB#");
    }

    @Test
    void aPlaceholderAloneHasNoPrefix() {
        Template template = parse("{createdAt}");

        assertThat(template.parts()).containsExactly(new Template.Placeholder(CREATED_AT, 0));
        assertThat(template.literalPrefix()).isEmpty();
    }

    @Test
    void literalsAndPlaceholdersAlternate() {
        Template template = parse("A#{id}#B#{count}#C");

        assertThat(template.parts()).containsExactly(
                new Template.Literal("A#"), new Template.Placeholder(ID, 0),
                new Template.Literal("#B#"), new Template.Placeholder(COUNT, 0),
                new Template.Literal("#C"));
        assertThat(template.literalPrefix()).isEqualTo("A#");
    }

    @Test
    void aComponentUsedTwiceIsListedOnce() {
        Template template = parse("{count}#{id}#{count}");

        assertThat(template.parts()).hasSize(5);
        assertThat(template.components()).containsExactly(COUNT, ID);
    }

    @Test
    void literalTextIsKeptAsWritten() {
        Template template = parse("ÜBER #\\\"*/@ {id}");

        assertThat(template.parts()).first().isEqualTo(new Template.Literal("ÜBER #\\\"*/@ "));
    }

    @Test
    void anEmptyTemplateIsRefused() {
        TemplateParser.Result result = TemplateParser.parse("", COMPONENTS);

        assertThat(result.problem()).isEqualTo(new TemplateParser.Empty());
        assertThat(result.value()).isEmpty();
    }

    static Stream<Arguments> malformed() {
        String touch = ", so their values could not be told apart; put a delimiter such as '#' between them";
        return Stream.of(
                Arguments.of("JOB#{id", "the placeholder at position 4 is not closed with '}'"),
                Arguments.of("{", "the placeholder at position 0 is not closed with '}'"),
                Arguments.of("{id}#{", "the placeholder at position 5 is not closed with '}'"),
                Arguments.of("JOB#id}", "'}' at position 6 closes no placeholder"),
                Arguments.of("}", "'}' at position 0 closes no placeholder"),
                Arguments.of("{id}}", "'}' at position 4 closes no placeholder"),
                Arguments.of("JOB#{{id}}", "placeholders cannot be nested"),
                Arguments.of("{a{id}}", "placeholders cannot be nested"),
                Arguments.of("JOB#{}", "the placeholder at position 4 names no component"),
                Arguments.of("{ }", "the placeholder at position 0 names no component"),
                Arguments.of("{id}{count}", "two placeholders touch at position 4" + touch),
                Arguments.of("A#{id}{unknown}", "two placeholders touch at position 6" + touch));
    }

    @ParameterizedTest(name = "\"{0}\": {1}")
    @MethodSource("malformed")
    void malformedTemplatesAreRefusedWithTheReason(String source, String reason) {
        TemplateParser.Result result = TemplateParser.parse(source, COMPONENTS);

        assertThat(result.problem()).isEqualTo(new TemplateParser.Malformed(reason));
        assertThat(result.value()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"{idd}", "JOB#{Id}", "{ id }", "{id}#{createdAt}#{missing}"})
    void unknownPlaceholdersAreRefusedWithTheirName(String source) {
        TemplateParser.Result result = TemplateParser.parse(source, COMPONENTS);

        String name = source.substring(source.lastIndexOf('{') + 1, source.lastIndexOf('}'));
        assertThat(result.problem()).isEqualTo(new TemplateParser.UnknownPlaceholder(name));
        assertThat(result.value()).isEmpty();
    }

    @Test
    void theFirstProblemWins() {
        assertThat(TemplateParser.parse("{missing}#{id", COMPONENTS).problem())
                .isEqualTo(new TemplateParser.UnknownPlaceholder("missing"));
        assertThat(TemplateParser.parse("}{missing}", COMPONENTS).problem())
                .isInstanceOf(TemplateParser.Malformed.class);
    }

    @Test
    void noComponentsMeansOnlyLiteralsParse() {
        assertThat(TemplateParser.parse("SINGLETON", Map.of()).value()).isPresent();
        assertThat(TemplateParser.parse("{id}", Map.of()).problem())
                .isEqualTo(new TemplateParser.UnknownPlaceholder("id"));
    }


    private static Template parse(String source) {
        TemplateParser.Result result = TemplateParser.parse(source, COMPONENTS);
        assertThat(result.problem()).as(source).isNull();
        return result.value().orElseThrow();
    }

    private static ComponentModel component(String name, TypeModel.ScalarKind kind, TypeName javaType) {
        return new ComponentModel(name, name, new TypeModel.Scalar(kind, javaType), javaType, javaType.isPrimitive());
    }

    private static Map<String, ComponentModel> components(ComponentModel... components) {
        Map<String, ComponentModel> byName = new LinkedHashMap<>();
        List.of(components).forEach(component -> byName.put(component.name(), component));
        return byName;
    }

    @Test
    void aZeroPaddedWidthBelongsToItsPlaceholder() {
        Template template = TemplateParser.parse("N#{count:08}", COMPONENTS).value().orElseThrow();

        assertThat(template.parts()).containsExactly(new Template.Literal("N#"), new Template.Placeholder(COUNT, 8));
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"{count:8}", "{count:}", "{count:00}", "{count:20}", "{count:0x}"})
    void aWidthThatIsNotZeroPaddedFromOneToNineteenIsMalformed(String source) {
        assertThat(TemplateParser.parse(source, COMPONENTS).problem())
                .isInstanceOfSatisfying(TemplateParser.Malformed.class,
                        malformed -> assertThat(malformed.reason()).contains("is not a zero-padded width from :01 to :19"));
    }
}
