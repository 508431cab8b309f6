package collection;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.internal.Codec;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.EntityDescriptor;
import io.tablesmith.internal.ItemReader;
import io.tablesmith.internal.ItemWriter;
import io.tablesmith.internal.KeyMatch;
import io.tablesmith.internal.KeyTemplate;
import io.tablesmith.internal.QueryDescriptor;
import io.tablesmith.internal.RuntimeVersion;
import io.tablesmith.internal.StoredForms;
import java.time.LocalDate;
import java.util.Map;
import java.util.UUID;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of {@link Order}: stored attributes, key and index attributes, and {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class OrderSchema implements EntitySchema<Order> {
  /**
   * The {@code _et} value of every Order item.
   */
  public static final String ENTITY_TYPE = "ORDER";

  /**
   * The schema; it holds no state.
   */
  public static final OrderSchema INSTANCE = new OrderSchema();

  /**
   * The {@code _et} attribute of every item.
   */
  private static final AttributeValue STORED_ENTITY_TYPE = AttributeValue.fromS(ENTITY_TYPE);

  private static final Codec<OrderStatus> STATUS = Codecs.enumOf(OrderStatus.values());

  private OrderSchema() {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ENTITY_TYPE, "<tablesmith version>");
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Order entity) {
    ItemKey<Order> key = OrderKeys.keyOf(entity);
    ItemWriter item = new ItemWriter(ENTITY_TYPE, 8);
    item.string("pk", key.partition());
    item.string("sk", key.sort());
    item.shared("_et", STORED_ENTITY_TYPE);
    item.put("customerId", Codecs.UUID, entity.customerId());
    item.put("placedOn", Codecs.LOCAL_DATE, entity.placedOn());
    item.number("number", entity.number());
    item.put("status", STATUS, entity.status());
    item.put("total", Codecs.BIG_DECIMAL, entity.total());
    return item.build();
  }

  @Override
  public Order fromItem(Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, item));
  }

  /**
   * An image of a change of this table, which the table's change decoder has dispatched here by its
   * {@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.
   */
  Order fromImage(Map<String, AttributeValue> image, ItemKey<?> key) {
    return decode(ItemReader.ofImage(ENTITY_TYPE, image, key));
  }

  private Order decode(ItemReader reader) {
    UUID customerId = reader.read("customerId", Codecs.UUID);
    LocalDate placedOn = reader.read("placedOn", Codecs.LOCAL_DATE);
    Integer number = reader.read("number", Codecs.INT);
    if (!isKeyOf(reader.partitionKey(), reader.sortKey(), customerId, placedOn, number)) {
      throw keyMismatch(reader, customerId, placedOn, number);
    }
    Order entity;
    try {
      entity = new Order(
            customerId,
            placedOn,
            number,
            reader.read("status", STATUS),
            reader.read("total", Codecs.BIG_DECIMAL));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Order", e);
    }
    if (entity.customerId() != customerId || entity.placedOn() != placedOn || entity.number() != number) {
      // the constructor changed a key component: the record must still have the key it is stored under
      if (!isKeyOf(reader.partitionKey(), reader.sortKey(), entity.customerId(), entity.placedOn(), entity.number())) {
        throw keyMismatch(reader, entity.customerId(), entity.placedOn(), entity.number());
      }
    }
    return entity;
  }

  @Override
  public ItemKey<Order> keyOf(Order entity) {
    return OrderKeys.keyOf(entity);
  }

  /**
   * The record a read returns once {@code item} is stored: decoded with its numbers as DynamoDB keeps
   * them, since {@code total} can hold a value that reads back otherwise.
   */
  @Override
  public Order asStored(Order entity, Map<String, AttributeValue> item) {
    if (StoredForms.isNormal(entity.total())) {
      return entity;
    }
    return decode(new ItemReader(ENTITY_TYPE, StoredForms.normalized(item)));
  }

  /**
   * Whether the stored key is the one these key components render, compared in place (nothing
   * is rendered): pk {@code CUSTOMER#{customerId}}, sk {@code ORDER#{placedOn}#{number:04}}.
   */
  private static boolean isKeyOf(String pk, String sk, UUID customerId, LocalDate placedOn,
      Integer number) {
    int at = KeyMatch.literal(pk, 0, "CUSTOMER#");
    at = KeyMatch.text(pk, at, customerId);
    if (!KeyMatch.ends(pk, at)) {
      return false;
    }
    at = KeyMatch.literal(sk, 0, "ORDER#");
    at = KeyMatch.text(sk, at, placedOn);
    at = KeyMatch.literal(sk, at, "#");
    at = KeyMatch.padded(sk, at, number, 4);
    return KeyMatch.ends(sk, at);
  }

  /**
   * The exception for an item whose stored key is not the one its key components render.
   */
  private static ItemDecodeException keyMismatch(ItemReader reader, UUID customerId,
      LocalDate placedOn, Integer number) {
    return reader.keyMismatch("CUSTOMER#{customerId}", "ORDER#{placedOn}#{number:04}")
        .component("customerId", customerId)
        .component("placedOn", placedOn)
        .component("number", number)
        .exception();
  }

  /**
   * The runtime's facts about {@link Order} beyond its codec, built when a repository, query or change
   * type first needs them, not when the codec is first used.
   */
  static final class Descriptors {
    /**
     * Query {@code ordersOf}: one partition of the table's primary key.
     */
    static final QueryDescriptor ORDERS_OF = QueryDescriptor.of("ordersOf").withSortPrefix("ORDER#");

    /**
     * What the runtime knows of {@link Order} beyond its codec: its key templates, version, queries and
     * indexes, and what a re-index rewrites.
     */
    static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
            KeyTemplate.of(KeyTemplate.literal("CUSTOMER#"),
                KeyTemplate.component("customerId", KeyTemplate.Type.UUID)),
            KeyTemplate.of(KeyTemplate.literal("ORDER#"),
                KeyTemplate.component("placedOn", KeyTemplate.Type.DATE), KeyTemplate.literal("#"),
                KeyTemplate.padded("number", KeyTemplate.Type.INT, 4)))
        .withPrimaryQuery(ORDERS_OF);

    private Descriptors() {
    }
  }
}
