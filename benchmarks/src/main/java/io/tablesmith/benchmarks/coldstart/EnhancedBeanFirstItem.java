package io.tablesmith.benchmarks.coldstart;

import io.tablesmith.benchmarks.model.OrderBean;
import io.tablesmith.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The first item through the Enhanced Client's {@code TableSchema.fromBean}, schema included. */
final class EnhancedBeanFirstItem {

    private EnhancedBeanFirstItem() {
    }

    static int run() {
        OrderBean order = new OrderBean();
        order.setCustomerId("c-42");
        order.setOrderId("o-7");
        order.setNote("leave at the door");
        order.setQuantity(3);
        order.setSequence(1_000_007L);
        order.setWeight(19.75);
        order.setGift(true);
        order.setStatus(OrderStatus.PAID);
        order.setPlacedAt(Instant.ofEpochSecond(1_715_940_930L, 123_000_000));
        order.setTotal(new BigDecimal("149.90"));
        TableSchema<OrderBean> schema = TableSchema.fromBean(OrderBean.class);
        Map<String, AttributeValue> item = schema.itemToMap(order, true);
        OrderBean back = schema.mapToItem(item);
        return item.size() + (back.getTotal().equals(order.getTotal()) ? 0 : 1000);
    }
}
