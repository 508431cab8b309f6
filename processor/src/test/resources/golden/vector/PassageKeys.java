package vector;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.KeyParts;
import javax.annotation.processing.Generated;

/**
 * Key builders of {@link Passage} (entity type {@code PASSAGE}).
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PassageKeys {
  private static final String ENTITY_TYPE = "PASSAGE";

  private PassageKeys() {
  }

  /**
   * The primary key of one Passage: pk {@code BOOK#{book}}, sk {@code PASSAGE#{id}}.
   * Serves PassageRepository's get, delete and writes.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Passage> key(String book, String id) {
    return new ItemKey<>("BOOK#".concat(KeyParts.text(ENTITY_TYPE, "book", book)), "PASSAGE#".concat(KeyParts.text(ENTITY_TYPE, "id", id)));
  }

  /**
   * The primary key of {@code entity}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Passage> keyOf(Passage entity) {
    return key(entity.book(), entity.id());
  }

  /**
   * The partition key value of the table's primary key, {@code BOOK#{book}}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String partition(String book) {
    return "BOOK#".concat(KeyParts.text(ENTITY_TYPE, "book", book));
  }
}
