package demo;

import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.internal.QuerySpec;
import io.tablesmith.internal.RepositoryCore;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Job} items (entity type {@code JOB}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class JobRepository {
  private final RepositoryCore<Job> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public JobRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, JobSchema.INSTANCE, "version");
  }

  /**
   * Stores a new Job; the write is conditional on no item having its key.
   * The stored record carries version 1, whatever {@code job} holds.
   *
   * @return the record as stored
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Job create(Job job) {
    Job stored = withVersion(job, 1L);
    this.core.create(stored);
    return stored;
  }

  /**
   * Stores a Job whether or not an item has its key (an upsert).
   * An existing item is overwritten only while its stored version equals the record's;
   * the stored record carries the next version.
   *
   * @return the record as stored, with its new version
   * @throws io.tablesmith.OptimisticLockException when the stored version differs
   */
  public Job put(Job job) {
    long expected = job.version();
    Job stored = withVersion(job, expected + 1);
    this.core.put(stored, expected);
    return stored;
  }

  /**
   * Overwrites the stored Job with this key; the write is conditional on the item existing
   * at the record's version. The stored record carries the next version.
   *
   * @return the record as stored, with its new version
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.OptimisticLockException when the stored version differs
   */
  public Job replace(Job job) {
    long expected = job.version();
    Job stored = withVersion(job, expected + 1);
    this.core.replace(stored, expected);
    return stored;
  }

  /**
   * Access pattern: get one Job by its key (an eventually consistent read).
   */
  public Optional<Job> get(String id) {
    return this.core.get(JobKeys.key(id), false);
  }

  /**
   * Access pattern: get one Job by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Job> getConsistent(String id) {
    return this.core.get(JobKeys.key(id), true);
  }

  /**
   * Deletes the Job with this key, if there is one, whatever its version; {@link #delete(Job)} checks it.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Job> delete(String id) {
    return this.core.delete(JobKeys.key(id));
  }

  /**
   * Deletes this Job only while its stored version equals {@code job.version()}.
   *
   * @return the item as it was stored
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.OptimisticLockException when the stored version differs
   */
  public Job delete(Job job) {
    return this.core.delete(JobKeys.keyOf(job), job.version());
  }

  /**
   * Access pattern: Job items by index {@code gsi1}, pk {@code STATUS#{status}}, in sort key order (sk {@code {createdAt}}).
   * The index is sparse: items whose status or createdAt is absent are not in it.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public Page<Job> byStatus(JobStatus status, PageRequest page) {
    return this.core.query(QuerySpec.index("byStatus", "gsi1", JobKeys.byStatusPartition(status), ""), page);
  }

  private static Job withVersion(Job job, long version) {
    return new Job(job.id(), job.status(), job.createdAt(), job.title(), version);
  }
}
