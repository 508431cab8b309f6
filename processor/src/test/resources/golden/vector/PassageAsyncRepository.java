package vector;

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
 * Reads and writes {@link Passage} items (entity type {@code PASSAGE}) without blocking, over the SDK's
 * {@code DynamoDbAsyncClient}: each method of {@link PassageRepository} that sends a request, sending the same
 * requests with the same guards, and returning at once a future of what the blocking method returns.
 * <p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or
 * the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped
 * in a {@code CompletionException}, which {@link io.tablesmith.async.AsyncResults#cause} unwraps. A bad argument
 * (a null or empty key component, a record that does not encode) fails the future too; nothing is sent.
 * <p>Continuations run where the SDK completes the request (its future-completion executor):
 * keep them short, or move on with {@code thenApplyAsync(..., executor)}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PassageAsyncRepository implements TransactionalRepository<Passage> {
  private final AsyncRepositoryCore<Passage> core;

  /**
   * @param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are
   *     the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public PassageAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this.core = new AsyncRepositoryCore<>(client, tableName, PassageSchema.INSTANCE, PassageSchema.Descriptors.DESCRIPTOR);
  }

  private PassageAsyncRepository(AsyncRepositoryCore<Passage> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says.
   */
  public PassageAsyncRepository withPageTokens(PageTokens tokens) {
    return new PassageAsyncRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options}: capacity, timeouts, observers.
   */
  public PassageAsyncRepository withRequestOptions(RequestOptions options) {
    return new PassageAsyncRepository(this.core.withRequestOptions(options));
  }

  /**
   * The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say.
   */
  public PassageAsyncRepository withBatchOptions(BatchOptions options) {
    return new PassageAsyncRepository(this.core.withBatchOptions(options));
  }

  /**
   * {@link PassageRepository#create(Passage)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Passage> create(Passage passage) {
    return this.core.create(passage);
  }

  /**
   * {@link PassageRepository#put(Passage)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Passage> put(Passage passage) {
    return this.core.put(passage);
  }

  /**
   * {@link PassageRepository#replace(Passage)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Passage> replace(Passage passage) {
    return this.core.replace(passage);
  }

  /**
   * Access pattern: get one Passage by its key (an eventually consistent read).
   */
  public CompletableFuture<Optional<Passage>> get(String book, String id) {
    return this.core.get(() -> PassageKeys.key(book, id), false);
  }

  /**
   * Access pattern: get one Passage by its key with a strongly consistent read (twice the read cost).
   */
  public CompletableFuture<Optional<Passage>> getConsistent(String book, String id) {
    return this.core.get(() -> PassageKeys.key(book, id), true);
  }

  /**
   * {@link PassageRepository#delete} by key without blocking.
   *
   * @return a future of the deleted item, or empty when there was none
   */
  public CompletableFuture<Optional<Passage>> delete(String book, String id) {
    return this.core.delete(() -> PassageKeys.key(book, id));
  }

  /**
   * {@link PassageRepository#putAll} without blocking: the same requests, as many in flight as
   * {@link BatchOptions#withParallelism(int)} says, their retries scheduled, not slept.
   */
  public CompletableFuture<Void> putAll(Collection<Passage> passages) {
    return this.core.putAll(passages).thenAccept(stored -> { });
  }

  /**
   * {@link PassageRepository#deleteAll} without blocking.
   */
  public CompletableFuture<Void> deleteAll(Collection<ItemKey<Passage>> keys) {
    return this.core.deleteAll(keys);
  }

  /**
   * {@link PassageRepository#getAll} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Passage>> getAll(Collection<ItemKey<Passage>> keys) {
    return this.core.getAll(keys, false);
  }

  /**
   * {@link PassageRepository#getAllConsistent} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Passage>> getAllConsistent(Collection<ItemKey<Passage>> keys) {
    return this.core.getAll(keys, true);
  }

  /**
   * A typed update of the Passage with this key, described by {@code changes} on a fresh {@link PassageUpdate} and sent
   * as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as
   * {@code PassageRepository.update(...)...execute()} would send it: {@code update(book, id, u -> u.removeText())}.
   *
   * @return a future of the item as it is after the update
   */
  public CompletableFuture<Passage> update(String book, String id,
      Consumer<? super PassageUpdate> changes) {
    return this.core.update(() -> {
          PassageUpdate builder = new PassageUpdate(this.core.updateBuilders(), book, id);
          changes.accept(builder);
          return builder.finish();
        });
  }

  /**
   * {@link PassageRepository#create(Passage, Condition)} without blocking.
   */
  public CompletableFuture<Passage> create(Passage passage, Condition<Passage> condition) {
    return this.core.create(passage, condition);
  }

  /**
   * {@link PassageRepository#replace(Passage, Condition)} without blocking.
   */
  public CompletableFuture<Passage> replace(Passage passage, Condition<Passage> condition) {
    return this.core.replace(passage, condition);
  }

  /**
   * {@link PassageRepository#delete} with a condition, without blocking.
   */
  public CompletableFuture<Passage> delete(String book, String id, Condition<Passage> condition) {
    return this.core.delete(() -> PassageKeys.key(book, id), condition);
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
   * Access pattern: the Passage items of one partition, as {@link PassageRepository#query}.
   * Narrow it with a sort key range, then read a {@code page}, its {@code pages} or its {@code items}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public QueryQuery query(String book) {
    return new QueryQuery(this.core, QuerySpec.of(PassageSchema.Descriptors.QUERY, PassageKeys.partition(book)));
  }

  /**
   * Access pattern: the Passage items of one partition, as {@link PassageRepository#query}.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public CompletableFuture<Page<Passage>> query(String book, PageRequest page) {
    return query(book).page(page);
  }

  /**
   * The query query of {@link Passage}: one partition of the table, in sort key order (sk {@code PASSAGE#{id}}).
   * Immutable: every method returns a new query. A range replaces any range set before.
   */
  public static final class QueryQuery {
    private final AsyncRepositoryCore<Passage> core;

    private final QuerySpec spec;

    QueryQuery(AsyncRepositoryCore<Passage> core, QuerySpec spec) {
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
     * One page of Passage items: the same requests, items and token as the blocking query's page.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token;
     *     fails with {@link io.tablesmith.InvalidPageTokenException} when the token was issued by another query, partition, range or direction
     */
    public CompletableFuture<Page<Passage>> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * The pages of the query from {@code request}'s token on, each fetched when the subscriber asks for
     * it (one request at a time, none before it is asked for), until the last page; each subscription
     * starts again at {@code request}.
     */
    public Flow.Publisher<Page<Passage>> pages(PageRequest request) {
      return this.core.pages(this.spec, request);
    }

    /**
     * Every Passage item of the query in ascending order, fetched 100 at a time as the subscriber asks.
     */
    public Flow.Publisher<Passage> items() {
      return this.core.items(this.spec, PageRequest.of(100));
    }

    /**
     * Every Passage item of the query in {@code request}'s direction, fetched {@code request.limit()} at a
     * time as the subscriber asks; a subscriber that cancels causes no further requests.
     * The request's token is not used: the items always start at the beginning.
     */
    public Flow.Publisher<Passage> items(PageRequest request) {
      return this.core.items(this.spec, request);
    }
  }
}
