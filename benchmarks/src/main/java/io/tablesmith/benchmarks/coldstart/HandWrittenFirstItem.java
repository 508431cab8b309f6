package io.tablesmith.benchmarks.coldstart;

import io.tablesmith.benchmarks.model.HandWrittenOrderCodec;
import io.tablesmith.benchmarks.model.Order;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The floor: the first item written and read by hand, which still loads the SDK's {@code AttributeValue}. */
final class HandWrittenFirstItem {

    private HandWrittenFirstItem() {
    }

    static int run() {
        Order order = ColdStart.order();
        Map<String, AttributeValue> item = HandWrittenOrderCodec.toItem(order);
        Order back = HandWrittenOrderCodec.fromItem(item);
        return item.size() + (back.equals(order) ? 0 : 1000);
    }
}
