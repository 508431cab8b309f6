package io.tablesmith.processor.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The schema file's text: what is written reads back as it was, whatever the names hold. */
class SchemaFormatTest {

    private static SchemaEntity entity(String type, String attribute) {
        SortedMap<String, SchemaEntity.Component> components = new TreeMap<>();
        components.put("title", new SchemaEntity.Component(attribute, List.of("old = name", "back\\slash"), "STRING", true,
                Optional.empty()));
        components.put("address.floor", new SchemaEntity.Component("floor", List.of(), "INT", false, Optional.of("0")));
        SortedMap<String, SchemaEntity.Index> indexes = new TreeMap<>();
        indexes.put("by.dotted.name", new SchemaEntity.Index("T#{title}", " trailing space "));
        SortedMap<String, SchemaEntity.Index> natural = new TreeMap<>();
        natural.put("byTitle", new SchemaEntity.Index("title, floor", ""));
        return new SchemaEntity(type, "demo." + type, "JOB#{id}", "line\nbreak\r", Optional.of("version"), Optional.empty(),
                components, indexes, natural);
    }

    @Test
    void whatIsWrittenReadsBackAsItWas() throws Exception {
        SortedMap<String, SchemaEntity> entities = new TreeMap<>();
        entities.put("JOB", entity("JOB", "ti = tle"));
        entities.put("A-B_1", entity("A-B_1", "é\u2028x"));

        String text = SchemaFormat.write("demo", entities);

        assertThat(SchemaFormat.read(text)).isEqualTo(entities);
        assertThat(SchemaFormat.read(text.replace("\n", "\r\n"))).isEqualTo(entities);
        assertThat(text).contains("JOB.key.sk = line\\nbreak\\r\n", "JOB.gsi.by.dotted.name.sk =  trailing space \n",
                "JOB.component.title.formerly = old = name, back\\\\slash\n");
    }

    @Test
    void aLineThatIsNoFactOrAnEntityWithoutItsKeysIsRefused() {
        assertThatThrownBy(() -> SchemaFormat.read("JOB.record = demo.Job\nJOB.key.pk\n"))
                .hasMessage("line 2 is not <entity type>.<name> = <value>");
        assertThatThrownBy(() -> SchemaFormat.read("JOB.record = demo.Job\nJOB.key.pk = JOB#{id}\n"))
                .hasMessage("entity type JOB has no 'key.sk' line");
    }
}
