package io.tablesmith.internal;

import io.tablesmith.BatchOptions;
import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.async.AsyncResults;
import io.tablesmith.condition.Condition;
import io.tablesmith.transaction.TransactionTarget;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * The calls behind every generated async repository: the {@link RepositoryCore}'s, describing each
 * write with the same {@link Write} and each page with the same {@link QueryRunner.Assembly}, sent
 * through an {@link AsyncWritePath} instead of a blocking one. No method blocks: each returns a future
 * at once (encoding, key checks and refusals before sending included: they fail the future; keys come as
 * suppliers, so that a bad key component does too), and its
 * continuations run where the SDK completes the request.
 *
 * @param <T> the record type
 */
public final class AsyncRepositoryCore<T> {

    private final AsyncWritePath path;
    private final TransactionTarget<T> target;
    private final EntityDescriptor descriptor;
    private final QueryRunner<T> queries;
    private final PageTokens tokens;
    private final BatchSender batches;
    private final ExpiredItems expired;
    private final Calls calls;

    /**
     * The core of an entity without {@code @Version}.
     *
     * @throws IllegalArgumentException when the descriptor is of another entity type or names a version
     */
    public AsyncRepositoryCore(DynamoDbAsyncClient client, String tableName, EntitySchema<T> schema,
                               EntityDescriptor descriptor) {
        this(client, TransactionTarget.of(tableName, schema), RepositoryCore.unversioned(schema, descriptor));
    }

    /**
     * The core of a {@code @Version}ed entity, as {@link RepositoryCore}'s.
     *
     * @throws IllegalArgumentException when the descriptor is of another entity type or names no version
     */
    public AsyncRepositoryCore(DynamoDbAsyncClient client, String tableName, EntitySchema<T> schema,
                               EntityDescriptor descriptor, ToLongFunction<T> versionOf,
                               BiFunction<T, Long, T> withVersion) {
        this(client, TransactionTarget.versioned(tableName, schema, RepositoryCore.versionAttribute(schema, descriptor),
                versionOf, withVersion), descriptor);
    }

    private AsyncRepositoryCore(DynamoDbAsyncClient client, TransactionTarget<T> target, EntityDescriptor descriptor) {
        this(new AsyncWritePath(client, target.schema().entityType()), target, descriptor, PageTokens.unsigned(),
                new BatchSender(Backoff.standard(BatchOptions.defaults())), ExpiredItems.NONE,
                new Calls(target.schema().entityType(), RequestOptions.defaults()));
    }

    private AsyncRepositoryCore(AsyncWritePath path, TransactionTarget<T> target, EntityDescriptor descriptor,
                                PageTokens tokens, BatchSender batches, ExpiredItems expired, Calls calls) {
        this.path = path;
        this.target = Objects.requireNonNull(target, "target");
        this.descriptor = Objects.requireNonNull(descriptor, "descriptor");
        this.tokens = Objects.requireNonNull(tokens, "tokens");
        this.batches = Objects.requireNonNull(batches, "batches");
        this.expired = Objects.requireNonNull(expired, "expired");
        this.calls = Objects.requireNonNull(calls, "calls");
        this.queries = new QueryRunner<>(null, target.tableName(), target.schema(), tokens, expired, calls);
    }

    /** The same repository core, issuing and accepting page tokens as {@code tokens} says. */
    public AsyncRepositoryCore<T> withPageTokens(PageTokens newTokens) {
        return new AsyncRepositoryCore<>(path, target, descriptor, newTokens, batches, expired, calls);
    }

    /** The same repository, whose batch calls retry as {@code options} say. */
    public AsyncRepositoryCore<T> withBatchOptions(BatchOptions options) {
        Objects.requireNonNull(options, "options");
        return new AsyncRepositoryCore<>(path, target, descriptor, tokens, new BatchSender(batches.backoff().with(options)),
                expired, calls);
    }

    /** The same repository, whose reads leave out items whose TTL attribute is before {@code clock}'s now. */
    public AsyncRepositoryCore<T> withExpiredHidden(String ttlAttribute, Clock clock) {
        return new AsyncRepositoryCore<>(path, target, descriptor, tokens, batches,
                ExpiredItems.before(ttlAttribute, clock), calls);
    }

    /** The same repository, whose requests also carry {@code options}. */
    public AsyncRepositoryCore<T> withRequestOptions(RequestOptions options) {
        return new AsyncRepositoryCore<>(path, target, descriptor, tokens, batches, expired, calls.with(options));
    }

    /** The options this repository's requests carry. */
    public RequestOptions requestOptions() {
        return calls.options();
    }

