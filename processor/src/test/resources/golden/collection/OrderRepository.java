package collection;

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
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Order} items (entity type {@code ORDER}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 * <p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys
 * a request, retry what DynamoDB leaves unprocessed as the {@link BatchOptions} say, and when the
 * retries run out throw {@link io.tablesmith.BatchIncompleteException}, which lists exactly what was not done.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class OrderRepository implements TransactionalRepository<Order> {
  private final RepositoryCore<Order> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public OrderRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, OrderSchema.INSTANCE, OrderSchema.Descriptors.DESCRIPTOR);
  }

  private OrderRepository(RepositoryCore<Order> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says: for example
   * {@code PageTokens.encrypted(key)}, so that clients can neither read nor forge them.
   * Tokens issued under other settings are refused.
   */
  public OrderRepository withPageTokens(PageTokens tokens) {
    return new OrderRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options} (added to those of its client):
   * the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the
   * returned repository for that call.
   */
  public OrderRepository withRequestOptions(RequestOptions options) {
    return new OrderRepository(this.core.withRequestOptions(options));
  }

  /**
   * Stores a new Order; the write is conditional on no item having its key.
   *
   * @return {@code order}
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Order create(Order order) {
    return this.core.create(order);
  }

  /**
   * Stores an Order whether or not an item has its key (an upsert), never over another entity's item.
   *
   * @return {@code order}
   */
  public Order put(Order order) {
    return this.core.put(order);
  }

  /**
   * Overwrites the stored Order with this key; the write is conditional on the item existing.
   *
   * @return {@code order}
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   */
  public Order replace(Order order) {
    return this.core.replace(order);
  }

  /**
   * Access pattern: get one Order by its key (an eventually consistent read).
   */
  public Optional<Order> get(UUID customerId, LocalDate placedOn, int number) {
    return this.core.get(OrderKeys.key(customerId, placedOn, number), false);
  }

  /**
   * Access pattern: get one Order by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Order> getConsistent(UUID customerId, LocalDate placedOn, int number) {
    return this.core.get(OrderKeys.key(customerId, placedOn, number), true);
  }

  /**
   * Deletes the Order with this key, if there is one.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Order> delete(UUID customerId, LocalDate placedOn, int number) {
    return this.core.delete(OrderKeys.key(customerId, placedOn, number));
  }

  /**
   * Access pattern: bulk write. Stores every Order whether or not an item has its key, like
   * {@link #put} for each, with {@code BatchWriteItem} (25 a request, one after the other).
   * A batch write carries no condition: what keeps it to Order items is the key, built from this
   * entity's template (an item another program stored under such a key is not checked).
   * Of several records with one key the last wins. Every key is built before the first
   * request, so a bad record fails the call before anything is written.
   *
   * @param orders the records; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not written ({@code unwrittenRecords}); all others were written
   */
  public void putAll(Collection<Order> orders) {
    core.putAll(orders);
  }

  /**
   * Access pattern: bulk delete by key. Deletes the Order of every key, with
   * {@code BatchWriteItem} (25 a request, one after the other). Build the keys with
   * {@link OrderKeys#key}. A key given twice is deleted once; a key without an item is no error.
   *
   * @param keys the keys; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not deleted ({@code keys}); all others were deleted
   */
  public void deleteAll(Collection<ItemKey<Order>> keys) {
    core.deleteAll(keys);
  }

  /**
   * Access pattern: get many Order items by key (eventually consistent reads),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link OrderKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Order> getAll(Collection<ItemKey<Order>> keys) {
    return core.getAll(keys, false);
  }

  /**
   * Access pattern: get many Order items by key with strongly consistent reads (twice the read cost),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link OrderKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Order> getAllConsistent(Collection<ItemKey<Order>> keys) {
    return core.getAll(keys, true);
  }

  /**
   * A repository on the same client and table whose batch methods retry as {@code options} say;
   * this one keeps its own ({@link BatchOptions#defaults()} unless set).
   *
   * @param options attempts per request and the bounds of the waits between them
   * @return a new repository; both can be used at once
   */
  public OrderRepository withBatchOptions(BatchOptions options) {
    return new OrderRepository(core.withBatchOptions(options));
  }

  /**
   * Starts a typed update of the Order with this key; nothing is sent until {@code execute()}:
   * {@code update(customerId, placedOn, number).removeStatus().execute()}.
   *
   * @throws io.tablesmith.InvalidKeyException when a key component is null or empty
   */
  public OrderUpdate update(UUID customerId, LocalDate placedOn, int number) {
    return new OrderUpdate(this.core.updates(), customerId, placedOn, number);
  }

  /**
   * Stores a new Order, or overwrites the stored one only if {@code condition} holds for it (for example an
   * expired lease); one conditional write.
   *
   * @return the record as stored
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Order create(Order order, Condition<Order> condition) {
    return this.core.updates().create(order, condition);
  }

  /**
   * Overwrites the stored Order with this key only if {@code condition} holds for it.
   *
   * @return the record as stored
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Order replace(Order order, Condition<Order> condition) {
    return this.core.updates().replace(order, condition);
  }

  /**
   * Deletes the Order with this key only if {@code condition} holds for it.
   *
   * @return the deleted item
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Order delete(UUID customerId, LocalDate placedOn, int number, Condition<Order> condition) {
    return this.core.updates().delete(OrderKeys.key(customerId, placedOn, number), condition);
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
   * Access pattern: the Order items of one partition, pk {@code CUSTOMER#{customerId}}, in sort key order (sk {@code ORDER#{placedOn}#{number:04}}).
   * Narrow it with a sort key range, then read a {@code page} or a {@code stream}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public OrdersOfQuery ordersOf(UUID customerId) {
    return new OrdersOfQuery(this.core, QuerySpec.of(OrderSchema.Descriptors.ORDERS_OF, OrderKeys.partition(customerId)));
  }

  /**
   * Access pattern: the Order items of one partition, pk {@code CUSTOMER#{customerId}}, in sort key order (sk {@code ORDER#{placedOn}#{number:04}}).
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public Page<Order> ordersOf(UUID customerId, PageRequest page) {
    return ordersOf(customerId).page(page);
  }

  /**
   * The ordersOf query of {@link Order}: one partition of the table, in sort key order (sk {@code ORDER#{placedOn}#{number:04}}).
   * Immutable: every method returns a new query. A range replaces any range set before.
   */
  public static final class OrdersOfQuery {
    private final RepositoryCore<Order> core;

    private final QuerySpec spec;

    OrdersOfQuery(RepositoryCore<Order> core, QuerySpec spec) {
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
     * One page of Order items.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token
     * @throws io.tablesmith.InvalidPageTokenException when the token was issued by another query, partition, range or direction
     */
    public Page<Order> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * Every Order item of the query in ascending order, fetched 100 at a time as the stream is consumed.
     */
    public Stream<Order> stream() {
      return this.core.stream(this.spec, false, 100);
    }

    /**
     * Every Order item of the query in {@code request}'s direction, fetched {@code request.limit()} at a time
     * as the stream is consumed; a consumer that stops early causes no further requests.
     * The request's token is not used: a stream always starts at the beginning.
     */
    public Stream<Order> stream(PageRequest request) {
      return this.core.stream(this.spec, request.isDescending(), request.limit());
    }
  }
}
