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
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Finding} items (entity type {@code FINDING}) without blocking, over the SDK's
 * {@code DynamoDbAsyncClient}: each method of {@link FindingRepository} that sends a request, sending the same
 * requests with the same guards, and returning at once a future of what the blocking method returns.
 * <p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or
 * the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped
 * in a {@code CompletionException}, which {@link io.tablesmith.async.AsyncResults#cause} unwraps. A bad argument
 * (a null or empty key component, a record that does not encode) fails the future too; nothing is sent.
 * <p>Continuations run where the SDK completes the request (its future-completion executor):
 * keep them short, or move on with {@code thenApplyAsync(..., executor)}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class FindingAsyncRepository implements TransactionalRepository<Finding> {
  private final AsyncRepositoryCore<Finding> core;

  /**
   * @param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are
   *     the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public FindingAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this.core = new AsyncRepositoryCore<>(client, tableName, FindingSchema.INSTANCE, FindingSchema.Descriptors.DESCRIPTOR);
  }

  private FindingAsyncRepository(AsyncRepositoryCore<Finding> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says.
   */
  public FindingAsyncRepository withPageTokens(PageTokens tokens) {
    return new FindingAsyncRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options}: capacity, timeouts, observers.
   */
  public FindingAsyncRepository withRequestOptions(RequestOptions options) {
    return new FindingAsyncRepository(this.core.withRequestOptions(options));
  }

  /**
   * The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say.
   */
  public FindingAsyncRepository withBatchOptions(BatchOptions options) {
    return new FindingAsyncRepository(this.core.withBatchOptions(options));
  }

  /**
   * {@link FindingRepository#create(Finding)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Finding> create(Finding finding) {
    return this.core.create(finding);
  }

  /**
   * {@link FindingRepository#put(Finding)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Finding> put(Finding finding) {
    return this.core.put(finding);
  }

  /**
   * {@link FindingRepository#replace(Finding)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Finding> replace(Finding finding) {
    return this.core.replace(finding);
  }

  /**
   * Access pattern: get one Finding by its key (an eventually consistent read).
   */
  public CompletableFuture<Optional<Finding>> get(String jobId, String findingId) {
    return this.core.get(() -> FindingKeys.key(jobId, findingId), false);
  }

  /**
   * Access pattern: get one Finding by its key with a strongly consistent read (twice the read cost).
   */
  public CompletableFuture<Optional<Finding>> getConsistent(String jobId, String findingId) {
    return this.core.get(() -> FindingKeys.key(jobId, findingId), true);
  }

  /**
   * {@link FindingRepository#delete} by key without blocking.
   *
   * @return a future of the deleted item, or empty when there was none
   */
  public CompletableFuture<Optional<Finding>> delete(String jobId, String findingId) {
    return this.core.delete(() -> FindingKeys.key(jobId, findingId));
  }

  /**
   * {@link FindingRepository#putAll} without blocking: the same requests, as many in flight as
   * {@link BatchOptions#withParallelism(int)} says, their retries scheduled, not slept.
   */
  public CompletableFuture<Void> putAll(Collection<Finding> findings) {
    return this.core.putAll(findings).thenAccept(stored -> { });
  }

  /**
   * {@link FindingRepository#deleteAll} without blocking.
   */
  public CompletableFuture<Void> deleteAll(Collection<ItemKey<Finding>> keys) {
    return this.core.deleteAll(keys);
  }

  /**
   * {@link FindingRepository#getAll} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Finding>> getAll(Collection<ItemKey<Finding>> keys) {
    return this.core.getAll(keys, false);
  }

  /**
   * {@link FindingRepository#getAllConsistent} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Finding>> getAllConsistent(Collection<ItemKey<Finding>> keys) {
    return this.core.getAll(keys, true);
  }

  /**
   * A typed update of the Finding with this key, described by {@code changes} on a fresh {@link FindingUpdate} and sent
   * as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as
   * {@code FindingRepository.update(...)...execute()} would send it: {@code update(jobId, findingId, u -> u.removeSummary())}.
   *
   * @return a future of the item as it is after the update
   */
  public CompletableFuture<Finding> update(String jobId, String findingId,
      Consumer<? super FindingUpdate> changes) {
    return this.core.update(() -> {
          FindingUpdate builder = new FindingUpdate(this.core.updateBuilders(), jobId, findingId);
          changes.accept(builder);
          return builder.finish();
        });
  }

  /**
   * {@link FindingRepository#create(Finding, Condition)} without blocking.
   */
  public CompletableFuture<Finding> create(Finding finding, Condition<Finding> condition) {
    return this.core.create(finding, condition);
  }

  /**
   * {@link FindingRepository#replace(Finding, Condition)} without blocking.
   */
  public CompletableFuture<Finding> replace(Finding finding, Condition<Finding> condition) {
    return this.core.replace(finding, condition);
  }

  /**
   * {@link FindingRepository#delete} with a condition, without blocking.
   */
  public CompletableFuture<Finding> delete(String jobId, String findingId,
      Condition<Finding> condition) {
    return this.core.delete(() -> FindingKeys.key(jobId, findingId), condition);
  }

  /**
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Finding items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   */
  @Override
  public TransactionTarget<Finding> transactionTarget() {
    return this.core.transactionTarget();
  }

  /**
   * Access pattern: the Finding items of one partition, as {@link FindingRepository#query}.
   * Narrow it with a sort key range, then read a {@code page}, its {@code pages} or its {@code items}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public QueryQuery query(String jobId) {
    return new QueryQuery(this.core, QuerySpec.of(FindingSchema.Descriptors.QUERY, FindingKeys.partition(jobId)));
  }

  /**
   * Access pattern: the Finding items of one partition, as {@link FindingRepository#query}.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public CompletableFuture<Page<Finding>> query(String jobId, PageRequest page) {
    return query(jobId).page(page);
  }

  /**
   * The query query of {@link Finding}: one partition of the table, in sort key order (sk {@code FINDING#{findingId}}).
   * Immutable: every method returns a new query. A range replaces any range set before.
   */
  public static final class QueryQuery {
    private final AsyncRepositoryCore<Finding> core;

    private final QuerySpec spec;

    QueryQuery(AsyncRepositoryCore<Finding> core, QuerySpec spec) {
      this.core = core;
      this.spec = spec;
    }

    private static SortRange.Bound boundOfFindingId(String findingId, boolean inclusive) {
      return SortRange.Bound.exact("FINDING#" + KeyParts.text(FindingSchema.ENTITY_TYPE, "findingId", findingId), inclusive);
    }

    /**
     * Items whose {@code findingId} lies between the two values, both included.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery between(String findingIdFrom, String findingIdTo) {
      return withRange(SortRange.between(boundOfFindingId(findingIdFrom, true), boundOfFindingId(findingIdTo, true)));
    }

    /**
     * Items whose {@code findingId} is above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery greaterThan(String findingId) {
      return withRange(SortRange.from(boundOfFindingId(findingId, false), "FINDING#"));
    }

    /**
     * Items whose {@code findingId} is at or above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery greaterThanOrEqualTo(String findingId) {
      return withRange(SortRange.from(boundOfFindingId(findingId, true), "FINDING#"));
    }

    /**
     * Items whose {@code findingId} is below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery lessThan(String findingId) {
      return withRange(SortRange.upTo("FINDING#", boundOfFindingId(findingId, false)));
    }

    /**
     * Items whose {@code findingId} is at or below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery lessThanOrEqualTo(String findingId) {
      return withRange(SortRange.upTo("FINDING#", boundOfFindingId(findingId, true)));
    }

    /**
     * Items whose {@code findingId} starts with {@code findingIdPrefix}.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery beginsWith(String findingIdPrefix) {
      return withRange(SortRange.beginsWith("FINDING#" + KeyParts.text(FindingSchema.ENTITY_TYPE, "findingId", findingIdPrefix)));
    }

    private QueryQuery withRange(SortRange range) {
      return new QueryQuery(this.core, this.spec.withRange(range));
    }

    /**
     * The same query with strongly consistent reads (twice the read cost). Index queries have no
     * such method: DynamoDB's global secondary indexes are only eventually consistent.
     */
    public QueryQuery consistentRead() {
      return new QueryQuery(this.core, this.spec.withConsistentRead());
    }

    /**
     * One page of Finding items: the same requests, items and token as the blocking query's page.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token;
     *     fails with {@link io.tablesmith.InvalidPageTokenException} when the token was issued by another query, partition, range or direction
     */
    public CompletableFuture<Page<Finding>> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * The pages of the query from {@code request}'s token on, each fetched when the subscriber asks for
     * it (one request at a time, none before it is asked for), until the last page; each subscription
     * starts again at {@code request}.
     */
    public Flow.Publisher<Page<Finding>> pages(PageRequest request) {
      return this.core.pages(this.spec, request);
    }

    /**
     * Every Finding item of the query in ascending order, fetched 100 at a time as the subscriber asks.
     */
    public Flow.Publisher<Finding> items() {
      return this.core.items(this.spec, PageRequest.of(100));
    }

    /**
     * Every Finding item of the query in {@code request}'s direction, fetched {@code request.limit()} at a
     * time as the subscriber asks; a subscriber that cancels causes no further requests.
     * The request's token is not used: the items always start at the beginning.
     */
    public Flow.Publisher<Finding> items(PageRequest request) {
      return this.core.items(this.spec, request);
    }
  }
}
