package io.tablesmith.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a careful developer writes by hand for {@link Order}: {@code AttributeValue.fromS/fromN},
 * maps presized for their entries, straight-line code, and the same attributes in the same
 * formats as {@code OrderSchema} ({@code pk}, {@code sk}, {@code _et}, the index keys
 * {@code gsi1pk}/{@code gsi1sk} with the instant in fixed-width UTC, null components left out,
 * enums by name, instants as ISO-8601 text, numbers as N, the nested record as M, the list as
 * L). It has null checks but none of Tablesmith's extra guarantees: no key escaping, no checks of
 * DynamoDB's number limits or the 400 KB item size, no {@code _et} check on reading, and errors
 * that do not name the attribute.
 */
public final class HandWrittenOrderCodec {

    private static final DateTimeFormatter SORTABLE =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);

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
            item.put("placedAt", AttributeValue.fromS(order.placedAt().toString()));
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
            item.put("gsi1sk", AttributeValue.fromS(SORTABLE.format(order.placedAt())));
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
