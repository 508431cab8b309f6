package io.tablesmith.internal;

import static io.tablesmith.internal.QueueTable.ACKED;
import static io.tablesmith.internal.QueueTable.DEAD;
import static io.tablesmith.internal.QueueTable.GROUP_TYPE;
import static io.tablesmith.internal.QueueTable.MESSAGE_TYPE;
import static io.tablesmith.internal.QueueTable.READY;
import static io.tablesmith.internal.QueueTable.messageSort;
import static io.tablesmith.internal.QueueTable.n;
import static io.tablesmith.internal.QueueTable.number;
import static io.tablesmith.internal.QueueTable.pad;
import static io.tablesmith.internal.QueueTable.s;
import static io.tablesmith.internal.QueueTable.text;

import io.tablesmith.ItemKey;
import io.tablesmith.queue.DeadLetter;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.PushIncompleteException;
import io.tablesmith.queue.PushResult;
import io.tablesmith.queue.QueueIndex;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.queue.QueueStats;
import io.tablesmith.queue.StaleDeliveryException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.WeakHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The DynamoDB calls behind every generated queue. Every state change is one conditional write of
 * one item, so the queue needs no transactions and runs on every engine; no operation a user calls
 * per message writes anything but the message (and, with a group, the group): the statistics are
 * counted from the queue index when asked for.
 *
 * <p>Every write goes through the {@link WritePath} (via {@link QueueTable}), guarded by the queue
 * items' own entity types like any entity's write, and is read back when its call fails in a way
 * that leaves open whether it was applied: an operation reports a failure only when its effect did
 * not happen. Keys and index positions are {@link QueueTable}'s, groups {@link QueueGroups}'.
 *
 * @param <T> the message record
 */
public final class QueueCore<T> {

    /** One id generator per clock: monotonic within a process that uses one clock (the system clock). */
    private static final Map<Clock, MessageIds> IDS = Collections.synchronizedMap(new WeakHashMap<>());
    /** Visible candidates read per query: the pulls after this one take the rest from the cache. */
    private static final int CANDIDATES = 10;
    /** Above every index position a time gives (a date ten thousand years ahead sorts below it), below a grouped message's. */
    private static final String LAST_TIME = "9".repeat(15) + "~";

    private final QueueTable table;
    private final QueueGroups<T> groups;
    private final QueueCandidates candidates;
    private final Codec<T> codec;
    private final int shards;
    private final Function<T, String> dedupKeyOf;
    private final Function<T, String> groupKeyOf;
    private final Function<T, String> groupOf;
    private final QueueOptions options;
    private final AtomicInteger nextShard;
    private final Calls calls;

    /**
     * @param dedupKeyOf the deduplication id of a message as its key renders it (escaped), or {@code null} without deduplication
     * @param groupKeyOf the group of a message as its key renders it (escaped), or {@code null} without groups
     * @param groupOf the group of a message as its values render it (what {@link Delivery#group()} returns)
     */
    public QueueCore(DynamoDbClient client, String tableName, String queue, Codec<T> codec, int shards,
                     Function<T, String> dedupKeyOf, Function<T, String> groupKeyOf, Function<T, String> groupOf,
                     QueueOptions options) {
        this(new QueueTable(Objects.requireNonNull(client, "client"), Objects.requireNonNull(tableName, "tableName"),
                Objects.requireNonNull(queue, "queue")), new QueueCandidates(shards), codec, shards, dedupKeyOf, groupKeyOf,
                groupOf, options, new AtomicInteger());
    }

    private QueueCore(QueueTable table, QueueCandidates candidates, Codec<T> codec, int shards, Function<T, String> dedupKeyOf,
                      Function<T, String> groupKeyOf, Function<T, String> groupOf, QueueOptions options,
                      AtomicInteger nextShard) {
        if (shards < 1) {
            throw new IllegalArgumentException("shards must be at least 1, was " + shards);
        }
        if ((groupKeyOf == null) != (groupOf == null)) {
            throw new IllegalArgumentException("a grouped queue needs both the group's key text and its value");
        }
        this.table = table;
        this.groups = new QueueGroups<>(this, table);
        this.candidates = candidates;
        this.codec = Objects.requireNonNull(codec, "codec");
        this.shards = shards;
        this.dedupKeyOf = dedupKeyOf;
        this.groupKeyOf = groupKeyOf;
        this.groupOf = groupOf;
        this.options = QueueArguments.present(options, "options");
        this.nextShard = nextShard;
        this.calls = table.calls();
    }

