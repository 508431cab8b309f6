package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ItemDecodeException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ItemReaderTest {

    private enum Color { RED }

    private static final Map<String, AttributeValue> ITEM = Map.of(
            "pk", AttributeValue.fromS("JOB#1"),
            "sk", AttributeValue.fromS("METADATA"),
            "_et", AttributeValue.fromS("JOB"),
            "title", AttributeValue.fromN("12"),
            "count", AttributeValue.fromN("12345678901234567890"),
            "color", AttributeValue.fromS("BLUE"),
            "when", AttributeValue.fromS("yesterday"));

    private final ItemReader reader = new ItemReader("JOB", ITEM);

    @Test
    void missingRequiredAttributeNamesEntityKeyAndAttribute() {
        assertThatThrownBy(() -> reader.required("version", Codecs.LONG))
                .isInstanceOf(ItemDecodeException.class)
                .hasMessage("JOB [pk=JOB#1, sk=METADATA]: attribute 'version': the attribute is missing, but the component cannot be absent")
                .extracting(e -> ((ItemDecodeException) e).attribute()).isEqualTo("version");
    }

    @Test
    void wrongTypesAndUnparsableValuesAreDecodeErrors() {
        assertThatThrownBy(() -> reader.read("title", Codecs.STRING)).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("expected a string (S) but the item holds N");
        assertThatThrownBy(() -> reader.read("count", Codecs.LONG)).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("does not fit a long");
        assertThatThrownBy(() -> reader.read("color", Codecs.enumOf(Color.values()))).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("'BLUE' names no constant");
        assertThatThrownBy(() -> reader.read("when", Codecs.INSTANT)).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("not an ISO-8601 instant");
        assertThatThrownBy(() -> reader.read("title", Codecs.BOOLEAN)).isInstanceOf(ItemDecodeException.class);
    }

    @Test
    void absentOptionalAttributesReadAsNull() {
        assertThat(reader.read("nothing", Codecs.STRING)).isNull();
        assertThat(reader.read("nothing", Codecs.INT)).isNull();
    }

    @Test
    void anItemOfAnotherEntityTypeIsRefused() {
        assertThatThrownBy(() -> new ItemReader("FINDING", ITEM))
                .isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("the item is a JOB, not a FINDING");
    }

    @Test
    void anItemWithoutEntityTypeIsRefusedAsNoEntitys() {
        Map<String, AttributeValue> foreign = new java.util.HashMap<>(ITEM);
        foreign.remove("_et");

        assertThatThrownBy(() -> new ItemReader("JOB", foreign))
                .isInstanceOfSatisfying(ItemDecodeException.class, e -> assertThat(e.attribute()).isEqualTo("_et"))
                .hasMessageContaining("JOB [pk=JOB#1, sk=METADATA]")
                .hasMessageContaining("the item has no _et, so it was not written by Tablesmith");
    }
}
