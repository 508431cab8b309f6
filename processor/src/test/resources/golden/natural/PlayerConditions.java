package natural;

import io.tablesmith.condition.ComparableField;
import io.tablesmith.condition.StringField;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import java.time.Instant;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on the components of {@link Player}, for PlayerRepository's conditional writes and updates:
 * {@code PlayerConditions.<component>().eq(value).and(...)}. Values are encoded as {@link PlayerSchema} stores them.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PlayerConditions {
  private static final StringField<Player> ID = new StringField<>("id", "id", value -> ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "id", Codecs.STRING, value));

  private static final StringField<Player> NAME = new StringField<>("name", "name", value -> ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "name", Codecs.STRING, value));

  private static final StringField<Player> GAME = new StringField<>("game", "game", value -> ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "game", Codecs.STRING, value));

  private static final StringField<Player> REGION = new StringField<>("region", "region", value -> ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "region", Codecs.STRING, value));

  private static final StringField<Player> SEASON = new StringField<>("season", "season", value -> ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "season", Codecs.STRING, value));

  private static final ComparableField<Player, Long> RATING = new ComparableField<>("rating", "rating", value -> ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "rating", Codecs.LONG, value));

  private static final ComparableField<Player, Instant> JOINED_AT = new ComparableField<>("joinedAt", "joinedAt", List.of(), null, value -> ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "joinedAt", Codecs.INSTANT, value), Codecs.INSTANT);

  private PlayerConditions() {
  }

  /**
   * Conditions on {@code id} (stored as {@code id}).
   */
  public static StringField<Player> id() {
    return ID;
  }

  /**
   * Conditions on {@code name} (stored as {@code name}).
   */
  public static StringField<Player> name() {
    return NAME;
  }

  /**
   * Conditions on {@code game} (stored as {@code game}).
   */
  public static StringField<Player> game() {
    return GAME;
  }

  /**
   * Conditions on {@code region} (stored as {@code region}).
   */
  public static StringField<Player> region() {
    return REGION;
  }

  /**
   * Conditions on {@code season} (stored as {@code season}).
   */
  public static StringField<Player> season() {
    return SEASON;
  }

  /**
   * Conditions on {@code rating} (stored as {@code rating}).
   */
  public static ComparableField<Player, Long> rating() {
    return RATING;
  }

  /**
   * Conditions on {@code joinedAt} (stored as {@code joinedAt}).
   * Ordered as time for values in the years 0000 to 9999 (a bound outside them is refused);
   * equality also matches an item that still holds the value's former text.
   */
  public static ComparableField<Player, Instant> joinedAt() {
    return JOINED_AT;
  }
}