    /** The same queue with other options (sharing what this one read of the index). */
    public QueueCore<T> withOptions(QueueOptions newOptions) {
        return new QueueCore<>(table, candidates, codec, shards, dedupKeyOf, groupKeyOf, groupOf, newOptions, nextShard);
    }

    public QueueOptions options() {
        return options;
    }

    // ---------------------------------------------------------------- push

    /** Enqueues one message, unless its deduplication id is taken. */
    public PushResult push(T message) {
        Call call = calls.open("push");
        try {
            QueueArguments.present(message, "message");
            String dedupKey = dedupKeyOf == null ? null : dedupKeyOf.apply(message);
            if (groupKeyOf != null) {
                String groupKey = groupKeyOf.apply(message);
                return groups.push(message, nextMessageId(), dedupKey, groupKey, groupOf.apply(message),
                        Math.floorMod(groupKey.hashCode(), shards));
            }
            return pushMessage(message, dedupKey, 0);
        } finally {
            call.close();
        }
    }

    /**
     * Enqueues one message of a queue without groups that no pull delivers before {@code delay} has passed by the
     * queue's clock; it then takes its place by that time, behind the messages visible before it. A group delivers
     * its messages in push order, one at a time, so a delay there would hold back the whole group: not offered.
     */
    public PushResult push(T message, Duration delay) {
        Call call = calls.open("push");
        try {
            QueueArguments.present(message, "message");
            long delayMillis = QueueArguments.notNegative(delay, "delay").toMillis();
            if (groupKeyOf != null) {
                throw new IllegalStateException("queue " + table.queue() + " has groups, whose messages are delivered in push"
                        + " order: a delayed message would hold back its whole group; push it later instead");
            }
            return pushMessage(message, dedupKeyOf == null ? null : dedupKeyOf.apply(message), delayMillis);
        } finally {
            call.close();
        }
    }

    private PushResult pushMessage(T message, String dedupKey, long delayMillis) {
        String messageId = nextMessageId();
        int shard = Math.floorMod(nextShard.getAndIncrement(), shards);
        ItemKey<?> key = dedupKey == null ? table.messageKey(messageId) : table.dedupKey(dedupKey);
        ItemWriter writer = messageItem(key, messageId, message);
        writer.number("rc", 0);
        writer.number("sh", shard);
        writer.string("st", READY);
        writer.string(QueueIndex.PARTITION_ATTRIBUTE, table.readyPartition(shard));
        // The id's time, not now: the two differ only after the clock stepped back, and then the id
        // keeps push order (and a release can put the message back at this place). A delay moves it later.
        writer.string(QueueIndex.SORT_ATTRIBUTE, messageSort(MessageIds.millisOf(messageId) + delayMillis, messageId));
        // With a deduplication id: a free id, or the tombstone of an acknowledged message whose window has passed.
        WriteRefusal taken = table.put("push", MESSAGE_TYPE, key, writer.build(),
                dedupKey == null ? null : "st = :acked AND expires_at < :now",
                dedupKey == null ? Map.of() : Map.of(":acked", s(ACKED), ":now", n(now() / 1000)),
                stored -> messageId.equals(text(stored, "mid")));
        if (taken == null) {
            return new PushResult(messageId, true);
        }
        Map<String, AttributeValue> stored = taken.storedItem().orElse(Map.of());
        // Empty: acknowledged and deleted in between (by TTL), so the id is free again.
        return stored.isEmpty() ? pushMessage(message, dedupKey, delayMillis) : new PushResult(text(stored, "mid"), false);
    }

    /**
     * Enqueues messages one after the other, in order; each result says whether it was a duplicate.
     *
     * @throws PushIncompleteException when a push after the first failed: the messages before it were
     *     pushed, it and the ones after it were not (a failure of the first push is thrown as it is)
     */
    public List<PushResult> pushAll(Iterable<? extends T> messages) {
        Call call = calls.open("pushAll");
        try {
            List<T> all = new ArrayList<>();
            QueueArguments.present(messages, "messages").forEach(message -> all.add(QueueArguments.present(message, "a message")));
            List<PushResult> results = new ArrayList<>();
            for (T message : all) {
                try {
                    results.add(push(message));
                } catch (RuntimeException failed) {
                    if (results.isEmpty()) {
                        throw failed; // nothing was pushed: the failure says all there is
                    }
                    throw new PushIncompleteException(table.queue(), results, all.size(), failed);
                }
            }
            return results;
        } finally {
            call.close();
        }
    }

