package vector;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.KeyParts;
import javax.annotation.processing.Generated;

/**
 * Key builders of {@link Note} (entity type {@code NOTE}).
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class NoteKeys {
  private static final String ENTITY_TYPE = "NOTE";

  private NoteKeys() {
  }

  /**
   * The primary key of one Note: pk {@code NOTE#{id}}, sk {@code N}.
   * Serves NoteRepository's get, delete and writes.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Note> key(String id) {
    return new ItemKey<>("NOTE#".concat(KeyParts.text(ENTITY_TYPE, "id", id)), "N");
  }

  /**
   * The primary key of {@code entity}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Note> keyOf(Note entity) {
    return key(entity.id());
  }

  /**
   * The partition key value of the table's primary key, {@code NOTE#{id}}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String partition(String id) {
    return "NOTE#".concat(KeyParts.text(ENTITY_TYPE, "id", id));
  }
}
