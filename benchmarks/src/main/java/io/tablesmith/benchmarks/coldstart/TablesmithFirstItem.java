package io.tablesmith.benchmarks.coldstart;

import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderSchema;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The first item through the generated {@code OrderSchema}. */
final class TablesmithFirstItem {

    private TablesmithFirstItem() {
    }

    static int run() {
        Order order = ColdStart.order();
        Map<String, AttributeValue> item = OrderSchema.INSTANCE.toItem(order);
        Order back = OrderSchema.INSTANCE.fromItem(item);
        return item.size() + (back.equals(order) ? 0 : 1000);
    }
}
