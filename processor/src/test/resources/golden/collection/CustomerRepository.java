package collection;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.RepositoryCore;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Customer} items (entity type {@code CUSTOMER}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 * <p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys
 * a request, retry what DynamoDB leaves unprocessed as the {@link BatchOptions} say, and when the
 * retries run out throw {@link io.tablesmith.BatchIncompleteException}, which lists exactly what was not done.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CustomerRepository implements TransactionalRepository<Customer> {
  private final RepositoryCore<Customer> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public CustomerRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, CustomerSchema.INSTANCE, CustomerSchema.Descriptors.DESCRIPTOR);
  }

  private CustomerRepository(RepositoryCore<Customer> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says: for example
   * {@code PageTokens.encrypted(key)}, so that clients can neither read nor forge them.
   * Tokens issued under other settings are refused.
   */
  public CustomerRepository withPageTokens(PageTokens tokens) {
    return new CustomerRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options} (added to those of its client):
   * the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the
   * returned repository for that call.
   */
  public CustomerRepository withRequestOptions(RequestOptions options) {
    return new CustomerRepository(this.core.withRequestOptions(options));
  }

  /**
   * Stores a new Customer; the write is conditional on no item having its key.
   *
   * @return {@code customer}
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Customer create(Customer customer) {
    return this.core.create(customer);
  }

  /**
   * Stores a Customer whether or not an item has its key (an upsert), never over another entity's item.
   *
   * @return {@code customer}
   */
  public Customer put(Customer customer) {
    return this.core.put(customer);
  }

  /**
   * Overwrites the stored Customer with this key; the write is conditional on the item existing.
   *
   * @return {@code customer}
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   */
  public Customer replace(Customer customer) {
    return this.core.replace(customer);
  }

  /**
   * Access pattern: get one Customer by its key (an eventually consistent read).
   */
  public Optional<Customer> get(UUID id) {
    return this.core.get(CustomerKeys.key(id), false);
  }

  /**
   * Access pattern: get one Customer by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Customer> getConsistent(UUID id) {
    return this.core.get(CustomerKeys.key(id), true);
  }

  /**
   * Deletes the Customer with this key, if there is one.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Customer> delete(UUID id) {
    return this.core.delete(CustomerKeys.key(id));
  }

  /**
   * Access pattern: bulk write. Stores every Customer whether or not an item has its key, like
   * {@link #put} for each, with {@code BatchWriteItem} (25 a request, one after the other).
   * A batch write carries no condition: what keeps it to Customer items is the key, built from this
   * entity's template (an item another program stored under such a key is not checked).
   * Of several records with one key the last wins. Every key is built before the first
   * request, so a bad record fails the call before anything is written.
   *
   * @param customers the records; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not written ({@code unwrittenRecords}); all others were written
   */
  public void putAll(Collection<Customer> customers) {
    core.putAll(customers);
  }

  /**
   * Access pattern: bulk delete by key. Deletes the Customer of every key, with
   * {@code BatchWriteItem} (25 a request, one after the other). Build the keys with
   * {@link CustomerKeys#key}. A key given twice is deleted once; a key without an item is no error.
   *
   * @param keys the keys; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not deleted ({@code keys}); all others were deleted
   */
  public void deleteAll(Collection<ItemKey<Customer>> keys) {
    core.deleteAll(keys);
  }

  /**
   * Access pattern: get many Customer items by key (eventually consistent reads),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link CustomerKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Customer> getAll(Collection<ItemKey<Customer>> keys) {
    return core.getAll(keys, false);
  }

  /**
   * Access pattern: get many Customer items by key with strongly consistent reads (twice the read cost),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link CustomerKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Customer> getAllConsistent(Collection<ItemKey<Customer>> keys) {
    return core.getAll(keys, true);
  }

  /**
   * A repository on the same client and table whose batch methods retry as {@code options} say;
   * this one keeps its own ({@link BatchOptions#defaults()} unless set).
   *
   * @param options attempts per request and the bounds of the waits between them
   * @return a new repository; both can be used at once
   */
  public CustomerRepository withBatchOptions(BatchOptions options) {
    return new CustomerRepository(core.withBatchOptions(options));
  }

  /**
   * Starts a typed update of the Customer with this key; nothing is sent until {@code execute()}:
   * {@code update(id).removeName().execute()}.
   *
   * @throws io.tablesmith.InvalidKeyException when a key component is null or empty
   */
  public CustomerUpdate update(UUID id) {
    return new CustomerUpdate(this.core.updates(), id);
  }

  /**
   * Stores a new Customer, or overwrites the stored one only if {@code condition} holds for it (for example an
   * expired lease); one conditional write.
   *
   * @return the record as stored
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Customer create(Customer customer, Condition<Customer> condition) {
    return this.core.updates().create(customer, condition);
  }

  /**
   * Overwrites the stored Customer with this key only if {@code condition} holds for it.
   *
   * @return the record as stored
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Customer replace(Customer customer, Condition<Customer> condition) {
    return this.core.updates().replace(customer, condition);
  }

  /**
   * Deletes the Customer with this key only if {@code condition} holds for it.
   *
   * @return the deleted item
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Customer delete(UUID id, Condition<Customer> condition) {
    return this.core.updates().delete(CustomerKeys.key(id), condition);
  }

  /**
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Customer items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   */
  @Override
  public TransactionTarget<Customer> transactionTarget() {
    return this.core.transactionTarget();
  }
}