    /** The retry policy of the batch calls. */
    public BatchOptions batchOptions() {
        return batches.backoff().options();
    }

    /** What a transaction needs to write this repository's items. */
    public TransactionTarget<T> transactionTarget() {
        return target;
    }

    /** The core of the update builders {@code update(key, changes)} fills in; it sends nothing itself. */
    public UpdateCore<T> updateBuilders() {
        return UpdateCore.describingOnly(target, calls);
    }

    /** As {@link RepositoryCore#create}. */
    public CompletableFuture<T> create(T entity) {
        return call("create", call -> {
            Write write = Write.create(target, entity);
            return path.write(call, write).thenApply(written -> write.<T>stored());
        });
    }

    /** As {@link RepositoryCore#put}. */
    public CompletableFuture<T> put(T entity) {
        return call("put", call -> {
            Write write = Write.put(target, entity);
            return path.write(call, write).thenApply(written -> write.<T>stored());
        });
    }

    /** As {@link RepositoryCore#replace}. */
    public CompletableFuture<T> replace(T entity) {
        return call("replace", call -> {
            Write write = Write.replace(target, entity);
            return path.write(call, write).thenApply(written -> write.<T>stored());
        });
    }

    /** As {@link RepositoryCore#get}. */
    public CompletableFuture<Optional<T>> get(Supplier<ItemKey<T>> keyOf, boolean consistentRead) {
        return call(consistentRead ? "getConsistent" : "get", call -> path.fetch(call, target.tableName(), keyOf.get(),
                consistentRead).thenApply(item -> item.isEmpty() || expired.test(item)
                ? Optional.<T>empty() : Optional.of(target.schema().fromItem(item))));
    }

    /** As {@link RepositoryCore#delete(ItemKey)}. */
    public CompletableFuture<Optional<T>> delete(Supplier<ItemKey<T>> keyOf) {
        return call("delete", call -> {
            ItemKey<T> key = keyOf.get();
            return path.write(call, Write.delete(target, key)).thenApply(deleted -> deleted.isEmpty()
                    ? Optional.<T>empty()
                    : Optional.of(StoredItems.decodeWritten(target.schema(), key, deleted, StoredItems.DELETED)));
        });
    }

    /** As {@link RepositoryCore#delete(ItemKey, long)}. */
    public CompletableFuture<T> delete(Supplier<ItemKey<T>> keyOf, long expectedVersion) {
        return call("delete", call -> {
            ItemKey<T> key = keyOf.get();
            return path.write(call, Write.deleteAt(target, key, expectedVersion))
                    .thenApply(deleted -> StoredItems.decodeWritten(target.schema(), key, deleted, StoredItems.DELETED));
        });
    }

    /**
     * As {@link UpdateCore#update}: the update a builder describes (built by {@code describe}, on the
     * calling thread), sent as one {@code UpdateItem}; a builder that refuses fails the future.
     */
    public CompletableFuture<T> update(Supplier<ItemUpdate> describe) {
        return call("update", call -> {
            ItemUpdate update = describe.get();
            return path.write(call, Write.update(target, update)).thenApply(stored ->
                    StoredItems.decodeWritten(target.schema(), update.key(), stored, StoredItems.UPDATE_STORED));
        });
    }

    /** As {@link UpdateCore#create}: on a free key, or over an item {@code condition} allows. */
    public CompletableFuture<T> create(T entity, Condition<T> condition) {
        return call("create", call -> createOver(call, entity, condition, UpdateCore.firstCreate(target, entity,
                condition), 0));
    }

    private CompletableFuture<T> createOver(Call call, T entity, Condition<T> condition, Write write, int attempt) {
        if (!target.versioned()) {
            return path.write(call, write).thenApply(written -> write.<T>stored());
        }
        if (attempt == UpdateCore.CREATE_ATTEMPTS) {
            return CompletableFuture.failedFuture(UpdateCore.createGaveUp(target, entity));
        }
        return path.attempt(call, write).thenCompose(outcome -> outcome.written()
                ? CompletableFuture.completedFuture(write.<T>stored())
                : createOver(call, entity, condition, UpdateCore.retryOfCreate(target, entity, condition,
                        outcome.refusal()), attempt + 1));
    }

    /** As {@link UpdateCore#replace}. */
    public CompletableFuture<T> replace(T entity, Condition<T> condition) {
        return call("replace", call -> {
            Write write = Write.replace(target, entity).when(condition);
            return path.write(call, write).thenApply(written -> write.<T>stored());
        });
    }

