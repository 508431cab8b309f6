package io.tablesmith.internal;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.BatchOptions;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.TransactionTarget;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * The DynamoDB calls behind every generated repository. Generated code builds keys and
 * records; this class owns the requests, their conditions and the mapping of DynamoDB's
 * failures to Tablesmith's exceptions, so that logic exists once and is tested once.
 *
 * @param <T> the record type
 */
public final class RepositoryCore<T> {

    private final DynamoDbClient client;
    private final String tableName;
    private final EntitySchema<T> schema;
    private final String versionAttribute;
    private final PageTokens tokens;
    private final QueryRunner<T> queries;
    private final NaturalQueryRunner<T> naturalQueries;
    private final BatchSender batches;
    private final UpdateCore<T> updates;
    private final ExpiredItems expired;

    /**
     * @param versionAttribute the stored name of the {@code @Version} component, or {@code null}
     */
    public RepositoryCore(DynamoDbClient client, String tableName, EntitySchema<T> schema, String versionAttribute) {
        this(client, tableName, schema, versionAttribute, PageTokens.unsigned(),
                new BatchSender(Backoff.standard(BatchOptions.defaults())), ExpiredItems.NONE);
    }

    RepositoryCore(DynamoDbClient client, String tableName, EntitySchema<T> schema, String versionAttribute,
                   BatchSender batches) {
        this(client, tableName, schema, versionAttribute, PageTokens.unsigned(), batches, ExpiredItems.NONE);
    }

    private RepositoryCore(DynamoDbClient client, String tableName, EntitySchema<T> schema, String versionAttribute,
                           PageTokens tokens, BatchSender batches, ExpiredItems expired) {
        this.client = Objects.requireNonNull(client, "client");
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.schema = Objects.requireNonNull(schema, "schema");
        this.versionAttribute = versionAttribute;
        this.tokens = Objects.requireNonNull(tokens, "tokens");
        this.expired = Objects.requireNonNull(expired, "expired");
        this.queries = new QueryRunner<>(client, tableName, schema, tokens, expired);
        this.naturalQueries = new NaturalQueryRunner<>(client, tableName, schema, tokens, expired);
        this.batches = Objects.requireNonNull(batches, "batches");
        this.updates = new UpdateCore<>(client, tableName, schema, versionAttribute);
    }

    /**
     * Rewrites missing or outdated synthetic index key attributes of every item of the entity;
     * see {@link Reindexer}.
     *
     * @param indexAttributes the index key attributes ({@code gsi1pk}, {@code gsi1sk}, ...)
     * @param sourceAttributes the stored names (current and former) of every component they are computed from
     */
    public io.tablesmith.ReindexReport reindex(List<String> indexAttributes, List<String> sourceAttributes,
                                               io.tablesmith.ReindexOptions options) {
        return new Reindexer<>(client, tableName, schema, indexAttributes, sourceAttributes, options).run();
    }

    /** The same repository core, issuing and accepting page tokens as {@code tokens} says. */
    public RepositoryCore<T> withPageTokens(PageTokens newTokens) {
        return new RepositoryCore<>(client, tableName, schema, versionAttribute, newTokens, batches, expired);
    }

    /** The same repository (client, table, schema) whose batch calls retry as {@code options} say. */
    public RepositoryCore<T> withBatchOptions(BatchOptions options) {
        Objects.requireNonNull(options, "options");
        return new RepositoryCore<>(client, tableName, schema, versionAttribute, tokens,
                new BatchSender(batches.backoff().with(options)), expired);
    }

    /**
     * The same repository, whose reads ({@code get}, {@code getAll}, queries and streams) leave
     * out items whose TTL attribute holds epoch seconds before {@code clock}'s now.
     */
    public RepositoryCore<T> withExpiredHidden(String ttlAttribute, Clock clock) {
        return new RepositoryCore<>(client, tableName, schema, versionAttribute, tokens, batches,
                ExpiredItems.before(ttlAttribute, clock));
    }

    /** The retry policy of the batch calls. */
    public BatchOptions batchOptions() {
        return batches.backoff().options();
    }

    /** Typed updates, transitions and writes guarded by a condition, on the same table. */
    public UpdateCore<T> updates() {
        return updates;
    }

    /** Writes the record if no item has its key. */
    public void create(T entity) {
        ItemKey<T> key = schema.keyOf(entity);
        ExpressionBuilder expression = new ExpressionBuilder();
        String condition = "attribute_not_exists(" + expression.name(ItemKey.PARTITION_ATTRIBUTE) + ")";
        try {
            client.putItem(putRequest(entity, condition, expression));
        } catch (ConditionalCheckFailedException e) {
            StoredItems.requireEntityType(schema.entityType(), key, "create", currentItem(key, e));
            throw new DuplicateItemException(schema.entityType(), key.toString(),
                    "create refused: an item with this key already exists; use put to overwrite it or replace to change it", e);
        }
    }

