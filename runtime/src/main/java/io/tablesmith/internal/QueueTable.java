package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.QueueIndex;
import io.tablesmith.QueueStats;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * One queue's items in the table: their keys and index positions, the single-item writes
 * {@link QueueCore} and {@link QueueGroups} make (each through the {@link WritePath}, guarded by the
 * item's own entity type: {@value #MESSAGE_TYPE}, {@value #GROUP_TYPE}, {@value #STATS_TYPE}), and
 * the per-shard counters.
 */
final class QueueTable {

    static final String MESSAGE_TYPE = "_QUEUE_MESSAGE";
    static final String GROUP_TYPE = "_QUEUE_GROUP";
    static final String STATS_TYPE = "_QUEUE_STATS";
    static final String MESSAGE_SORT_KEY = "MESSAGE";
    static final String GROUP_SORT_KEY = "GROUP";

    /** A message's state ({@code st}): waiting or in flight without a group. */
    static final String READY = "R";
    /** A message's state: waiting or in flight in its group's order. */
    static final String HELD_BY_GROUP = "G";
    /** A message's state: a dead letter. */
    static final String DEAD = "D";
    /** A message's state: acknowledged, kept as a tombstone for the deduplication window. */
    static final String ACKED = "A";

    private final DynamoDbClient client;
    private final WritePath path;
    private final String tableName;
    private final String queue;

    QueueTable(DynamoDbClient client, String tableName, String queue) {
        this.client = client;
        this.path = new WritePath(client);
        this.tableName = tableName;
        this.queue = queue;
    }

    String queue() {
        return queue;
    }

    // ---------------------------------------------------------------- keys and index positions

    /** The key prefix of every item of the queue, and the partition of its counters. */
    String prefix() {
        return "QUEUE#" + queue;
    }

    String groupPk(String group) {
        return prefix() + "#G#" + group;
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

    static String groupSort(long visibleAt, String group) {
        return pad(visibleAt) + "#G#" + group;
    }

    /** Millis as fixed-width text, so that text order is time order. */
    static String pad(long millis) {
        return String.format("%015d", Math.max(0, millis));
    }

    static Map<String, String> indexNames() {
        return Map.of("#qpk", QueueIndex.PARTITION_ATTRIBUTE, "#qsk", QueueIndex.SORT_ATTRIBUTE);
    }

    // ---------------------------------------------------------------- requests

    /**
     * Writes a message item where none is, or over the stored message for which {@code condition}
     * holds; returns the refusal, or {@code null} when it was written.
     */
    WriteRefusal putMessage(String pk, Map<String, AttributeValue> item, String condition,
                            Map<String, AttributeValue> values) {
        Write write = Write.internal(Write.Kind.PUT, "push", tableName, MESSAGE_TYPE, new ItemKey<>(pk, MESSAGE_SORT_KEY),
                Write.Presence.EITHER, item, new Write.Internal(null, condition, Map.of(), values, null), ReturnValue.NONE);
        WritePath.Outcome outcome = path.attempt(write);
        return outcome.written() ? null : outcome.refusal().requireSameEntity();
    }

    /** A page of the queue index: up to {@code limit} items of {@code partition} sorting before {@code bound} (all without one). */
    software.amazon.awssdk.services.dynamodb.model.QueryResponse query(String partition, String bound, int limit,
                                                                       Map<String, AttributeValue> after) {
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":qpk", s(partition));
        QueryRequest.Builder query = QueryRequest.builder().tableName(tableName).indexName(QueueIndex.INDEX_NAME)
                .expressionAttributeNames(bound == null ? Map.of("#qpk", QueueIndex.PARTITION_ATTRIBUTE) : indexNames())
                .limit(limit);
        if (bound == null) {
            query.keyConditionExpression("#qpk = :qpk");
        } else {
            query.keyConditionExpression("#qpk = :qpk AND #qsk < :bound");
            values.put(":bound", s(bound));
        }
        query.expressionAttributeValues(values);
        if (after != null) {
            query.exclusiveStartKey(after);
        }
        return client.query(query.build());
    }

    /** One conditional update of a message; the item as stored after it, or empty when the condition failed. */
    Optional<Map<String, AttributeValue>> update(String pk, String expression, String condition,
                                                 Map<String, String> names, Map<String, AttributeValue> values) {
        return update(pk, MESSAGE_SORT_KEY, expression, condition, names, values);
    }

    /**
     * One conditional update of an existing message ({@code sk = MESSAGE}) or group ({@code sk = GROUP}); the item
     * as stored after it, or empty when the condition failed.
     */
    Optional<Map<String, AttributeValue>> update(String pk, String sk, String expression, String condition,
                                                 Map<String, String> names, Map<String, AttributeValue> values) {
        return update(Write.Presence.PRESENT, pk, sk, expression, condition, names, values);
    }

    /** One conditional update of a group item that creates it when absent; empty when the condition failed. */
    Optional<Map<String, AttributeValue>> upsertGroup(String pk, String expression, String condition,
                                                      Map<String, String> names, Map<String, AttributeValue> values) {
        return update(Write.Presence.EITHER, pk, GROUP_SORT_KEY, expression, condition, names, values);
    }

    private Optional<Map<String, AttributeValue>> update(Write.Presence presence, String pk, String sk, String expression,
                                                         String condition, Map<String, String> names,
                                                         Map<String, AttributeValue> values) {
        Map<String, String> used = new HashMap<>();
        names.forEach((name, attribute) -> {
            if (expression.contains(name) || condition.contains(name)) {
                used.put(name, attribute);
            }
        });
        WritePath.Outcome outcome = path.attempt(Write.internal(Write.Kind.UPDATE, "queue update", tableName,
                GROUP_SORT_KEY.equals(sk) ? GROUP_TYPE : MESSAGE_TYPE, new ItemKey<>(pk, sk), presence, null,
                new Write.Internal(expression, condition, used, values, null), ReturnValue.ALL_NEW));
        if (outcome.written()) {
            return Optional.of(outcome.attributes());
        }
        outcome.refusal().requireSameEntity();
        return Optional.empty();
    }

    boolean delete(String pk, String condition, Map<String, AttributeValue> values) {
        WritePath.Outcome outcome = path.attempt(Write.internal(Write.Kind.DELETE, "ack", tableName, MESSAGE_TYPE,
                new ItemKey<>(pk, MESSAGE_SORT_KEY), Write.Presence.PRESENT, null,
                new Write.Internal(null, condition, Map.of(), values, null), ReturnValue.NONE));
        if (!outcome.written()) {
            outcome.refusal().requireSameEntity();
        }
        return outcome.written();
    }

    /** A consistent read; an empty map when there is no item. */
    Map<String, AttributeValue> get(String pk, String sk) {
        var response = client.getItem(GetItemRequest.builder().tableName(tableName).key(key(pk, sk)).consistentRead(true).build());
        return response.hasItem() ? response.item() : Map.of();
    }

    // ---------------------------------------------------------------- counters

    void count(int shard, int messages, int inFlight, int dead) {
        // A separate write: a process that stops between a message's write and this one leaves the
        // counts off by one (they are statistics, never used to decide a delivery).
        path.write(Write.internal(Write.Kind.UPDATE, "count", tableName, STATS_TYPE, new ItemKey<>(prefix(), "STATS#" + shard),
                Write.Presence.EITHER, null, new Write.Internal("SET #et = :et ADD messages :m, inFlight :f, dead :d", null,
                        Map.of("#et", "_et"), Map.of(":et", s(STATS_TYPE), ":m", n(messages), ":f", n(inFlight), ":d", n(dead)),
                        null), ReturnValue.NONE));
    }

    /** The counts, summed over the shards' counter items (one {@code GetItem} each). */
    QueueStats stats(int shards) {
        long messages = 0;
        long inFlight = 0;
        long dead = 0;
        for (int shard = 0; shard < shards; shard++) {
            Map<String, AttributeValue> item = get(prefix(), "STATS#" + shard);
            messages += number(item, "messages");
            inFlight += number(item, "inFlight");
            dead += number(item, "dead");
        }
        return new QueueStats(messages, inFlight, dead);
    }

    // ---------------------------------------------------------------- values

    static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of("pk", s(pk), "sk", s(sk));
    }

    static String text(Map<String, AttributeValue> item, String attribute) {
        AttributeValue value = item.get(attribute);
        return value == null ? null : value.s();
    }

    static int number(Map<String, AttributeValue> item, String attribute) {
        AttributeValue value = item.get(attribute);
        return value == null ? 0 : Integer.parseInt(value.n());
    }

    static List<AttributeValue> list(Map<String, AttributeValue> item, String attribute) {
        AttributeValue value = item.get(attribute);
        return value == null ? List.of() : value.l();
    }

    static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