    // ---------------------------------------------------------------- pull

    /**
     * The oldest visible message (or group head), claimed for {@code visibilityTimeout}; empty when
     * no message is visible now.
     */
    public Optional<Delivery<T>> pull(Duration visibilityTimeout) {
        Call call = calls.open("pull");
        try {
            QueueArguments.positive(visibilityTimeout, "visibilityTimeout");
            int first = shards == 1 ? 0 : ThreadLocalRandom.current().nextInt(shards);
            for (int i = 0; i < shards; i++) {
                Optional<Delivery<T>> delivery = pullFrom((first + i) % shards, visibilityTimeout);
                if (delivery.isPresent()) {
                    return delivery;
                }
            }
            return Optional.empty();
        } finally {
            call.close();
        }
    }

    private Optional<Delivery<T>> pullFrom(int shard, Duration timeout) {
        Map<String, AttributeValue> cached = candidates.take(shard);
        if (cached != null) {
            Optional<Delivery<T>> delivery = claim(cached, timeout);
            if (delivery.isPresent()) {
                return delivery;
            }
            candidates.drop(shard); // another consumer took it: the rest are likely gone too
        }
        Map<String, AttributeValue> after = null;
        do {
            // Everything visible sorts before the next millisecond; in-flight items after it.
            QueryResponse page = table.ready(shard, pad(now() + 1), CANDIDATES, after);
            List<Map<String, AttributeValue>> read = new ArrayList<>(page.items());
            for (int i = 0; i < read.size(); i++) {
                Optional<Delivery<T>> delivery = claim(read.get(i), timeout);
                if (delivery.isPresent()) {
                    candidates.keep(shard, read.subList(i + 1, read.size()));
                    return delivery;
                }
                if (i == 0 && read.size() > 2) {
                    // The oldest went to a competing consumer, which read the same candidates: trying
                    // them in a random order, consumers stop queueing up behind each other. A lone
                    // consumer never gets here, so it pulls in strict order.
                    Collections.shuffle(read.subList(1, read.size()), ThreadLocalRandom.current());
                }
            }
            after = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (after != null);
        return Optional.empty();
    }

    private Optional<Delivery<T>> claim(Map<String, AttributeValue> candidate, Duration timeout) {
        return GROUP_TYPE.equals(text(candidate, "_et")) ? groups.claim(candidate, timeout) : claimMessage(candidate, timeout);
    }

    private Optional<Delivery<T>> claimMessage(Map<String, AttributeValue> seen, Duration timeout) {
        ItemKey<?> key = new ItemKey<>(text(seen, "pk"), text(seen, "sk"));
        String messageId = text(seen, "mid");
        int received = (int) number(seen, "rc");
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":seen", seen.get(QueueIndex.SORT_ATTRIBUTE));
        values.put(":rc", n(received));
        // The receive count changes with every claim, so an item released back to the very
        // place it was read at is not mistaken for the one read.
        String unchanged = "#qsk = :seen AND rc = :rc";
        if (received >= options.maxReceives()) {
            values.put(":dead", s(table.deadPartition()));
            values.put(":mid", s(messageId));
            values.put(":st", s(DEAD));
            table.update("pull", MESSAGE_TYPE, key, "SET #qpk = :dead, #qsk = :mid, st = :st REMOVE tok", unchanged, values,
                    stored -> DEAD.equals(text(stored, "st")) && messageId.equals(text(stored, "mid")));
            return Optional.empty();
        }
        String token = UUID.randomUUID().toString();
        long until = now() + timeout.toMillis();
        values.put(":next", n(received + 1));
        values.put(":tok", s(token));
        values.put(":until", s(messageSort(until, messageId)));
        if (table.update("pull", MESSAGE_TYPE, key, "SET #qsk = :until, tok = :tok, rc = :next", unchanged, values,
                stored -> token.equals(text(stored, "tok"))).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new QueueDelivery<>(this, decode(seen), messageId, token, received + 1, Instant.ofEpochMilli(until),
                new QueueDelivery.Where(key, (int) number(seen, "sh"), null, null, null, null, null)));
    }

