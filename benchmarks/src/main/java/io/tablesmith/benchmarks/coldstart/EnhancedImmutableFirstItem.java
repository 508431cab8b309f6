package io.tablesmith.benchmarks.coldstart;

import io.tablesmith.benchmarks.model.ImmutableOrder;
import io.tablesmith.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The first item through the Enhanced Client's {@code TableSchema.fromImmutableClass}, schema included. */
final class EnhancedImmutableFirstItem {

    private EnhancedImmutableFirstItem() {
    }

    static int run() {
        ImmutableOrder order = ImmutableOrder.builder().customerId("c-42").orderId("o-7").note("leave at the door")
                .quantity(3).sequence(1_000_007L).weight(19.75).gift(true).status(OrderStatus.PAID)
                .placedAt(Instant.ofEpochSecond(1_715_940_930L, 123_000_000)).total(new BigDecimal("149.90")).build();
        TableSchema<ImmutableOrder> schema = TableSchema.fromImmutableClass(ImmutableOrder.class);
        Map<String, AttributeValue> item = schema.itemToMap(order, true);
        ImmutableOrder back = schema.mapToItem(item);
        return item.size() + (back.total().equals(order.total()) ? 0 : 1000);
    }
}
