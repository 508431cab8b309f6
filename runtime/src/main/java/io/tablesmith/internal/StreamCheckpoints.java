package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.stream.ShardLeaseLostException;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * The leases and checkpoints of one consumer group, one item per shard in the table itself
 * ({@code pk = STREAM#<group>}, {@code sk = SHARD#<shard id>}, {@code _et} {@code _STREAM_CHECKPOINT}),
 * each written through the {@link WritePath} with the guards of every write. The item holds the
 * sequence number of the last change handled ({@code sequence}), the holder of the lease
 * ({@code owner}) and its end ({@code until}, epoch millis, on the holder's clock) while one is held,
 * {@code done} once the whole shard was handled, and the ARN of the stream the shard is of
 * ({@code stream}).
 */
final class StreamCheckpoints {

    static final String ENTITY_TYPE = RuntimeItems.STREAM_CHECKPOINT_TYPE;

    private static final Map<String, String> NAMES = Map.of("#et", "_et", "#owner", "owner", "#until", "until",
            "#sequence", "sequence", "#done", "done", "#group", "group", "#shard", "shard", "#parent", "parent", "#stream", "stream");

    private final DynamoDbClient client;
    private final WritePath path;
    private final String tableName;
    private final String group;
    private final String owner;
    private final Clock clock;
    private final long leaseMillis;

    StreamCheckpoints(DynamoDbClient client, String tableName, String group, String owner, Clock clock, long leaseMillis) {
        this.path = new WritePath(client);
        this.client = path.client();
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.group = Objects.requireNonNull(group, "group");
        this.owner = Objects.requireNonNull(owner, "owner");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.leaseMillis = leaseMillis;
    }

    /**
     * The stored state of one shard: where its group got to, whether it is done, who holds it, and the stream
     * it is a shard of ({@code null} for a checkpoint written before checkpoints named their stream).
     */
    record State(String shardId, String sequence, boolean done, String owner, long until, String stream) {}

    /** Every shard's state of the group, read consistently (one {@code Query}, paged). */
    Map<String, State> all() {
        Map<String, State> states = new HashMap<>();
        Map<String, AttributeValue> start = null;
        do {
            QueryRequest.Builder query = QueryRequest.builder().tableName(tableName).consistentRead(true)
                    .keyConditionExpression("pk = :pk")
                    .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(partition())));
            if (start != null) {
                query.exclusiveStartKey(start);
            }
            QueryResponse page = client.query(query.build());
            for (Map<String, AttributeValue> item : page.items()) {
                State state = state(item);
                if (state != null) {
                    states.put(state.shardId(), state);
                }
            }
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return states;
    }

    /**
     * Takes the shard's lease: where no lease is held, it expired, or this consumer holds it, and the
     * shard is not done. Returns the shard's state, or empty when another consumer holds it.
     *
     * @param streamArn the stream the shard is of, stored with it; {@code null} keeps what is stored
     */
    Optional<State> acquire(String streamArn, String shardId, String parentShardId) {
        Map<String, AttributeValue> values = values();
        values.put(":et", AttributeValue.fromS(ENTITY_TYPE));
        values.put(":group", AttributeValue.fromS(group));
        values.put(":shard", AttributeValue.fromS(shardId));
        values.put(":now", AttributeValues.number(clock.millis()));
        values.put(":false", AttributeValue.fromBool(false));
        String update = "SET #et = :et, #owner = :owner, #until = :until, #group = :group, #shard = :shard";
        if (streamArn != null) {
            update += ", #stream = :stream";
            values.put(":stream", AttributeValue.fromS(streamArn));
        }
        if (parentShardId != null) {
            update += ", #parent = :parent";
            values.put(":parent", AttributeValue.fromS(parentShardId));
        }
        WritePath.Outcome outcome = path.attempt(write("lease", shardId, Write.Presence.EITHER, update,
                "(attribute_not_exists(#owner) OR #until <= :now OR #owner = :owner) AND (attribute_not_exists(#done) OR #done = :false)",
                values, "another consumer of the group holds the shard's lease, or the shard is done", ReturnValue.ALL_NEW));
        if (!outcome.written()) {
            outcome.refusal().requireSameEntity();
            return Optional.empty();
        }
        return Optional.of(state(outcome.attributes()));
    }

    /**
     * Stores {@code sequence} as the last change handled (none: keeps what is stored) and renews the
     * lease.
     *
     * @throws ShardLeaseLostException when this consumer no longer holds the lease
     */
    void checkpoint(String shardId, String sequence) {
        Map<String, AttributeValue> values = values();
        String update = "SET #until = :until";
        if (sequence != null) {
            update += ", #sequence = :sequence";
            values.put(":sequence", AttributeValue.fromS(sequence));
        }
        requireHeld("checkpoint", shardId, update, values);
    }

    /**
     * Forgets where the group got to in a shard whose records after it were trimmed, and renews the lease:
     * the gap was reported, and the shard is read from the oldest record it has, now and after a restart.
     *
     * @throws ShardLeaseLostException when this consumer no longer holds the lease
     */
    void restart(String shardId) {
        requireHeld("restart", shardId, "SET #until = :until REMOVE #sequence", values());
    }

    /**
     * Stores the last change of a shard that ended, marks the shard done and gives up its lease.
     *
     * @throws ShardLeaseLostException when this consumer no longer holds the lease
     */
    void finish(String shardId, String sequence) {
        Map<String, AttributeValue> values = values();
        values.remove(":until");
        values.put(":true", AttributeValue.fromBool(true));
        String update = "SET #done = :true";
        if (sequence != null) {
            update += ", #sequence = :sequence";
            values.put(":sequence", AttributeValue.fromS(sequence));
        }
        requireHeld("finish", shardId, update + " REMOVE #owner, #until", values);
    }

    /**
     * Stores the last change handled and gives up the lease, so that another consumer may take the shard at
     * once. Returns false when this consumer no longer held it: then the holder's checkpoints stand.
     */
    boolean release(String shardId, String sequence) {
        Map<String, AttributeValue> values = values();
        values.remove(":until");
        String update = "REMOVE #owner, #until";
        if (sequence != null) {
            update = "SET #sequence = :sequence " + update;
            values.put(":sequence", AttributeValue.fromS(sequence));
        }
        return held("release", shardId, update, values).written();
    }

    /** When a lease taken or renewed now ends, in epoch millis. */
    long leaseEnd() {
        return clock.millis() + leaseMillis;
    }

    private void requireHeld(String operation, String shardId, String update, Map<String, AttributeValue> values) {
        WritePath.Outcome outcome = held(operation, shardId, update, values);
        if (!outcome.written()) {
            AttributeValue holder = outcome.refusal().storedItem().map(item -> item.get("owner")).orElse(null);
            throw new ShardLeaseLostException(tableName, group, shardId, key(shardId).toString(),
                    holder == null ? null : holder.s());
        }
    }

    private WritePath.Outcome held(String operation, String shardId, String update, Map<String, AttributeValue> values) {
        WritePath.Outcome outcome = path.attempt(write(operation, shardId, Write.Presence.PRESENT, update, "#owner = :owner",
                values, "the consumer no longer holds the shard's lease", ReturnValue.NONE));
        if (!outcome.written()) {
            outcome.refusal().requireSameEntity();
        }
        return outcome;
    }

    private Write write(String operation, String shardId, Write.Presence presence, String update, String condition,
                        Map<String, AttributeValue> values, String refused, ReturnValue returnValues) {
        Map<String, String> names = new HashMap<>();
        NAMES.forEach((name, attribute) -> {
            if (update.contains(name) || condition.contains(name)) {
                names.put(name, attribute);
            }
        });
        return Write.internal(Write.Kind.UPDATE, operation, tableName, ENTITY_TYPE, key(shardId), presence, null,
                new Write.Internal(update, condition, names, values, refused), returnValues);
    }

    private Map<String, AttributeValue> values() {
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":owner", AttributeValue.fromS(owner));
        values.put(":until", AttributeValues.number(leaseEnd()));
        return values;
    }

    private String partition() {
        return partition(group);
    }

    /** The partition of a group's checkpoints. */
    static String partition(String group) {
        return RuntimeItems.STREAM_CHECKPOINT.partition().render(group);
    }

    private ItemKey<?> key(String shardId) {
        return new ItemKey<>(partition(), RuntimeItems.STREAM_CHECKPOINT.sort().render(shardId));
    }

    private static State state(Map<String, AttributeValue> item) {
        AttributeValue type = item.get("_et");
        AttributeValue shard = item.get("shard");
        if (type == null || !ENTITY_TYPE.equals(type.s()) || shard == null) {
            return null;
        }
        AttributeValue sequence = item.get("sequence");
        AttributeValue done = item.get("done");
        AttributeValue holder = item.get("owner");
        AttributeValue until = item.get("until");
        AttributeValue stream = item.get("stream");
        return new State(shard.s(), sequence == null ? null : sequence.s(), done != null && Boolean.TRUE.equals(done.bool()),
                holder == null ? null : holder.s(), until == null ? 0 : Long.parseLong(until.n()), stream == null ? null : stream.s());
    }
}
