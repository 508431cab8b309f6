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
import io.tablesmith.internal.RuntimeVersion;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of {@link Cart}: stored attributes, key and index attributes, and {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CartSchema implements EntitySchema<Cart> {
  /**
   * The {@code _et} value of every Cart item.
   */
  public static final String ENTITY_TYPE = "CART";

  /**
   * The schema; it holds no state.
   */
  public static final CartSchema INSTANCE = new CartSchema();

  /**
   * The {@code _et} attribute of every item.
   */
  private static final AttributeValue STORED_ENTITY_TYPE = AttributeValue.fromS(ENTITY_TYPE);

  /**
   * The {@code sk} attribute of every item, {@code CART}.
   */
  private static final AttributeValue SORT_KEY = AttributeValue.fromS("CART");

  private static final Codec<List<String>> SKUS = Codecs.list(Codecs.STRING);

  private CartSchema() {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ENTITY_TYPE, "<tablesmith version>");
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Cart entity) {
    ItemKey<Cart> key = CartKeys.keyOf(entity);
    ItemWriter item = new ItemWriter(ENTITY_TYPE, 6);
    item.string("pk", key.partition());
    item.shared("sk", SORT_KEY);
    item.shared("_et", STORED_ENTITY_TYPE);
    item.put("customerId", Codecs.UUID, entity.customerId());
    item.put("skus", SKUS, entity.skus());
    item.put("updatedAt", Codecs.INSTANT, entity.updatedAt());
    return item.build();
  }

  @Override
  public Cart fromItem(Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, item));
  }

  /**
   * An image of a change of this table, which the table's change decoder has dispatched here by its
   * {@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.
   */
  Cart fromImage(Map<String, AttributeValue> image, ItemKey<?> key) {
    return decode(ItemReader.ofImage(ENTITY_TYPE, image, key));
  }

  private Cart decode(ItemReader reader) {
    UUID customerId = reader.read("customerId", Codecs.UUID);
    if (!isKeyOf(reader.partitionKey(), reader.sortKey(), customerId)) {
      throw keyMismatch(reader, customerId);
    }
    Cart entity;
    try {
      entity = new Cart(
            customerId,
            reader.read("skus", SKUS),
            reader.read("updatedAt", Codecs.INSTANT));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Cart", e);
    }
    if (entity.customerId() != customerId) {
      // the constructor changed a key component: the record must still have the key it is stored under
      if (!isKeyOf(reader.partitionKey(), reader.sortKey(), entity.customerId())) {
        throw keyMismatch(reader, entity.customerId());
      }
    }
    return entity;
  }

  @Override
  public ItemKey<Cart> keyOf(Cart entity) {
    return CartKeys.keyOf(entity);
  }

  /**
   * Whether the stored key is the one these key components render, compared in place (nothing
   * is rendered): pk {@code CUSTOMER#{customerId}}, sk {@code CART}.
   */
  private static boolean isKeyOf(String pk, String sk, UUID customerId) {
    int at = KeyMatch.literal(pk, 0, "CUSTOMER#");
    at = KeyMatch.text(pk, at, customerId);
    if (!KeyMatch.ends(pk, at)) {
      return false;
    }
    return "CART".equals(sk);
  }

  /**
   * The exception for an item whose stored key is not the one its key components render.
   */
  private static ItemDecodeException keyMismatch(ItemReader reader, UUID customerId) {
    return reader.keyMismatch("CUSTOMER#{customerId}", "CART")
        .component("customerId", customerId)
        .exception();
  }

  /**
   * The runtime's facts about {@link Cart} beyond its codec, built when a repository, query or change
   * type first needs them, not when the codec is first used.
   */
  static final class Descriptors {
    /**
     * What the runtime knows of {@link Cart} beyond its codec: its key templates, version, queries and
     * indexes, and what a re-index rewrites.
     */
    static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
            KeyTemplate.of(KeyTemplate.literal("CUSTOMER#"),
                KeyTemplate.component("customerId", KeyTemplate.Type.UUID)),
            KeyTemplate.of(KeyTemplate.literal("CART")))
        .withFixedWidthTime("updatedAt");

    private Descriptors() {
    }
  }
}
