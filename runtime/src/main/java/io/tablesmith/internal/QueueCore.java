package io.tablesmith.internal;

import io.tablesmith.DeadLetter;
import io.tablesmith.Delivery;
import io.tablesmith.PushResult;
import io.tablesmith.QueueIndex;
import io.tablesmith.QueueOptions;
import io.tablesmith.QueueStats;
import io.tablesmith.StaleDeliveryException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The DynamoDB calls behind every generated queue. Every state change is one conditional write
 * of one item, so the queue needs no transactions and runs on every engine.
 *
 * <p>Items, all in the queue's table:
 * <ul>
 * <li>a message: {@code pk = QUEUE#<queue>#D#<dedup id>} (or {@code #M#<message id>} without
 *     deduplication), {@code sk = MESSAGE}; while it waits or is in flight (and has no group) it
 *     is in the queue index at {@code queuepk = <queue>#<shard>}, {@code queuesk = <visible at>#M#<id>};
 *     a dead letter at {@code queuepk = <queue>#DEAD}. Keying it by its deduplication id makes the
 *     conditional put itself the deduplication: there is no second item to keep in step.</li>
 * <li>a group: {@code pk = QUEUE#<queue>#G#<group>}, {@code sk = GROUP}, with the ids of its
 *     waiting messages in push order ({@code pending}); the group, not its messages, sits in the
 *     index while its head can be delivered, so one group is delivered one message at a time.</li>
 * <li>counters per shard: {@code pk = QUEUE#<queue>}, {@code sk = STATS#<shard>}.</li>
 * </ul>
 *
 * @param <T> the message record
 */
public final class QueueCore<T> {

    static final String MESSAGE_TYPE = "_QUEUE_MESSAGE";
    static final String GROUP_TYPE = "_QUEUE_GROUP";
    static final String STATS_TYPE = "_QUEUE_STATS";

    /** One id generator per clock: monotonic within a process that uses one clock (the system clock). */
    private static final Map<java.time.Clock, MessageIds> IDS = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());
    /** Visible candidates read per pull request: enough to get past the ones other consumers are claiming. */
    private static final int CANDIDATES = 10;
    private static final String READY = "R";
    private static final String HELD_BY_GROUP = "G";
    private static final String DEAD = "D";
    private static final String ACKED = "A";

    private final DynamoDbClient client;
    private final String tableName;
    private final String queue;
    private final Codec<T> codec;
    private final int shards;
    private final Function<T, String> dedupIdOf;
    private final Function<T, String> groupOf;
    private final QueueOptions options;
    private final AtomicInteger nextShard = new AtomicInteger();

    /**
     * @param dedupIdOf the rendered deduplication id of a message, or {@code null} without deduplication
     * @param groupOf the rendered group of a message, or {@code null} without groups
     */
    public QueueCore(DynamoDbClient client, String tableName, String queue, Codec<T> codec, int shards,
                     Function<T, String> dedupIdOf, Function<T, String> groupOf, QueueOptions options) {
        this.client = Objects.requireNonNull(client, "client");
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.queue = Objects.requireNonNull(queue, "queue");
        this.codec = Objects.requireNonNull(codec, "codec");
        if (shards < 1) {
            throw new IllegalArgumentException("shards must be at least 1, was " + shards);
        }
        this.shards = shards;
        this.dedupIdOf = dedupIdOf;
        this.groupOf = groupOf;
        this.options = Objects.requireNonNull(options, "options");
    }

    /** The same queue with other options. */
    public QueueCore<T> withOptions(QueueOptions newOptions) {
        return new QueueCore<>(client, tableName, queue, codec, shards, dedupIdOf, groupOf, newOptions);
    }

    public QueueOptions options() {
        return options;
    }

    // ---------------------------------------------------------------- push

    /** Enqueues one message, unless its deduplication id is taken. */
    public PushResult push(T message) {
        Objects.requireNonNull(message, "message");
        long now = now();
        String messageId = IDS.computeIfAbsent(options.clock(), clock -> new MessageIds()).next(now);
        String dedupId = dedupIdOf == null ? null : dedupIdOf.apply(message);
        String group = groupOf == null ? null : groupOf.apply(message);
        String pk = dedupId == null ? prefix() + "#M#" + messageId : prefix() + "#D#" + dedupId;
        int shard = group == null ? Math.floorMod(nextShard.getAndIncrement(), shards) : shardOf(group);
        ItemWriter writer = new ItemWriter(MESSAGE_TYPE, 12);
        writer.string("pk", pk);
        writer.string("sk", "MESSAGE");
        writer.string("_et", MESSAGE_TYPE);
        writer.string("mid", messageId);
        writer.put("body", codec, message);
        writer.number("rc", 0);
        writer.number("sh", shard);
        if (group == null) {
            writer.string("st", READY);
            writer.string(QueueIndex.PARTITION_ATTRIBUTE, readyPartition(shard));
            // The id's time, not now: the two differ only after the clock stepped back, and then
            // the id keeps push order (and a release can put the message back at this place).
            writer.string(QueueIndex.SORT_ATTRIBUTE, messageSort(MessageIds.millisOf(messageId), messageId));
        } else {
            writer.string("st", HELD_BY_GROUP);
            writer.string("grp", group);
        }
        Map<String, AttributeValue> item = writer.build();
        PutItemRequest.Builder put = PutItemRequest.builder().tableName(tableName).item(item);
        if (dedupId != null) {
            // A free id, or the tombstone of an acknowledged message whose window has passed.
            put.conditionExpression("attribute_not_exists(pk) OR (st = :acked AND expires_at < :now)")
                    .expressionAttributeValues(Map.of(":acked", s(ACKED), ":now", n(now / 1000)))
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        }
        try {
            client.putItem(put.build());
        } catch (ConditionalCheckFailedException taken) {
            Map<String, AttributeValue> stored = storedAfterFailure(pk, "MESSAGE", taken);
            if (stored.isEmpty()) {
                return push(message); // acknowledged and deleted in between: the id is free again
            }
            // A push that stopped after writing a grouped message: its retry finishes the job.
            if (group != null && HELD_BY_GROUP.equals(text(stored, "st"))) {
                appendToGroup(group, shardOf(group), pk, now);
            }
            return new PushResult(text(stored, "mid"), false);
        }
        if (group != null) {
            // Written after the message: a crash in between leaves a stored message that the
            // next push of the same deduplication id links into its group.
            appendToGroup(group, shard, pk, now);
        }
        count(shard, 1, 0, 0);
        return new PushResult(messageId, true);
    }

    /** Enqueues messages one after the other, in order; each result says whether it was a duplicate. */
    public List<PushResult> pushAll(Iterable<? extends T> messages) {
        List<PushResult> results = new ArrayList<>();
        for (T message : messages) {
            results.add(push(message));
        }
        return results;
    }

    private void appendToGroup(String group, int shard, String messagePk, long now) {
        Map<String, String> names = indexNames();
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":ids", AttributeValue.fromL(List.of(s(messagePk))));
        values.put(":id", s(messagePk));
        values.put(":empty", AttributeValue.fromL(List.of()));
        values.put(":qpk", s(readyPartition(shard)));
        values.put(":qsk", s(groupSort(now, group)));
        values.put(":et", s(GROUP_TYPE));
        values.put(":grp", s(group));
        values.put(":sh", n(shard));
        try {
            client.updateItem(UpdateItemRequest.builder().tableName(tableName).key(key(groupPk(group), "GROUP"))
                    // A parked (empty) group becomes ready; a ready or claimed one keeps its place.
                    .updateExpression("SET pending = list_append(if_not_exists(pending, :empty), :ids), "
                            + "#qpk = if_not_exists(#qpk, :qpk), #qsk = if_not_exists(#qsk, :qsk), _et = :et, grp = :grp, sh = :sh")
                    .conditionExpression("attribute_not_exists(pending) OR NOT contains(pending, :id)")
                    .expressionAttributeNames(names)
                    .expressionAttributeValues(values)
                    .build());
        } catch (ConditionalCheckFailedException alreadyLinked) {
            // Linked by a concurrent retry of the same push.
        }
    }

    // ---------------------------------------------------------------- pull

    /**
     * The oldest visible message (or group head), claimed for {@code visibilityTimeout}; empty when
     * no message is visible now.
     */
    public Optional<Delivery<T>> pull(Duration visibilityTimeout) {
        if (visibilityTimeout.isNegative() || visibilityTimeout.isZero()) {
            throw new IllegalArgumentException("visibilityTimeout must be positive, was " + visibilityTimeout);
        }
        int first = shards == 1 ? 0 : ThreadLocalRandom.current().nextInt(shards);
        for (int i = 0; i < shards; i++) {
            int shard = (first + i) % shards;
            Optional<Delivery<T>> delivery = pullFrom(shard, visibilityTimeout);
            if (delivery.isPresent()) {
                return delivery;
            }
        }
        return Optional.empty();
    }

    private Optional<Delivery<T>> pullFrom(int shard, Duration timeout) {
        Map<String, AttributeValue> after = null;
        do {
            long now = now();
            QueryRequest.Builder query = QueryRequest.builder().tableName(tableName).indexName(QueueIndex.INDEX_NAME)
                    // Everything visible sorts before the next millisecond; in-flight items after it.
                    .keyConditionExpression("#qpk = :qpk AND #qsk < :bound")
                    .expressionAttributeNames(indexNames())
                    .expressionAttributeValues(Map.of(":qpk", s(readyPartition(shard)), ":bound", s(pad(now + 1))))
                    .limit(CANDIDATES);
            if (after != null) {
                query.exclusiveStartKey(after);
            }
            var page = client.query(query.build());
            List<Map<String, AttributeValue>> candidates = new ArrayList<>(page.items());
            for (int i = 0; i < candidates.size(); i++) {
                Map<String, AttributeValue> candidate = candidates.get(i);
                Optional<Delivery<T>> delivery = GROUP_TYPE.equals(text(candidate, "_et"))
                        ? claimGroup(candidate, timeout)
                        : claimMessage(candidate, timeout);
                if (delivery.isPresent()) {
                    return delivery;
                }
                if (i == 0 && candidates.size() > 2) {
                    // The oldest went to a competing consumer, which read the same candidates: trying
                    // them in a random order, consumers stop queueing up behind each other. A lone
                    // consumer never gets here, so it pulls in strict order.
                    java.util.Collections.shuffle(candidates.subList(1, candidates.size()), ThreadLocalRandom.current());
                }
            }
            after = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (after != null);
        return Optional.empty();
    }

    private Optional<Delivery<T>> claimMessage(Map<String, AttributeValue> seen, Duration timeout) {
        String pk = text(seen, "pk");
        String messageId = text(seen, "mid");
        int received = number(seen, "rc");
        int shard = number(seen, "sh");
        boolean wasInFlight = seen.containsKey("tok");
        long now = now();
        Map<String, String> names = indexNames();
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":seen", seen.get(QueueIndex.SORT_ATTRIBUTE));
        values.put(":rc", n(received));
        // The receive count changes with every claim, so an item released back to the very
        // place it was read at is not mistaken for the one read.
        String unchanged = "#qsk = :seen AND rc = :rc";
        if (received >= options.maxReceives()) {
            values.put(":dead", s(deadPartition()));
            values.put(":mid", s(messageId));
            values.put(":st", s(DEAD));
            if (update(pk, "SET #qpk = :dead, #qsk = :mid, st = :st REMOVE tok", unchanged, names, values).isPresent()) {
                count(shard, -1, wasInFlight ? -1 : 0, 1);
            }
            return Optional.empty();
        }
        String token = UUID.randomUUID().toString();
        long until = now + timeout.toMillis();
        values.put(":next", n(received + 1));
        values.put(":tok", s(token));
        values.put(":until", s(messageSort(until, messageId)));
        Optional<Map<String, AttributeValue>> claimed = update(pk, "SET #qsk = :until, tok = :tok, rc = :next",
                unchanged, names, values);
        if (claimed.isEmpty()) {
            return Optional.empty();
        }
        if (!wasInFlight) {
            count(shard, 0, 1, 0);
        }
        return Optional.of(new QueueDelivery<>(this, decode(seen), pk, messageId, token, received + 1, null, shard,
                Instant.ofEpochMilli(until)));
    }

    private Optional<Delivery<T>> claimGroup(Map<String, AttributeValue> seen, Duration timeout) {
        String group = text(seen, "grp");
        String groupPk = groupPk(group);
        String token = UUID.randomUUID().toString();
        long until = now() + timeout.toMillis();
        Map<String, String> names = indexNames();
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":seen", seen.get(QueueIndex.SORT_ATTRIBUTE));
        values.put(":tok", s(token));
        values.put(":until", s(groupSort(until, group)));
        Optional<Map<String, AttributeValue>> claimed = update(groupPk, "GROUP", "SET #qsk = :until, tok = :tok",
                "#qsk = :seen", names, values);
        if (claimed.isEmpty()) {
            return Optional.empty();
        }
        List<AttributeValue> pending = claimed.get().getOrDefault("pending", AttributeValue.fromL(List.of())).l();
        while (!pending.isEmpty()) {
            String messagePk = pending.get(0).s();
            Map<String, AttributeValue> message = get(messagePk, "MESSAGE");
            if (message.isEmpty() || !HELD_BY_GROUP.equals(text(message, "st"))) {
                // Acknowledged (or dead-lettered) by a delivery that stopped before popping it.
                Optional<Map<String, AttributeValue>> popped = popGroupHead(group, token, messagePk);
                if (popped.isEmpty()) {
                    return Optional.empty();
                }
                pending = popped.get().getOrDefault("pending", AttributeValue.fromL(List.of())).l();
                continue;
            }
            HeadClaim<T> head = claimGroupHead(group, token, message, until);
            if (head.delivery() != null) {
                return Optional.of(head.delivery());
            }
            if (!head.deadLettered()) {
                // Changed by a consumer whose group lease had lapsed: leave the group to the next pull.
                releaseGroup(group, token, now());
                return Optional.empty();
            }
            Optional<Map<String, AttributeValue>> popped = popGroupHead(group, token, messagePk);
            if (popped.isEmpty()) {
                return Optional.empty();
            }
            pending = popped.get().getOrDefault("pending", AttributeValue.fromL(List.of())).l();
        }
        parkGroup(group, token);
        return Optional.empty();
    }

    /** What claiming a group's head came to: a delivery, the dead-letter state, or neither (it changed meanwhile). */
    private record HeadClaim<T>(Delivery<T> delivery, boolean deadLettered) {
    }

    private HeadClaim<T> claimGroupHead(String group, String token, Map<String, AttributeValue> message, long until) {
        String pk = text(message, "pk");
        String messageId = text(message, "mid");
        int received = number(message, "rc");
        int shard = number(message, "sh");
        boolean wasInFlight = message.containsKey("tok");
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":held", s(HELD_BY_GROUP));
        values.put(":rc", n(received));
        if (received >= options.maxReceives()) {
            values.put(":mid", s(messageId));
            values.put(":dead", s(deadPartition()));
            values.put(":st", s(DEAD));
            boolean dead = update(pk, "SET #qpk = :dead, #qsk = :mid, st = :st REMOVE tok", "st = :held AND rc = :rc",
                    indexNames(), values).isPresent();
            if (dead) {
                count(shard, -1, wasInFlight ? -1 : 0, 1);
            }
            return new HeadClaim<>(null, dead);
        }
        values.put(":next", n(received + 1));
        values.put(":tok", s(token));
        if (update(pk, "SET tok = :tok, rc = :next", "st = :held AND rc = :rc", Map.of(), values).isEmpty()) {
            return new HeadClaim<>(null, false);
        }
        if (!wasInFlight) {
            count(shard, 0, 1, 0);
        }
        return new HeadClaim<>(new QueueDelivery<>(this, decode(message), pk, messageId, token, received + 1, group, shard,
                Instant.ofEpochMilli(until)), false);
    }

    private Optional<Map<String, AttributeValue>> popGroupHead(String group, String token, String messagePk) {
        return update(groupPk(group), "GROUP", "REMOVE pending[0]", "tok = :tok AND pending[0] = :head", Map.of(),
                Map.of(":tok", s(token), ":head", s(messagePk)));
    }

    /** Takes an empty group out of the index, unless a push appended to it meanwhile (then it is released). */
    private void parkGroup(String group, String token) {
        Map<String, AttributeValue> values = Map.of(":tok", s(token), ":zero", n(0));
        if (update(groupPk(group), "GROUP", "REMOVE #qpk, #qsk, tok",
                "tok = :tok AND (attribute_not_exists(pending) OR size(pending) = :zero)", indexNames(), values).isEmpty()) {
            releaseGroup(group, token, now());
        }
    }

    private Optional<Map<String, AttributeValue>> releaseGroup(String group, String token, long visibleAt) {
        return update(groupPk(group), "GROUP", "SET #qsk = :vis REMOVE tok", "tok = :tok", indexNames(),
                Map.of(":tok", s(token), ":vis", s(groupSort(visibleAt, group))));
    }

    // ---------------------------------------------------------------- delivery operations

    void ack(QueueDelivery<T> delivery) {
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":tok", s(delivery.token()));
        boolean done;
        if (delivery.pk().contains("#D#")) {
            // The tombstone keeps the deduplication id taken for the window; TTL removes it later.
            long expires = now() / 1000 + options.deduplicationWindow().toSeconds();
            values.put(":acked", s(ACKED));
            values.put(":expires", n(expires));
            done = update(delivery.pk(), "SET st = :acked, expires_at = :expires REMOVE #qpk, #qsk, tok, body",
                    "tok = :tok", indexNames(), values).isPresent();
        } else {
            done = delete(delivery.pk(), "MESSAGE", "tok = :tok", values);
        }
        if (!done) {
            throw stale(delivery, "ack refused");
        }
        delivery.group().ifPresent(group -> {
            // Fails harmlessly when the group's lease went to another consumer: it pops the acked head itself.
            Map<String, AttributeValue> groupValues = Map.of(":tok", s(delivery.token()), ":head", s(delivery.pk()),
                    ":vis", s(groupSort(now(), group)));
            update(groupPk(group), "GROUP", "SET #qsk = :vis REMOVE pending[0], tok", "tok = :tok AND pending[0] = :head",
                    indexNames(), groupValues);
        });
        count(delivery.shard(), -1, -1, 0);
    }

    void release(QueueDelivery<T> delivery, Duration delay) {
        long now = now();
        boolean done;
        if (delivery.group().isPresent()) {
            done = update(delivery.pk(), "REMOVE tok", "tok = :tok", Map.of(), Map.of(":tok", s(delivery.token()))).isPresent();
            if (done) {
                releaseGroup(delivery.group().get(), delivery.token(), now + delay.toMillis());
            }
        } else {
            // Back at its place in push order, unless a delay puts it later.
            long visibleAt = delay.isZero() ? MessageIds.millisOf(delivery.messageId()) : now + delay.toMillis();
            done = update(delivery.pk(), "SET #qsk = :vis REMOVE tok", "tok = :tok", indexNames(),
                    Map.of(":tok", s(delivery.token()), ":vis", s(messageSort(visibleAt, delivery.messageId())))).isPresent();
        }
        if (!done) {
            throw stale(delivery, "release refused");
        }
        count(delivery.shard(), 0, -1, 0);
    }

    Instant extend(QueueDelivery<T> delivery, Duration timeout) {
        long until = now() + timeout.toMillis();
        boolean done;
        if (delivery.group().isPresent()) {
            String group = delivery.group().get();
            done = update(groupPk(group), "GROUP", "SET #qsk = :until", "tok = :tok", indexNames(),
                    Map.of(":tok", s(delivery.token()), ":until", s(groupSort(until, group)))).isPresent()
                    && update(delivery.pk(), "SET tok = :tok", "tok = :tok", Map.of(), Map.of(":tok", s(delivery.token()))).isPresent();
        } else {
            done = update(delivery.pk(), "SET #qsk = :until", "tok = :tok", indexNames(),
                    Map.of(":tok", s(delivery.token()), ":until", s(messageSort(until, delivery.messageId())))).isPresent();
        }
        if (!done) {
            throw stale(delivery, "extendVisibility refused");
        }
        return Instant.ofEpochMilli(until);
    }

    private StaleDeliveryException stale(QueueDelivery<T> delivery, String what) {
        return new StaleDeliveryException(queue, delivery.messageId(), what + ": delivery " + delivery.receiveCount()
                + " is no longer the message's current delivery (its visibility timeout passed and another consumer pulled it,"
                + " or it was acknowledged or released already); nothing was changed");
    }

    // ---------------------------------------------------------------- dead letters and counts

    /** Up to {@code limit} dead letters, oldest message first. */
    public List<DeadLetter<T>> deadLetters(int limit) {
        var page = client.query(QueryRequest.builder().tableName(tableName).indexName(QueueIndex.INDEX_NAME)
                .keyConditionExpression("#qpk = :dead")
                .expressionAttributeNames(Map.of("#qpk", QueueIndex.PARTITION_ATTRIBUTE))
                .expressionAttributeValues(Map.of(":dead", s(deadPartition())))
                .limit(limit)
                .build());
        List<DeadLetter<T>> letters = new ArrayList<>();
        for (Map<String, AttributeValue> item : page.items()) {
            letters.add(new DeadLetter<>(decode(item), text(item, "mid"), number(item, "rc"),
                    Optional.ofNullable(item.get("grp")).map(AttributeValue::s)));
        }
        return letters;
    }

    /**
     * Sends a dead letter back to the queue with a receive count of 0: at the end of the queue (of
     * its group). Returns {@code false} when it is no longer a dead letter.
     */
    public boolean redrive(DeadLetter<T> letter) {
        String pk = dedupIdOf == null ? prefix() + "#M#" + letter.messageId() : prefix() + "#D#" + dedupIdOf.apply(letter.message());
        Map<String, AttributeValue> stored = get(pk, "MESSAGE");
        if (stored.isEmpty() || !DEAD.equals(text(stored, "st")) || !letter.messageId().equals(text(stored, "mid"))) {
            return false;
        }
        long now = now();
        int shard = number(stored, "sh");
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":dead", s(DEAD));
        values.put(":mid", s(letter.messageId()));
        values.put(":zero", n(0));
        boolean done;
        if (letter.group().isPresent()) {
            values.put(":held", s(HELD_BY_GROUP));
            done = update(pk, "SET st = :held, rc = :zero REMOVE #qpk, #qsk", "st = :dead AND mid = :mid", indexNames(), values).isPresent();
            if (done) {
                appendToGroup(letter.group().get(), shard, pk, now);
            }
        } else {
            values.put(":ready", s(READY));
            values.put(":qpk", s(readyPartition(shard)));
            values.put(":qsk", s(messageSort(now, letter.messageId())));
            done = update(pk, "SET st = :ready, rc = :zero, #qpk = :qpk, #qsk = :qsk", "st = :dead AND mid = :mid",
                    indexNames(), values).isPresent();
        }
        if (done) {
            count(shard, 1, 0, -1);
        }
        return done;
    }

    /** The counts, summed over the shards' counter items (one {@code GetItem} each). */
    public QueueStats stats() {
        long messages = 0;
        long inFlight = 0;
        long dead = 0;
        for (int shard = 0; shard < shards; shard++) {
            Map<String, AttributeValue> item = get(prefix(), "STATS#" + shard);
            messages += item.isEmpty() ? 0 : number(item, "messages");
            inFlight += item.isEmpty() ? 0 : number(item, "inFlight");
            dead += item.isEmpty() ? 0 : number(item, "dead");
        }
        return new QueueStats(messages, inFlight, dead);
    }

    private void count(int shard, int messages, int inFlight, int dead) {
        // A separate write: a process that stops between a message's write and this one leaves the
        // counts off by one (they are statistics, never used to decide a delivery).
        client.updateItem(UpdateItemRequest.builder().tableName(tableName).key(key(prefix(), "STATS#" + shard))
                .updateExpression("SET #et = :et ADD messages :m, inFlight :f, dead :d")
                .expressionAttributeNames(Map.of("#et", "_et"))
                .expressionAttributeValues(Map.of(":et", s(STATS_TYPE), ":m", n(messages), ":f", n(inFlight), ":d", n(dead)))
                .build());
    }

    // ---------------------------------------------------------------- requests

    private Optional<Map<String, AttributeValue>> update(String pk, String expression, String condition,
                                                         Map<String, String> names, Map<String, AttributeValue> values) {
        return update(pk, "MESSAGE", expression, condition, names, values);
    }

    /** One conditional update; the item as stored after it, or empty when the condition failed. */
    private Optional<Map<String, AttributeValue>> update(String pk, String sk, String expression, String condition,
                                                         Map<String, String> names, Map<String, AttributeValue> values) {
        Map<String, String> used = new HashMap<>();
        names.forEach((name, attribute) -> {
            if (expression.contains(name) || condition.contains(name)) {
                used.put(name, attribute);
            }
        });
        UpdateItemRequest.Builder request = UpdateItemRequest.builder().tableName(tableName).key(key(pk, sk))
                .updateExpression(expression)
                .conditionExpression(condition)
                .expressionAttributeValues(values)
                .returnValues(ReturnValue.ALL_NEW);
        if (!used.isEmpty()) {
            request.expressionAttributeNames(used);
        }
        try {
            return Optional.of(client.updateItem(request.build()).attributes());
        } catch (ConditionalCheckFailedException lost) {
            return Optional.empty();
        }
    }

    private boolean delete(String pk, String sk, String condition, Map<String, AttributeValue> values) {
        try {
            client.deleteItem(DeleteItemRequest.builder().tableName(tableName).key(key(pk, sk))
                    .conditionExpression(condition).expressionAttributeValues(values).build());
            return true;
        } catch (ConditionalCheckFailedException lost) {
            return false;
        }
    }

    private Map<String, AttributeValue> get(String pk, String sk) {
        var response = client.getItem(GetItemRequest.builder().tableName(tableName).key(key(pk, sk)).consistentRead(true).build());
        return response.hasItem() ? response.item() : Map.of();
    }

    /** The item DynamoDB returned with a failed condition, or (engines that return none) read again. */
    private Map<String, AttributeValue> storedAfterFailure(String pk, String sk, ConditionalCheckFailedException failure) {
        return failure.hasItem() && !failure.item().isEmpty() ? failure.item() : get(pk, sk);
    }

    // ---------------------------------------------------------------- keys and values

    private String prefix() {
        return "QUEUE#" + queue;
    }

    private String groupPk(String group) {
        return prefix() + "#G#" + group;
    }

    private int shardOf(String group) {
        return Math.floorMod(group.hashCode(), shards);
    }

    private String readyPartition(int shard) {
        return queue + "#" + shard;
    }

    private String deadPartition() {
        return queue + "#DEAD";
    }

    private static String messageSort(long visibleAt, String messageId) {
        return pad(visibleAt) + "#M#" + messageId;
    }

    private static String groupSort(long visibleAt, String group) {
        return pad(visibleAt) + "#G#" + group;
    }

    private static String pad(long millis) {
        return String.format("%015d", Math.max(0, millis));
    }

    private long now() {
        return options.clock().millis();
    }

    private static Map<String, String> indexNames() {
        return Map.of("#qpk", QueueIndex.PARTITION_ATTRIBUTE, "#qsk", QueueIndex.SORT_ATTRIBUTE);
    }

    private static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of("pk", s(pk), "sk", s(sk));
    }

    private T decode(Map<String, AttributeValue> item) {
        return new ItemReader(MESSAGE_TYPE, item).required("body", codec);
    }

    private static String text(Map<String, AttributeValue> item, String attribute) {
        AttributeValue value = item.get(attribute);
        return value == null ? null : value.s();
    }

    private static int number(Map<String, AttributeValue> item, String attribute) {
        AttributeValue value = item.get(attribute);
        return value == null ? 0 : Integer.parseInt(value.n());
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