    // ---------------------------------------------------------------- delivery operations

    void ack(QueueDelivery<T> delivery) {
        Call call = calls.open("ack");
        try {
            QueueDelivery.Where where = delivery.where();
            boolean done;
            if (where.groupKey() != null) {
                done = groups.ack(delivery);
            } else if (where.key().partition().contains("#D#")) {
                // The tombstone keeps the deduplication id taken for the window; TTL removes it later.
                Map<String, AttributeValue> values = Map.of(":tok", s(delivery.token()), ":acked", s(ACKED),
                        ":expires", n(now() / 1000 + options.deduplicationWindow().toSeconds()));
                done = table.update("ack", MESSAGE_TYPE, where.key(), "SET st = :acked, expires_at = :expires REMOVE #qpk, #qsk, tok, body",
                        "tok = :tok", values, stored -> stored.isEmpty()
                                || ACKED.equals(text(stored, "st")) && delivery.messageId().equals(text(stored, "mid"))).isPresent();
            } else {
                done = table.delete("ack", MESSAGE_TYPE, where.key(), "tok = :tok", Map.of(":tok", s(delivery.token())), Map::isEmpty);
            }
            if (!done) {
                throw stale(delivery, "ack refused");
            }
        } finally {
            call.close();
        }
    }

    void release(QueueDelivery<T> delivery, Duration delay) {
        Call call = calls.open("release");
        try {
            QueueDelivery.Where where = delivery.where();
            long now = now();
            boolean done;
            if (where.groupKey() != null) {
                done = groups.release(delivery, now + delay.toMillis());
            } else {
                // Back at its place in push order, unless a delay puts it later.
                long visibleAt = delay.isZero() ? MessageIds.millisOf(delivery.messageId()) : now + delay.toMillis();
                AttributeValue visible = s(messageSort(visibleAt, delivery.messageId()));
                done = table.update("release", MESSAGE_TYPE, where.key(), "SET #qsk = :vis REMOVE tok", "tok = :tok",
                        Map.of(":tok", s(delivery.token()), ":vis", visible),
                        stored -> !stored.containsKey("tok") && visible.equals(stored.get(QueueIndex.SORT_ATTRIBUTE))).isPresent();
            }
            if (!done) {
                throw stale(delivery, "release refused");
            }
            candidates.drop(where.shard()); // what this process read may now sort after the released message
        } finally {
            call.close();
        }
    }

    Instant extend(QueueDelivery<T> delivery, Duration timeout) {
        Call call = calls.open("extendVisibility");
        try {
            QueueDelivery.Where where = delivery.where();
            long until = now() + timeout.toMillis();
            boolean done;
            if (where.groupKey() != null) {
                done = groups.extend(delivery, until);
            } else {
                AttributeValue visible = s(messageSort(until, delivery.messageId()));
                done = table.update("extendVisibility", MESSAGE_TYPE, where.key(), "SET #qsk = :until", "tok = :tok",
                        Map.of(":tok", s(delivery.token()), ":until", visible),
                        stored -> delivery.token().equals(text(stored, "tok")) && visible.equals(stored.get(QueueIndex.SORT_ATTRIBUTE)))
                        .isPresent();
            }
            if (!done) {
                throw stale(delivery, "extendVisibility refused");
            }
            return Instant.ofEpochMilli(until);
        } finally {
            call.close();
        }
    }

    private StaleDeliveryException stale(QueueDelivery<T> delivery, String what) {
        return new StaleDeliveryException(table.queue(), delivery.messageId(), what + ": delivery " + delivery.receiveCount()
                + " is no longer the message's current delivery (its visibility timeout passed and another consumer pulled it,"
                + " or it was acknowledged or released already); nothing was changed");
    }

    // ---------------------------------------------------------------- dead letters and counts

