package io.tablesmith.benchmarks.coldstart;

import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderSchema;
import io.tablesmith.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The first item through the generated {@code OrderSchema}. */
final class TablesmithFirstItem {

    private TablesmithFirstItem() {
    }

    static int run() {
        Order order = new Order("c-42", "o-7", "leave at the door", 3, 1_000_007L, 19.75, true, OrderStatus.PAID,
                Instant.ofEpochSecond(1_715_940_930L, 123_000_000), new BigDecimal("149.90"));
        Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(order);
        Order back = OrderSchema.INSTANCE.fromItem(item);
        return item.size() + (back.equals(order) ? 0 : 1000);
    }
}
