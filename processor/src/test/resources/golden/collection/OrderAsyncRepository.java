package collection;

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
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Order} items (entity type {@code ORDER}) without blocking, over the SDK's
 * {@code DynamoDbAsyncClient}: each method of {@link OrderRepository} that sends a request, sending the same
 * requests with the same guards, and returning at once a future of what the blocking method returns.
 * <p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or
 * the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped
 * in a {@code CompletionException}, which {@link io.tablesmith.async.AsyncResults#cause} unwraps. A bad argument
 * (a null or empty key component, a record that does not encode) fails the future too; nothing is sent.
 * <p>Continuations run where the SDK completes the request (its future-completion executor):
 * keep them short, or move on with {@code thenApplyAsync(..., executor)}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class OrderAsyncRepository implements TransactionalRepository<Order> {
  private final AsyncRepositoryCore<Order> core;

  /**
   * @param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are
   *     the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public OrderAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this.core = new AsyncRepositoryCore<>(client, tableName, OrderSchema.INSTANCE, OrderSchema.Descriptors.DESCRIPTOR);
  }

  private OrderAsyncRepository(AsyncRepositoryCore<Order> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says.
   */
  public OrderAsyncRepository withPageTokens(PageTokens tokens) {
    return new OrderAsyncRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options}: capacity, timeouts, observers.
   */
  public OrderAsyncRepository withRequestOptions(RequestOptions options) {
    return new OrderAsyncRepository(this.core.withRequestOptions(options));
  }

  /**
   * The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say.
   */
  public OrderAsyncRepository withBatchOptions(BatchOptions options) {
    return new OrderAsyncRepository(this.core.withBatchOptions(options));
  }

  /**
   * {@link OrderRepository#create(Order)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Order> create(Order order) {
    return this.core.create(order);
  }

  /**
   * {@link OrderRepository#put(Order)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Order> put(Order order) {
    return this.core.put(order);
  }

  /**
   * {@link OrderRepository#replace(Order)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Order> replace(Order order) {
    return this.core.replace(order);
  }

  /**
   * Access pattern: get one Order by its key (an eventually consistent read).
   */
  public CompletableFuture<Optional<Order>> get(UUID customerId, LocalDate placedOn, int number) {
    return this.core.get(() -> OrderKeys.key(customerId, placedOn, number), false);
  }

  /**
   * Access pattern: get one Order by its key with a strongly consistent read (twice the read cost).
   */
  public CompletableFuture<Optional<Order>> getConsistent(UUID customerId, LocalDate placedOn,
      int number) {
    return this.core.get(() -> OrderKeys.key(customerId, placedOn, number), true);
  }

  /**
   * {@link OrderRepository#delete} by key without blocking.
   *
   * @return a future of the deleted item, or empty when there was none
   */
  public CompletableFuture<Optional<Order>> delete(UUID customerId, LocalDate placedOn,
      int number) {
    return this.core.delete(() -> OrderKeys.key(customerId, placedOn, number));
  }

  /**
   * {@link OrderRepository#putAll} without blocking: the same requests, as many in flight as
   * {@link BatchOptions#withParallelism(int)} says, their retries scheduled, not slept.
   */
  public CompletableFuture<Void> putAll(Collection<Order> orders) {
    return this.core.putAll(orders).thenAccept(stored -> { });
  }

  /**
   * {@link OrderRepository#deleteAll} without blocking.
   */
  public CompletableFuture<Void> deleteAll(Collection<ItemKey<Order>> keys) {
    return this.core.deleteAll(keys);
  }

  /**
   * {@link OrderRepository#getAll} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Order>> getAll(Collection<ItemKey<Order>> keys) {
    return this.core.getAll(keys, false);
  }

  /**
   * {@link OrderRepository#getAllConsistent} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Order>> getAllConsistent(Collection<ItemKey<Order>> keys) {
    return this.core.getAll(keys, true);
  }

  /**
   * A typed update of the Order with this key, described by {@code changes} on a fresh {@link OrderUpdate} and sent
   * as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as
   * {@code OrderRepository.update(...)...execute()} would send it: {@code update(customerId, placedOn, number, u -> u.removeStatus())}.
   *
   * @return a future of the item as it is after the update
   */
  public CompletableFuture<Order> update(UUID customerId, LocalDate placedOn, int number,
      Consumer<? super OrderUpdate> changes) {
    return this.core.update(() -> {
          OrderUpdate builder = new OrderUpdate(this.core.updateBuilders(), customerId, placedOn, number);
          changes.accept(builder);
          return builder.finish();
        });
  }

  /**
   * {@link OrderRepository#create(Order, Condition)} without blocking.
   */
  public CompletableFuture<Order> create(Order order, Condition<Order> condition) {
    return this.core.create(order, condition);
  }

  /**
   * {@link OrderRepository#replace(Order, Condition)} without blocking.
   */
  public CompletableFuture<Order> replace(Order order, Condition<Order> condition) {
    return this.core.replace(order, condition);
  }

  /**
   * {@link OrderRepository#delete} with a condition, without blocking.
   */
  public CompletableFuture<Order> delete(UUID customerId, LocalDate placedOn, int number,
      Condition<Order> condition) {
    return this.core.delete(() -> OrderKeys.key(customerId, placedOn, number), condition);
  }

  /**
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Order items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   */
  @Override
  public TransactionTarget<Order> transactionTarget() {
    return this.core.transactionTarget();
  }

  /**
   * Access pattern: the Order items of one partition, as {@link OrderRepository#ordersOf}.
   * Narrow it with a sort key range, then read a {@code page}, its {@code pages} or its {@code items}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public OrdersOfQuery ordersOf(UUID customerId) {
    return new OrdersOfQuery(this.core, QuerySpec.of(OrderSchema.Descriptors.ORDERS_OF, OrderKeys.partition(customerId)));
  }

  /**
   * Access pattern: the Order items of one partition, as {@link OrderRepository#ordersOf}.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public CompletableFuture<Page<Order>> ordersOf(UUID customerId, PageRequest page) {
    return ordersOf(customerId).page(page);
  }

  /**
   * The ordersOf query of {@link Order}: one partition of the table, in sort key order (sk {@code ORDER#{placedOn}#{number:04}}).
   * Immutable: every method returns a new query. A range replaces any range set before.
   */
  public static final class OrdersOfQuery {
    private final AsyncRepositoryCore<Order> core;

    private final QuerySpec spec;

    OrdersOfQuery(AsyncRepositoryCore<Order> core, QuerySpec spec) {
      this.core = core;
      this.spec = spec;
    }

    private static SortRange.Bound boundOfPlacedOn(LocalDate placedOn, boolean inclusive) {
      return SortRange.Bound.group("ORDER#" + KeyParts.text(OrderSchema.ENTITY_TYPE, "placedOn", placedOn) + "#", inclusive);
    }

    /**
     * Items whose {@code placedOn} lies between the two values, both included.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery between(LocalDate placedOnFrom, LocalDate placedOnTo) {
      return withRange(SortRange.between(boundOfPlacedOn(placedOnFrom, true), boundOfPlacedOn(placedOnTo, true)));
    }

    /**
     * Items whose {@code placedOn} is above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery greaterThan(LocalDate placedOn) {
      return withRange(SortRange.from(boundOfPlacedOn(placedOn, false), "ORDER#"));
    }

    /**
     * Items whose {@code placedOn} is at or above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery greaterThanOrEqualTo(LocalDate placedOn) {
      return withRange(SortRange.from(boundOfPlacedOn(placedOn, true), "ORDER#"));
    }

    /**
     * Items whose {@code placedOn} is below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery lessThan(LocalDate placedOn) {
      return withRange(SortRange.upTo("ORDER#", boundOfPlacedOn(placedOn, false)));
    }

    /**
     * Items whose {@code placedOn} is at or below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery lessThanOrEqualTo(LocalDate placedOn) {
      return withRange(SortRange.upTo("ORDER#", boundOfPlacedOn(placedOn, true)));
    }

    private static SortRange.Bound boundOfNumber(LocalDate placedOn, int number,
        boolean inclusive) {
      return SortRange.Bound.exact("ORDER#" + KeyParts.text(OrderSchema.ENTITY_TYPE, "placedOn", placedOn) + "#" + KeyParts.padded(OrderSchema.ENTITY_TYPE, "number", number, 4), inclusive);
    }

    private static String prefixBeforeNumber(LocalDate placedOn) {
      return "ORDER#" + KeyParts.text(OrderSchema.ENTITY_TYPE, "placedOn", placedOn) + "#";
    }

    /**
     * Items whose {@code number} lies between the two values, both included (with placedOn fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery between(LocalDate placedOn, int numberFrom, int numberTo) {
      return withRange(SortRange.between(boundOfNumber(placedOn, numberFrom, true), boundOfNumber(placedOn, numberTo, true)));
    }

    /**
     * Items whose {@code number} is above the value (with placedOn fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery greaterThan(LocalDate placedOn, int number) {
      return withRange(SortRange.from(boundOfNumber(placedOn, number, false), prefixBeforeNumber(placedOn)));
    }

    /**
     * Items whose {@code number} is at or above the value (with placedOn fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery greaterThanOrEqualTo(LocalDate placedOn, int number) {
      return withRange(SortRange.from(boundOfNumber(placedOn, number, true), prefixBeforeNumber(placedOn)));
    }

    /**
     * Items whose {@code number} is below the value (with placedOn fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery lessThan(LocalDate placedOn, int number) {
      return withRange(SortRange.upTo(prefixBeforeNumber(placedOn), boundOfNumber(placedOn, number, false)));
    }

    /**
     * Items whose {@code number} is at or below the value (with placedOn fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery lessThanOrEqualTo(LocalDate placedOn, int number) {
      return withRange(SortRange.upTo(prefixBeforeNumber(placedOn), boundOfNumber(placedOn, number, true)));
    }

    /**
     * Items whose sort key starts with these leading components: placedOn.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public OrdersOfQuery withPrefix(LocalDate placedOn) {
      return withRange(SortRange.beginsWith("ORDER#" + KeyParts.text(OrderSchema.ENTITY_TYPE, "placedOn", placedOn) + "#"));
    }

    private OrdersOfQuery withRange(SortRange range) {
      return new OrdersOfQuery(this.core, this.spec.withRange(range));
    }

    /**
     * The same query with strongly consistent reads (twice the read cost). Index queries have no
     * such method: DynamoDB's global secondary indexes are only eventually consistent.
     */
    public OrdersOfQuery consistentRead() {
      return new OrdersOfQuery(this.core, this.spec.withConsistentRead());
    }

    /**
     * One page of Order items: the same requests, items and token as the blocking query's page.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token;
     *     fails with {@link io.tablesmith.InvalidPageTokenException} when the token was issued by another query, partition, range or direction
     */
    public CompletableFuture<Page<Order>> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * The pages of the query from {@code request}'s token on, each fetched when the subscriber asks for
     * it (one request at a time, none before it is asked for), until the last page; each subscription
     * starts again at {@code request}.
     */
    public Flow.Publisher<Page<Order>> pages(PageRequest request) {
      return this.core.pages(this.spec, request);
    }

    /**
     * Every Order item of the query in ascending order, fetched 100 at a time as the subscriber asks.
     */
    public Flow.Publisher<Order> items() {
      return this.core.items(this.spec, PageRequest.of(100));
    }

    /**
     * Every Order item of the query in {@code request}'s direction, fetched {@code request.limit()} at a
     * time as the subscriber asks; a subscriber that cancels causes no further requests.
     * The request's token is not used: the items always start at the beginning.
     */
    public Flow.Publisher<Order> items(PageRequest request) {
      return this.core.items(this.spec, request);
    }
  }
}
