package vector;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.EntityDescriptor;
import io.tablesmith.internal.ItemReader;
import io.tablesmith.internal.ItemWriter;
import io.tablesmith.internal.KeyMatch;
import io.tablesmith.internal.KeyTemplate;
import io.tablesmith.internal.QueryDescriptor;
import io.tablesmith.internal.RuntimeVersion;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of {@link Passage}: stored attributes, key and index attributes, and {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PassageSchema implements EntitySchema<Passage> {
  /**
   * The {@code _et} value of every Passage item.
   */
  public static final String ENTITY_TYPE = "PASSAGE";

  /**
   * The schema; it holds no state.
   */
  public static final PassageSchema INSTANCE = new PassageSchema();

  /**
   * The {@code _et} attribute of every item.
   */
  private static final AttributeValue STORED_ENTITY_TYPE = AttributeValue.fromS(ENTITY_TYPE);

  private PassageSchema() {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ENTITY_TYPE, "<tablesmith version>");
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Passage entity) {
    ItemKey<Passage> key = PassageKeys.keyOf(entity);
    ItemWriter item = new ItemWriter(ENTITY_TYPE, 8);
    item.string("pk", key.partition());
    item.string("sk", key.sort());
    item.shared("_et", STORED_ENTITY_TYPE);
    item.string("book", entity.book());
    item.string("id", entity.id());
    item.number("chapter", entity.chapter());
    item.string("text", entity.text());
    item.put("embedding", Codecs.FLOAT_VECTOR, entity.embedding());
    return item.build();
  }

  @Override
  public Passage fromItem(Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, item));
  }

  /**
   * An image of a change of this table, which the table's change decoder has dispatched here by its
   * {@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.
   */
  Passage fromImage(Map<String, AttributeValue> image, ItemKey<?> key) {
    return decode(ItemReader.ofImage(ENTITY_TYPE, image, key));
  }

  private Passage decode(ItemReader reader) {
    String book = reader.read("book", Codecs.STRING);
    String id = reader.read("id", Codecs.STRING);
    if (!isKeyOf(reader.partitionKey(), reader.sortKey(), book, id)) {
      throw keyMismatch(reader, book, id);
    }
    Passage entity;
    try {
      entity = new Passage(
            book,
            id,
            reader.required("chapter", Codecs.INT),
            reader.read("text", Codecs.STRING),
            reader.read("embedding", Codecs.FLOAT_VECTOR));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Passage", e);
    }
    if (entity.book() != book || entity.id() != id) {
      // the constructor changed a key component: the record must still have the key it is stored under
      if (!isKeyOf(reader.partitionKey(), reader.sortKey(), entity.book(), entity.id())) {
        throw keyMismatch(reader, entity.book(), entity.id());
      }
    }
    return entity;
  }

  @Override
  public ItemKey<Passage> keyOf(Passage entity) {
    return PassageKeys.keyOf(entity);
  }

  /**
   * Whether the stored key is the one these key components render, compared in place (nothing
   * is rendered): pk {@code BOOK#{book}}, sk {@code PASSAGE#{id}}.
   */
  private static boolean isKeyOf(String pk, String sk, String book, String id) {
    int at = KeyMatch.literal(pk, 0, "BOOK#");
    at = KeyMatch.text(pk, at, book);
    if (!KeyMatch.ends(pk, at)) {
      return false;
    }
    at = KeyMatch.literal(sk, 0, "PASSAGE#");
    at = KeyMatch.text(sk, at, id);
    return KeyMatch.ends(sk, at);
  }

  /**
   * The exception for an item whose stored key is not the one its key components render.
   */
  private static ItemDecodeException keyMismatch(ItemReader reader, String book, String id) {
    return reader.keyMismatch("BOOK#{book}", "PASSAGE#{id}")
        .component("book", book)
        .component("id", id)
        .exception();
  }

  /**
   * The runtime's facts about {@link Passage} beyond its codec, built when a repository, query or change
   * type first needs them, not when the codec is first used.
   */
  static final class Descriptors {
    /**
     * Query {@code query}: one partition of the table's primary key.
     */
    static final QueryDescriptor QUERY = QueryDescriptor.of("query").withSortPrefix("PASSAGE#");

    /**
     * What the runtime knows of {@link Passage} beyond its codec: its key templates, version, queries and
     * indexes, and what a re-index rewrites.
     */
    static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
            KeyTemplate.of(KeyTemplate.literal("BOOK#"),
                KeyTemplate.component("book", KeyTemplate.Type.STRING)),
            KeyTemplate.of(KeyTemplate.literal("PASSAGE#"),
                KeyTemplate.component("id", KeyTemplate.Type.STRING)))
        .withPrimaryQuery(QUERY);

    private Descriptors() {
    }
  }
}
