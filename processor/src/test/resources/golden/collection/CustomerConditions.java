package collection;

import io.tablesmith.condition.Field;
import io.tablesmith.condition.StringField;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on the components of {@link Customer}, for CustomerRepository's conditional writes and updates:
 * {@code CustomerConditions.<component>().eq(value).and(...)}. Values are encoded as {@link CustomerSchema} stores them.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CustomerConditions {
  private static final Field<Customer, UUID> ID = new Field<>("id", "id", value -> ComponentValues.encode(CustomerSchema.ENTITY_TYPE, "id", Codecs.UUID, value));

  private static final StringField<Customer> NAME = new StringField<>("name", "name", value -> ComponentValues.encode(CustomerSchema.ENTITY_TYPE, "name", Codecs.STRING, value));

  private static final StringField<Customer> EMAIL = new StringField<>("email", "email", value -> ComponentValues.encode(CustomerSchema.ENTITY_TYPE, "email", Codecs.STRING, value));

  private CustomerConditions() {
  }

  /**
   * Conditions on {@code id} (stored as {@code id}).
   * Equality, {@code in} and presence only: its text does not sort like UUID.compareTo.
   */
  public static Field<Customer, UUID> id() {
    return ID;
  }

  /**
   * Conditions on {@code name} (stored as {@code name}).
   */
  public static StringField<Customer> name() {
    return NAME;
  }

  /**
   * Conditions on {@code email} (stored as {@code email}).
   */
  public static StringField<Customer> email() {
    return EMAIL;
  }
}
