package io.tablesmith.benchmarks.model;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The benchmarks' entity: thirteen components of the usual kinds (three strings, int, long,
 * double, boolean, enum, {@code Instant}, {@code BigDecimal}, a nested record, a list and a map),
 * a key template and one index. Tablesmith generates {@code OrderSchema}, {@code OrderKeys} and
 * {@code OrderRepository} from it; {@link OrderBean} and {@link HandWrittenOrderCodec} store the
 * same item for the comparison.
 *
 * @param customerId partition key component
 * @param orderId sort key component
 * @param note free text
 * @param quantity an int
 * @param sequence a long
 * @param weight a double
 * @param gift a boolean
 * @param status an enum, the index's partition
 * @param placedAt an instant, stored as ISO-8601 text; the index's sort key
 * @param total a decimal, stored as a number
 * @param shipTo a nested record, stored as a map
 * @param tags a list of strings
 * @param lines quantities by product, a map of numbers
 */
@Entity(type = "ORDER")
@Key(pk = "CUSTOMER#{customerId}", sk = "ORDER#{orderId}", query = "ordersOf")
@Gsi(index = "gsi1", pk = "STATUS#{status}", sk = "{placedAt}", query = "byStatus")
public record Order(String customerId, String orderId, String note, int quantity, long sequence, double weight,
                    boolean gift, OrderStatus status, Instant placedAt, BigDecimal total,
                    Address shipTo, List<String> tags, Map<String, Integer> lines) {

    /** A typical order, the {@code i}-th of a customer. */
    public static Order sample(String customerId, int i) {
        Map<String, Integer> lines = new LinkedHashMap<>();
        lines.put("p-" + i, 1 + i % 3);
        lines.put("p-" + (i + 1), 2);
        return new Order(customerId, "o-" + i, "leave at the door, ring twice", 3 + i % 5, 1_000_000L + i,
                12.75 + i, i % 2 == 0, OrderStatus.values()[i % OrderStatus.values().length],
                Instant.parse("2024-05-17T10:15:30.123Z").plusSeconds(i), new BigDecimal("149.90").add(BigDecimal.valueOf(i)),
                new Address(i + " Harbour Street", "Bristol", "BS1 4RN"), List.of("express", "fragile"), lines);
    }

    /**
     * The same order with its total as DynamoDB keeps it ({@code 156.9} for {@code 156.90}), so that a
     * write of it returns the record itself: its schema checks the values and decodes nothing.
     */
    public Order withTotalAsStored() {
        return new Order(customerId, orderId, note, quantity, sequence, weight, gift, status, placedAt,
                total.stripTrailingZeros(), shipTo, tags, lines);
    }
}
