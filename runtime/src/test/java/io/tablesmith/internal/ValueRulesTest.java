package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ItemKey;
import io.tablesmith.ItemTooLargeException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The runtime's guards against the repository's value-rules/ corpus, which LocalDynamoDb's tests read too: what
 * the runtime lets through is what the engine (and DynamoDB) accepts, and it orders values as they do.
 */
class ValueRulesTest {

    @Test
    void numbersAreSizedAsDynamoDbSizesThem() {
        for (Row row : rows("number-sizes.tsv")) {
            long bytes = Long.parseLong(row.column(1));
            AttributeValue number = AttributeValue.fromN(row.column(0));
            assertThat(Numbers.size(row.column(0))).as(row.toString()).isEqualTo(bytes);
            assertThat(ItemSize.of(Map.of("", number))).as(row.toString()).isEqualTo(bytes);
            assertThat(ItemSize.bound(number)).as("the bound, at least the size: %s", row).isGreaterThanOrEqualTo(bytes);
        }
    }

    @Test
    void numbersAreStoredOrRefusedAsDynamoDbStoresOrRefusesThem() {
        for (Row row : rows("number-limits.tsv")) {
            String text = row.column(0);
            switch (row.column(1)) {
                case "stored" -> assertThatCode(() -> Numbers.of(new BigDecimal(text))).as(row.toString())
                        .doesNotThrowAnyException();
                case "too-many-digits" -> assertRefused(row, "significant digits, but DynamoDB keeps 38");
                case "too-large" -> assertRefused(row, "is too large");
                case "too-small" -> assertRefused(row, "is too small");
                case "not-a-number" -> assertThatThrownBy(() -> Numbers.decimal(text)).as(row.toString())
                        .isInstanceOf(CodecException.class).hasMessageContaining("is not a number");
                default -> throw new AssertionError("no such outcome: " + row);
            }
        }
    }

    private static void assertRefused(Row row, String why) {
        assertThatThrownBy(() -> Numbers.of(new BigDecimal(row.column(0)))).as(row.toString())
                .isInstanceOf(CodecException.class).hasMessageContaining(why);
    }

