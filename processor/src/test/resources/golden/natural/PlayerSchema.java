package natural;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.EntityDescriptor;
import io.tablesmith.internal.IndexKeys;
import io.tablesmith.internal.ItemReader;
import io.tablesmith.internal.ItemWriter;
import io.tablesmith.internal.KeyMatch;
import io.tablesmith.internal.KeyTemplate;
import io.tablesmith.internal.NaturalQueryDescriptor;
import io.tablesmith.internal.RuntimeVersion;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of {@link Player}: stored attributes, key and index attributes, and {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PlayerSchema implements EntitySchema<Player> {
  /**
   * The {@code _et} value of every Player item.
   */
  public static final String ENTITY_TYPE = "PLAYER";

  /**
   * The schema; it holds no state.
   */
  public static final PlayerSchema INSTANCE = new PlayerSchema();

  /**
   * The {@code _et} attribute of every item.
   */
  private static final AttributeValue STORED_ENTITY_TYPE = AttributeValue.fromS(ENTITY_TYPE);

  /**
   * The {@code sk} attribute of every item, {@code PROFILE}.
   */
  private static final AttributeValue SORT_KEY = AttributeValue.fromS("PROFILE");

  private PlayerSchema() {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ENTITY_TYPE, "<tablesmith version>");
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Player entity) {
    ItemKey<Player> key = PlayerKeys.keyOf(entity);
    ItemWriter item = new ItemWriter(ENTITY_TYPE, 10);
    item.string("pk", key.partition());
    item.shared("sk", SORT_KEY);
    item.shared("_et", STORED_ENTITY_TYPE);
    item.string("id", entity.id());
    item.string("name", entity.name());
    item.string("game", entity.game());
    item.string("region", entity.region());
    item.string("season", entity.season());
    item.number("rating", entity.rating());
    item.put("joinedAt", Codecs.INSTANT, entity.joinedAt());
    IndexKeys.requireNotEmpty(ENTITY_TYPE, key, "game", "leaderboard", entity.game());
    IndexKeys.requireNotEmpty(ENTITY_TYPE, key, "region", "leaderboard", entity.region());
    IndexKeys.requireNotEmpty(ENTITY_TYPE, key, "season", "leaderboard", entity.season());
    IndexKeys.requireNotEmpty(ENTITY_TYPE, key, "name", "byName", entity.name());
    return item.build();
  }

  @Override
  public Player fromItem(Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, item));
  }

  /**
   * An image of a change of this table, which the table's change decoder has dispatched here by its
   * {@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.
   */
  Player fromImage(Map<String, AttributeValue> image, ItemKey<?> key) {
    return decode(ItemReader.ofImage(ENTITY_TYPE, image, key));
  }

  private Player decode(ItemReader reader) {
    String id = reader.read("id", Codecs.STRING);
    if (!isKeyOf(reader.partitionKey(), reader.sortKey(), id)) {
      throw keyMismatch(reader, id);
    }
    Player entity;
    try {
      entity = new Player(
            id,
            reader.read("name", Codecs.STRING),
            reader.read("game", Codecs.STRING),
            reader.read("region", Codecs.STRING),
            reader.read("season", Codecs.STRING),
            reader.required("rating", Codecs.LONG),
            reader.read("joinedAt", Codecs.INSTANT));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Player", e);
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
  public ItemKey<Player> keyOf(Player entity) {
    return PlayerKeys.keyOf(entity);
  }

  /**
   * Whether the stored key is the one these key components render, compared in place (nothing
   * is rendered): pk {@code PLAYER#{id}}, sk {@code PROFILE}.
   */
  private static boolean isKeyOf(String pk, String sk, String id) {
    int at = KeyMatch.literal(pk, 0, "PLAYER#");
    at = KeyMatch.text(pk, at, id);
    if (!KeyMatch.ends(pk, at)) {
      return false;
    }
    return "PROFILE".equals(sk);
  }

  /**
   * The exception for an item whose stored key is not the one its key components render.
   */
  private static ItemDecodeException keyMismatch(ItemReader reader, String id) {
    return reader.keyMismatch("PLAYER#{id}", "PROFILE")
        .component("id", id)
        .exception();
  }

  /**
   * The runtime's facts about {@link Player} beyond its codec, built when a repository, query or change
   * type first needs them, not when the codec is first used.
   */
  static final class Descriptors {
    /**
     * Query {@code leaderboard}: one partition of natural index {@code leaderboard}.
     */
    static final NaturalQueryDescriptor LEADERBOARD = NaturalQueryDescriptor.of("leaderboard").onIndex("leaderboard")
        .partitionedBy("game", "region").sortedBy("season", "rating");

    /**
     * Query {@code byName}: one partition of natural index {@code byName}.
     */
    static final NaturalQueryDescriptor BY_NAME = NaturalQueryDescriptor.of("byName").onIndex("byName")
        .partitionedBy("name");

    /**
     * What the runtime knows of {@link Player} beyond its codec: its key templates, version, queries and
     * indexes, and what a re-index rewrites.
     */
    static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
            KeyTemplate.of(KeyTemplate.literal("PLAYER#"),
                KeyTemplate.component("id", KeyTemplate.Type.STRING)),
            KeyTemplate.of(KeyTemplate.literal("PROFILE")))
        .withNaturalIndex(LEADERBOARD)
        .withNaturalIndex(BY_NAME)
        .withFixedWidthTime("joinedAt");

    private Descriptors() {
    }
  }
}
