package io.tablesmith.spring.shop;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Version;

/** An order of a customer, listed by status. */
@Entity(type = "ORDER")
@Key(pk = "CUSTOMER#{customerId}", sk = "ORDER#{orderId}")
@Gsi(index = "gsi1", pk = "STATUS#{status}", sk = "{orderId}", query = "byStatus")
public record Order(String customerId, String orderId, OrderStatus status, @Version long version) {
}
