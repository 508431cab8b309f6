package io.tablesmith.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a careful developer writes by hand for {@link Order}: {@code AttributeValue.fromS/fromN},
 * maps presized for their entries, straight-line code, {@code Instant.toString} rather than a
 * {@code DateTimeFormatter} (padded to the fixed width that sorts as time, see {@link #sortable}),
 * and the same attributes in the same formats as {@code OrderSchema} ({@code pk}, {@code sk},
 * {@code _et}, the index keys {@code gsi1pk}/{@code gsi1sk}, null components left out, enums by
 * name, instants as fixed-width ISO-8601 text, numbers as N, the nested record
 * as M, the list as L). It has null checks but none of Tablesmith's extra guarantees: no key
 * escaping, no checks of DynamoDB's number limits, of UTF-8-able text or of the 400 KB item size,
 * no {@code _et} or key check on reading, and errors that do not name the attribute.
 */
public final class HandWrittenOrderCodec {

    /** Nine zeros, the widest padding {@link #sortable} adds. */
    private static final String NANOS_PADDING = "000000000";

    private HandWrittenOrderCodec() {
    }

    public static Map<String, AttributeValue> toItem(Order order) {
        Map<String, AttributeValue> item = new HashMap<>(32); // 18 attributes below the 0.75 load factor
        item.put("pk", AttributeValue.fromS("CUSTOMER#" + order.customerId()));
        item.put("sk", AttributeValue.fromS("ORDER#" + order.orderId()));
        item.put("_et", AttributeValue.fromS("ORDER"));
        putString(item, "customerId", order.customerId());
        putString(item, "orderId", order.orderId());
        putString(item, "note", order.note());
        item.put("quantity", AttributeValue.fromN(Integer.toString(order.quantity())));
        item.put("sequence", AttributeValue.fromN(Long.toString(order.sequence())));
        item.put("weight", AttributeValue.fromN(Double.toString(order.weight())));
        item.put("gift", AttributeValue.fromBool(order.gift()));
        if (order.status() != null) {
            item.put("status", AttributeValue.fromS(order.status().name()));
        }
        if (order.placedAt() != null) {
            item.put("placedAt", AttributeValue.fromS(sortable(order.placedAt())));
        }
        if (order.total() != null) {
            item.put("total", AttributeValue.fromN(order.total().toString()));
        }
        if (order.shipTo() != null) {
            Address address = order.shipTo();
            Map<String, AttributeValue> map = new HashMap<>(8);
            putString(map, "street", address.street());
            putString(map, "city", address.city());
            putString(map, "postcode", address.postcode());
            item.put("shipTo", AttributeValue.fromM(map));
        }
        if (order.tags() != null) {
            List<AttributeValue> list = new ArrayList<>(order.tags().size());
            for (String tag : order.tags()) {
                list.add(AttributeValue.fromS(tag));
            }
            item.put("tags", AttributeValue.fromL(list));
        }
        if (order.lines() != null) {
            Map<String, AttributeValue> map = new HashMap<>(order.lines().size() * 4 / 3 + 1);
            for (Map.Entry<String, Integer> line : order.lines().entrySet()) {
                map.put(line.getKey(), AttributeValue.fromN(line.getValue().toString()));
            }
            item.put("lines", AttributeValue.fromM(map));
        }
        if (order.status() != null && order.placedAt() != null) {
            item.put("gsi1pk", AttributeValue.fromS("STATUS#" + order.status().name()));
            item.put("gsi1sk", AttributeValue.fromS(sortable(order.placedAt())));
        }
        return item;
    }

    public static Order fromItem(Map<String, AttributeValue> item) {
        String status = string(item, "status");
        String placedAt = string(item, "placedAt");
        AttributeValue total = item.get("total");
        AttributeValue shipTo = item.get("shipTo");
        AttributeValue tags = item.get("tags");
        AttributeValue lines = item.get("lines");
        return new Order(
                string(item, "customerId"),
                string(item, "orderId"),
                string(item, "note"),
                Integer.parseInt(item.get("quantity").n()),
                Long.parseLong(item.get("sequence").n()),
                Double.parseDouble(item.get("weight").n()),
                item.get("gift").bool(),
                status == null ? null : OrderStatus.valueOf(status),
                placedAt == null ? null : Instant.parse(placedAt),
                total == null ? null : new BigDecimal(total.n()),
                shipTo == null ? null : address(shipTo.m()),
                tags == null ? null : strings(tags.l()),
                lines == null ? null : numbers(lines.m()));
    }

    /**
     * An instant as fixed-width UTC text with nanoseconds ({@code 2024-05-17T10:15:30.123000000Z}),
     * so that text order is time order: {@code Instant.toString} gives 0, 3, 6 or 9 fraction digits
     * (four-digit years, which the benchmark's orders keep to), padded here to nine.
     */
    public static String sortable(Instant instant) {
        String text = instant.toString();
        if (text.length() == 30) {
            return text;
        }
        int fractionDigits = text.length() == 20 ? 0 : text.length() - 21;
        StringBuilder padded = new StringBuilder(30).append(text, 0, text.length() - 1);
        if (fractionDigits == 0) {
            padded.append('.');
        }
        return padded.append(NANOS_PADDING, fractionDigits, 9).append('Z').toString();
    }

    private static Address address(Map<String, AttributeValue> map) {
        return new Address(string(map, "street"), string(map, "city"), string(map, "postcode"));
    }

    private static List<String> strings(List<AttributeValue> list) {
        List<String> strings = new ArrayList<>(list.size());
        for (AttributeValue value : list) {
            strings.add(value.s());
        }
        return strings;
    }

    private static Map<String, Integer> numbers(Map<String, AttributeValue> map) {
        Map<String, Integer> numbers = new HashMap<>(map.size() * 4 / 3 + 1);
        for (Map.Entry<String, AttributeValue> entry : map.entrySet()) {
            numbers.put(entry.getKey(), Integer.parseInt(entry.getValue().n()));
        }
        return numbers;
    }

    private static void putString(Map<String, AttributeValue> item, String name, String value) {
        if (value != null) {
            item.put(name, AttributeValue.fromS(value));
        }
    }

    private static String string(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null ? null : value.s();
    }
}
