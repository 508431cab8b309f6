package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ItemDecodeException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Stored data that does not fit the record fails with {@link ItemDecodeException} naming the
 * entity, the key and the attribute (with the path inside it), never with a
 * {@code NullPointerException} or {@code ClassCastException}: one test per kind of failure.
 */
class DecodeErrorsTest {

    private static final String KEY = "EVERYTHING [pk=EVERYTHING#1, sk=ITEM]: attribute '";

    /** A valid stored item, with every primitive present. */
    private static Map<String, AttributeValue> valid() {
        Everything minimal = new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, java.util.Optional.empty(), java.util.Optional.empty(), null, null, java.util.Set.of(),
                java.util.Set.of(), java.util.Set.of(), java.util.Set.of(), java.util.Set.of(), java.util.Set.of(),
                null, null, null, null, null, null, null, null, null, null, null);
        return new HashMap<>(EverythingSchema.INSTANCE.toItem(minimal));
    }

    private static void assertDecodeError(String attribute, AttributeValue stored, String path, String problem) {
        Map<String, AttributeValue> item = valid();
        item.put(attribute, stored);
        assertThatThrownBy(() -> EverythingSchema.INSTANCE.fromItem(item))
                .isExactlyInstanceOf(ItemDecodeException.class)
                .hasMessageStartingWith(KEY + path + "': ")
                .hasMessageContaining(problem)
                .satisfies(e -> assertThat(((ItemDecodeException) e).attribute()).isEqualTo(path));
    }

    @Test
    void theValidItemReads() {
        assertThat(EverythingSchema.INSTANCE.fromItem(valid()).id()).isEqualTo("1");
    }

    @Test
    void aMissingPrimitive() {
        Map<String, AttributeValue> item = valid();
        item.remove("count");
        assertThatThrownBy(() -> EverythingSchema.INSTANCE.fromItem(item))
                .isExactlyInstanceOf(ItemDecodeException.class)
                .hasMessage(KEY + "count': the attribute is missing, but the component cannot be absent");
    }

    @Test
    void aNullForAPrimitive() {
        assertDecodeError("flag", AttributeValue.fromNul(true), "flag", "the attribute is missing");
    }

    @Test
    void aStringWhereANumberBelongs() {
        assertDecodeError("count", AttributeValue.fromS("12"), "count", "expected a number (N) but the item holds S");
    }

    @Test
    void aNumberWhereAStringBelongs() {
        assertDecodeError("text", AttributeValue.fromN("12"), "text", "expected a string (S) but the item holds N");
    }

    @Test
    void aNumberWhereABooleanBelongs() {
        assertDecodeError("flag", AttributeValue.fromN("1"), "flag", "expected a boolean (BOOL) but the item holds N");
    }

    @Test
    void aNumberTooLargeForItsType() {
        assertDecodeError("tiny", AttributeValue.fromN("300"), "tiny", "300 does not fit a byte");
        assertDecodeError("small", AttributeValue.fromN("40000"), "small", "does not fit a short");
        assertDecodeError("count", AttributeValue.fromN("2147483648"), "count", "does not fit an int");
        assertDecodeError("big", AttributeValue.fromN("1E+19"), "big", "does not fit a long");
        assertDecodeError("ratio", AttributeValue.fromN("1E+100"), "ratio", "does not fit a float");
    }

    @Test
    void aFractionForAWholeNumber() {
        assertDecodeError("count", AttributeValue.fromN("1.5"), "count", "1.5 does not fit an int");
        assertDecodeError("huge", AttributeValue.fromN("1.5"), "huge", "is not a whole number");
    }

    @Test
    void textThatDoesNotParse() {
        assertDecodeError("letter", AttributeValue.fromS("ab"), "letter", "'ab' is not a single character");
        assertDecodeError("status", AttributeValue.fromS("NOPE"), "status", "'NOPE' names no constant of the component's enum");
        assertDecodeError("day", AttributeValue.fromS("2020-13-01"), "day", "is not an ISO-8601 date");
        assertDecodeError("at", AttributeValue.fromS("yesterday"), "at", "is not an ISO-8601 instant");
        assertDecodeError("took", AttributeValue.fromS("long"), "took", "is not an ISO-8601 duration");
        assertDecodeError("uuid", AttributeValue.fromS("not-a-uuid"), "uuid", "is not a UUID");
        assertDecodeError("exact", AttributeValue.fromN("twelve"), "exact", "'twelve' is not a number");
    }

    @Test
    void aListWhereASetBelongs() {
        assertDecodeError("labels", AttributeValue.fromL(List.of(AttributeValue.fromS("a"))), "labels",
                "expected a string set (SS) but the item holds L");
        assertDecodeError("numbers", AttributeValue.fromSs(List.of("a")), "numbers", "expected a number set (NS) but the item holds SS");
    }

    @Test
    void aWrongElementInsideAList() {
        assertDecodeError("tags", AttributeValue.fromL(List.of(AttributeValue.fromS("a"), AttributeValue.fromN("2"))),
                "tags[1]", "expected a string (S) but the item holds N");
        assertDecodeError("numbers", AttributeValue.fromNs(List.of("1", "1.5")), "numbers[1]", "1.5 does not fit a long");
    }

    @Test
    void aWrongValueInsideAMap() {
        assertDecodeError("counters", AttributeValue.fromM(Map.of("a", AttributeValue.fromS("x"))),
                "counters[\"a\"]", "expected a number (N) but the item holds S");
    }

    @Test
    void aMissingPrimitiveInsideANestedRecord() {
        assertDecodeError("address", AttributeValue.fromM(Map.of("street", AttributeValue.fromS("Main"))),
                "address.zip", "the attribute is missing, but the component cannot be absent");
    }

    @Test
    void aWrongTypeTwoRecordsDeep() {
        AttributeValue address = AttributeValue.fromM(Map.of(
                "zip", AttributeValue.fromN("1"),
                "geo", AttributeValue.fromM(Map.of("latitude", AttributeValue.fromS("north"), "longitude", AttributeValue.fromN("1")))));
        assertDecodeError("address", address, "address.geo.latitude", "expected a number (N) but the item holds S");
        assertDecodeError("addresses", AttributeValue.fromL(List.of(AttributeValue.fromS("x"))), "addresses[0]",
                "expected a map (M) but the item holds S");
    }

    @Test
    void aCorruptCompressedValue() {
        byte[] gzipHeaderThenGarbage = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3};
        assertDecodeError("notes", AttributeValue.fromB(SdkBytes.fromByteArray(gzipHeaderThenGarbage)), "notes",
                "the compressed value is corrupt");
        assertDecodeError("archived", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2, 3})), "archived",
                "the compressed value is corrupt");
    }

    @Test
    void aConverterThatFails() {
        Map<String, AttributeValue> item = valid();
        item.put("price", AttributeValue.fromS("garbage"));
        assertThatThrownBy(() -> EverythingSchema.INSTANCE.fromItem(item))
                .isExactlyInstanceOf(ItemDecodeException.class)
                .hasMessageStartingWith(KEY + "price': io.tablesmith.it.MoneyConverter.fromAttributeValue could not read")
                .hasCauseInstanceOf(ArrayIndexOutOfBoundsException.class);
    }

    @Test
    void aTtlThatIsNotEpochSeconds() {
        assertDecodeError("expires_at", AttributeValue.fromS("2030-01-01T00:00:00Z"), "expires_at",
                "expected a number (N) but the item holds S");
    }
}
