package vector;

import io.tablesmith.condition.ComparableField;
import io.tablesmith.condition.SizedField;
import io.tablesmith.condition.StringField;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on the components of {@link Passage}, for PassageRepository's conditional writes and updates:
 * {@code PassageConditions.<component>().eq(value).and(...)}. Values are encoded as {@link PassageSchema} stores them.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PassageConditions {
  private static final StringField<Passage> BOOK = new StringField<>("book", "book", value -> ComponentValues.encode(PassageSchema.ENTITY_TYPE, "book", Codecs.STRING, value));

  private static final StringField<Passage> ID = new StringField<>("id", "id", value -> ComponentValues.encode(PassageSchema.ENTITY_TYPE, "id", Codecs.STRING, value));

  private static final ComparableField<Passage, Integer> CHAPTER = new ComparableField<>("chapter", "chapter", value -> ComponentValues.encode(PassageSchema.ENTITY_TYPE, "chapter", Codecs.INT, value));

  private static final StringField<Passage> TEXT = new StringField<>("text", "text", value -> ComponentValues.encode(PassageSchema.ENTITY_TYPE, "text", Codecs.STRING, value));

  private static final SizedField<Passage> EMBEDDING = new SizedField<>("embedding", "embedding");

  private PassageConditions() {
  }

  /**
   * Conditions on {@code book} (stored as {@code book}).
   */
  public static StringField<Passage> book() {
    return BOOK;
  }

  /**
   * Conditions on {@code id} (stored as {@code id}).
   */
  public static StringField<Passage> id() {
    return ID;
  }

  /**
   * Conditions on {@code chapter} (stored as {@code chapter}).
   */
  public static ComparableField<Passage, Integer> chapter() {
    return CHAPTER;
  }

  /**
   * Conditions on {@code text} (stored as {@code text}).
   */
  public static StringField<Passage> text() {
    return TEXT;
  }

  /**
   * Conditions on {@code embedding} (stored as {@code embedding}).
   * Presence and {@code size()} only: a value condition on it would compare the whole stored value.
   */
  public static SizedField<Passage> embedding() {
    return EMBEDDING;
  }
}
