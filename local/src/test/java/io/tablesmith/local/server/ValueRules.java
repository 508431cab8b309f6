package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The repository's value-rules/ corpus (copied to the test classpath by the pom), which the runtime's tests read
 * too: tab-separated cases, '#' comments, values in DynamoDB's JSON, read as the server reads a request.
 */
final class ValueRules {
    private ValueRules() {
    }

    /** One case: its place in the corpus, to name it when it fails, and its columns. */
    record Row(String file, int line, String[] columns) {
        String column(int index) {
            return columns[index];
        }

        long number(int index) {
            return Long.parseLong(columns[index]);
        }

        AttributeValue value(int index) {
            return (AttributeValue) WireCodec.read(columns[index], AttributeValue.builder());
        }

        Map<String, AttributeValue> item(int index) {
            PutItemRequest request = (PutItemRequest) WireCodec.read("{\"Item\":" + columns[index] + "}",
                    PutItemRequest.builder());
            return new LinkedHashMap<>(request.item());
        }

        /** An item-limits case's item with the string attribute it names added: the item at its stated size. */
        Map<String, AttributeValue> filledItem() {
            Map<String, AttributeValue> item = item(0);
            item.put(new JsonReader(column(1)).readString(), AttributeValue.fromS("x".repeat((int) number(2))));
            return item;
        }

        /** An item-limits case's verdict. */
        boolean accepted() {
            assertThat(column(4)).as(toString()).isIn("accepted", "refused");
            return column(4).equals("accepted");
        }

        /** An orders case's order: -1, 0 or 1. */
        int order() {
            return switch (column(1)) {
                case "<" -> -1;
                case "=" -> 0;
                case ">" -> 1;
                default -> throw new AssertionError("no such order: " + this);
            };
        }

        @Override
        public String toString() {
            return "value-rules/" + file + ":" + line + " " + String.join(" | ", columns);
        }
    }

    static List<Row> rows(String file) {
        String text;
        try (InputStream in = ValueRules.class.getResourceAsStream("/value-rules/" + file)) {
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
}
