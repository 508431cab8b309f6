package io.tablesmith.internal;

import static io.tablesmith.internal.QueueTable.ACKED;
import static io.tablesmith.internal.QueueTable.DEAD;
import static io.tablesmith.internal.QueueTable.GROUP_TYPE;
import static io.tablesmith.internal.QueueTable.HELD_BY_GROUP;
import static io.tablesmith.internal.QueueTable.MESSAGE_SORT_KEY;
import static io.tablesmith.internal.QueueTable.MESSAGE_TYPE;
import static io.tablesmith.internal.QueueTable.READY;
import static io.tablesmith.internal.QueueTable.indexNames;
import static io.tablesmith.internal.QueueTable.messageSort;
import static io.tablesmith.internal.QueueTable.n;
import static io.tablesmith.internal.QueueTable.number;
import static io.tablesmith.internal.QueueTable.pad;
import static io.tablesmith.internal.QueueTable.s;
import static io.tablesmith.internal.QueueTable.text;

import io.tablesmith.DeadLetter;
import io.tablesmith.Delivery;
import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.PushResult;
import io.tablesmith.QueueIndex;
import io.tablesmith.QueueOptions;
import io.tablesmith.QueueStats;
import io.tablesmith.StaleDeliveryException;
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

/**
 * The DynamoDB calls behind every generated queue. Every state change is one conditional write
 * of one item, so the queue needs no transactions and runs on every engine.
 *
 * <p>Every write goes through the {@link WritePath} (via {@link QueueTable}), guarded by the queue
 * items' own entity types like any entity's write.
 *
 * <p>A message is one item, {@code pk = QUEUE#<queue>#D#<dedup id>} (or {@code #M#<message id>}
 * without deduplication), {@code sk = MESSAGE}: keying it by its deduplication id makes the
 * conditional put itself the deduplication, with no second item to keep in step. While it waits
 * or is in flight (without a group) it is in the queue index at {@code queuepk = <queue>#<shard>},
 * {@code queuesk = <visible at>#M#<id>}; a dead letter at {@code queuepk = <queue>#DEAD}. Groups
 * are {@link QueueGroups}'; keys, requests and counters {@link QueueTable}'s.
 *
 * @param <T> the message record
 */
public final class QueueCore<T> {

    /** One id generator per clock: monotonic within a process that uses one clock (the system clock). */
    private static final Map<Clock, MessageIds> IDS = Collections.synchronizedMap(new WeakHashMap<>());
    /** Visible candidates read per pull request: enough to get past the ones other consumers are claiming. */
    private static final int CANDIDATES = 10;

