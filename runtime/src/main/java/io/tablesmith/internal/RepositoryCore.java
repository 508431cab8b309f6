package io.tablesmith.internal;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.BatchOptions;
import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.vector.SimilarityQuery;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The DynamoDB calls behind every generated repository. Generated code builds keys and records;
 * this class describes each write ({@link Write}) and sends it through the {@link WritePath},
 * which composes the guards and judges refusals for every feature alike.
 *
 * @param <T> the record type
 */
public final class RepositoryCore<T> {

    private final WritePath path;
    private final TransactionTarget<T> target;
    private final EntityDescriptor descriptor;
    private final PageTokens tokens;
    private final QueryRunner<T> queries;
    private final BatchSender batches;
    private final UpdateCore<T> updates;
    private final ExpiredItems expired;
    private final Calls calls;

    /**
     * The core of an entity without {@code @Version}.
     *
     * @throws IllegalArgumentException when the descriptor is of another entity type or names a version
     */
    public RepositoryCore(DynamoDbClient client, String tableName, EntitySchema<T> schema, EntityDescriptor descriptor) {
        this(client, TransactionTarget.of(tableName, schema), unversioned(schema, descriptor));
    }

    /**
     * The core of a {@code @Version}ed entity: every write checks the version (stored as the
     * descriptor's version attribute) and stores the next.
     *
     * @param versionOf a record's version (0 for a null box)
     * @param withVersion the record at another version, everything else equal
     * @throws IllegalArgumentException when the descriptor is of another entity type or names no version
     */
    public RepositoryCore(DynamoDbClient client, String tableName, EntitySchema<T> schema, EntityDescriptor descriptor,
                          ToLongFunction<T> versionOf, BiFunction<T, Long, T> withVersion) {
        this(client, TransactionTarget.versioned(tableName, schema, versionAttribute(schema, descriptor), versionOf,
                withVersion), descriptor);
    }

    private RepositoryCore(DynamoDbClient client, TransactionTarget<T> target, EntityDescriptor descriptor) {
        this(client, target, descriptor, new BatchSender(Backoff.standard(BatchOptions.defaults())));
    }

    RepositoryCore(DynamoDbClient client, TransactionTarget<T> target, EntityDescriptor descriptor, BatchSender batches) {
        this(new WritePath(client, target.schema().entityType()), target, descriptor, PageTokens.unsigned(), batches,
                ExpiredItems.NONE, null);
    }

    private RepositoryCore(WritePath path, TransactionTarget<T> target, EntityDescriptor descriptor, PageTokens tokens,
                           BatchSender batches, ExpiredItems expired, Calls calls) {
        this.path = path;
        this.calls = calls != null ? calls : Calls.of(target.schema().entityType(), path.client());
        this.target = Objects.requireNonNull(target, "target");
        this.descriptor = Objects.requireNonNull(descriptor, "descriptor");
        this.tokens = Objects.requireNonNull(tokens, "tokens");
        this.expired = Objects.requireNonNull(expired, "expired");
        this.queries = new QueryRunner<>(path.client(), target.tableName(), target.schema(), tokens, expired, this.calls);
        this.batches = Objects.requireNonNull(batches, "batches");
        this.updates = new UpdateCore<>(path, target, this.calls);
    }

    static EntityDescriptor unversioned(EntitySchema<?> schema, EntityDescriptor descriptor) {
        requireEntity(schema, descriptor);
        if (descriptor.versionAttribute().isPresent()) {
            throw new IllegalArgumentException("entity " + descriptor.entityType() + " has a @Version ("
                    + descriptor.versionAttribute().get() + "): its core needs the record's version and how to set it");
        }
        return descriptor;
    }

    static String versionAttribute(EntitySchema<?> schema, EntityDescriptor descriptor) {
        requireEntity(schema, descriptor);
        return descriptor.versionAttribute().orElseThrow(() -> new IllegalArgumentException("entity "
                + descriptor.entityType() + " has no @Version, so its core checks none"));
    }

