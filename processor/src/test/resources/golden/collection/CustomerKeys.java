package collection;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.KeyParts;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * Key builders of {@link Customer} (entity type {@code CUSTOMER}).
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CustomerKeys {
  private static final String ENTITY_TYPE = "CUSTOMER";

  private CustomerKeys() {
  }

  /**
   * The primary key of one Customer: pk {@code CUSTOMER#{id}}, sk {@code PROFILE}.
   * Serves CustomerRepository's get, delete and writes.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Customer> key(UUID id) {
    return new ItemKey<>("CUSTOMER#".concat(KeyParts.text(ENTITY_TYPE, "id", id)), "PROFILE");
  }

  /**
   * The primary key of {@code entity}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Customer> keyOf(Customer entity) {
    return key(entity.id());
  }

  /**
   * The partition key value of the table's primary key, {@code CUSTOMER#{id}}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String partition(UUID id) {
    return "CUSTOMER#".concat(KeyParts.text(ENTITY_TYPE, "id", id));
  }
}
