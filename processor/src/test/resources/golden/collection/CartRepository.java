package collection;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.RepositoryCore;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Cart} items (entity type {@code CART}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 * <p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys
 * a request, retry what DynamoDB leaves unprocessed as the {@link BatchOptions} say, and when the
 * retries run out throw {@link io.tablesmith.BatchIncompleteException}, which lists exactly what was not done.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CartRepository implements TransactionalRepository<Cart> {
  private final RepositoryCore<Cart> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public CartRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, CartSchema.INSTANCE, CartSchema.Descriptors.DESCRIPTOR);
  }

  private CartRepository(RepositoryCore<Cart> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says: for example
   * {@code PageTokens.encrypted(key)}, so that clients can neither read nor forge them.
   * Tokens issued under other settings are refused.
   */
  public CartRepository withPageTokens(PageTokens tokens) {
    return new CartRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options} (added to those of its client):
   * the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the
   * returned repository for that call.
   */
  public CartRepository withRequestOptions(RequestOptions options) {
    return new CartRepository(this.core.withRequestOptions(options));
  }

  /**
   * Stores a new Cart; the write is conditional on no item having its key.
   *
   * @return {@code cart}
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Cart create(Cart cart) {
    return this.core.create(cart);
  }

  /**
   * Stores a Cart whether or not an item has its key (an upsert), never over another entity's item.
   *
   * @return {@code cart}
   */
  public Cart put(Cart cart) {
    return this.core.put(cart);
  }

  /**
   * Overwrites the stored Cart with this key; the write is conditional on the item existing.
   *
   * @return {@code cart}
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   */
  public Cart replace(Cart cart) {
    return this.core.replace(cart);
  }

  /**
   * Access pattern: get one Cart by its key (an eventually consistent read).
   */
  public Optional<Cart> get(UUID customerId) {
    return this.core.get(CartKeys.key(customerId), false);
  }

  /**
   * Access pattern: get one Cart by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Cart> getConsistent(UUID customerId) {
    return this.core.get(CartKeys.key(customerId), true);
  }

  /**
   * Deletes the Cart with this key, if there is one.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Cart> delete(UUID customerId) {
    return this.core.delete(CartKeys.key(customerId));
  }

  /**
   * Access pattern: bulk write. Stores every Cart whether or not an item has its key, like
   * {@link #put} for each, with {@code BatchWriteItem} (25 a request, one after the other).
   * A batch write carries no condition: what keeps it to Cart items is the key, built from this
   * entity's template (an item another program stored under such a key is not checked).
   * Of several records with one key the last wins. Every key is built before the first
   * request, so a bad record fails the call before anything is written.
   *
   * @param carts the records; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not written ({@code unwrittenRecords}); all others were written
   */
  public void putAll(Collection<Cart> carts) {
    core.putAll(carts);
  }

  /**
   * Access pattern: bulk delete by key. Deletes the Cart of every key, with
   * {@code BatchWriteItem} (25 a request, one after the other). Build the keys with
   * {@link CartKeys#key}. A key given twice is deleted once; a key without an item is no error.
   *
   * @param keys the keys; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not deleted ({@code keys}); all others were deleted
   */
  public void deleteAll(Collection<ItemKey<Cart>> keys) {
    core.deleteAll(keys);
  }

  /**
   * Access pattern: get many Cart items by key (eventually consistent reads),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link CartKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Cart> getAll(Collection<ItemKey<Cart>> keys) {
    return core.getAll(keys, false);
  }

  /**
   * Access pattern: get many Cart items by key with strongly consistent reads (twice the read cost),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link CartKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Cart> getAllConsistent(Collection<ItemKey<Cart>> keys) {
    return core.getAll(keys, true);
  }

  /**
   * A repository on the same client and table whose batch methods retry as {@code options} say;
   * this one keeps its own ({@link BatchOptions#defaults()} unless set).
   *
   * @param options attempts per request and the bounds of the waits between them
   * @return a new repository; both can be used at once
   */
  public CartRepository withBatchOptions(BatchOptions options) {
    return new CartRepository(core.withBatchOptions(options));
  }

  /**
   * Starts a typed update of the Cart with this key; nothing is sent until {@code execute()}:
   * {@code update(customerId).removeUpdatedAt().execute()}.
   *
   * @throws io.tablesmith.InvalidKeyException when a key component is null or empty
   */
  public CartUpdate update(UUID customerId) {
    return new CartUpdate(this.core.updates(), customerId);
  }

  /**
   * Stores a new Cart, or overwrites the stored one only if {@code condition} holds for it (for example an
   * expired lease); one conditional write.
   *
   * @return the record as stored
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Cart create(Cart cart, Condition<Cart> condition) {
    return this.core.updates().create(cart, condition);
  }

  /**
   * Overwrites the stored Cart with this key only if {@code condition} holds for it.
   *
   * @return the record as stored
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Cart replace(Cart cart, Condition<Cart> condition) {
    return this.core.updates().replace(cart, condition);
  }

  /**
   * Deletes the Cart with this key only if {@code condition} holds for it.
   *
   * @return the deleted item
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Cart delete(UUID customerId, Condition<Cart> condition) {
    return this.core.updates().delete(CartKeys.key(customerId), condition);
  }

  /**
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Cart items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   */
  @Override
  public TransactionTarget<Cart> transactionTarget() {
    return this.core.transactionTarget();
  }

  /**
   * Rewrites {@code updatedAt} of every stored Cart that still holds the varying-width text of times stored before
   * they were stored fixed width, so that order conditions and natural-index ranges see the item in time order.
   * Times inside nested records, lists, sets or maps are rewritten by the item's next {@code put}.
   * <p>A parallel {@code Scan} reads the table; each item whose keys or times differ gets one {@code UpdateItem} of just
   * those attributes, on the condition that {@code updatedAt} still hold what was scanned, so a concurrent
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
}
