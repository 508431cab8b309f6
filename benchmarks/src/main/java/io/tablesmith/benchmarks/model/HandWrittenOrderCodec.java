package io.tablesmith.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a careful developer writes by hand for {@link Order}: the same attributes in the same
 * formats as {@code OrderSchema} ({@code pk}, {@code sk}, {@code _et}, null components left out,
 * enums by name, instants as ISO-8601 text, numbers as N), with null checks but without
 * Tablesmith's extra guarantees (key escaping, number-range and 400 KB checks, the
 * {@code _et} check and error messages naming the attribute).
 */
public final class HandWrittenOrderCodec {

    private HandWrittenOrderCodec() {
    }

    public static Map<String, AttributeValue> toItem(Order order) {
        Map<String, AttributeValue> item = new HashMap<>(18);
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
        return item;
    }

    public static Order fromItem(Map<String, AttributeValue> item) {
        String status = string(item, "status");
        String placedAt = string(item, "placedAt");
        AttributeValue total = item.get("total");
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
                total == null ? null : new BigDecimal(total.n()));
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
