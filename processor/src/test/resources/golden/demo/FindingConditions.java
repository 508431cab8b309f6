package demo;

import io.tablesmith.condition.ComparableField;
import io.tablesmith.condition.StringField;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on the components of {@link Finding}, for FindingRepository's conditional writes and updates:
 * {@code FindingConditions.<component>().eq(value).and(...)}. Values are encoded as {@link FindingSchema} stores them.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class FindingConditions {
  private static final StringField<Finding> JOB_ID = new StringField<>("jobId", "jobId", value -> ComponentValues.encode(FindingSchema.ENTITY_TYPE, "jobId", Codecs.STRING, value));

  private static final StringField<Finding> FINDING_ID = new StringField<>("findingId", "findingId", value -> ComponentValues.encode(FindingSchema.ENTITY_TYPE, "findingId", Codecs.STRING, value));

  private static final StringField<Finding> SUMMARY = new StringField<>("summary", "summary", value -> ComponentValues.encode(FindingSchema.ENTITY_TYPE, "summary", Codecs.STRING, value));

  private static final ComparableField<Finding, Double> SCORE = new ComparableField<>("score", "score", value -> ComponentValues.encode(FindingSchema.ENTITY_TYPE, "score", Codecs.DOUBLE, value));

  private FindingConditions() {
  }

  /**
   * Conditions on {@code jobId} (stored as {@code jobId}).
   */
  public static StringField<Finding> jobId() {
    return JOB_ID;
  }

  /**
   * Conditions on {@code findingId} (stored as {@code findingId}).
   */
  public static StringField<Finding> findingId() {
    return FINDING_ID;
  }

  /**
   * Conditions on {@code summary} (stored as {@code summary}).
   */
  public static StringField<Finding> summary() {
    return SUMMARY;
  }

  /**
   * Conditions on {@code score} (stored as {@code score}).
   */
  public static ComparableField<Finding, Double> score() {
    return SCORE;
  }
}