    @Test
    void itemsAreSizedAsDynamoDbSizesThem() {
        for (Row row : rows("item-sizes.tsv")) {
            Map<String, AttributeValue> item = item(row.column(0));
            long bytes = Long.parseLong(row.column(1));
            assertThat(ItemSize.of(item)).as(row.toString()).isEqualTo(bytes);
            long bound = 0;
            for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
                bound += ItemSize.bound(attribute.getKey(), attribute.getValue());
            }
            assertThat(bound).as("the bound, at least the size: %s", row).isGreaterThanOrEqualTo(bytes);
        }
    }

    @Test
    void itemsAtTheLimitAreWrittenAndOneByteMoreIsRefusedBeforeSending() {
        for (Row row : rows("item-limits.tsv")) {
            Map<String, AttributeValue> item = filledItem(row);
            long bytes = Long.parseLong(row.column(3));
            assertThat(ItemSize.of(item)).as(row.toString()).isEqualTo(bytes);
            ItemWriter writer = new ItemWriter("Rule", item.size());
            item.forEach(writer::shared);
            ItemUpdate update = new ItemUpdate(new ItemKey<>("RULE#1", "RULE"));
            item.forEach(update::set);
            if (accepted(row)) {
                assertThat(writer.build()).as(row.toString()).isEqualTo(item);
                assertThatCode(() -> UpdateSize.requireFits("Rule", update)).as(row.toString()).doesNotThrowAnyException();
            } else {
                assertThatThrownBy(writer::build).as(row.toString()).isInstanceOfSatisfying(ItemTooLargeException.class,
                        e -> assertThat(e.size()).isEqualTo(bytes));
                assertThatThrownBy(() -> UpdateSize.requireFits("Rule", update)).as(row.toString())
                        .isInstanceOfSatisfying(ItemTooLargeException.class, e -> assertThat(e.size()).isEqualTo(bytes));
            }
        }
    }

    @Test
    void scalarsAreOrderedAsDynamoDbOrdersThem() {
        for (Row row : rows("orders.tsv")) {
            AttributeValue a = value(JsonNode.parser().parse(row.column(0)));
            AttributeValue b = value(JsonNode.parser().parse(row.column(2)));
            int expected = switch (row.column(1)) {
                case "<" -> -1;
                case "=" -> 0;
                case ">" -> 1;
                default -> throw new AssertionError("no such order: " + row);
            };
            assertThat(ScalarOrder.comparable(a, b)).as(row.toString()).isTrue();
            assertThat(Integer.signum(ScalarOrder.compare(a, b))).as(row.toString()).isEqualTo(expected);
            assertThat(Integer.signum(ScalarOrder.compare(b, a))).as("reversed: %s", row).isEqualTo(-expected);
        }
    }

    // The corpus: tab-separated lines, '#' comments, values in DynamoDB's JSON.

    private record Row(String file, int line, String[] columns) {
        String column(int index) {
            return columns[index];
        }

        @Override
        public String toString() {
            return "value-rules/" + file + ":" + line + " " + String.join(" | ", columns);
        }
    }

    private static List<Row> rows(String file) {
        String text;
        try (InputStream in = ValueRulesTest.class.getResourceAsStream("/value-rules/" + file)) {
            assertThat(in).as("value-rules/%s on the test classpath", file).isNotNull();
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Row> rows = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].isEmpty() && !lines[i].startsWith("#")) {
                rows.add(new Row(file, i + 1, lines[i].split("\t", -1)));
            }
        }
        assertThat(rows).as("cases in value-rules/%s", file).isNotEmpty();
        return rows;
    }

    private static boolean accepted(Row row) {
        assertThat(row.column(4)).as(row.toString()).isIn("accepted", "refused");
        return row.column(4).equals("accepted");
    }

    /** The item of an item-limits row with its filler string attribute added. */
    private static Map<String, AttributeValue> filledItem(Row row) {
        Map<String, AttributeValue> item = item(row.column(0));
        item.put(JsonNode.parser().parse(row.column(1)).asString(), AttributeValue.fromS("x".repeat(Integer.parseInt(row.column(2)))));
        return item;
    }

    private static Map<String, AttributeValue> item(String json) {
        return attributes(JsonNode.parser().parse(json));
    }

    private static Map<String, AttributeValue> attributes(JsonNode object) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        object.asObject().forEach((name, value) -> attributes.put(name, value(value)));
        return attributes;
    }

    private static AttributeValue value(JsonNode json) {
        Map.Entry<String, JsonNode> typed = json.asObject().entrySet().iterator().next();
        JsonNode v = typed.getValue();
        return switch (typed.getKey()) {
            case "S" -> AttributeValue.fromS(v.asString());
            case "N" -> AttributeValue.fromN(v.asString());
            case "B" -> AttributeValue.fromB(bytes(v));
            case "BOOL" -> AttributeValue.fromBool(v.asBoolean());
            case "NULL" -> AttributeValue.fromNul(v.asBoolean());
            case "SS" -> AttributeValue.fromSs(v.asArray().stream().map(JsonNode::asString).toList());
            case "NS" -> AttributeValue.fromNs(v.asArray().stream().map(JsonNode::asString).toList());
            case "BS" -> AttributeValue.fromBs(v.asArray().stream().map(ValueRulesTest::bytes).toList());
            case "L" -> AttributeValue.fromL(v.asArray().stream().map(ValueRulesTest::value).toList());
            case "M" -> AttributeValue.fromM(attributes(v));
            default -> throw new AssertionError("no DynamoDB type " + typed.getKey());
        };
    }

    private static SdkBytes bytes(JsonNode base64) {
        return SdkBytes.fromByteArray(Base64.getDecoder().decode(base64.asString()));
    }
}
