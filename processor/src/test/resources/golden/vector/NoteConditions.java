package vector;

import io.tablesmith.condition.SizedField;
import io.tablesmith.condition.StringField;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on the components of {@link Note}, for NoteRepository's conditional writes and updates:
 * {@code NoteConditions.<component>().eq(value).and(...)}. Values are encoded as {@link NoteSchema} stores them.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class NoteConditions {
  private static final StringField<Note> ID = new StringField<>("id", "id", value -> ComponentValues.encode(NoteSchema.ENTITY_TYPE, "id", Codecs.STRING, value));

  private static final StringField<Note> TEXT = new StringField<>("text", "text", value -> ComponentValues.encode(NoteSchema.ENTITY_TYPE, "text", Codecs.STRING, value));

  private static final SizedField<Note> MEANING = new SizedField<>("meaning", "meaning");

  private NoteConditions() {
  }

  /**
   * Conditions on {@code id} (stored as {@code id}).
   */
  public static StringField<Note> id() {
    return ID;
  }

  /**
   * Conditions on {@code text} (stored as {@code text}).
   */
  public static StringField<Note> text() {
    return TEXT;
  }

  /**
   * Conditions on {@code meaning} (stored as {@code meaning}).
   * Presence and {@code size()} only: a value condition on it would compare the whole stored value.
   */
  public static SizedField<Note> meaning() {
    return MEANING;
  }
}