    /** As {@link UpdateCore#delete}. */
    public CompletableFuture<T> delete(Supplier<ItemKey<T>> keyOf, Condition<T> condition) {
        return call("delete", call -> {
            ItemKey<T> key = keyOf.get();
            return path.write(call, Write.deleteExisting(target, key).when(condition))
                    .thenApply(deleted -> StoredItems.decodeWritten(target.schema(), key, deleted, StoredItems.DELETED));
        });
    }

    /** As {@link RepositoryCore#putAll}: up to {@link BatchOptions#parallelism()} requests in flight, no thread each. */
    public CompletableFuture<List<T>> putAll(Collection<T> records) {
        return call("putAll", call -> target.versioned()
                ? new BatchWriter<>(path, call, target, batches).putEachAsync("putAll", records)
                : new BatchWriter<>(path, call, target, batches).putAllAsync("putAll", records));
    }

    /** As {@link RepositoryCore#deleteAll}. */
    public CompletableFuture<Void> deleteAll(Collection<ItemKey<T>> keys) {
        return call("deleteAll", call -> new BatchWriter<>(path, call, target, batches).deleteAllAsync("deleteAll", keys));
    }

    /** As {@link RepositoryCore#getAll}. */
    public CompletableFuture<List<T>> getAll(Collection<ItemKey<T>> keys, boolean consistentRead) {
        String operation = consistentRead ? "getAllConsistent" : "getAll";
        return call(operation, call -> BatchReader.getAllAsync(path.transport(), call, target.tableName(),
                target.schema(), batches, operation, keys, consistentRead, expired));
    }

    /** As {@link RepositoryCore#query}: the same requests, pages and tokens. */
    public CompletableFuture<Page<T>> query(KeyQuery query, PageRequest request) {
        return call(query.name(), call -> fill(call, queries.assemble(query, request)));
    }

    private CompletableFuture<Page<T>> fill(Call call, QueryRunner<T>.Assembly page) {
        if (page.complete()) {
            return CompletableFuture.completedFuture(page.page(call == null ? null : call.consumed().orElse(null)));
        }
        return path.transport().query(call, page.next())
                .exceptionallyCompose(thrown -> {
                    Throwable cause = AsyncResults.cause(thrown);
                    return CompletableFuture.failedFuture(cause instanceof DynamoDbException refused
                            ? page.refused(refused) : cause);
                })
                .thenCompose(response -> {
                    page.accept(response);
                    return fill(call, page);
                });
    }

    /**
     * The query's pages from {@code request}'s token on, each fetched (as {@link #query}) only when the
     * subscriber asks for more, until the last; every subscription starts again at {@code request}.
     */
    public Flow.Publisher<Page<T>> pages(KeyQuery query, PageRequest request) {
        return new ChunkedPublisher<>(() -> new ChunkedPublisher.Source<>() {
            private PageRequest next = request;

            @Override
            public CompletableFuture<ChunkedPublisher.Chunk<Page<T>>> next() {
                return query(query, next).thenApply(page -> {
                    page.nextToken().ifPresent(token -> next = next.after(token));
                    return new ChunkedPublisher.Chunk<>(List.of(page), page.nextToken().isEmpty());
                });
            }
        });
    }

    /** Every item of the query from the beginning, in {@code request}'s direction, {@code request.limit()} a request. */
    public Flow.Publisher<T> items(KeyQuery query, PageRequest request) {
        PageRequest fromStart = request.isDescending() ? PageRequest.of(request.limit()).descending()
                : PageRequest.of(request.limit());
        return new ChunkedPublisher<>(() -> new ChunkedPublisher.Source<>() {
            private PageRequest next = fromStart;

            @Override
            public CompletableFuture<ChunkedPublisher.Chunk<T>> next() {
                return query(query, next).thenApply(page -> {
                    page.nextToken().ifPresent(token -> next = next.after(token));
                    return new ChunkedPublisher.Chunk<>(page.items(), page.nextToken().isEmpty());
                });
            }
        });
    }

    /**
     * Runs one call of {@code accessPattern}: its requests named by a call of their own (bound to no
     * thread), closed when the future completes; whatever fails before sending fails the future.
     */
    private <R> CompletableFuture<R> call(String accessPattern, Function<Call, CompletableFuture<R>> work) {
        Call call = Call.detached(calls, accessPattern);
        CompletableFuture<R> sent;
        try {
            sent = work.apply(call);
        } catch (RuntimeException refused) {
            sent = CompletableFuture.failedFuture(refused);
        }
        if (call == null) {
            return sent;
        }
        return sent.whenComplete((result, thrown) -> call.close());
    }
}