    /** Up to {@code limit} dead letters, oldest message first. */
    public List<DeadLetter<T>> deadLetters(int limit) {
        Call call = calls.open("deadLetters");
        try {
            QueueArguments.positive(limit, "limit");
            List<DeadLetter<T>> letters = new ArrayList<>();
            Map<String, AttributeValue> after = null;
            do {
                QueryResponse page = table.deadLetters(limit - letters.size(), after);
                for (Map<String, AttributeValue> item : page.items()) {
                    letters.add(new DeadLetter<>(decode(item), text(item, "mid"), (int) number(item, "rc"),
                            Optional.ofNullable(text(item, "grp"))));
                }
                after = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
            } while (after != null && letters.size() < limit);
            return letters;
        } finally {
            call.close();
        }
    }

    /**
     * Sends a dead letter back to the queue with a receive count of 0: at the end of the queue (of
     * its group). Returns {@code false} when it is no longer a dead letter.
     */
    public boolean redrive(DeadLetter<T> letter) {
        Call call = calls.open("redrive");
        try {
            QueueArguments.present(letter, "letter");
            List<ItemKey<?>> keys = new ArrayList<>();
            if (dedupKeyOf != null) {
                keys.add(table.dedupKey(dedupKeyOf.apply(letter.message())));
            }
            if (dedupKeyOf == null || letter.group().isPresent()) {
                keys.add(table.messageKey(letter.messageId())); // where a grouped letter goes when its deduplication key is taken
            }
            for (ItemKey<?> key : keys) {
                Map<String, AttributeValue> stored = table.get(key);
                if (!MESSAGE_TYPE.equals(text(stored, "_et")) || !DEAD.equals(text(stored, "st"))
                        || !letter.messageId().equals(text(stored, "mid"))) {
                    continue;
                }
                if (stored.containsKey("gk")) {
                    return groups.redrive(key, letter.messageId(), letter.message());
                }
                int shard = (int) number(stored, "sh");
                AttributeValue position = s(messageSort(now(), letter.messageId()));
                return table.update("redrive", MESSAGE_TYPE, key, "SET st = :ready, rc = :zero, #qpk = :qpk, #qsk = :qsk",
                        "st = :dead AND mid = :mid", Map.of(":dead", s(DEAD), ":mid", s(letter.messageId()), ":zero", n(0),
                                ":ready", s(READY), ":qpk", s(table.readyPartition(shard)), ":qsk", position),
                        after -> READY.equals(text(after, "st")) && position.equals(after.get(QueueIndex.SORT_ATTRIBUTE))).isPresent();
            }
            return false;
        } finally {
            call.close();
        }
    }

    /**
     * The counts, from the queue index: per shard one {@code Select.COUNT} query for the messages
     * and one for the deliveries in flight (each paging through what it counts), and one for the
     * dead letters.
     */
    public QueueStats stats() {
        Call call = calls.open("stats");
        try {
            long messages = 0;
            long inFlight = 0;
            String visibleBound = pad(now() + 1);
            for (int shard = 0; shard < shards; shard++) {
                String partition = table.readyPartition(shard);
                messages += table.count(partition, null, null, "#et = :message", Map.of(":message", s(MESSAGE_TYPE)));
                inFlight += table.count(partition, visibleBound, LAST_TIME, "attribute_exists(tok)", Map.of());
            }
            long dead = table.count(table.deadPartition(), null, null, null, Map.of());
            // Counted one after the other: while the queue is busy an ack between two counts could make
            // the deliveries outnumber the messages.
            return new QueueStats(messages, Math.min(inFlight, messages), dead);
        } finally {
            call.close();
        }
    }

    // ---------------------------------------------------------------- shared with QueueGroups and deliveries

    long now() {
        return options.clock().millis();
    }

    /** A new message id: time-ordered, by the queue's clock. */
    String nextMessageId() {
        return IDS.computeIfAbsent(options.clock(), clock -> new MessageIds()).next(now());
    }

    QueueCandidates candidates() {
        return candidates;
    }

    /** A message item's writer with its key, entity type, message id and message. */
    ItemWriter messageItem(ItemKey<?> key, String messageId, T message) {
        ItemWriter writer = new ItemWriter(MESSAGE_TYPE, 16);
        writer.string("pk", key.partition());
        writer.string("sk", key.sort());
        writer.string("_et", MESSAGE_TYPE);
        writer.string("mid", messageId);
        writer.put("body", codec, message);
        return writer;
    }

    T decode(Map<String, AttributeValue> item) {
        return new ItemReader(MESSAGE_TYPE, item).required("body", codec);
    }
}
