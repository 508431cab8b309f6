package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.queue.QueueIndex;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * One queue's items in the table: their keys and index positions, the single-item writes
 * {@link QueueCore} and {@link QueueGroups} make (each through the {@link WritePath}, guarded by the
 * item's own entity type, {@value #MESSAGE_TYPE} or {@value #GROUP_TYPE}, and read back when a call
 * fails in a way that leaves open whether it was applied), and the queries.
 *
 * <p>Keys: a message without a group at {@code QUEUE#<queue>#D#<deduplication id>} (or
 * {@code #M#<message id>} without deduplication), {@code sk = MESSAGE}; a group at
 * {@code QUEUE#<queue>#G#<group>}, {@code sk = GROUP}, and its waiting messages in the same partition
 * at {@code sk = M#<position>}, so one consistent {@code Query} reads a group's head, whatever its
 * backlog. Index positions (partition {@code <queue>#<shard>}): a waiting or in-flight message
 * without a group and an active group sort by the time they become visible; a grouped message at
 * {@code W#<position>}, after every time, where no pull reads but {@code stats()} counts it; dead
 * letters in {@code <queue>#DEAD}.
 */
final class QueueTable {

    static final String MESSAGE_TYPE = RuntimeItems.QUEUE_MESSAGE_TYPE;
    static final String GROUP_TYPE = RuntimeItems.QUEUE_GROUP_TYPE;
    static final String MESSAGE_SORT_KEY = RuntimeItems.MESSAGE.sort().render();
    static final String GROUP_SORT_KEY = RuntimeItems.QUEUE_GROUP.sort().render();
    /** The sort key prefix of a group's messages in the group's partition. */
    static final String MEMBER_PREFIX = RuntimeItems.GROUPED_MESSAGE.sort().render("");
    /** The index sort key prefix of grouped messages: after every time, so no pull reads them. */
    static final String WAITING_PREFIX = "W#";

    /** A message's state ({@code st}): waiting or in flight without a group. */
    static final String READY = "R";
    /** A deduplication item's state: its message waits (or is in flight) in its group's partition. */
    static final String HELD_BY_GROUP = "G";
    /** A message's state: a dead letter. */
    static final String DEAD = "D";
    /** A message's state: acknowledged, kept as a tombstone for the deduplication window. */
    static final String ACKED = "A";

    private final DynamoDbClient client;
    private final WritePath path;
    private final String tableName;
    private final String queue;
    private final Calls calls;

    QueueTable(DynamoDbClient client, String tableName, String queue) {
        this.path = new WritePath(client);
        this.client = path.client();
        this.tableName = tableName;
        this.queue = queue;
        this.calls = Calls.of(queue, client);
    }

    /** Where the queue's calls start: named by the queue, with the options of its client. */
    Calls calls() {
        return calls;
    }

    String queue() {
        return queue;
    }

    // ---------------------------------------------------------------- keys and index positions

    /** The key of a message without deduplication, and of a grouped message's dead letter. */
    ItemKey<?> messageKey(String messageId) {
        return new ItemKey<>(RuntimeItems.MESSAGE.partition().render(queue, messageId), MESSAGE_SORT_KEY);
    }

    /** The key of a message (or, with a group, of its deduplication item) by its rendered deduplication id. */
    ItemKey<?> dedupKey(String dedupKeyText) {
        return new ItemKey<>(RuntimeItems.DEDUPLICATED_MESSAGE.partition().render(queue, dedupKeyText), MESSAGE_SORT_KEY);
    }

    ItemKey<?> groupKey(String groupKeyText) {
        return new ItemKey<>(groupPartition(groupKeyText), GROUP_SORT_KEY);
    }

    /** A grouped message's key: in its group's partition, at its position in the group. */
    ItemKey<?> memberKey(String groupKeyText, String position) {
        return new ItemKey<>(groupPartition(groupKeyText), RuntimeItems.GROUPED_MESSAGE.sort().render(position));
    }

    String groupPartition(String groupKeyText) {
        return RuntimeItems.QUEUE_GROUP.partition().render(queue, groupKeyText);
    }

    String readyPartition(int shard) {
        return queue + "#" + shard;
    }

    String deadPartition() {
        return queue + "#DEAD";
    }

    static String messageSort(long visibleAt, String messageId) {
        return pad(visibleAt) + "#M#" + messageId;
    }

    static String groupSort(long visibleAt, String groupKeyText) {
        return pad(visibleAt) + "#G#" + groupKeyText;
    }

    /** Millis as fixed-width text, so that text order is time order. */
    static String pad(long millis) {
        return String.format("%015d", Math.max(0, millis));
    }

    static Map<String, String> indexNames() {
        return Map.of("#qpk", QueueIndex.PARTITION_ATTRIBUTE, "#qsk", QueueIndex.SORT_ATTRIBUTE);
    }

    // ---------------------------------------------------------------- writes

    /**
     * Writes an item where none is, or over a stored one of {@code type} for which {@code condition}
     * holds; returns the refusal, or {@code null} when it was written.
     *
     * @param applied whether the item as read after a failed call shows this put (see {@link WritePath#attempt(Write, Predicate)})
     */
    WriteRefusal put(String operation, String type, ItemKey<?> key, Map<String, AttributeValue> item, String condition,
                     Map<String, AttributeValue> values, Predicate<Map<String, AttributeValue>> applied) {
        Write write = Write.internal(Write.Kind.PUT, operation, tableName, type, key,
                condition == null ? Write.Presence.ABSENT : Write.Presence.EITHER, item,
                new Write.Internal(null, condition, Map.of(), values, null), ReturnValue.NONE);
        WritePath.Outcome outcome = path.attempt(write, applied);
        return outcome.written() ? null : outcome.refusal().requireSameEntity();
    }

    /**
     * One conditional update of an existing item of {@code type}; the item as stored after it, or
     * empty when the condition failed.
     */
    Optional<Map<String, AttributeValue>> update(String operation, String type, ItemKey<?> key, String expression,
                                                 String condition, Map<String, AttributeValue> values,
                                                 Predicate<Map<String, AttributeValue>> applied) {
        return update(operation, type, Write.Presence.PRESENT, key, expression, condition, values, applied);
    }

    /** One update of an item of {@code type} that creates it when absent; empty when the condition failed. */
    Optional<Map<String, AttributeValue>> upsert(String operation, String type, ItemKey<?> key, String expression,
                                                 String condition, Map<String, AttributeValue> values,
                                                 Predicate<Map<String, AttributeValue>> applied) {
        return update(operation, type, Write.Presence.EITHER, key, expression, condition, values, applied);
    }

    private Optional<Map<String, AttributeValue>> update(String operation, String type, Write.Presence presence,
                                                         ItemKey<?> key, String expression, String condition,
                                                         Map<String, AttributeValue> values,
                                                         Predicate<Map<String, AttributeValue>> applied) {
        Map<String, String> used = new HashMap<>();
        Map<String, String> names = new HashMap<>(indexNames());
        names.put("#et", StoredItems.ENTITY_TYPE_ATTRIBUTE);
        names.forEach((name, attribute) -> {
            if (expression.contains(name) || (condition != null && condition.contains(name))) {
                used.put(name, attribute);
            }
        });
        WritePath.Outcome outcome = path.attempt(Write.internal(Write.Kind.UPDATE, operation, tableName, type, key, presence,
                null, new Write.Internal(expression, condition, used, values, null), ReturnValue.ALL_NEW), applied);
        if (outcome.written()) {
            return Optional.of(outcome.attributes());
        }
        outcome.refusal().requireSameEntity();
        return Optional.empty();
    }

    /** A conditional delete of an existing item of {@code type}; false when the condition failed. */
    boolean delete(String operation, String type, ItemKey<?> key, String condition, Map<String, AttributeValue> values,
                   Predicate<Map<String, AttributeValue>> applied) {
        WritePath.Outcome outcome = path.attempt(Write.internal(Write.Kind.DELETE, operation, tableName, type, key,
                Write.Presence.PRESENT, null, new Write.Internal(null, condition, Map.of(), values, null), ReturnValue.NONE),
                applied);
        if (!outcome.written()) {
            outcome.refusal().requireSameEntity();
        }
        return outcome.written();
    }

    // ---------------------------------------------------------------- reads

    /**
     * A page of the ready partition of {@code shard}: up to {@code limit} items sorting before
     * {@code bound}, oldest first.
     */
    QueryResponse ready(int shard, String bound, int limit, Map<String, AttributeValue> after) {
        QueryRequest.Builder query = QueryRequest.builder().tableName(tableName).indexName(QueueIndex.INDEX_NAME)
                .keyConditionExpression("#qpk = :qpk AND #qsk < :bound").expressionAttributeNames(indexNames())
                .expressionAttributeValues(Map.of(":qpk", s(readyPartition(shard)), ":bound", s(bound))).limit(limit);
        if (after != null) {
            query.exclusiveStartKey(after);
        }
        return client.query(query.build());
    }

    /** Up to {@code limit} dead letters from {@code after} on, oldest message first. */
    QueryResponse deadLetters(int limit, Map<String, AttributeValue> after) {
        QueryRequest.Builder query = QueryRequest.builder().tableName(tableName).indexName(QueueIndex.INDEX_NAME)
                .keyConditionExpression("#qpk = :qpk").expressionAttributeNames(Map.of("#qpk", QueueIndex.PARTITION_ATTRIBUTE))
                .expressionAttributeValues(Map.of(":qpk", s(deadPartition()))).limit(limit);
        if (after != null) {
            query.exclusiveStartKey(after);
        }
        return client.query(query.build());
    }

    /**
     * The first {@code limit} messages of a group, in position order, read consistently from the
     * group's partition: the cost does not depend on how many wait behind them.
     */
    List<Map<String, AttributeValue>> groupHead(String groupKeyText, int limit) {
        return client.query(QueryRequest.builder().tableName(tableName).consistentRead(true)
                .keyConditionExpression("pk = :pk AND begins_with(sk, :member)")
                .expressionAttributeValues(Map.of(":pk", s(groupPartition(groupKeyText)), ":member", s(MEMBER_PREFIX)))
                .limit(limit).build()).items();
    }

    /**
     * How many index entries of {@code partition} sort from {@code from} up to {@code to} (either may
     * be {@code null}: open) and satisfy {@code filter} (or all): {@code Select.COUNT} queries, page
     * after page, reading every entry they count.
     */
    long count(String partition, String from, String to, String filter, Map<String, AttributeValue> filterValues) {
        Map<String, AttributeValue> values = new HashMap<>(filterValues);
        values.put(":qpk", s(partition));
        StringBuilder key = new StringBuilder("#qpk = :qpk");
        if (from != null && to != null) {
            key.append(" AND #qsk BETWEEN :from AND :to");
            values.put(":from", s(from));
            values.put(":to", s(to));
        }
        Map<String, String> names = new HashMap<>(from == null ? Map.of("#qpk", QueueIndex.PARTITION_ATTRIBUTE) : indexNames());
        if (filter != null && filter.contains("#et")) {
            names.put("#et", StoredItems.ENTITY_TYPE_ATTRIBUTE);
        }
        long count = 0;
        Map<String, AttributeValue> after = null;
        do {
            QueryRequest.Builder query = QueryRequest.builder().tableName(tableName).indexName(QueueIndex.INDEX_NAME)
                    .select(Select.COUNT).keyConditionExpression(key.toString()).expressionAttributeNames(names)
                    .expressionAttributeValues(values);
            if (filter != null) {
                query.filterExpression(filter);
            }
            if (after != null) {
                query.exclusiveStartKey(after);
            }
            QueryResponse page = client.query(query.build());
            count += page.count();
            after = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (after != null);
        return count;
    }

    /** A consistent read; an empty map when there is no item. */
    Map<String, AttributeValue> get(ItemKey<?> key) {
        return StoredItems.fetch(client, tableName, key, true).orElse(Map.of());
    }

    // ---------------------------------------------------------------- values

    static String text(Map<String, AttributeValue> item, String attribute) {
        AttributeValue value = item.get(attribute);
        return value == null ? null : value.s();
    }

    static long number(Map<String, AttributeValue> item, String attribute) {
        AttributeValue value = item.get(attribute);
        return value == null || value.n() == null ? 0 : Long.parseLong(value.n());
    }

    static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
