package demo;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.KeyParts;
import io.tablesmith.internal.QuerySpec;
import io.tablesmith.internal.RepositoryCore;
import io.tablesmith.internal.SortRange;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Job} items (entity type {@code JOB}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 * <p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys
 * a request, retry what DynamoDB leaves unprocessed as the {@link BatchOptions} say, and when the
 * retries run out throw {@link io.tablesmith.BatchIncompleteException}, which lists exactly what was not done.
 * <p>A batch write cannot carry a condition, so it cannot check the {@code @Version} the other writes
 * check: {@link #putAll} sends each record as its own conditional write instead, exactly as {@link #put}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class JobRepository implements TransactionalRepository<Job> {
  private final RepositoryCore<Job> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public JobRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, JobSchema.INSTANCE, JobSchema.Descriptors.DESCRIPTOR, job -> job.version(), JobRepository::withVersion);
  }

  private JobRepository(RepositoryCore<Job> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says: for example
   * {@code PageTokens.encrypted(key)}, so that clients can neither read nor forge them.
   * Tokens issued under other settings are refused.
   */
  public JobRepository withPageTokens(PageTokens tokens) {
    return new JobRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options} (added to those of its client):
   * the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the
   * returned repository for that call.
   */
  public JobRepository withRequestOptions(RequestOptions options) {
    return new JobRepository(this.core.withRequestOptions(options));
  }

  /**
   * Stores a new Job; the write is conditional on no item having its key.
   * The stored record carries version 1, whatever {@code job} holds.
   *
   * @return the record as stored
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Job create(Job job) {
    return this.core.create(job);
  }

  /**
   * Stores a Job whether or not an item has its key (an upsert), never over another entity's item.
   * Versions only go forward: a record whose {@code version} is 0 is new and is stored (at version 1)
   * only where no item has its key; a record at version v &ge; 1 overwrites only the stored item at
   * version v, never an item another writer changed and never a key whose item was deleted.
   * The stored record carries version v + 1.
   *
   * @return the record as stored, with its new version
   * @throws io.tablesmith.OptimisticLockException when the stored version differs (for a new record: an item has the key)
   * @throws io.tablesmith.ItemNotFoundException when the record's version is 1 or more and no item has its key
   */
  public Job put(Job job) {
    return this.core.put(job);
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
    return this.core.replace(job);
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
   * Access pattern: bulk write (imports, migrations, loads). Stores every Job exactly as {@link #put}
   * would: each record is its own conditional {@code PutItem} (a record whose {@code version} is 0 only
   * where no item has its key, one at version v only over the stored item at version v, stored at
   * v + 1), so a bulk load never moves a stored version backwards nor brings back a deleted item.
   * The writes go out one after the other, or as many at once as
   * {@link BatchOptions#withParallelism(int)} says; throttled writes are retried as batches are. A refused
   * record does not stop the others. Every record is encoded, and every key built, before the
   * first write; a key given twice is refused then, since its second write would depend on the first.
   *
   * @param jobs the records; an empty collection sends nothing
   * @return the records as stored, with their new versions, in the order given
   * @throws io.tablesmith.BatchIncompleteException when some records were not written: its {@code refusals()} are those
   *     refused (each with its {@link io.tablesmith.OptimisticLockException}, {@link io.tablesmith.ItemNotFoundException} or
   *     {@link io.tablesmith.EntityTypeMismatchException}), {@code retryableRecords} those throttled out or not sent, and
   *     {@code writtenRecords} the records written, at their new versions
   * @throws io.tablesmith.TablesmithException when two records have one key; nothing was sent
   */
  public List<Job> putAll(Collection<Job> jobs) {
    return core.putAll(jobs);
  }

  /**
   * Access pattern: bulk delete by key. Deletes the Job of every key, whatever its version, with
   * {@code BatchWriteItem} (25 a request, one after the other). Build the keys with
   * {@link JobKeys#key}. A key given twice is deleted once; a key without an item is no error.
   *
   * @param keys the keys; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not deleted ({@code keys}); all others were deleted
   */
  public void deleteAll(Collection<ItemKey<Job>> keys) {
    core.deleteAll(keys);
  }

  /**
   * Access pattern: get many Job items by key (eventually consistent reads),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link JobKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Job> getAll(Collection<ItemKey<Job>> keys) {
    return core.getAll(keys, false);
  }

  /**
   * Access pattern: get many Job items by key with strongly consistent reads (twice the read cost),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link JobKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Job> getAllConsistent(Collection<ItemKey<Job>> keys) {
    return core.getAll(keys, true);
  }

  /**
   * A repository on the same client and table whose batch methods retry as {@code options} say;
   * this one keeps its own ({@link BatchOptions#defaults()} unless set).
   *
   * @param options attempts per request and the bounds of the waits between them
   * @return a new repository; both can be used at once
   */
  public JobRepository withBatchOptions(BatchOptions options) {
    return new JobRepository(core.withBatchOptions(options));
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
   * expired lease); one conditional write on a free key; over a stored item, a second one at the stored version + 1, so versions only go forward.
   *
   * @return the record as stored, with the version it was stored at
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Job create(Job job, Condition<Job> condition) {
    return this.core.updates().create(job, condition);
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
    return this.core.updates().replace(job, condition);
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
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Job items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   * Writes in a transaction check and advance {@code version} as this repository's do: a {@code put} of a
   * record at version 0 only where no item has its key, of a record at version v only over the stored
   * item at version v (never where it was deleted), stored at v + 1.
   */
  @Override
  public TransactionTarget<Job> transactionTarget() {
    return this.core.transactionTarget();
  }

  /**
   * Access pattern: Job items by index {@code gsi1}, pk {@code STATUS#{status}}, in sort key order (sk {@code {createdAt}}).
   * The index is sparse: items whose status or createdAt is absent are not in it.
   * Narrow it with a sort key range, then read a {@code page} or a {@code stream}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public ByStatusQuery byStatus(JobStatus status) {
    return new ByStatusQuery(this.core, QuerySpec.of(JobSchema.Descriptors.BY_STATUS, JobKeys.byStatusPartition(status)));
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

  /**
   * Writes the index key attributes (gsi1pk, gsi1sk) of every stored Job that lacks them or holds outdated ones:
   * after adding an index to an entity with stored items, or changing an index template.
   * Also rewrites {@code createdAt} of every stored Job that still holds the varying-width text of times stored before
   * they were stored fixed width, so that order conditions and natural-index ranges see the item in time order.
   * Times inside nested records, lists, sets or maps are rewritten by the item's next {@code put}.
   * <p>A parallel {@code Scan} reads the table; each item whose keys or times differ gets one {@code UpdateItem} of just
   * those attributes, on the condition that {@code status}, {@code createdAt} still hold what was scanned, so a concurrent
   * write is never overwritten (that item is counted as changed meanwhile). Throttling is retried with
   * backoff; {@code options} set segments, rate, progress, stop and the checkpoint to resume from.
   *
   * @param options for example {@code ReindexOptions.defaults().withItemsPerSecond(500)}
   * @return the counts and, when stopped, the checkpoint to resume from
   * @throws io.tablesmith.reindex.ReindexFailedException when a request failed for good (the report in it resumes)
   */
  public ReindexReport reindex(ReindexOptions options) {
    return this.core.reindex(options);
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
