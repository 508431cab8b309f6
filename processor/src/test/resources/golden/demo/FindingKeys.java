package demo;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.KeyParts;
import javax.annotation.processing.Generated;

/**
 * Key builders of {@link Finding} (entity type {@code FINDING}).
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class FindingKeys {
  private static final String ENTITY_TYPE = "FINDING";

  private FindingKeys() {
  }

  /**
   * The primary key of one Finding: pk {@code JOB#{jobId}}, sk {@code FINDING#{findingId}}.
   * Serves FindingRepository's get, delete and writes.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Finding> key(String jobId, String findingId) {
    return new ItemKey<>("JOB#".concat(KeyParts.text(ENTITY_TYPE, "jobId", jobId)), "FINDING#".concat(KeyParts.text(ENTITY_TYPE, "findingId", findingId)));
  }

  /**
   * The primary key of {@code entity}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Finding> keyOf(Finding entity) {
    return key(entity.jobId(), entity.findingId());
  }

  /**
   * The partition key value of the table's primary key, {@code JOB#{jobId}}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String partition(String jobId) {
    return "JOB#".concat(KeyParts.text(ENTITY_TYPE, "jobId", jobId));
  }
}
