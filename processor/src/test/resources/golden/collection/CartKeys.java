package collection;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.KeyParts;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * Key builders of {@link Cart} (entity type {@code CART}).
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CartKeys {
  private static final String ENTITY_TYPE = "CART";

  private CartKeys() {
  }

  /**
   * The primary key of one Cart: pk {@code CUSTOMER#{customerId}}, sk {@code CART}.
   * Serves CartRepository's get, delete and writes.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Cart> key(UUID customerId) {
    return new ItemKey<>("CUSTOMER#".concat(KeyParts.text(ENTITY_TYPE, "customerId", customerId)), "CART");
  }

  /**
   * The primary key of {@code entity}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Cart> keyOf(Cart entity) {
    return key(entity.customerId());
  }

  /**
   * The partition key value of the table's primary key, {@code CUSTOMER#{customerId}}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String partition(UUID customerId) {
    return "CUSTOMER#".concat(KeyParts.text(ENTITY_TYPE, "customerId", customerId));
  }
}