    private static void requireEntity(EntitySchema<?> schema, EntityDescriptor descriptor) {
        if (!descriptor.entityType().equals(schema.entityType())) {
            throw new IllegalArgumentException("the descriptor of " + descriptor.entityType() + " is not the one of schema "
                    + schema.entityType());
        }
    }

    /**
     * Rewrites missing or outdated synthetic index key attributes, and times stored in their
     * former text, of every item of the entity, as its descriptor lists them; see {@link Reindexer}.
     */
    public io.tablesmith.reindex.ReindexReport reindex(io.tablesmith.reindex.ReindexOptions options) {
        Call call = calls.open("reindex");
        try {
            return new Reindexer<>(path.client(), target.tableName(), target.schema(), descriptor, options).run();
        } finally {
            call.close();
        }
    }

    /** The same repository core, issuing and accepting page tokens as {@code tokens} says. */
    public RepositoryCore<T> withPageTokens(PageTokens newTokens) {
        return new RepositoryCore<>(path, target, descriptor, newTokens, batches, expired, calls);
    }

    /** The same repository (client, table, schema) whose batch calls retry as {@code options} say. */
    public RepositoryCore<T> withBatchOptions(BatchOptions options) {
        Objects.requireNonNull(options, "options");
        return new RepositoryCore<>(path, target, descriptor, tokens, new BatchSender(batches.backoff().with(options)), expired, calls);
    }

    /**
     * The same repository, whose reads ({@code get}, {@code getAll}, queries and streams) leave
     * out items whose TTL attribute holds epoch seconds before {@code clock}'s now.
     */
    public RepositoryCore<T> withExpiredHidden(String ttlAttribute, Clock clock) {
        return new RepositoryCore<>(path, target, descriptor, tokens, batches, ExpiredItems.before(ttlAttribute, clock),
                calls);
    }

    /**
     * The same repository, whose requests also carry {@code options} (added to its client's): capacity
     * asked for, timeouts, observers (see {@link io.tablesmith.RequestOptions}).
     */
    public RepositoryCore<T> withRequestOptions(io.tablesmith.RequestOptions options) {
        return new RepositoryCore<>(path, target, descriptor, tokens, batches, expired, calls.with(options));
    }

    /** The options this repository's requests carry. */
    public io.tablesmith.RequestOptions requestOptions() {
        return calls.options();
    }

    /** The retry policy of the batch calls. */
    public BatchOptions batchOptions() {
        return batches.backoff().options();
    }

    /** Typed updates, transitions and writes guarded by a condition, on the same table. */
    public UpdateCore<T> updates() {
        return updates;
    }

    /**
     * Writes the record if no item has its key; a versioned record is stored at version 1.
     *
     * @return the record as stored
     */
    public T create(T entity) {
        Call call = calls.open("create");
        try {
            Write write = Write.create(target, entity);
            path.write(write);
            return write.stored();
        } finally {
            call.close();
        }
    }

    /**
     * Writes the record whether or not an item has its key, but never over an item of another
     * entity type. A versioned record at version 0 is new: written only where no item has its key;
     * at version v ≥ 1 only over the stored item at version v (never where it was deleted); it is
     * stored at the next version.
     *
     * @return the record as stored
     */
    public T put(T entity) {
        Call call = calls.open("put");
        try {
            Write write = Write.put(target, entity);
            path.write(write);
            return write.stored();
        } finally {
            call.close();
        }
    }

    /**
     * Overwrites the item with the record's key, which must exist (at the record's version, if
     * versioned; stored at the next).
     *
     * @return the record as stored
     */
    public T replace(T entity) {
        Call call = calls.open("replace");
        try {
            Write write = Write.replace(target, entity);
            path.write(write);
            return write.stored();
        } finally {
            call.close();
        }
    }

    /** The item with this key, if there is one. */
    public Optional<T> get(ItemKey<T> key, boolean consistentRead) {
        Call call = calls.open(consistentRead ? "getConsistent" : "get");
        try {
            return StoredItems.fetch(path.client(), target.tableName(), key, consistentRead).filter(expired.negate())
                    .map(target.schema()::fromItem);
        } finally {
            call.close();
        }
    }

