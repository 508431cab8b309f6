package vector;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import io.tablesmith.internal.KeyParts;
import io.tablesmith.internal.QuerySpec;
import io.tablesmith.internal.RepositoryCore;
import io.tablesmith.internal.SortRange;
import io.tablesmith.internal.VectorIndexDescriptor;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import io.tablesmith.vector.SimilarityQuery;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Passage} items (entity type {@code PASSAGE}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 * <p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys
 * a request, retry what DynamoDB leaves unprocessed as the {@link BatchOptions} say, and when the
 * retries run out throw {@link io.tablesmith.BatchIncompleteException}, which lists exactly what was not done.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PassageRepository implements TransactionalRepository<Passage> {
  private static final VectorIndexDescriptor VECTOR_NEAREST_IN_BOOK = VectorIndexDescriptor.of("nearestInBook", "passagesByMeaning", "embedding", 768, "book", "chapter");

  private final RepositoryCore<Passage> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public PassageRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, PassageSchema.INSTANCE, PassageSchema.Descriptors.DESCRIPTOR);
  }

  private PassageRepository(RepositoryCore<Passage> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says: for example
   * {@code PageTokens.encrypted(key)}, so that clients can neither read nor forge them.
   * Tokens issued under other settings are refused.
   */
  public PassageRepository withPageTokens(PageTokens tokens) {
    return new PassageRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options} (added to those of its client):
   * the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the
   * returned repository for that call.
   */
  public PassageRepository withRequestOptions(RequestOptions options) {
    return new PassageRepository(this.core.withRequestOptions(options));
  }

  /**
   * Stores a new Passage; the write is conditional on no item having its key.
   *
   * @return {@code passage}
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Passage create(Passage passage) {
    return this.core.create(passage);
  }

  /**
   * Stores a Passage whether or not an item has its key (an upsert), never over another entity's item.
   *
   * @return {@code passage}
   */
  public Passage put(Passage passage) {
    return this.core.put(passage);
  }

  /**
   * Overwrites the stored Passage with this key; the write is conditional on the item existing.
   *
   * @return {@code passage}
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   */
  public Passage replace(Passage passage) {
    return this.core.replace(passage);
  }

  /**
   * Access pattern: get one Passage by its key (an eventually consistent read).
   */
  public Optional<Passage> get(String book, String id) {
    return this.core.get(PassageKeys.key(book, id), false);
  }

  /**
   * Access pattern: get one Passage by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Passage> getConsistent(String book, String id) {
    return this.core.get(PassageKeys.key(book, id), true);
  }

  /**
   * Deletes the Passage with this key, if there is one.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Passage> delete(String book, String id) {
    return this.core.delete(PassageKeys.key(book, id));
  }

  /**
   * Access pattern: bulk write. Stores every Passage whether or not an item has its key, like
   * {@link #put} for each, with {@code BatchWriteItem} (25 a request, one after the other).
   * A batch write carries no condition: what keeps it to Passage items is the key, built from this
   * entity's template (an item another program stored under such a key is not checked).
   * Of several records with one key the last wins. Every key is built before the first
   * request, so a bad record fails the call before anything is written.
   *
   * @param passages the records; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not written ({@code unwrittenRecords}); all others were written
   */
  public void putAll(Collection<Passage> passages) {
    core.putAll(passages);
  }

  /**
   * Access pattern: bulk delete by key. Deletes the Passage of every key, with
   * {@code BatchWriteItem} (25 a request, one after the other). Build the keys with
   * {@link PassageKeys#key}. A key given twice is deleted once; a key without an item is no error.
   *
   * @param keys the keys; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not deleted ({@code keys}); all others were deleted
   */
  public void deleteAll(Collection<ItemKey<Passage>> keys) {
    core.deleteAll(keys);
  }

  /**
   * Access pattern: get many Passage items by key (eventually consistent reads),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link PassageKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Passage> getAll(Collection<ItemKey<Passage>> keys) {
    return core.getAll(keys, false);
  }

  /**
   * Access pattern: get many Passage items by key with strongly consistent reads (twice the read cost),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link PassageKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Passage> getAllConsistent(Collection<ItemKey<Passage>> keys) {
    return core.getAll(keys, true);
  }

  /**
   * A repository on the same client and table whose batch methods retry as {@code options} say;
   * this one keeps its own ({@link BatchOptions#defaults()} unless set).
   *
   * @param options attempts per request and the bounds of the waits between them
   * @return a new repository; both can be used at once
   */
  public PassageRepository withBatchOptions(BatchOptions options) {
    return new PassageRepository(core.withBatchOptions(options));
  }

  /**
   * Starts a typed update of the Passage with this key; nothing is sent until {@code execute()}:
   * {@code update(book, id).removeText().execute()}.
   *
   * @throws io.tablesmith.InvalidKeyException when a key component is null or empty
   */
  public PassageUpdate update(String book, String id) {
    return new PassageUpdate(this.core.updates(), book, id);
  }

  /**
   * Stores a new Passage, or overwrites the stored one only if {@code condition} holds for it (for example an
   * expired lease); one conditional write.
   *
   * @return the record as stored
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Passage create(Passage passage, Condition<Passage> condition) {
    return this.core.updates().create(passage, condition);
  }

  /**
   * Overwrites the stored Passage with this key only if {@code condition} holds for it.
   *
   * @return the record as stored
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Passage replace(Passage passage, Condition<Passage> condition) {
    return this.core.updates().replace(passage, condition);
  }

  /**
   * Deletes the Passage with this key only if {@code condition} holds for it.
   *
   * @return the deleted item
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Passage delete(String book, String id, Condition<Passage> condition) {
    return this.core.updates().delete(PassageKeys.key(book, id), condition);
  }

  /**
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Passage items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   */
  @Override
  public TransactionTarget<Passage> transactionTarget() {
    return this.core.transactionTarget();
  }

  /**
   * Access pattern: the Passage items of one partition, pk {@code BOOK#{book}}, in sort key order (sk {@code PASSAGE#{id}}).
   * Narrow it with a sort key range, then read a {@code page} or a {@code stream}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public QueryQuery query(String book) {
    return new QueryQuery(this.core, QuerySpec.of(PassageSchema.Descriptors.QUERY, PassageKeys.partition(book)));
  }

  /**
   * Access pattern: the Passage items of one partition, pk {@code BOOK#{book}}, in sort key order (sk {@code PASSAGE#{id}}).
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public Page<Passage> query(String book, PageRequest page) {
    return query(book).page(page);
  }

  /**
   * Access pattern: the Passage records whose {@code embedding} is nearest {@code vector}, by vector index
   * {@code passagesByMeaning} (EUCLIDEAN, 768 dimensions), nearest first. Set how many with {@code topK} (10 unless set)
   * and filter with {@code where} on {@code chapter}; {@code execute} sends one {@code SearchVectors} request.
   * Only records whose {@code book} equals {@code book} are searched.
   *
   * @param vector a vector of 768 floats
   * @throws io.tablesmith.vector.VectorDimensionException when {@code vector} has another length
   */
  public SimilarityQuery<Passage> nearestInBook(String book, float[] vector) {
    return this.core.similarTo(VECTOR_NEAREST_IN_BOOK, vector, "book", ComponentValues.encode(PassageSchema.ENTITY_TYPE, "book", Codecs.STRING, Objects.requireNonNull(book, "book")));
  }

  /**
   * The query query of {@link Passage}: one partition of the table, in sort key order (sk {@code PASSAGE#{id}}).
   * Immutable: every method returns a new query. A range replaces any range set before.
   */
  public static final class QueryQuery {
    private final RepositoryCore<Passage> core;

    private final QuerySpec spec;

    QueryQuery(RepositoryCore<Passage> core, QuerySpec spec) {
      this.core = core;
      this.spec = spec;
    }

    private static SortRange.Bound boundOfId(String id, boolean inclusive) {
      return SortRange.Bound.exact("PASSAGE#" + KeyParts.text(PassageSchema.ENTITY_TYPE, "id", id), inclusive);
    }

    /**
     * Items whose {@code id} lies between the two values, both included.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery between(String idFrom, String idTo) {
      return withRange(SortRange.between(boundOfId(idFrom, true), boundOfId(idTo, true)));
    }

    /**
     * Items whose {@code id} is above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery greaterThan(String id) {
      return withRange(SortRange.from(boundOfId(id, false), "PASSAGE#"));
    }

    /**
     * Items whose {@code id} is at or above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery greaterThanOrEqualTo(String id) {
      return withRange(SortRange.from(boundOfId(id, true), "PASSAGE#"));
    }

    /**
     * Items whose {@code id} is below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery lessThan(String id) {
      return withRange(SortRange.upTo("PASSAGE#", boundOfId(id, false)));
    }

    /**
     * Items whose {@code id} is at or below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery lessThanOrEqualTo(String id) {
      return withRange(SortRange.upTo("PASSAGE#", boundOfId(id, true)));
    }

    /**
     * Items whose {@code id} starts with {@code idPrefix}.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery beginsWith(String idPrefix) {
      return withRange(SortRange.beginsWith("PASSAGE#" + KeyParts.text(PassageSchema.ENTITY_TYPE, "id", idPrefix)));
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
     * One page of Passage items.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token
     * @throws io.tablesmith.InvalidPageTokenException when the token was issued by another query, partition, range or direction
     */
    public Page<Passage> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * Every Passage item of the query in ascending order, fetched 100 at a time as the stream is consumed.
     */
    public Stream<Passage> stream() {
      return this.core.stream(this.spec, false, 100);
    }

    /**
     * Every Passage item of the query in {@code request}'s direction, fetched {@code request.limit()} at a time
     * as the stream is consumed; a consumer that stops early causes no further requests.
     * The request's token is not used: a stream always starts at the beginning.
     */
    public Stream<Passage> stream(PageRequest request) {
      return this.core.stream(this.spec, request.isDescending(), request.limit());
    }
  }
}
