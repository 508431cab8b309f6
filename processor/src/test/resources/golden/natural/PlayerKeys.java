package natural;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.KeyParts;
import javax.annotation.processing.Generated;

/**
 * Key builders of {@link Player} (entity type {@code PLAYER}).
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PlayerKeys {
  private static final String ENTITY_TYPE = "PLAYER";

  private PlayerKeys() {
  }

  /**
   * The primary key of one Player: pk {@code PLAYER#{id}}, sk {@code PROFILE}.
   * Serves PlayerRepository's get, delete and writes.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Player> key(String id) {
    return new ItemKey<>("PLAYER#".concat(KeyParts.text(ENTITY_TYPE, "id", id)), "PROFILE");
  }

  /**
   * The primary key of {@code entity}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Player> keyOf(Player entity) {
    return key(entity.id());
  }

  /**
   * The partition key value of the table's primary key, {@code PLAYER#{id}}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String partition(String id) {
    return "PLAYER#".concat(KeyParts.text(ENTITY_TYPE, "id", id));
  }
}
