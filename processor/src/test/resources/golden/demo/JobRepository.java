package demo;

import io.tablesmith.Condition;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.internal.KeyParts;
import io.tablesmith.internal.QuerySpec;
import io.tablesmith.internal.RepositoryCore;
import io.tablesmith.internal.SortRange;
import java.time.Instant;
import java.util.Optional;
import java.util.stream.Stream;
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
   * Starts a typed update of the Job with this key; nothing is sent until {@code execute()}:
   * {@code update(id).removeTitle().execute()}.
   * The update increments {@code version} whatever it is; {@link #update(Job)} checks it.
   *
   * @throws io.tablesmith.InvalidKeyException when a key component is null or empty
   */
  public JobUpdate update(String id) {
    return new JobUpdate(this.core.updates(), id);
  }

  /**
   * Starts a typed update of this Job that happens only while its stored version is {@code job.version()}
   * (optimistic locking); only the record's key and version are used.
   */
  public JobUpdate update(Job job) {
    return new JobUpdate(this.core.updates(), job.id()).ifVersion(job.version());
  }

  /**
   * Moves the Job with this key from one {@code status} to another with one conditional write: the
   * database enforces the state machine, and index keys follow in the same request.
   * Allowed moves: QUEUED &rarr; RUNNING, RUNNING &rarr; QUEUED | DONE.
   *
   * @return the item as it is after the move
   * @throws io.tablesmith.IllegalTransitionException (before any request) when the move is not declared
   * @throws io.tablesmith.StaleTransitionException when the item is no longer in state {@code from}
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   */
  public Job transitionStatus(String id, JobStatus from, JobStatus to) {
    return update(id).transitionStatus(from, to).execute();
  }

  /**
   * Stores a new Job, or overwrites the stored one only if {@code condition} holds for it (for example an
   * expired lease); one conditional write.
   *
   * @return the record as stored
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Job create(Job job, Condition<Job> condition) {
    Job stored = withVersion(job, 1L);
    this.core.updates().create(stored, condition);
    return stored;
  }

  /**
   * Overwrites the stored Job with this key only if {@code condition} holds for it and it is at the record's version.
   *
   * @return the record as stored, with its new version
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.OptimisticLockException when the stored version differs
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Job replace(Job job, Condition<Job> condition) {
    long expected = job.version();
    Job stored = withVersion(job, expected + 1);
    this.core.updates().replace(stored, expected, condition);
    return stored;
  }

  /**
   * Deletes the Job with this key only if {@code condition} holds for it.
   *
   * @return the deleted item
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Job delete(String id, Condition<Job> condition) {
    return this.core.updates().delete(JobKeys.key(id), condition);
  }

  /**
   * Access pattern: Job items by index {@code gsi1}, pk {@code STATUS#{status}}, in sort key order (sk {@code {createdAt}}).
   * The index is sparse: items whose status or createdAt is absent are not in it.
   * Narrow it with a sort key range, then read a {@code page} or a {@code stream}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public ByStatusQuery byStatus(JobStatus status) {
    return new ByStatusQuery(this.core, QuerySpec.index("byStatus", "gsi1", JobKeys.byStatusPartition(status), ""));
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
    return byStatus(status).page(page);
  }

  private static Job withVersion(Job job, long version) {
    return new Job(job.id(), job.status(), job.createdAt(), job.title(), version);
  }

  /**
   * The byStatus query of {@link Job}: one partition of index {@code gsi1}, in sort key order (sk {@code {createdAt}}).
   * Immutable: every method returns a new query. A range replaces any range set before.
   */
  public static final class ByStatusQuery {
    private final RepositoryCore<Job> core;

    private final QuerySpec spec;

    ByStatusQuery(RepositoryCore<Job> core, QuerySpec spec) {
      this.core = core;
      this.spec = spec;
    }

    private static SortRange.Bound boundOfCreatedAt(Instant createdAt, boolean inclusive) {
      return SortRange.Bound.exact(KeyParts.text(JobSchema.ENTITY_TYPE, "createdAt", createdAt), inclusive);
    }

    /**
     * Items whose {@code createdAt} lies between the two values, both included.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public ByStatusQuery between(Instant createdAtFrom, Instant createdAtTo) {
      return withRange(SortRange.between(boundOfCreatedAt(createdAtFrom, true), boundOfCreatedAt(createdAtTo, true)));
    }

    /**
     * Items whose {@code createdAt} is above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public ByStatusQuery greaterThan(Instant createdAt) {
      return withRange(SortRange.from(boundOfCreatedAt(createdAt, false), ""));
    }

    /**
     * Items whose {@code createdAt} is at or above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public ByStatusQuery greaterThanOrEqualTo(Instant createdAt) {
      return withRange(SortRange.from(boundOfCreatedAt(createdAt, true), ""));
    }

    /**
     * Items whose {@code createdAt} is below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public ByStatusQuery lessThan(Instant createdAt) {
      return withRange(SortRange.upTo("", boundOfCreatedAt(createdAt, false)));
    }

    /**
     * Items whose {@code createdAt} is at or below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public ByStatusQuery lessThanOrEqualTo(Instant createdAt) {
      return withRange(SortRange.upTo("", boundOfCreatedAt(createdAt, true)));
    }

    private ByStatusQuery withRange(SortRange range) {
      return new ByStatusQuery(this.core, this.spec.withRange(range));
    }

    /**
     * One page of Job items.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token
     * @throws io.tablesmith.InvalidPageTokenException when the token was issued by another query, partition, range or direction
     */
    public Page<Job> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * Every Job item of the query in ascending order, fetched 100 at a time as the stream is consumed.
     */
    public Stream<Job> stream() {
      return this.core.stream(this.spec, false, 100);
    }

    /**
     * Every Job item of the query in {@code request}'s direction, fetched {@code request.limit()} at a time
     * as the stream is consumed; a consumer that stops early causes no further requests.
     * The request's token is not used: a stream always starts at the beginning.
     */
    public Stream<Job> stream(PageRequest request) {
      return this.core.stream(this.spec, request.isDescending(), request.limit());
    }
  }
}