    /**
     * Deletes the item with this key, whatever its version, unless it belongs to another entity
     * type; returns what was deleted.
     */
    public Optional<T> delete(ItemKey<T> key) {
        Call call = calls.open("delete");
        try {
            Map<String, AttributeValue> deleted = path.write(Write.delete(target, key));
            return deleted.isEmpty()
                    ? Optional.empty()
                    : Optional.of(StoredItems.decodeWritten(target.schema(), key, deleted, StoredItems.DELETED));
        } finally {
            call.close();
        }
    }

    /** Deletes the item with this key only while its stored version is {@code expectedVersion}. */
    public T delete(ItemKey<T> key, long expectedVersion) {
        Call call = calls.open("delete");
        try {
            return StoredItems.decodeWritten(target.schema(), key, path.write(Write.deleteAt(target, key, expectedVersion)),
                    StoredItems.DELETED);
        } finally {
            call.close();
        }
    }

    /**
     * Writes every record. Unversioned: {@code BatchWriteItem}, 25 a request, unconditional; of records with
     * one key the last wins. Versioned: each record with its own conditional put, exactly as {@link #put}, several
     * in flight as the batch options say; a key given twice is refused before anything is sent.
     *
     * @return the records as stored, in the order given (unversioned: without those a later one for the same key replaced)
     * @throws BatchIncompleteException when some records were not written: refused (versioned) or not done within the
     *     retry budget; it lists which were written, refused and not written
     */
    public List<T> putAll(Collection<T> records) {
        Call call = calls.open("putAll");
        try {
            return target.versioned()
                    ? new BatchWriter<>(path, target, batches).putEach("putAll", records)
                    : new BatchWriter<>(path, target, batches).putAll("putAll", records);
        } finally {
            call.close();
        }
    }

    /**
     * Deletes the items of these keys with {@code BatchWriteItem}, 25 a request, whatever they
     * hold; repeated keys are deleted once, absent items are no error.
     *
     * @throws BatchIncompleteException when some items could not be deleted within the retry budget
     */
    public void deleteAll(Collection<ItemKey<T>> keys) {
        Call call = calls.open("deleteAll");
        try {
            new BatchWriter<>(path, target, batches).deleteAll("deleteAll", keys);
        } finally {
            call.close();
        }
    }

    /**
     * Reads the items of these keys with {@code BatchGetItem}, 100 keys a request.
     *
     * @return the items found, in the order of their keys, each once
     * @throws BatchIncompleteException when some keys could not be read within the retry budget
     */
    public List<T> getAll(Collection<ItemKey<T>> keys, boolean consistentRead) {
        Call call = calls.open(consistentRead ? "getAllConsistent" : "getAll");
        try {
            return new BatchReader<>(path.client(), target.tableName(), target.schema(), batches)
                    .getAll(consistentRead ? "getAllConsistent" : "getAll", keys, consistentRead, expired);
        } finally {
            call.close();
        }
    }

    /** What a transaction needs to write this repository's items: its table, schema and {@code @Version}. */
    public TransactionTarget<T> transactionTarget() {
        return target;
    }

    /** One page of a generated query: on the primary key, a synthetic index or a natural index. */
    public Page<T> query(KeyQuery query, PageRequest request) {
        Call call = calls.open(query.name());
        try {
            return queries.page(query, request);
        } finally {
            call.close();
        }
    }

    /** Every item of a generated query as a lazily fetched stream, {@code pageSize} items a request. */
    public Stream<T> stream(KeyQuery query, boolean descending, int pageSize) {
        return queries.stream(query, descending, pageSize);
    }

    /**
     * A search of a {@code @VectorSearch} index for the records nearest {@code vector}; with a hash
     * key, among the items of {@code hashAttribute} equal to {@code hashValue} (both {@code null} without).
     *
     * @throws io.tablesmith.vector.VectorDimensionException when the vector has another length than the index
     */
    public SimilarityQuery<T> similarTo(VectorIndexDescriptor index, float[] vector, String hashAttribute,
                                        AttributeValue hashValue) {
        return new VectorSearchCore<>(path.client(), target.tableName(), target.schema(), calls, index, vector,
                hashAttribute == null ? null : Map.entry(hashAttribute, hashValue));
    }
}
