package io.tablesmith.processor.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.internal.RuntimeItems;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The proof's runtime key spaces are the runtime's catalogue of its items: one per kind of item, with the
 * same literal text field by field, and values whose languages take exactly the texts the runtime's kinds of
 * value take.
 */
class RuntimeKeySpacesTest {

    /** Texts on both sides of each kind of value's edges. */
    private static final List<String> SAMPLES = List.of("", "returns", "research-tasks_2", "a".repeat(64), "a".repeat(65),
            "a b", "a#b", "é", "001764583200000-000001-0a1b2c3d", "001764583200000-000001-0A1B2C3D",
            "01764583200000-000001-0a1b2c3d", "001764583200000-000001-0a1b2c3", "central#2", "shardId-00000001764583200000-1a2b3c4d");

    @Test
    void everyKindOfRuntimeItemIsAKeySpaceOfTheProof() {
        assertThat(RuntimeKeySpaces.ALL).extracting(RuntimeKeySpaces::description)
                .containsExactlyElementsOf(RuntimeItems.ALL.stream().map(RuntimeItems.Item::description).toList());
    }

    @Test
    void eachKeySpaceHasTheCataloguesFieldsAndItsValuesTheCataloguesTexts() {
        for (int i = 0; i < RuntimeItems.ALL.size(); i++) {
            RuntimeItems.Item item = RuntimeItems.ALL.get(i);
            KeyEquations.Key key = RuntimeKeySpaces.ALL.get(i).key();
            agree(item.description(), item.partition(), key.partition());
            agree(item.description(), item.sort(), key.sort());
        }
    }

    private static void agree(String description, RuntimeItems.Template template, KeyShape shape) {
        assertThat(shape.source()).isEqualTo(template.toString());
        assertThat(shape.fields()).as(description).hasSameSizeAs(template.fields());
        for (int f = 0; f < shape.fields().size(); f++) {
            RuntimeItems.Field field = template.fields().get(f);
            KeyShape.Field proved = shape.fields().get(f);
            assertThat(proved.literal()).as(description).isEqualTo(field.literal());
            if (field.value() == null) {
                assertThat(proved.value()).as(description).isNull();
                continue;
            }
            assertThat(proved.value().name()).isEqualTo(field.value().name());
            assertThat(proved.value().holdsDelimiter()).as("%s: %s", description, field.value().name())
                    .isEqualTo(field.value().text() == RuntimeItems.Text.ANY);
            for (String sample : SAMPLES) {
                assertThat(proved.value().language().accepts(sample)).as("%s: %s takes \"%s\"", description,
                        field.value().name(), sample).isEqualTo(field.value().text().accepts(sample));
            }
        }
    }
}
