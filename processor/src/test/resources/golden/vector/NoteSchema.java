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
import io.tablesmith.internal.RuntimeVersion;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of {@link Note}: stored attributes, key and index attributes, and {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class NoteSchema implements EntitySchema<Note> {
  /**
   * The {@code _et} value of every Note item.
   */
  public static final String ENTITY_TYPE = "NOTE";

  /**
   * The schema; it holds no state.
   */
  public static final NoteSchema INSTANCE = new NoteSchema();

  /**
   * The {@code _et} attribute of every item.
   */
  private static final AttributeValue STORED_ENTITY_TYPE = AttributeValue.fromS(ENTITY_TYPE);

  /**
   * The {@code sk} attribute of every item, {@code N}.
   */
  private static final AttributeValue SORT_KEY = AttributeValue.fromS("N");

  private NoteSchema() {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ENTITY_TYPE, "<tablesmith version>");
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Note entity) {
    ItemKey<Note> key = NoteKeys.keyOf(entity);
    ItemWriter item = new ItemWriter(ENTITY_TYPE, 6);
    item.string("pk", key.partition());
    item.shared("sk", SORT_KEY);
    item.shared("_et", STORED_ENTITY_TYPE);
    item.string("id", entity.id());
    item.string("text", entity.text());
    item.put("meaning", Codecs.FLOAT_VECTOR, entity.meaning());
    return item.build();
  }

  @Override
  public Note fromItem(Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, item));
  }

  /**
   * An image of a change of this table, which the table's change decoder has dispatched here by its
   * {@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.
   */
  Note fromImage(Map<String, AttributeValue> image, ItemKey<?> key) {
    return decode(ItemReader.ofImage(ENTITY_TYPE, image, key));
  }

  private Note decode(ItemReader reader) {
    String id = reader.read("id", Codecs.STRING);
    if (!isKeyOf(reader.partitionKey(), reader.sortKey(), id)) {
      throw keyMismatch(reader, id);
    }
    Note entity;
    try {
      entity = new Note(
            id,
            reader.read("text", Codecs.STRING),
            reader.read("meaning", Codecs.FLOAT_VECTOR));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Note", e);
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
  public ItemKey<Note> keyOf(Note entity) {
    return NoteKeys.keyOf(entity);
  }

  /**
   * Whether the stored key is the one these key components render, compared in place (nothing
   * is rendered): pk {@code NOTE#{id}}, sk {@code N}.
   */
  private static boolean isKeyOf(String pk, String sk, String id) {
    int at = KeyMatch.literal(pk, 0, "NOTE#");
    at = KeyMatch.text(pk, at, id);
    if (!KeyMatch.ends(pk, at)) {
      return false;
    }
    return "N".equals(sk);
  }

  /**
   * The exception for an item whose stored key is not the one its key components render.
   */
  private static ItemDecodeException keyMismatch(ItemReader reader, String id) {
    return reader.keyMismatch("NOTE#{id}", "N")
        .component("id", id)
        .exception();
  }

  /**
   * The runtime's facts about {@link Note} beyond its codec, built when a repository, query or change
   * type first needs them, not when the codec is first used.
   */
  static final class Descriptors {
    /**
     * What the runtime knows of {@link Note} beyond its codec: its key templates, version, queries and
     * indexes, and what a re-index rewrites.
     */
    static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
            KeyTemplate.of(KeyTemplate.literal("NOTE#"),
                KeyTemplate.component("id", KeyTemplate.Type.STRING)),
            KeyTemplate.of(KeyTemplate.literal("N")));

    private Descriptors() {
    }
  }
}