    /**
     * Writes the record whether or not an item has its key, but never over an item of another
     * entity type. With a version, an existing item is overwritten only while its stored version
     * is {@code expectedVersion}.
     */
    public void put(T entity, Long expectedVersion) {
        ItemKey<T> key = schema.keyOf(entity);
        ExpressionBuilder expression = new ExpressionBuilder();
        String condition = "attribute_not_exists(" + expression.name(ItemKey.PARTITION_ATTRIBUTE) + ") OR ("
                + sameEntity(expression)
                + (expectedVersion == null ? "" : " AND " + versionIs(expression, expectedVersion)) + ")";
        try {
            client.putItem(putRequest(entity, condition, expression));
        } catch (ConditionalCheckFailedException e) {
            Optional<Map<String, AttributeValue>> current = currentItem(key, e);
            StoredItems.requireEntityType(schema.entityType(), key, "put", current);
            throw staleVersion("put", key, expectedVersion == null ? 0 : expectedVersion, current);
        }
    }

    /** Overwrites the item with the record's key, which must exist (at {@code expectedVersion}, if given). */
    public void replace(T entity, Long expectedVersion) {
        ItemKey<T> key = schema.keyOf(entity);
        ExpressionBuilder expression = new ExpressionBuilder();
        String condition = "attribute_exists(" + expression.name(ItemKey.PARTITION_ATTRIBUTE) + ") AND "
                + sameEntity(expression)
                + (expectedVersion == null ? "" : " AND " + versionIs(expression, expectedVersion));
        try {
            client.putItem(putRequest(entity, condition, expression));
        } catch (ConditionalCheckFailedException e) {
            Optional<Map<String, AttributeValue>> current = currentItem(key, e);
            if (current.isEmpty()) {
                throw new ItemNotFoundException(schema.entityType(), key.toString(),
                        "replace refused: no item with this key exists; use create or put to write a new one", e);
            }
            StoredItems.requireEntityType(schema.entityType(), key, "replace", current);
            throw staleVersion("replace", key, expectedVersion == null ? 0 : expectedVersion, current);
        }
    }

    /** The item with this key, if there is one. */
    public Optional<T> get(ItemKey<T> key, boolean consistentRead) {
        return StoredItems.fetch(client, tableName, key, consistentRead).filter(expired.negate()).map(schema::fromItem);
    }

    /**
     * Deletes the item with this key, whatever its version, unless it belongs to another entity
     * type; returns what was deleted.
     */
    public Optional<T> delete(ItemKey<T> key) {
        ExpressionBuilder expression = new ExpressionBuilder();
        String condition = "attribute_not_exists(" + expression.name(ItemKey.PARTITION_ATTRIBUTE) + ") OR "
                + sameEntity(expression);
        DeleteItemResponse response;
        try {
            response = client.deleteItem(deleteRequest(key, condition, expression));
        } catch (ConditionalCheckFailedException e) {
            StoredItems.requireEntityType(schema.entityType(), key, "delete", currentItem(key, e));
            throw e;
        }
        return response.hasAttributes() && !response.attributes().isEmpty()
                ? Optional.of(deleted(key, response.attributes()))
                : Optional.empty();
    }

    /**
     * The record that a delete removed. When it does not decode, the delete has still happened: the
     * exception says so, and its {@code storedItem()} is the only copy left of what was deleted.
     */
    private T deleted(ItemKey<T> key, Map<String, AttributeValue> item) {
        try {
            return schema.fromItem(item);
        } catch (ItemDecodeException e) {
            String problem = e.getMessage();
            String said = schema.entityType() + " [" + key + "]: "
                    + (e.attribute() == null ? "" : "attribute '" + e.attribute() + "': ");
            if (problem.startsWith(said)) {
                problem = problem.substring(said.length());
            }
            throw new ItemDecodeException(schema.entityType(), key.toString(), e.attribute(),
                    problem + "; the item was deleted all the same, and storedItem() holds it as it was, to store "
                            + "again once repaired", item, e);
        }
    }

    /** Deletes the item with this key only while its stored version is {@code expectedVersion}. */
    public T delete(ItemKey<T> key, long expectedVersion) {
        ExpressionBuilder expression = new ExpressionBuilder();
        String condition = sameEntity(expression) + " AND " + versionIs(expression, expectedVersion);
        try {
            return deleted(key, client.deleteItem(deleteRequest(key, condition, expression)).attributes());
        } catch (ConditionalCheckFailedException e) {
            Optional<Map<String, AttributeValue>> current = currentItem(key, e);
            if (current.isEmpty()) {
                throw new ItemNotFoundException(schema.entityType(), key.toString(),
                        "delete refused: no item with this key exists", e);
            }
            StoredItems.requireEntityType(schema.entityType(), key, "delete", current);
            throw staleVersion("delete", key, expectedVersion, current);
        }
    }

    /**
     * Writes every record unconditionally with {@code BatchWriteItem}, 25 a request; of records
     * with one key the last wins.
     *
     * @throws BatchIncompleteException when some records could not be written within the retry budget
     */
    public void putAll(Collection<T> records) {
        new BatchWriter<>(client, tableName, schema, batches).putAll("putAll", records, UnaryOperator.identity());
    }

