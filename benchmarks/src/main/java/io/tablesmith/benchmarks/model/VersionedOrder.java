package io.tablesmith.benchmarks.model;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Version;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * {@link Order} with a {@code @Version}: the same item and one number more, so that a bulk load of
 * it, which writes each record conditionally on its stored version, can be compared with the
 * unconditional batches of {@code Order}.
 *
 * @param customerId partition key component
 * @param orderId sort key component
 * @param note free text
 * @param quantity an int
 * @param sequence a long
 * @param weight a double
 * @param gift a boolean
 * @param status an enum, the index's partition
 * @param placedAt an instant; the index's sort key
 * @param total a decimal
 * @param shipTo a nested record
 * @param tags a list of strings
 * @param lines quantities by product
 * @param version the optimistic-locking version: 0 until created
 */
@Entity(type = "VERSIONED_ORDER")
@Key(pk = "VCUSTOMER#{customerId}", sk = "ORDER#{orderId}")
@Gsi(index = "gsi1", pk = "VSTATUS#{status}", sk = "{placedAt}", query = "versionedByStatus")
public record VersionedOrder(String customerId, String orderId, String note, int quantity, long sequence, double weight,
                             boolean gift, OrderStatus status, Instant placedAt, BigDecimal total,
                             Address shipTo, List<String> tags, Map<String, Integer> lines, @Version long version) {

    /** {@code order}'s values, not yet created. */
    public static VersionedOrder of(Order order) {
        return new VersionedOrder(order.customerId(), order.orderId(), order.note(), order.quantity(), order.sequence(),
                order.weight(), order.gift(), order.status(), order.placedAt(), order.total(), order.shipTo(),
                order.tags(), order.lines(), 0);
    }
}
