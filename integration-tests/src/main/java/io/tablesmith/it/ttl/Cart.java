package io.tablesmith.it.ttl;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.NaturalIndex;
import io.tablesmith.Ttl;
import java.time.Instant;

/**
 * A shopping cart that expires: a TTL on an Instant, in a partition of carts per customer, and a
 * natural index on the customer and the cart's size.
 */
@Entity(type = "CART")
@Key(pk = "CUSTOMER#{customerId}", sk = "CART#{cartId}", query = "cartsOf")
@NaturalIndex(index = "cartsBySize", pk = "customerId", sk = "items", query = "bySize")
public record Cart(String customerId, String cartId, int items, @Ttl Instant expiresAt) {
}