    private final QueueTable table;
    private final QueueGroups<T> groups;
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
        this(new QueueTable(Objects.requireNonNull(client, "client"), Objects.requireNonNull(tableName, "tableName"),
                Objects.requireNonNull(queue, "queue")), codec, shards, dedupIdOf, groupOf, options);
    }

    private QueueCore(QueueTable table, Codec<T> codec, int shards, Function<T, String> dedupIdOf,
                      Function<T, String> groupOf, QueueOptions options) {
        if (shards < 1) {
            throw new IllegalArgumentException("shards must be at least 1, was " + shards);
        }
        this.table = table;
        this.groups = new QueueGroups<>(this, table);
        this.codec = Objects.requireNonNull(codec, "codec");
        this.shards = shards;
        this.dedupIdOf = dedupIdOf;
        this.groupOf = groupOf;
        this.options = Objects.requireNonNull(options, "options");
    }

    /** The same queue with other options. */
    public QueueCore<T> withOptions(QueueOptions newOptions) {
        return new QueueCore<>(table, codec, shards, dedupIdOf, groupOf, newOptions);
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
        String pk = dedupId == null ? table.prefix() + "#M#" + messageId : table.prefix() + "#D#" + dedupId;
        int shard = group == null ? Math.floorMod(nextShard.getAndIncrement(), shards) : shardOf(group);
        ItemWriter writer = new ItemWriter(MESSAGE_TYPE, 12);
        writer.string("pk", pk);
        writer.string("sk", MESSAGE_SORT_KEY);
        writer.string("_et", MESSAGE_TYPE);
        writer.string("mid", messageId);
        writer.put("body", codec, message);
        writer.number("rc", 0);
        writer.number("sh", shard);
        if (group == null) {
            writer.string("st", READY);
            writer.string(QueueIndex.PARTITION_ATTRIBUTE, table.readyPartition(shard));
            // The id's time, not now: the two differ only after the clock stepped back, and then
            // the id keeps push order (and a release can put the message back at this place).
            writer.string(QueueIndex.SORT_ATTRIBUTE, messageSort(MessageIds.millisOf(messageId), messageId));
        } else {
            writer.string("st", HELD_BY_GROUP);
            writer.string("grp", group);
        }
        Map<String, AttributeValue> item = writer.build();
        // With a deduplication id: a free id, or the tombstone of an acknowledged message whose window has passed.
        WriteRefusal taken = dedupId == null
                ? table.putMessage(pk, item, null, Map.of())
                : table.putMessage(pk, item, "st = :acked AND expires_at < :now", Map.of(":acked", s(ACKED), ":now", n(now / 1000)));
        if (taken != null) {
            Map<String, AttributeValue> stored = taken.storedItem().orElse(Map.of());
            if (stored.isEmpty()) {
                return push(message); // acknowledged and deleted in between: the id is free again
            }
            // A push that stopped after writing a grouped message: its retry finishes the job.
            if (group != null && HELD_BY_GROUP.equals(text(stored, "st"))) {
                groups.append(group, shardOf(group), pk, now);
            }
            return new PushResult(text(stored, "mid"), false);
        }
        if (group != null) {
            // Written after the message: a crash in between leaves a stored message that the
            // next push of the same deduplication id links into its group.
            try {
                groups.append(group, shard, pk, now);
            } catch (EntityTypeMismatchException clash) {
                // Another entity's item holds the group's key: take the message back, so the refused push wrote nothing.
                table.delete(pk, "mid = :mid", Map.of(":mid", s(messageId)));
                throw clash;
            }
        }
        table.count(shard, 1, 0, 0);
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
            // Everything visible sorts before the next millisecond; in-flight items after it.
            var page = table.query(table.readyPartition(shard), pad(now + 1), CANDIDATES, after);
            List<Map<String, AttributeValue>> candidates = new ArrayList<>(page.items());
            for (int i = 0; i < candidates.size(); i++) {
                Map<String, AttributeValue> candidate = candidates.get(i);
                Optional<Delivery<T>> delivery = GROUP_TYPE.equals(text(candidate, "_et"))
                        ? groups.claim(candidate, timeout)
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
            values.put(":dead", s(table.deadPartition()));
            values.put(":mid", s(messageId));
            values.put(":st", s(DEAD));
            if (table.update(pk, "SET #qpk = :dead, #qsk = :mid, st = :st REMOVE tok", unchanged, names, values).isPresent()) {
                table.count(shard, -1, wasInFlight ? -1 : 0, 1);
            }
            return Optional.empty();
        }
        String token = UUID.randomUUID().toString();
        long until = now + timeout.toMillis();
        values.put(":next", n(received + 1));
        values.put(":tok", s(token));
        values.put(":until", s(messageSort(until, messageId)));
        Optional<Map<String, AttributeValue>> claimed = table.update(pk, "SET #qsk = :until, tok = :tok, rc = :next",
                unchanged, names, values);
        if (claimed.isEmpty()) {
            return Optional.empty();
        }
        if (!wasInFlight) {
            table.count(shard, 0, 1, 0);
        }
        return Optional.of(new QueueDelivery<>(this, decode(seen), pk, messageId, token, received + 1, null, shard,
                Instant.ofEpochMilli(until)));
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
            done = table.update(delivery.pk(), "SET st = :acked, expires_at = :expires REMOVE #qpk, #qsk, tok, body",
                    "tok = :tok", indexNames(), values).isPresent();
        } else {
            done = table.delete(delivery.pk(), "tok = :tok", values);
        }
        if (!done) {
            throw stale(delivery, "ack refused");
        }
        delivery.group().ifPresent(group -> groups.acknowledged(group, delivery.token(), delivery.pk()));
        table.count(delivery.shard(), -1, -1, 0);
    }

    void release(QueueDelivery<T> delivery, Duration delay) {
        long now = now();
        boolean done;
        if (delivery.group().isPresent()) {
            done = table.update(delivery.pk(), "REMOVE tok", "tok = :tok", Map.of(), Map.of(":tok", s(delivery.token()))).isPresent();
            if (done) {
                groups.release(delivery.group().get(), delivery.token(), now + delay.toMillis());
            }
        } else {
            // Back at its place in push order, unless a delay puts it later.
            long visibleAt = delay.isZero() ? MessageIds.millisOf(delivery.messageId()) : now + delay.toMillis();
            done = table.update(delivery.pk(), "SET #qsk = :vis REMOVE tok", "tok = :tok", indexNames(),
                    Map.of(":tok", s(delivery.token()), ":vis", s(messageSort(visibleAt, delivery.messageId())))).isPresent();
        }
        if (!done) {
            throw stale(delivery, "release refused");
        }
        table.count(delivery.shard(), 0, -1, 0);
    }

    Instant extend(QueueDelivery<T> delivery, Duration timeout) {
        long until = now() + timeout.toMillis();
        boolean done;
        if (delivery.group().isPresent()) {
            // The message first: its write changes nothing but proves the delivery current, so a refused
            // extend leaves the group as it was.
            done = table.update(delivery.pk(), "SET tok = :tok", "tok = :tok", Map.of(), Map.of(":tok", s(delivery.token()))).isPresent()
                    && groups.extend(delivery.group().get(), delivery.token(), until);
        } else {
            done = table.update(delivery.pk(), "SET #qsk = :until", "tok = :tok", indexNames(),
                    Map.of(":tok", s(delivery.token()), ":until", s(messageSort(until, delivery.messageId())))).isPresent();
        }
        if (!done) {
            throw stale(delivery, "extendVisibility refused");
        }
        return Instant.ofEpochMilli(until);
    }

    private StaleDeliveryException stale(QueueDelivery<T> delivery, String what) {
        return new StaleDeliveryException(table.queue(), delivery.messageId(), what + ": delivery " + delivery.receiveCount()
                + " is no longer the message's current delivery (its visibility timeout passed and another consumer pulled it,"
                + " or it was acknowledged or released already); nothing was changed");
    }

    // ---------------------------------------------------------------- dead letters and counts

    /** Up to {@code limit} dead letters, oldest message first. */
    public List<DeadLetter<T>> deadLetters(int limit) {
        var page = table.query(table.deadPartition(), null, limit, null);
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
        String pk = dedupIdOf == null ? table.prefix() + "#M#" + letter.messageId() : table.prefix() + "#D#" + dedupIdOf.apply(letter.message());
        Map<String, AttributeValue> stored = table.get(pk, MESSAGE_SORT_KEY);
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
            done = table.update(pk, "SET st = :held, rc = :zero REMOVE #qpk, #qsk", "st = :dead AND mid = :mid", indexNames(), values).isPresent();
            if (done) {
                groups.append(letter.group().get(), shard, pk, now);
            }
        } else {
            values.put(":ready", s(READY));
            values.put(":qpk", s(table.readyPartition(shard)));
            values.put(":qsk", s(messageSort(now, letter.messageId())));
            done = table.update(pk, "SET st = :ready, rc = :zero, #qpk = :qpk, #qsk = :qsk", "st = :dead AND mid = :mid",
                    indexNames(), values).isPresent();
        }
        if (done) {
            table.count(shard, 1, 0, -1);
        }
        return done;
    }

    /** The counts, summed over the shards' counter items (one {@code GetItem} each). */
    public QueueStats stats() {
        return table.stats(shards);
    }

    // ---------------------------------------------------------------- shared with QueueGroups and deliveries

    long now() {
        return options.clock().millis();
    }

    T decode(Map<String, AttributeValue> item) {
        return new ItemReader(MESSAGE_TYPE, item).required("body", codec);
    }

    private int shardOf(String group) {
        return Math.floorMod(group.hashCode(), shards);
    }
}