    /**
     * A versioned entity's bulk write: like {@link #putAll(Collection)}, unconditional, but stores
     * {@code toStored} of each record (its next version), so writers still holding the old
     * version fail their check afterwards.
     *
     * @return the records as stored, in the order given, without those a later one for the same key replaced
     * @throws BatchIncompleteException when some records could not be written within the retry budget
     */
    public List<T> putAllUnchecked(Collection<T> records, UnaryOperator<T> toStored) {
        return new BatchWriter<>(client, tableName, schema, batches).putAll("putAllUnchecked", records, toStored);
    }

    /**
     * Deletes the items of these keys with {@code BatchWriteItem}, 25 a request, whatever they
     * hold; repeated keys are deleted once, absent items are no error.
     *
     * @throws BatchIncompleteException when some items could not be deleted within the retry budget
     */
    public void deleteAll(Collection<ItemKey<T>> keys) {
        new BatchWriter<>(client, tableName, schema, batches).deleteAll("deleteAll", keys);
    }

    /**
     * Reads the items of these keys with {@code BatchGetItem}, 100 keys a request.
     *
     * @return the items found, in the order of their keys, each once
     * @throws BatchIncompleteException when some keys could not be read within the retry budget
     */
    public List<T> getAll(Collection<ItemKey<T>> keys, boolean consistentRead) {
        return new BatchReader<>(client, tableName, schema, batches)
                .getAll(consistentRead ? "getAllConsistent" : "getAll", keys, consistentRead, expired);
    }

    /** What a transaction needs to write this repository's items: its table and schema (an unversioned entity). */
    public TransactionTarget<T> transactionTarget() {
        return TransactionTarget.of(tableName, schema);
    }

    /**
     * What a transaction needs to write this repository's items: its table, schema and version.
     *
     * @param versionOf a record's version (0 for a null box)
     * @param withVersion the record at another version
     */
    public TransactionTarget<T> transactionTarget(ToLongFunction<T> versionOf, BiFunction<T, Long, T> withVersion) {
        return versionAttribute == null
                ? TransactionTarget.of(tableName, schema)
                : TransactionTarget.versioned(tableName, schema, versionAttribute, versionOf, withVersion);
    }

    /** One page of a generated query. */
    public Page<T> query(QuerySpec spec, PageRequest request) {
        return queries.page(spec, request);
    }

    /** Every item of a generated query as a lazily fetched stream, {@code pageSize} items a request. */
    public Stream<T> stream(QuerySpec spec, boolean descending, int pageSize) {
        return queries.stream(spec, descending, pageSize);
    }

    /** One page of a query on a natural (multi-attribute) index. */
    public Page<T> query(NaturalQuerySpec spec, PageRequest request) {
        return naturalQueries.page(spec, request);
    }

    /** Every item of a query on a natural index, fetched {@code pageSize} at a time as the stream is consumed. */
    public Stream<T> stream(NaturalQuerySpec spec, boolean descending, int pageSize) {
        return naturalQueries.stream(spec, descending, pageSize);
    }

    private PutItemRequest putRequest(T entity, String condition, ExpressionBuilder expression) {
        return PutItemRequest.builder()
                .tableName(tableName)
                .item(schema.toItem(entity))
                .conditionExpression(condition)
                .expressionAttributeNames(expression.names())
                .expressionAttributeValues(expression.values())
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                .build();
    }

    private DeleteItemRequest deleteRequest(ItemKey<T> key, String condition, ExpressionBuilder expression) {
        return DeleteItemRequest.builder()
                .tableName(tableName)
                .key(key.toAttributeMap())
                .conditionExpression(condition)
                .expressionAttributeNames(expression.names())
                .expressionAttributeValues(expression.values())
                .returnValues(ReturnValue.ALL_OLD)
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                .build();
    }

    /** The condition that the stored item is of this repository's entity type. */
    private String sameEntity(ExpressionBuilder expression) {
        return expression.name(StoredItems.ENTITY_TYPE_ATTRIBUTE) + " = "
                + expression.value(AttributeValue.fromS(schema.entityType()));
    }

    private String versionIs(ExpressionBuilder expression, long expected) {
        return expression.name(versionAttribute) + " = " + expression.value(number(expected));
    }

    private Optional<Map<String, AttributeValue>> currentItem(ItemKey<?> key, ConditionalCheckFailedException e) {
        return StoredItems.afterFailedCondition(client, tableName, key, e);
    }

    private OptimisticLockException staleVersion(String operation, ItemKey<?> key, long expected,
                                                 Optional<Map<String, AttributeValue>> current) {
        if (versionAttribute == null) {
            return new OptimisticLockException(schema.entityType(), key.toString(),
                    operation + " refused: the stored item changed while it was written; read it again and retry");
        }
        String stored = current.map(item -> item.get(versionAttribute))
                .map(value -> value.n() == null ? value.toString() : value.n())
                .orElse("absent");
        return new OptimisticLockException(schema.entityType(), key.toString(),
                operation + " refused: expected stored version " + expected + " but found " + stored
                        + "; another writer changed the item, so read it again and retry");
    }

    private static AttributeValue number(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
