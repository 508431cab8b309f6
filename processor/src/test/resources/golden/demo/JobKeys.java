package demo;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.KeyParts;
import java.time.Instant;
import javax.annotation.processing.Generated;

/**
 * Key builders of {@link Job} (entity type {@code JOB}).
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class JobKeys {
  private static final String ENTITY_TYPE = "JOB";

  private JobKeys() {
  }

  /**
   * The primary key of one Job: pk {@code JOB#{id}}, sk {@code METADATA}.
   * Serves JobRepository's get, delete and writes.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Job> key(String id) {
    return new ItemKey<>("JOB#".concat(KeyParts.text(ENTITY_TYPE, "id", id)), "METADATA");
  }

  /**
   * The primary key of {@code entity}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Job> keyOf(Job entity) {
    return key(entity.id());
  }

  /**
   * The partition key value of the table's primary key, {@code JOB#{id}}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String partition(String id) {
    return "JOB#".concat(KeyParts.text(ENTITY_TYPE, "id", id));
  }

  /**
   * The partition key of index {@code gsi1}, {@code STATUS#{status}}; the partition JobRepository.byStatus reads.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String byStatusPartition(JobStatus status) {
    return "STATUS#".concat(KeyParts.text(ENTITY_TYPE, "status", status));
  }

  /**
   * The sort key of index {@code gsi1}, {@code {createdAt}}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String byStatusSort(Instant createdAt) {
    return KeyParts.text(ENTITY_TYPE, "createdAt", createdAt);
  }
}
