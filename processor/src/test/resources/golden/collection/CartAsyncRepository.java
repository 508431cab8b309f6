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
 * Reads and writes {@link Cart} items (entity type {@code CART}) without blocking, over the SDK's
 * {@code DynamoDbAsyncClient}: each method of {@link CartRepository} that sends a request, sending the same
 * requests with the same guards, and returning at once a future of what the blocking method returns.
 * <p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or
 * the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped
 * in a {@code CompletionException}, which {@link io.tablesmith.async.AsyncResults#cause} unwraps. A bad argument
 * (a null or empty key component, a record that does not encode) fails the future too; nothing is sent.
 * <p>Continuations run where the SDK completes the request (its future-completion executor):
 * keep them short, or move on with {@code thenApplyAsync(..., executor)}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CartAsyncRepository implements TransactionalRepository<Cart> {
  private final AsyncRepositoryCore<Cart> core;

  /**
   * @param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are
   *     the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public CartAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this.core = new AsyncRepositoryCore<>(client, tableName, CartSchema.INSTANCE, CartSchema.Descriptors.DESCRIPTOR);
  }

  private CartAsyncRepository(AsyncRepositoryCore<Cart> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says.
   */
  public CartAsyncRepository withPageTokens(PageTokens tokens) {
    return new CartAsyncRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options}: capacity, timeouts, observers.
   */
  public CartAsyncRepository withRequestOptions(RequestOptions options) {
    return new CartAsyncRepository(this.core.withRequestOptions(options));
  }

  /**
   * The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say.
   */
  public CartAsyncRepository withBatchOptions(BatchOptions options) {
    return new CartAsyncRepository(this.core.withBatchOptions(options));
  }

  /**
   * {@link CartRepository#create(Cart)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Cart> create(Cart cart) {
    return this.core.create(cart);
  }

  /**
   * {@link CartRepository#put(Cart)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Cart> put(Cart cart) {
    return this.core.put(cart);
  }

  /**
   * {@link CartRepository#replace(Cart)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Cart> replace(Cart cart) {
    return this.core.replace(cart);
  }

  /**
   * Access pattern: get one Cart by its key (an eventually consistent read).
   */
  public CompletableFuture<Optional<Cart>> get(UUID customerId) {
    return this.core.get(() -> CartKeys.key(customerId), false);
  }

  /**
   * Access pattern: get one Cart by its key with a strongly consistent read (twice the read cost).
   */
  public CompletableFuture<Optional<Cart>> getConsistent(UUID customerId) {
    return this.core.get(() -> CartKeys.key(customerId), true);
  }

  /**
   * {@link CartRepository#delete} by key without blocking.
   *
   * @return a future of the deleted item, or empty when there was none
   */
  public CompletableFuture<Optional<Cart>> delete(UUID customerId) {
    return this.core.delete(() -> CartKeys.key(customerId));
  }

  /**
   * {@link CartRepository#putAll} without blocking: the same requests, as many in flight as
   * {@link BatchOptions#withParallelism(int)} says, their retries scheduled, not slept.
   */
  public CompletableFuture<Void> putAll(Collection<Cart> carts) {
    return this.core.putAll(carts).thenAccept(stored -> { });
  }

  /**
   * {@link CartRepository#deleteAll} without blocking.
   */
  public CompletableFuture<Void> deleteAll(Collection<ItemKey<Cart>> keys) {
    return this.core.deleteAll(keys);
  }

  /**
   * {@link CartRepository#getAll} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Cart>> getAll(Collection<ItemKey<Cart>> keys) {
    return this.core.getAll(keys, false);
  }

  /**
   * {@link CartRepository#getAllConsistent} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Cart>> getAllConsistent(Collection<ItemKey<Cart>> keys) {
    return this.core.getAll(keys, true);
  }

  /**
   * A typed update of the Cart with this key, described by {@code changes} on a fresh {@link CartUpdate} and sent
   * as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as
   * {@code CartRepository.update(...)...execute()} would send it: {@code update(customerId, u -> u.removeUpdatedAt())}.
   *
   * @return a future of the item as it is after the update
   */
  public CompletableFuture<Cart> update(UUID customerId, Consumer<? super CartUpdate> changes) {
    return this.core.update(() -> {
          CartUpdate builder = new CartUpdate(this.core.updateBuilders(), customerId);
          changes.accept(builder);
          return builder.finish();
        });
  }

  /**
   * {@link CartRepository#create(Cart, Condition)} without blocking.
   */
  public CompletableFuture<Cart> create(Cart cart, Condition<Cart> condition) {
    return this.core.create(cart, condition);
  }

  /**
   * {@link CartRepository#replace(Cart, Condition)} without blocking.
   */
  public CompletableFuture<Cart> replace(Cart cart, Condition<Cart> condition) {
    return this.core.replace(cart, condition);
  }

  /**
   * {@link CartRepository#delete} with a condition, without blocking.
   */
  public CompletableFuture<Cart> delete(UUID customerId, Condition<Cart> condition) {
    return this.core.delete(() -> CartKeys.key(customerId), condition);
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
}
