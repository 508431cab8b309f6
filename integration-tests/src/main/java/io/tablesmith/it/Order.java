package io.tablesmith.it;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import java.math.BigDecimal;

/** A composite, numerically ordered sort key: orders of a customer by year, then by number. */
@Entity(type = "ORDER")
@Key(pk = "CUSTOMER#{customerId}", sk = "ORDER#{year:04}#{number:08}", query = "ordersOf")
public record Order(String customerId, int year, long number, BigDecimal total) {

    public static Order of(String customerId, int year, long number) {
        return new Order(customerId, year, number, BigDecimal.TEN);
    }
}
