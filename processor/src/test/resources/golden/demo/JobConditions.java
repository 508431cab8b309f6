package demo;

import io.tablesmith.condition.ComparableField;
import io.tablesmith.condition.Field;
import io.tablesmith.condition.StringField;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import java.time.Instant;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on the components of {@link Job}, for JobRepository's conditional writes and updates:
 * {@code JobConditions.<component>().eq(value).and(...)}. Values are encoded as {@link JobSchema} stores them.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class JobConditions {
  private static final StringField<Job> ID = new StringField<>("id", "id", value -> ComponentValues.encode(JobSchema.ENTITY_TYPE, "id", Codecs.STRING, value));

  private static final Field<Job, JobStatus> STATUS = new Field<>("status", "status", value -> ComponentValues.encode(JobSchema.ENTITY_TYPE, "status", Codecs.enumOf(JobStatus.values()), value));

  private static final ComparableField<Job, Instant> CREATED_AT = new ComparableField<>("createdAt", "createdAt", List.of(), null, value -> ComponentValues.encode(JobSchema.ENTITY_TYPE, "createdAt", Codecs.INSTANT, value), Codecs.INSTANT);

  private static final StringField<Job> TITLE = new StringField<>("title", "title", value -> ComponentValues.encode(JobSchema.ENTITY_TYPE, "title", Codecs.STRING, value));

  private static final ComparableField<Job, Long> VERSION = new ComparableField<>("version", "version", value -> ComponentValues.encode(JobSchema.ENTITY_TYPE, "version", Codecs.LONG, value));

  private JobConditions() {
  }

  /**
   * Conditions on {@code id} (stored as {@code id}).
   */
  public static StringField<Job> id() {
    return ID;
  }

  /**
   * Conditions on {@code status} (stored as {@code status}).
   * Equality, {@code in} and presence only: it is stored by constant name, which sorts by name, not by declaration order.
   */
  public static Field<Job, JobStatus> status() {
    return STATUS;
  }

  /**
   * Conditions on {@code createdAt} (stored as {@code createdAt}).
   * Ordered as time for values in the years 0000 to 9999 (a bound outside them is refused);
   * equality also matches an item that still holds the value's former text.
   */
  public static ComparableField<Job, Instant> createdAt() {
    return CREATED_AT;
  }

  /**
   * Conditions on {@code title} (stored as {@code title}).
   */
  public static StringField<Job> title() {
    return TITLE;
  }

  /**
   * Conditions on {@code version} (stored as {@code version}).
   */
  public static ComparableField<Job, Long> version() {
    return VERSION;
  }
}
