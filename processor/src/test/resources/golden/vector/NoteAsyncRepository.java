package vector;

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
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Note} items (entity type {@code NOTE}) without blocking, over the SDK's
 * {@code DynamoDbAsyncClient}: each method of {@link NoteRepository} that sends a request, sending the same
 * requests with the same guards, and returning at once a future of what the blocking method returns.
 * <p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or
 * the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped
 * in a {@code CompletionException}, which {@link io.tablesmith.async.AsyncResults#cause} unwraps. A bad argument
 * (a null or empty key component, a record that does not encode) fails the future too; nothing is sent.
 * <p>Continuations run where the SDK completes the request (its future-completion executor):
 * keep them short, or move on with {@code thenApplyAsync(..., executor)}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class NoteAsyncRepository implements TransactionalRepository<Note> {
  private final AsyncRepositoryCore<Note> core;

  /**
   * @param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are
   *     the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public NoteAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this.core = new AsyncRepositoryCore<>(client, tableName, NoteSchema.INSTANCE, NoteSchema.Descriptors.DESCRIPTOR);
  }

  private NoteAsyncRepository(AsyncRepositoryCore<Note> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says.
   */
  public NoteAsyncRepository withPageTokens(PageTokens tokens) {
    return new NoteAsyncRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options}: capacity, timeouts, observers.
   */
  public NoteAsyncRepository withRequestOptions(RequestOptions options) {
    return new NoteAsyncRepository(this.core.withRequestOptions(options));
  }

  /**
   * The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say.
   */
  public NoteAsyncRepository withBatchOptions(BatchOptions options) {
    return new NoteAsyncRepository(this.core.withBatchOptions(options));
  }

  /**
   * {@link NoteRepository#create(Note)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Note> create(Note note) {
    return this.core.create(note);
  }

  /**
   * {@link NoteRepository#put(Note)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Note> put(Note note) {
    return this.core.put(note);
  }

  /**
   * {@link NoteRepository#replace(Note)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Note> replace(Note note) {
    return this.core.replace(note);
  }

  /**
   * Access pattern: get one Note by its key (an eventually consistent read).
   */
  public CompletableFuture<Optional<Note>> get(String id) {
    return this.core.get(() -> NoteKeys.key(id), false);
  }

  /**
   * Access pattern: get one Note by its key with a strongly consistent read (twice the read cost).
   */
  public CompletableFuture<Optional<Note>> getConsistent(String id) {
    return this.core.get(() -> NoteKeys.key(id), true);
  }

  /**
   * {@link NoteRepository#delete} by key without blocking.
   *
   * @return a future of the deleted item, or empty when there was none
   */
  public CompletableFuture<Optional<Note>> delete(String id) {
    return this.core.delete(() -> NoteKeys.key(id));
  }

  /**
   * {@link NoteRepository#putAll} without blocking: the same requests, as many in flight as
   * {@link BatchOptions#withParallelism(int)} says, their retries scheduled, not slept.
   */
  public CompletableFuture<Void> putAll(Collection<Note> notes) {
    return this.core.putAll(notes).thenAccept(stored -> { });
  }

  /**
   * {@link NoteRepository#deleteAll} without blocking.
   */
  public CompletableFuture<Void> deleteAll(Collection<ItemKey<Note>> keys) {
    return this.core.deleteAll(keys);
  }

  /**
   * {@link NoteRepository#getAll} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Note>> getAll(Collection<ItemKey<Note>> keys) {
    return this.core.getAll(keys, false);
  }

  /**
   * {@link NoteRepository#getAllConsistent} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Note>> getAllConsistent(Collection<ItemKey<Note>> keys) {
    return this.core.getAll(keys, true);
  }

  /**
   * A typed update of the Note with this key, described by {@code changes} on a fresh {@link NoteUpdate} and sent
   * as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as
   * {@code NoteRepository.update(...)...execute()} would send it: {@code update(id, u -> u.removeText())}.
   *
   * @return a future of the item as it is after the update
   */
  public CompletableFuture<Note> update(String id, Consumer<? super NoteUpdate> changes) {
    return this.core.update(() -> {
          NoteUpdate builder = new NoteUpdate(this.core.updateBuilders(), id);
          changes.accept(builder);
          return builder.finish();
        });
  }

  /**
   * {@link NoteRepository#create(Note, Condition)} without blocking.
   */
  public CompletableFuture<Note> create(Note note, Condition<Note> condition) {
    return this.core.create(note, condition);
  }

  /**
   * {@link NoteRepository#replace(Note, Condition)} without blocking.
   */
  public CompletableFuture<Note> replace(Note note, Condition<Note> condition) {
    return this.core.replace(note, condition);
  }

  /**
   * {@link NoteRepository#delete} with a condition, without blocking.
   */
  public CompletableFuture<Note> delete(String id, Condition<Note> condition) {
    return this.core.delete(() -> NoteKeys.key(id), condition);
  }

  /**
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Note items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   */
  @Override
  public TransactionTarget<Note> transactionTarget() {
    return this.core.transactionTarget();
  }
}
