package io.tablesmith.it.ttl;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Ttl;
import java.time.Instant;

/** A shopping cart that expires: a TTL on an Instant, in a partition of carts per customer. */
@Entity(type = "CART")
@Key(pk = "CUSTOMER#{customerId}", sk = "CART#{cartId}", query = "cartsOf")
public record Cart(String customerId, String cartId, int items, @Ttl Instant expiresAt) {
}
