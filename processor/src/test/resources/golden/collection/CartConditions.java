package collection;

import io.tablesmith.condition.ComparableField;
import io.tablesmith.condition.Field;
import io.tablesmith.condition.SizedField;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on the components of {@link Cart}, for CartRepository's conditional writes and updates:
 * {@code CartConditions.<component>().eq(value).and(...)}. Values are encoded as {@link CartSchema} stores them.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CartConditions {
  private static final Field<Cart, UUID> CUSTOMER_ID = new Field<>("customerId", "customerId", value -> ComponentValues.encode(CartSchema.ENTITY_TYPE, "customerId", Codecs.UUID, value));

  private static final SizedField<Cart> SKUS = new SizedField<>("skus", "skus");

  private static final ComparableField<Cart, Instant> UPDATED_AT = new ComparableField<>("updatedAt", "updatedAt", List.of(), null, value -> ComponentValues.encode(CartSchema.ENTITY_TYPE, "updatedAt", Codecs.INSTANT, value), Codecs.INSTANT);

  private CartConditions() {
  }

  /**
   * Conditions on {@code customerId} (stored as {@code customerId}).
   * Equality, {@code in} and presence only: its text does not sort like UUID.compareTo.
   */
  public static Field<Cart, UUID> customerId() {
    return CUSTOMER_ID;
  }

  /**
   * Conditions on {@code skus} (stored as {@code skus}).
   * Presence and {@code size()} only: a value condition on it would compare the whole stored value.
   */
  public static SizedField<Cart> skus() {
    return SKUS;
  }

  /**
   * Conditions on {@code updatedAt} (stored as {@code updatedAt}).
   * Ordered as time for values in the years 0000 to 9999 (a bound outside them is refused);
   * equality also matches an item that still holds the value's former text.
   */
  public static ComparableField<Cart, Instant> updatedAt() {
    return UPDATED_AT;
  }
}
