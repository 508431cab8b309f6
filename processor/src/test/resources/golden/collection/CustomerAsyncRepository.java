package collection;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.AsyncRepositoryCore;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Customer} items (entity type {@code CUSTOMER}) without blocking, over the SDK's
 * {@code DynamoDbAsyncClient}: each method of {@link CustomerRepository} that sends a request, sending the same
 * requests with the same guards, and returning at once a future of what the blocking method returns.
 * <p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or
 * the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped
 * in a {@code CompletionException}, which {@link io.tablesmith.async.AsyncResults#cause} unwraps. A bad argument
 * (a null or empty key component, a record that does not encode) fails the future too; nothing is sent.
 * <p>Continuations run where the SDK completes the request (its future-completion executor):
 * keep them short, or move on with {@code thenApplyAsync(..., executor)}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CustomerAsyncRepository implements TransactionalRepository<Customer> {
  private final AsyncRepositoryCore<Customer> core;

  /**
   * @param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are
   *     the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public CustomerAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this.core = new AsyncRepositoryCore<>(client, tableName, CustomerSchema.INSTANCE, CustomerSchema.Descriptors.DESCRIPTOR);
  }

  private CustomerAsyncRepository(AsyncRepositoryCore<Customer> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says.
   */
  public CustomerAsyncRepository withPageTokens(PageTokens tokens) {
    return new CustomerAsyncRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options}: capacity, timeouts, observers.
   */
  public CustomerAsyncRepository withRequestOptions(RequestOptions options) {
    return new CustomerAsyncRepository(this.core.withRequestOptions(options));
  }

  /**
   * The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say.
   */
  public CustomerAsyncRepository withBatchOptions(BatchOptions options) {
    return new CustomerAsyncRepository(this.core.withBatchOptions(options));
  }

  /**
   * {@link CustomerRepository#create(Customer)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Customer> create(Customer customer) {
    return this.core.create(customer);
  }

  /**
   * {@link CustomerRepository#put(Customer)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Customer> put(Customer customer) {
    return this.core.put(customer);
  }

  /**
   * {@link CustomerRepository#replace(Customer)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Customer> replace(Customer customer) {
    return this.core.replace(customer);
  }

  /**
   * Access pattern: get one Customer by its key (an eventually consistent read).
   */
  public CompletableFuture<Optional<Customer>> get(UUID id) {
    return this.core.get(() -> CustomerKeys.key(id), false);
  }

  /**
   * Access pattern: get one Customer by its key with a strongly consistent read (twice the read cost).
   */
  public CompletableFuture<Optional<Customer>> getConsistent(UUID id) {
    return this.core.get(() -> CustomerKeys.key(id), true);
  }

  /**
   * {@link CustomerRepository#delete} by key without blocking.
   *
   * @return a future of the deleted item, or empty when there was none
   */
  public CompletableFuture<Optional<Customer>> delete(UUID id) {
    return this.core.delete(() -> CustomerKeys.key(id));
  }

  /**
   * {@link CustomerRepository#putAll} without blocking: the same requests, as many in flight as
   * {@link BatchOptions#withParallelism(int)} says, their retries scheduled, not slept.
   */
  public CompletableFuture<Void> putAll(Collection<Customer> customers) {
    return this.core.putAll(customers).thenAccept(stored -> { });
  }

  /**
   * {@link CustomerRepository#deleteAll} without blocking.
   */
  public CompletableFuture<Void> deleteAll(Collection<ItemKey<Customer>> keys) {
    return this.core.deleteAll(keys);
  }

  /**
   * {@link CustomerRepository#getAll} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Customer>> getAll(Collection<ItemKey<Customer>> keys) {
    return this.core.getAll(keys, false);
  }

  /**
   * {@link CustomerRepository#getAllConsistent} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Customer>> getAllConsistent(Collection<ItemKey<Customer>> keys) {
    return this.core.getAll(keys, true);
  }

  /**
   * A typed update of the Customer with this key, described by {@code changes} on a fresh {@link CustomerUpdate} and sent
   * as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as
   * {@code CustomerRepository.update(...)...execute()} would send it: {@code update(id, u -> u.removeName())}.
   *
   * @return a future of the item as it is after the update
   */
  public CompletableFuture<Customer> update(UUID id, Consumer<? super CustomerUpdate> changes) {
    return this.core.update(() -> {
          CustomerUpdate builder = new CustomerUpdate(this.core.updateBuilders(), id);
          changes.accept(builder);
          return builder.finish();
        });
  }

  /**
   * {@link CustomerRepository#create(Customer, Condition)} without blocking.
   */
  public CompletableFuture<Customer> create(Customer customer, Condition<Customer> condition) {
    return this.core.create(customer, condition);
  }

  /**
   * {@link CustomerRepository#replace(Customer, Condition)} without blocking.
   */
  public CompletableFuture<Customer> replace(Customer customer, Condition<Customer> condition) {
    return this.core.replace(customer, condition);
  }

  /**
   * {@link CustomerRepository#delete} with a condition, without blocking.
   */
  public CompletableFuture<Customer> delete(UUID id, Condition<Customer> condition) {
    return this.core.delete(() -> CustomerKeys.key(id), condition);
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
