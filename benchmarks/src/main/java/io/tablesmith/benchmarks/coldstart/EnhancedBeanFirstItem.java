package io.tablesmith.benchmarks.coldstart;

import io.tablesmith.benchmarks.model.OrderBean;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The first item through the Enhanced Client's {@code TableSchema.fromBean}, schema included. */
final class EnhancedBeanFirstItem {

    private EnhancedBeanFirstItem() {
    }

    static int run() {
        OrderBean order = OrderBean.of(ColdStart.order());
        TableSchema<OrderBean> schema = TableSchema.fromBean(OrderBean.class);
        Map<String, AttributeValue> item = schema.itemToMap(order, true);
        OrderBean back = schema.mapToItem(item);
        return item.size() + (back.getTotal().equals(order.getTotal()) ? 0 : 1000);
    }
}
