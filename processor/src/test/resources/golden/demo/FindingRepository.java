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
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Finding} items (entity type {@code FINDING}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 * <p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys
 * a request, retry what DynamoDB leaves unprocessed as the {@link BatchOptions} say, and when the
 * retries run out throw {@link io.tablesmith.BatchIncompleteException}, which lists exactly what was not done.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class FindingRepository implements TransactionalRepository<Finding> {
  private final RepositoryCore<Finding> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public FindingRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, FindingSchema.INSTANCE, FindingSchema.Descriptors.DESCRIPTOR);
  }

  private FindingRepository(RepositoryCore<Finding> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says: for example
   * {@code PageTokens.encrypted(key)}, so that clients can neither read nor forge them.
   * Tokens issued under other settings are refused.
   */
  public FindingRepository withPageTokens(PageTokens tokens) {
    return new FindingRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options} (added to those of its client):
   * the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the
   * returned repository for that call.
   */
  public FindingRepository withRequestOptions(RequestOptions options) {
    return new FindingRepository(this.core.withRequestOptions(options));
  }

  /**
   * Stores a new Finding; the write is conditional on no item having its key.
   *
   * @return {@code finding}
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Finding create(Finding finding) {
    return this.core.create(finding);
  }

  /**
   * Stores a Finding whether or not an item has its key (an upsert), never over another entity's item.
   *
   * @return {@code finding}
   */
  public Finding put(Finding finding) {
    return this.core.put(finding);
  }

  /**
   * Overwrites the stored Finding with this key; the write is conditional on the item existing.
   *
   * @return {@code finding}
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   */
  public Finding replace(Finding finding) {
    return this.core.replace(finding);
  }

  /**
   * Access pattern: get one Finding by its key (an eventually consistent read).
   */
  public Optional<Finding> get(String jobId, String findingId) {
    return this.core.get(FindingKeys.key(jobId, findingId), false);
  }

  /**
   * Access pattern: get one Finding by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Finding> getConsistent(String jobId, String findingId) {
    return this.core.get(FindingKeys.key(jobId, findingId), true);
  }

  /**
   * Deletes the Finding with this key, if there is one.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Finding> delete(String jobId, String findingId) {
    return this.core.delete(FindingKeys.key(jobId, findingId));
  }

  /**
   * Access pattern: bulk write. Stores every Finding whether or not an item has its key, like
   * {@link #put} for each, with {@code BatchWriteItem} (25 a request, one after the other).
   * A batch write carries no condition: what keeps it to Finding items is the key, built from this
   * entity's template (an item another program stored under such a key is not checked).
   * Of several records with one key the last wins. Every key is built before the first
   * request, so a bad record fails the call before anything is written.
   *
   * @param findings the records; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not written ({@code unwrittenRecords}); all others were written
   */
  public void putAll(Collection<Finding> findings) {
    core.putAll(findings);
  }

  /**
   * Access pattern: bulk delete by key. Deletes the Finding of every key, with
   * {@code BatchWriteItem} (25 a request, one after the other). Build the keys with
   * {@link FindingKeys#key}. A key given twice is deleted once; a key without an item is no error.
   *
   * @param keys the keys; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not deleted ({@code keys}); all others were deleted
   */
  public void deleteAll(Collection<ItemKey<Finding>> keys) {
    core.deleteAll(keys);
  }

  /**
   * Access pattern: get many Finding items by key (eventually consistent reads),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link FindingKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Finding> getAll(Collection<ItemKey<Finding>> keys) {
    return core.getAll(keys, false);
  }

  /**
   * Access pattern: get many Finding items by key with strongly consistent reads (twice the read cost),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link FindingKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Finding> getAllConsistent(Collection<ItemKey<Finding>> keys) {
    return core.getAll(keys, true);
  }

  /**
   * A repository on the same client and table whose batch methods retry as {@code options} say;
   * this one keeps its own ({@link BatchOptions#defaults()} unless set).
   *
   * @param options attempts per request and the bounds of the waits between them
   * @return a new repository; both can be used at once
   */
  public FindingRepository withBatchOptions(BatchOptions options) {
    return new FindingRepository(core.withBatchOptions(options));
  }

  /**
   * Starts a typed update of the Finding with this key; nothing is sent until {@code execute()}:
   * {@code update(jobId, findingId).removeSummary().execute()}.
   *
   * @throws io.tablesmith.InvalidKeyException when a key component is null or empty
   */
  public FindingUpdate update(String jobId, String findingId) {
    return new FindingUpdate(this.core.updates(), jobId, findingId);
  }

  /**
   * Stores a new Finding, or overwrites the stored one only if {@code condition} holds for it (for example an
   * expired lease); one conditional write.
   *
   * @return the record as stored
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Finding create(Finding finding, Condition<Finding> condition) {
    return this.core.updates().create(finding, condition);
  }

  /**
   * Overwrites the stored Finding with this key only if {@code condition} holds for it.
   *
   * @return the record as stored
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Finding replace(Finding finding, Condition<Finding> condition) {
    return this.core.updates().replace(finding, condition);
  }

  /**
   * Deletes the Finding with this key only if {@code condition} holds for it.
   *
   * @return the deleted item
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Finding delete(String jobId, String findingId, Condition<Finding> condition) {
    return this.core.updates().delete(FindingKeys.key(jobId, findingId), condition);
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
   * Access pattern: the Finding items of one partition, pk {@code JOB#{jobId}}, in sort key order (sk {@code FINDING#{findingId}}).
   * Narrow it with a sort key range, then read a {@code page} or a {@code stream}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public QueryQuery query(String jobId) {
    return new QueryQuery(this.core, QuerySpec.of(FindingSchema.Descriptors.QUERY, FindingKeys.partition(jobId)));
  }

  /**
   * Access pattern: the Finding items of one partition, pk {@code JOB#{jobId}}, in sort key order (sk {@code FINDING#{findingId}}).
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public Page<Finding> query(String jobId, PageRequest page) {
    return query(jobId).page(page);
  }

  /**
   * The query query of {@link Finding}: one partition of the table, in sort key order (sk {@code FINDING#{findingId}}).
   * Immutable: every method returns a new query. A range replaces any range set before.
   */
  public static final class QueryQuery {
    private final RepositoryCore<Finding> core;

    private final QuerySpec spec;

    QueryQuery(RepositoryCore<Finding> core, QuerySpec spec) {
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
     * One page of Finding items.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token
     * @throws io.tablesmith.InvalidPageTokenException when the token was issued by another query, partition, range or direction
     */
    public Page<Finding> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * Every Finding item of the query in ascending order, fetched 100 at a time as the stream is consumed.
     */
    public Stream<Finding> stream() {
      return this.core.stream(this.spec, false, 100);
    }

    /**
     * Every Finding item of the query in {@code request}'s direction, fetched {@code request.limit()} at a time
     * as the stream is consumed; a consumer that stops early causes no further requests.
     * The request's token is not used: a stream always starts at the beginning.
     */
    public Stream<Finding> stream(PageRequest request) {
      return this.core.stream(this.spec, request.isDescending(), request.limit());
    }
  }
}
