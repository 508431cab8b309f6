package io.tablesmith.benchmarks.model;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * The benchmarks' entity: ten components of the usual kinds (three strings, int, long, double,
 * boolean, enum, {@code Instant}, {@code BigDecimal}). Tablesmith generates {@code OrderSchema},
 * {@code OrderKeys} and {@code OrderRepository} from it; {@link OrderBean}, {@link ImmutableOrder}
 * and {@link HandWrittenOrderCodec} store the same item for the comparison.
 *
 * @param customerId partition key component
 * @param orderId sort key component
 * @param note free text
 * @param quantity an int
 * @param sequence a long
 * @param weight a double
 * @param gift a boolean
 * @param status an enum
 * @param placedAt an instant, stored as ISO-8601 text
 * @param total a decimal, stored as a number
 */
@Entity(type = "ORDER")
@Key(pk = "CUSTOMER#{customerId}", sk = "ORDER#{orderId}", query = "ordersOf")
public record Order(String customerId, String orderId, String note, int quantity, long sequence, double weight,
                    boolean gift, OrderStatus status, Instant placedAt, BigDecimal total) {

    /** A typical order, the {@code i}-th of a customer. */
    public static Order sample(String customerId, int i) {
        return new Order(customerId, "o-" + i, "leave at the door, ring twice", 3 + i % 5, 1_000_000L + i,
                12.75 + i, i % 2 == 0, OrderStatus.values()[i % OrderStatus.values().length],
                Instant.parse("2024-05-17T10:15:30.123Z").plusSeconds(i), new BigDecimal("149.90").add(BigDecimal.valueOf(i)));
    }
}
