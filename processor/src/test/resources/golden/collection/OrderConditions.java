package collection;

import io.tablesmith.condition.ComparableField;
import io.tablesmith.condition.Field;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on the components of {@link Order}, for OrderRepository's conditional writes and updates:
 * {@code OrderConditions.<component>().eq(value).and(...)}. Values are encoded as {@link OrderSchema} stores them.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class OrderConditions {
  private static final Field<Order, UUID> CUSTOMER_ID = new Field<>("customerId", "customerId", value -> ComponentValues.encode(OrderSchema.ENTITY_TYPE, "customerId", Codecs.UUID, value));

  private static final ComparableField<Order, LocalDate> PLACED_ON = new ComparableField<>("placedOn", "placedOn", List.of(), null, value -> ComponentValues.encode(OrderSchema.ENTITY_TYPE, "placedOn", Codecs.LOCAL_DATE, value), Codecs.LOCAL_DATE);

  private static final ComparableField<Order, Integer> NUMBER = new ComparableField<>("number", "number", value -> ComponentValues.encode(OrderSchema.ENTITY_TYPE, "number", Codecs.INT, value));

  private static final Field<Order, OrderStatus> STATUS = new Field<>("status", "status", value -> ComponentValues.encode(OrderSchema.ENTITY_TYPE, "status", Codecs.enumOf(OrderStatus.values()), value));

  private static final ComparableField<Order, BigDecimal> TOTAL = new ComparableField<>("total", "total", value -> ComponentValues.encode(OrderSchema.ENTITY_TYPE, "total", Codecs.BIG_DECIMAL, value));

  private OrderConditions() {
  }

  /**
   * Conditions on {@code customerId} (stored as {@code customerId}).
   * Equality, {@code in} and presence only: its text does not sort like UUID.compareTo.
   */
  public static Field<Order, UUID> customerId() {
    return CUSTOMER_ID;
  }

  /**
   * Conditions on {@code placedOn} (stored as {@code placedOn}).
   * Ordered as time for values in the years 0000 to 9999 (a bound outside them is refused);
   * equality also matches an item that still holds the value's former text.
   */
  public static ComparableField<Order, LocalDate> placedOn() {
    return PLACED_ON;
  }

  /**
   * Conditions on {@code number} (stored as {@code number}).
   */
  public static ComparableField<Order, Integer> number() {
    return NUMBER;
  }

  /**
   * Conditions on {@code status} (stored as {@code status}).
   * Equality, {@code in} and presence only: it is stored by constant name, which sorts by name, not by declaration order.
   */
  public static Field<Order, OrderStatus> status() {
    return STATUS;
  }

  /**
   * Conditions on {@code total} (stored as {@code total}).
   */
  public static ComparableField<Order, BigDecimal> total() {
    return TOTAL;
  }
}
