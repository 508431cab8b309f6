package shop;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Version;

@Entity(type = "CART")
@Key(pk = "CUSTOMER#{customerId}", sk = "CART#{cartId}", query = "cartsOf")
public record Cart(String customerId, String cartId, int items, @Version long version) {}
