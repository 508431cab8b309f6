package collection;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.EntityDescriptor;
import io.tablesmith.internal.ItemReader;
import io.tablesmith.internal.ItemWriter;
import io.tablesmith.internal.KeyMatch;
import io.tablesmith.internal.KeyTemplate;
import io.tablesmith.internal.RuntimeVersion;
import java.util.Map;
import java.util.UUID;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of {@link Customer}: stored attributes, key and index attributes, and {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CustomerSchema implements EntitySchema<Customer> {
  /**
   * The {@code _et} value of every Customer item.
   */
  public static final String ENTITY_TYPE = "CUSTOMER";

  /**
   * The schema; it holds no state.
   */
  public static final CustomerSchema INSTANCE = new CustomerSchema();

  /**
   * The {@code _et} attribute of every item.
   */
  private static final AttributeValue STORED_ENTITY_TYPE = AttributeValue.fromS(ENTITY_TYPE);

  /**
   * The {@code sk} attribute of every item, {@code PROFILE}.
   */
  private static final AttributeValue SORT_KEY = AttributeValue.fromS("PROFILE");

  private CustomerSchema() {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ENTITY_TYPE, "<tablesmith version>");
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Customer entity) {
    ItemKey<Customer> key = CustomerKeys.keyOf(entity);
    ItemWriter item = new ItemWriter(ENTITY_TYPE, 6);
    item.string("pk", key.partition());
    item.shared("sk", SORT_KEY);
    item.shared("_et", STORED_ENTITY_TYPE);
    item.put("id", Codecs.UUID, entity.id());
    item.string("name", entity.name());
    item.string("email", entity.email());
    return item.build();
  }

  @Override
  public Customer fromItem(Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, item));
  }

  /**
   * An image of a change of this table, which the table's change decoder has dispatched here by its
   * {@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.
   */
  Customer fromImage(Map<String, AttributeValue> image, ItemKey<?> key) {
    return decode(ItemReader.ofImage(ENTITY_TYPE, image, key));
  }

  private Customer decode(ItemReader reader) {
    UUID id = reader.read("id", Codecs.UUID);
    if (!isKeyOf(reader.partitionKey(), reader.sortKey(), id)) {
      throw keyMismatch(reader, id);
    }
    Customer entity;
    try {
      entity = new Customer(
            id,
            reader.read("name", Codecs.STRING),
            reader.read("email", Codecs.STRING));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Customer", e);
    }
    if (entity.id() != id) {
      // the constructor changed a key component: the record must still have the key it is stored under
      if (!isKeyOf(reader.partitionKey(), reader.sortKey(), entity.id())) {
        throw keyMismatch(reader, entity.id());
      }
    }
    return entity;
  }

  @Override
  public ItemKey<Customer> keyOf(Customer entity) {
    return CustomerKeys.keyOf(entity);
  }

  /**
   * Whether the stored key is the one these key components render, compared in place (nothing
   * is rendered): pk {@code CUSTOMER#{id}}, sk {@code PROFILE}.
   */
  private static boolean isKeyOf(String pk, String sk, UUID id) {
    int at = KeyMatch.literal(pk, 0, "CUSTOMER#");
    at = KeyMatch.text(pk, at, id);
    if (!KeyMatch.ends(pk, at)) {
      return false;
    }
    return "PROFILE".equals(sk);
  }

  /**
   * The exception for an item whose stored key is not the one its key components render.
   */
  private static ItemDecodeException keyMismatch(ItemReader reader, UUID id) {
    return reader.keyMismatch("CUSTOMER#{id}", "PROFILE")
        .component("id", id)
        .exception();
  }

  /**
   * The runtime's facts about {@link Customer} beyond its codec, built when a repository, query or change
   * type first needs them, not when the codec is first used.
   */
  static final class Descriptors {
    /**
     * What the runtime knows of {@link Customer} beyond its codec: its key templates, version, queries and
     * indexes, and what a re-index rewrites.
     */
    static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
            KeyTemplate.of(KeyTemplate.literal("CUSTOMER#"),
                KeyTemplate.component("id", KeyTemplate.Type.UUID)),
            KeyTemplate.of(KeyTemplate.literal("PROFILE")));

    private Descriptors() {
    }
  }
}
