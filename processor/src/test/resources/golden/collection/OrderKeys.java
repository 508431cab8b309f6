package collection;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.KeyParts;
import java.time.LocalDate;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * Key builders of {@link Order} (entity type {@code ORDER}).
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class OrderKeys {
  private static final String ENTITY_TYPE = "ORDER";

  private OrderKeys() {
  }

  /**
   * The primary key of one Order: pk {@code CUSTOMER#{customerId}}, sk {@code ORDER#{placedOn}#{number:04}}.
   * Serves OrderRepository's get, delete and writes.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Order> key(UUID customerId, LocalDate placedOn, int number) {
    return new ItemKey<>("CUSTOMER#".concat(KeyParts.text(ENTITY_TYPE, "customerId", customerId)), "ORDER#" + KeyParts.text(ENTITY_TYPE, "placedOn", placedOn) + "#" + KeyParts.padded(ENTITY_TYPE, "number", number, 4));
  }

  /**
   * The primary key of {@code entity}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Order> keyOf(Order entity) {
    return key(entity.customerId(), entity.placedOn(), entity.number());
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
