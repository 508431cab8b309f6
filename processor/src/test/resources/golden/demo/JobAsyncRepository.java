package demo;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.AsyncRepositoryCore;
import io.tablesmith.internal.KeyParts;
import io.tablesmith.internal.QuerySpec;
import io.tablesmith.internal.SortRange;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Job} items (entity type {@code JOB}) without blocking, over the SDK's
 * {@code DynamoDbAsyncClient}: each method of {@link JobRepository} that sends a request, sending the same
 * requests with the same guards, and returning at once a future of what the blocking method returns.
 * <p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or
 * the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped
 * in a {@code CompletionException}, which {@link io.tablesmith.async.AsyncResults#cause} unwraps. A bad argument
 * (a null or empty key component, a record that does not encode) fails the future too; nothing is sent.
 * <p>Continuations run where the SDK completes the request (its future-completion executor):
 * keep them short, or move on with {@code thenApplyAsync(..., executor)}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class JobAsyncRepository implements TransactionalRepository<Job> {
  private final AsyncRepositoryCore<Job> core;

  /**
   * @param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are
   *     the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public JobAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this.core = new AsyncRepositoryCore<>(client, tableName, JobSchema.INSTANCE, JobSchema.Descriptors.DESCRIPTOR, job -> job.version(), JobAsyncRepository::withVersion);
  }

  private JobAsyncRepository(AsyncRepositoryCore<Job> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says.
   */
  public JobAsyncRepository withPageTokens(PageTokens tokens) {
    return new JobAsyncRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options}: capacity, timeouts, observers.
   */
  public JobAsyncRepository withRequestOptions(RequestOptions options) {
    return new JobAsyncRepository(this.core.withRequestOptions(options));
  }

  /**
   * The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say.
   */
  public JobAsyncRepository withBatchOptions(BatchOptions options) {
    return new JobAsyncRepository(this.core.withBatchOptions(options));
  }

  /**
   * {@link JobRepository#create(Job)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Job> create(Job job) {
    return this.core.create(job);
  }

  /**
   * {@link JobRepository#put(Job)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Job> put(Job job) {
    return this.core.put(job);
  }

  /**
   * {@link JobRepository#replace(Job)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Job> replace(Job job) {
    return this.core.replace(job);
  }

  /**
   * Access pattern: get one Job by its key (an eventually consistent read).
   */
  public CompletableFuture<Optional<Job>> get(String id) {
    return this.core.get(() -> JobKeys.key(id), false);
  }

  /**
   * Access pattern: get one Job by its key with a strongly consistent read (twice the read cost).
   */
  public CompletableFuture<Optional<Job>> getConsistent(String id) {
    return this.core.get(() -> JobKeys.key(id), true);
  }

  /**
   * {@link JobRepository#delete} by key without blocking.
   *
   * @return a future of the deleted item, or empty when there was none
   */
  public CompletableFuture<Optional<Job>> delete(String id) {
    return this.core.delete(() -> JobKeys.key(id));
  }

  /**
   * {@link JobRepository#delete(Job)} without blocking: only while the stored version is the record's.
   *
   * @return a future of the item as it was stored
   */
  public CompletableFuture<Job> delete(Job job) {
    return this.core.delete(() -> JobKeys.keyOf(job), job.version());
  }

  /**
   * {@link JobRepository#putAll} without blocking: the same requests, as many in flight as
   * {@link BatchOptions#withParallelism(int)} says, their retries scheduled, not slept.
   *
   * @return a future of the records as stored, with their new versions, in the order given
   */
  public CompletableFuture<List<Job>> putAll(Collection<Job> jobs) {
    return this.core.putAll(jobs);
  }

  /**
   * {@link JobRepository#deleteAll} without blocking.
   */
  public CompletableFuture<Void> deleteAll(Collection<ItemKey<Job>> keys) {
    return this.core.deleteAll(keys);
  }

  /**
   * {@link JobRepository#getAll} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Job>> getAll(Collection<ItemKey<Job>> keys) {
    return this.core.getAll(keys, false);
  }

  /**
   * {@link JobRepository#getAllConsistent} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Job>> getAllConsistent(Collection<ItemKey<Job>> keys) {
    return this.core.getAll(keys, true);
  }

  /**
   * A typed update of the Job with this key, described by {@code changes} on a fresh {@link JobUpdate} and sent
   * as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as
   * {@code JobRepository.update(...)...execute()} would send it: {@code update(id, u -> u.removeTitle())}.
   *
   * @return a future of the item as it is after the update
   */
  public CompletableFuture<Job> update(String id, Consumer<? super JobUpdate> changes) {
    return this.core.update(() -> {
          JobUpdate builder = new JobUpdate(this.core.updateBuilders(), id);
          changes.accept(builder);
          return builder.finish();
        });
  }

  /**
   * As {@link #update(java.lang.String, Consumer)}, only while the stored version is {@code job.version()} (optimistic locking).
   */
  public CompletableFuture<Job> update(Job job, Consumer<? super JobUpdate> changes) {
    return update(job.id(), builder -> changes.accept(builder.ifVersion(job.version())));
  }

  /**
   * {@link JobRepository#transitionStatus} without blocking: one conditional write the database checks.
   */
  public CompletableFuture<Job> transitionStatus(String id, JobStatus from, JobStatus to) {
    return update(id, builder -> builder.transitionStatus(from, to));
  }

  /**
   * {@link JobRepository#create(Job, Condition)} without blocking.
   */
  public CompletableFuture<Job> create(Job job, Condition<Job> condition) {
    return this.core.create(job, condition);
  }

  /**
   * {@link JobRepository#replace(Job, Condition)} without blocking.
   */
  public CompletableFuture<Job> replace(Job job, Condition<Job> condition) {
    return this.core.replace(job, condition);
  }

  /**
   * {@link JobRepository#delete} with a condition, without blocking.
   */
  public CompletableFuture<Job> delete(String id, Condition<Job> condition) {
    return this.core.delete(() -> JobKeys.key(id), condition);
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
   * Access pattern: Job items by index {@code gsi1}, as {@link JobRepository#byStatus}.
   * Narrow it with a sort key range, then read a {@code page}, its {@code pages} or its {@code items}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public ByStatusQuery byStatus(JobStatus status) {
    return new ByStatusQuery(this.core, QuerySpec.of(JobSchema.Descriptors.BY_STATUS, JobKeys.byStatusPartition(status)));
  }

  /**
   * Access pattern: Job items by index {@code gsi1}, as {@link JobRepository#byStatus}.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public CompletableFuture<Page<Job>> byStatus(JobStatus status, PageRequest page) {
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
    private final AsyncRepositoryCore<Job> core;

    private final QuerySpec spec;

    ByStatusQuery(AsyncRepositoryCore<Job> core, QuerySpec spec) {
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
     * One page of Job items: the same requests, items and token as the blocking query's page.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token;
     *     fails with {@link io.tablesmith.InvalidPageTokenException} when the token was issued by another query, partition, range or direction
     */
    public CompletableFuture<Page<Job>> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * The pages of the query from {@code request}'s token on, each fetched when the subscriber asks for
     * it (one request at a time, none before it is asked for), until the last page; each subscription
     * starts again at {@code request}.
     */
    public Flow.Publisher<Page<Job>> pages(PageRequest request) {
      return this.core.pages(this.spec, request);
    }

    /**
     * Every Job item of the query in ascending order, fetched 100 at a time as the subscriber asks.
     */
    public Flow.Publisher<Job> items() {
      return this.core.items(this.spec, PageRequest.of(100));
    }

    /**
     * Every Job item of the query in {@code request}'s direction, fetched {@code request.limit()} at a
     * time as the subscriber asks; a subscriber that cancels causes no further requests.
     * The request's token is not used: the items always start at the beginning.
     */
    public Flow.Publisher<Job> items(PageRequest request) {
      return this.core.items(this.spec, request);
    }
  }
}
