package io.tablesmith.internal;

import static io.tablesmith.internal.QueueTable.ACKED;
import static io.tablesmith.internal.QueueTable.DEAD;
import static io.tablesmith.internal.QueueTable.GROUP_TYPE;
import static io.tablesmith.internal.QueueTable.HELD_BY_GROUP;
import static io.tablesmith.internal.QueueTable.MEMBER_PREFIX;
import static io.tablesmith.internal.QueueTable.MESSAGE_TYPE;
import static io.tablesmith.internal.QueueTable.WAITING_PREFIX;
import static io.tablesmith.internal.QueueTable.groupSort;
import static io.tablesmith.internal.QueueTable.n;
import static io.tablesmith.internal.QueueTable.number;
import static io.tablesmith.internal.QueueTable.s;
import static io.tablesmith.internal.QueueTable.text;

import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemKey;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.PushResult;
import io.tablesmith.queue.QueueIndex;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Message groups without a list: a group's waiting messages are items of the group's own
 * partition ({@code sk = M#<position>}, position order is push order), and one consistent
 * {@code Query} with a limit reads its head, whatever its backlog. The group's item
 * ({@code sk = GROUP}) is the one thing of the group in the queue index: it sorts in its shard's
 * ready partition while the group may have a message to deliver, and holds the group's delivery
 * (token, head, receive count), so at most one message of a group is in flight.
 *
 * <p>Every step is one conditional write of one item, so it works without transactions, and a step
 * that stopped halfway is finished by the next: a push writes the group first ("poke": it makes a
 * parked group visible and counts the push), then the message, so a push that stops in between has
 * stored no message. An ack writes the group (done), then removes the message; an ack that stopped
 * in between is finished by the group's next pull, which sees the acknowledged head. A group is
 * parked (taken out of the index) only when it is empty and every push counted has arrived; a push
 * counted whose message never arrived is given {@link #GRACE_MILLIS} before the group parks without it.
 */
final class QueueGroups<T> {

    /**
     * How long a group waits for the message of a push it counted before it treats the push as
     * stopped: the push checks that it writes its message within half of it (else it counts itself
     * again), so a message arrives within the grace unless a request spends longer than that in
     * flight and its process stops right after.
     */
    static final long GRACE_MILLIS = 30_000;
    /** The first wait before an empty group with a push on the way is looked at again; it doubles. */
    static final long RECHECK_MILLIS = 100;
    /** Messages read at once: the head, and before it a head whose ack and one whose dead-lettering stopped halfway. */
    private static final int HEAD_READ = 3;

    private final QueueCore<T> core;
    private final QueueTable table;

    QueueGroups(QueueCore<T> core, QueueTable table) {
        this.core = core;
        this.table = table;
    }

    // ---------------------------------------------------------------- push

    /**
     * Pushes a grouped message: with a deduplication id its deduplication item first (the
     * deduplication decision), then the group, then the message in the group's partition.
     */
    PushResult push(T message, String messageId, String dedupKeyText, String groupKey, String group, int shard) {
        ItemKey<?> dedupKey = dedupKeyText == null ? null : table.dedupKey(dedupKeyText);
        if (dedupKey != null) {
            Map<String, AttributeValue> item = new HashMap<>(dedupKey.toAttributeMap());
            item.put("_et", s(MESSAGE_TYPE));
            item.put("mid", s(messageId));
            item.put("st", s(HELD_BY_GROUP));
            item.put("grp", s(group));
            item.put("gk", s(groupKey));
            item.put("pos", s(messageId));
            item.put("sh", n(shard));
            WriteRefusal taken = table.put("push", MESSAGE_TYPE, dedupKey, item, "st = :acked AND expires_at < :now",
                    Map.of(":acked", s(ACKED), ":now", n(core.now() / 1000)), stored -> messageId.equals(text(stored, "mid")));
            if (taken != null) {
                Map<String, AttributeValue> stored = taken.storedItem().orElse(Map.of());
                // Empty: the tombstone was deleted in between (by TTL), so the id is free again.
                return stored.isEmpty() ? push(message, messageId, dedupKeyText, groupKey, group, shard)
                        : duplicate(message, stored, dedupKey);
            }
        }
        long started = System.nanoTime();
        try {
            poke(groupKey, group, shard);
        } catch (EntityTypeMismatchException clash) {
            if (dedupKey != null) {
                // Another entity's item holds the group's key: take the deduplication item back, so the refused push wrote nothing.
                table.delete("push", MESSAGE_TYPE, dedupKey, "mid = :mid", Map.of(":mid", s(messageId)), Map::isEmpty);
            }
            throw clash;
        }
        boolean stored = storeMember(message, messageId, messageId, dedupKey, null, groupKey, group, shard, started);
        return new PushResult(messageId, stored);
    }

    /**
     * A push whose deduplication id is taken: nothing to do, unless the push that took it stopped
     * before it stored its message, which this push then stores (the same message id and position).
     */
    private PushResult duplicate(T message, Map<String, AttributeValue> stored, ItemKey<?> dedupKey) {
        String messageId = text(stored, "mid");
        // A deduplication item whose message is not in its group: its push stopped in between (an ack and a
        // dead-lettering change the deduplication item before the message leaves the group).
        if (HELD_BY_GROUP.equals(text(stored, "st"))) {
            String groupKey = text(stored, "gk");
            String position = text(stored, "pos");
            if (table.get(table.memberKey(groupKey, position)).isEmpty()) {
                long started = System.nanoTime();
                int shard = (int) number(stored, "sh");
                poke(groupKey, text(stored, "grp"), shard);
                return new PushResult(messageId, storeMember(message, messageId, position, dedupKey, null, groupKey,
                        text(stored, "grp"), shard, started));
            }
        }
        return new PushResult(messageId, false);
    }

    /**
     * Makes the group visible if it is parked (a group in the index keeps its place) and counts the
     * push, so the group does not park before the message arrives. Creates the group's item.
     */
    private void poke(String groupKey, String group, int shard) {
        String pokeId = UUID.randomUUID().toString();
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":qpk", s(table.readyPartition(shard)));
        values.put(":qsk", s(groupSort(core.now(), groupKey)));
        values.put(":et", s(GROUP_TYPE));
        values.put(":grp", s(group));
        values.put(":sh", n(shard));
        values.put(":now", n(core.now()));
        values.put(":poke", s(pokeId));
        values.put(":one", n(1));
        table.upsert("push", GROUP_TYPE, table.groupKey(groupKey),
                "SET #qpk = if_not_exists(#qpk, :qpk), #qsk = if_not_exists(#qsk, :qsk), #et = :et, grp = :grp, sh = :sh,"
                        + " pokedAt = :now, pokeId = :poke ADD pushes :one",
                null, values, stored -> pokeId.equals(text(stored, "pokeId")));
    }

    /**
     * Stores the message in its group's partition; false when it was there already (another push
     * of the same deduplication id stored it). A push that took longer than half the grace since its
     * first write counts itself again, so the group does not park without its message.
     */
    private boolean storeMember(T message, String messageId, String position, ItemKey<?> dedupKey, ItemKey<?> letterKey,
                                String groupKey, String group, int shard, long started) {
        if (overdue(started)) {
            poke(groupKey, group, shard);
            started = System.nanoTime();
        }
        ItemKey<?> key = table.memberKey(groupKey, position);
        ItemWriter writer = core.messageItem(key, messageId, message);
        writer.string("grp", group);
        writer.number("sh", shard);
        if (dedupKey != null) {
            writer.string("dd", dedupKey.partition());
        } else if (letterKey != null) {
            writer.string("lt", letterKey.partition());
        }
        writer.string(QueueIndex.PARTITION_ATTRIBUTE, table.readyPartition(shard));
        writer.string(QueueIndex.SORT_ATTRIBUTE, WAITING_PREFIX + position);
        WriteRefusal refused = table.put("push", MESSAGE_TYPE, key, writer.build(), null, Map.of(),
                stored -> messageId.equals(text(stored, "mid")));
        if (overdue(started)) {
            poke(groupKey, group, shard);
        }
        return refused == null;
    }

    private static boolean overdue(long started) {
        return System.nanoTime() - started > Duration.ofMillis(GRACE_MILLIS / 2).toNanos();
    }

    // ---------------------------------------------------------------- pull

    /**
     * Delivers the head of the group {@code seen} (as read from the index) for {@code timeout}; empty
     * when it has none to give or another consumer changed the group first. Finishes an ack or a
     * dead-lettering of the head that stopped halfway, and parks a group that is empty.
     */
    Optional<Delivery<T>> claim(Map<String, AttributeValue> seen, Duration timeout) {
        String groupKey = groupKeyOf(seen);
        long version = number(seen, "gv");
        List<Map<String, AttributeValue>> members = table.groupHead(groupKey, HEAD_READ);
        Map<String, AttributeValue> head = null;
        for (Map<String, AttributeValue> member : members) {
            String position = positionOf(member);
            if (!MESSAGE_TYPE.equals(text(member, "_et"))) {
                continue; // not the queue's: never delivered, never removed
            }
            if (position.equals(text(seen, "done"))) {
                finishAck(member);
            } else if (position.equals(text(seen, "dead"))) {
                finishDeadLetter(member, (int) number(seen, "rc"));
            } else {
                head = member;
                break;
            }
        }
        if (head == null) {
            if (members.size() < HEAD_READ) {
                park(seen, groupKey, version);
            }
            return Optional.empty();
        }
        String position = positionOf(head);
        int received = position.equals(text(seen, "head")) ? (int) number(seen, "rc") : 0;
        if (received >= core.options().maxReceives()) {
            deadLetter(seen, groupKey, version, head, received);
            return Optional.empty();
        }
        String token = UUID.randomUUID().toString();
        long until = core.now() + timeout.toMillis();
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":one", n(1));
        values.put(":tok", s(token));
        values.put(":head", s(position));
        values.put(":rc", n(received + 1));
        values.put(":until", s(groupSort(until, groupKey)));
        values.put(":zero", n(0));
        Optional<Map<String, AttributeValue>> claimed = table.update("pull", GROUP_TYPE, table.groupKey(groupKey),
                "SET tok = :tok, head = :head, rc = :rc, #qsk = :until, defers = :zero ADD gv :one",
                versionIs(version, values), values, stored -> token.equals(text(stored, "tok")));
        if (claimed.isEmpty()) {
            return Optional.empty();
        }
        ItemKey<?> dedupKey = head.containsKey("dd") ? new ItemKey<>(text(head, "dd"), QueueTable.MESSAGE_SORT_KEY) : null;
        ItemKey<?> letterKey = head.containsKey("lt") ? new ItemKey<>(text(head, "lt"), QueueTable.MESSAGE_SORT_KEY) : null;
        return Optional.of(new QueueDelivery<>(core, core.decode(head), text(head, "mid"), token, received + 1,
                Instant.ofEpochMilli(until), new QueueDelivery.Where(table.memberKey(groupKey, position),
                        (int) number(seen, "sh"), text(head, "grp"), groupKey, position, dedupKey, letterKey)));
    }

    /**
     * The condition that the group is at the version the index showed (no claim, ack or release
     * since); puts its value into {@code values} (DynamoDB refuses a value an expression does not use).
     */
    private static String versionIs(long version, Map<String, AttributeValue> values) {
        if (version == 0) {
            return "attribute_not_exists(gv)";
        }
        values.put(":seen", n(version));
        return "gv = :seen";
    }

    /**
     * Takes an empty group out of the index: at once when every push it counted has arrived (and
     * left); a push on the way is waited for with growing pauses, and after the grace the group
     * parks without it.
     */
    private void park(Map<String, AttributeValue> seen, String groupKey, long version) {
        long pushes = number(seen, "pushes");
        long finished = number(seen, "finished");
        long now = core.now();
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":one", n(1));
        String unchanged = versionIs(version, values);
        if (finished >= pushes || number(seen, "pokedAt") + GRACE_MILLIS <= now) {
            values.put(":pushes", n(pushes));
            values.put(":zero", n(0));
            // Parks only if no push was counted since the group was read; a stopped push's count is forgotten.
            table.update("pull", GROUP_TYPE, table.groupKey(groupKey),
                    "SET finished = :pushes, defers = :zero REMOVE #qpk, #qsk, tok, head, rc ADD gv :one",
                    unchanged + " AND (attribute_not_exists(pushes) OR pushes = :pushes)", values,
                    stored -> !stored.containsKey(QueueIndex.SORT_ATTRIBUTE));
            return;
        }
        long defers = number(seen, "defers");
        long next = Math.min(now + (RECHECK_MILLIS << Math.min(defers, 16)), number(seen, "pokedAt") + GRACE_MILLIS);
        values.put(":vis", s(groupSort(next, groupKey)));
        table.update("pull", GROUP_TYPE, table.groupKey(groupKey), "SET #qsk = :vis ADD gv :one, defers :one",
                unchanged, values, stored -> values.get(":vis").equals(stored.get(QueueIndex.SORT_ATTRIBUTE)));
    }

    /**
     * Moves the group's head, delivered the queue's maximum number of times, to the dead letters:
     * the group first (so no other consumer delivers it meanwhile), then the letter, then the message
     * leaves the group. A dead-lettering that stopped halfway is finished by the group's next pull.
     */
    private void deadLetter(Map<String, AttributeValue> seen, String groupKey, long version, Map<String, AttributeValue> head,
                            int received) {
        String position = positionOf(head);
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":one", n(1));
        values.put(":dead", s(position));
        values.put(":rc", n(received));
        values.put(":now", s(groupSort(core.now(), groupKey)));
        if (table.update("pull", GROUP_TYPE, table.groupKey(groupKey),
                "SET dead = :dead, rc = :rc, #qsk = :now REMOVE tok, head ADD gv :one, finished :one", versionIs(version, values), values,
                stored -> position.equals(text(stored, "dead"))).isPresent()) {
            finishDeadLetter(head, received);
        }
    }

    /**
     * The dead letter of a grouped message: its deduplication item, or without one an item at its
     * message id's key, holds it in the dead-letter partition; then the message leaves its group.
     */
    private void finishDeadLetter(Map<String, AttributeValue> member, int received) {
        String messageId = text(member, "mid");
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":st", s(DEAD));
        values.put(":body", member.get("body"));
        values.put(":rc", n(received));
        values.put(":qpk", s(table.deadPartition()));
        values.put(":mid", s(messageId));
        values.put(":grp", member.get("grp"));
        values.put(":gk", s(groupKeyOf(member)));
        Optional<Map<String, AttributeValue>> letter = Optional.empty();
        if (member.containsKey("dd")) {
            values.put(":held", s(HELD_BY_GROUP));
            values.put(":pos", s(positionOf(member)));
            try {
                // Also over the letter a stopped dead-lettering wrote, and over one being redriven to this position.
                letter = table.update("dead letter", MESSAGE_TYPE, new ItemKey<>(text(member, "dd"), QueueTable.MESSAGE_SORT_KEY),
                        "SET st = :st, body = :body, rc = :rc, #qpk = :qpk, #qsk = :mid, grp = :grp, gk = :gk REMOVE rpos",
                        "mid = :mid AND (st = :held OR st = :st OR rpos = :pos)", values, stored -> DEAD.equals(text(stored, "st")));
            } catch (EntityTypeMismatchException replaced) {
                // Another entity's item took the deduplication item's key: the letter goes under the message id instead.
            }
        }
        if (letter.isEmpty()) {
            ItemKey<?> key = table.messageKey(messageId);
            Map<String, AttributeValue> item = new HashMap<>(key.toAttributeMap());
            item.put("_et", s(MESSAGE_TYPE));
            item.put("mid", s(messageId));
            item.put("st", s(DEAD));
            item.put("body", member.get("body"));
            item.put("rc", n(received));
            item.put("grp", member.get("grp"));
            item.put("gk", s(groupKeyOf(member)));
            item.put("sh", member.get("sh"));
            item.put(QueueIndex.PARTITION_ATTRIBUTE, s(table.deadPartition()));
            item.put(QueueIndex.SORT_ATTRIBUTE, s(messageId));
            // Over a letter of the same message only: one redriven and dead again, or written before by a stopped pull.
            letter = table.put("dead letter", MESSAGE_TYPE, key, item, "mid = :mid", Map.of(":mid", s(messageId)),
                    stored -> DEAD.equals(text(stored, "st"))) == null ? Optional.of(item) : Optional.empty();
        }
        if (letter.isPresent()) {
            removeMember(member);
        }
    }

    // ---------------------------------------------------------------- delivery operations

    /** Acknowledges the group's delivery; false when it is no longer current. The message's removal may be left to the next pull. */
    boolean ack(QueueDelivery<T> delivery) {
        QueueDelivery.Where where = delivery.where();
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":tok", s(delivery.token()));
        values.put(":done", s(where.position()));
        values.put(":vis", s(groupSort(core.now(), where.groupKey())));
        values.put(":one", n(1));
        Optional<Map<String, AttributeValue>> group = table.update("ack", GROUP_TYPE, table.groupKey(where.groupKey()),
                "SET done = :done, #qsk = :vis REMOVE tok, head, rc ADD gv :one, finished :one", "tok = :tok", values,
                stored -> where.position().equals(text(stored, "done")) && !delivery.token().equals(text(stored, "tok")));
        if (group.isEmpty()) {
            return false;
        }
        core.candidates().keep(where.shard(), List.of(group.get()));
        try {
            Map<String, AttributeValue> member = new HashMap<>(where.key().toAttributeMap());
            member.put("mid", s(delivery.messageId()));
            if (where.dedupKey() != null) {
                member.put("dd", s(where.dedupKey().partition()));
            }
            if (where.letterKey() != null) {
                member.put("lt", s(where.letterKey().partition()));
            }
            finishAck(member);
        } catch (SdkException later) {
            // The ack took effect with the group's write; the group's next pull removes the message.
        }
        return true;
    }

    /**
     * The rest of an ack: the deduplication item becomes a tombstone for the window (before the
     * message goes, so that a push of the same id never takes the message for one whose push stopped),
     * then the message leaves the group.
     */
    private void finishAck(Map<String, AttributeValue> member) {
        if (member.containsKey("dd")) {
            Map<String, AttributeValue> values = new HashMap<>();
            values.put(":acked", s(ACKED));
            values.put(":expires", n(core.now() / 1000 + core.options().deduplicationWindow().toSeconds()));
            values.put(":mid", member.get("mid"));
            values.put(":held", s(HELD_BY_GROUP));
            values.put(":pos", s(positionOf(member)));
            try {
                table.update("ack", MESSAGE_TYPE, new ItemKey<>(text(member, "dd"), QueueTable.MESSAGE_SORT_KEY),
                        "SET st = :acked, expires_at = :expires REMOVE rpos, body, #qpk, #qsk", "mid = :mid AND (st = :held OR rpos = :pos)",
                        values, stored -> ACKED.equals(text(stored, "st")));
            } catch (EntityTypeMismatchException replaced) {
                // Another entity's item took the deduplication item's key: there is no id left to keep taken.
            }
        } else if (member.containsKey("lt")) {
            // Redriven without deduplication by a redrive that stopped before it removed the letter: the
            // letter goes now, so that it is neither listed nor redriven again once its message is done.
            try {
                table.delete("ack", MESSAGE_TYPE, new ItemKey<>(text(member, "lt"), QueueTable.MESSAGE_SORT_KEY),
                        "mid = :mid AND rpos = :pos", Map.of(":mid", member.get("mid"), ":pos", s(positionOf(member))), Map::isEmpty);
            } catch (EntityTypeMismatchException replaced) {
                // Another entity's item took the letter's key: it is not the queue's to remove.
            }
        }
        removeMember(member);
    }

    private void removeMember(Map<String, AttributeValue> member) {
        ItemKey<?> key = new ItemKey<>(text(member, "pk"), text(member, "sk"));
        try {
            table.delete("ack", MESSAGE_TYPE, key, "mid = :mid", Map.of(":mid", member.get("mid")), Map::isEmpty);
        } catch (EntityTypeMismatchException replaced) {
            // Another entity's item took the message's key: it is not the queue's to remove.
        }
    }

    /** Gives the group back, its head visible again at {@code visibleAt}; false when the delivery is no longer current. */
    boolean release(QueueDelivery<T> delivery, long visibleAt) {
        QueueDelivery.Where where = delivery.where();
        AttributeValue visible = s(groupSort(visibleAt, where.groupKey()));
        return table.update("release", GROUP_TYPE, table.groupKey(where.groupKey()), "SET #qsk = :vis REMOVE tok ADD gv :one",
                "tok = :tok", Map.of(":tok", s(delivery.token()), ":vis", visible, ":one", n(1)),
                stored -> !stored.containsKey("tok") && visible.equals(stored.get(QueueIndex.SORT_ATTRIBUTE))).isPresent();
    }

    /** Keeps the group's head invisible until {@code until}; false when the delivery is no longer current. */
    boolean extend(QueueDelivery<T> delivery, long until) {
        QueueDelivery.Where where = delivery.where();
        AttributeValue visible = s(groupSort(until, where.groupKey()));
        return table.update("extendVisibility", GROUP_TYPE, table.groupKey(where.groupKey()), "SET #qsk = :until ADD gv :one",
                "tok = :tok", Map.of(":tok", s(delivery.token()), ":until", visible, ":one", n(1)),
                stored -> delivery.token().equals(text(stored, "tok")) && visible.equals(stored.get(QueueIndex.SORT_ATTRIBUTE)))
                .isPresent();
    }

    // ---------------------------------------------------------------- redrive

    /**
     * Sends a grouped dead letter back to the end of its group: the letter first notes the position
     * it goes to (so a redrive that stopped halfway and is repeated stores the message once), then the
     * group is poked and the message stored, then the letter leaves the dead letters.
     */
    boolean redrive(ItemKey<?> letterKey, String messageId, T message) {
        String position = core.nextMessageId();
        Optional<Map<String, AttributeValue>> letter = table.update("redrive", MESSAGE_TYPE, letterKey,
                "SET rpos = if_not_exists(rpos, :pos)", "st = :dead AND mid = :mid",
                Map.of(":pos", s(position), ":dead", s(DEAD), ":mid", s(messageId)), stored -> stored.containsKey("rpos"));
        if (letter.isEmpty()) {
            return false;
        }
        Map<String, AttributeValue> stored = letter.get();
        String groupKey = text(stored, "gk");
        String group = text(stored, "grp");
        int shard = (int) number(stored, "sh");
        position = text(stored, "rpos");
        boolean dedup = letterKey.partition().contains("#D#");
        long started = System.nanoTime();
        poke(groupKey, group, shard);
        storeMember(message, messageId, position, dedup ? letterKey : null, dedup ? null : letterKey, groupKey, group, shard, started);
        if (dedup) {
            table.update("redrive", MESSAGE_TYPE, letterKey, "SET st = :held, pos = :pos REMOVE rpos, body, rc, #qpk, #qsk",
                    "mid = :mid AND st = :dead AND rpos = :pos",
                    Map.of(":pos", s(position), ":mid", s(messageId), ":held", s(HELD_BY_GROUP), ":dead", s(DEAD)),
                    after -> HELD_BY_GROUP.equals(text(after, "st")));
        } else {
            table.delete("redrive", MESSAGE_TYPE, letterKey, "mid = :mid AND rpos = :pos",
                    Map.of(":pos", s(position), ":mid", s(messageId)), Map::isEmpty);
        }
        return true;
    }

    // ---------------------------------------------------------------- values

    /** The group's key text, from its item's or a member's partition key. */
    private String groupKeyOf(Map<String, AttributeValue> item) {
        String pk = text(item, "pk");
        return pk.substring(table.groupPartition("").length());
    }

    private static String positionOf(Map<String, AttributeValue> member) {
        return text(member, "sk").substring(MEMBER_PREFIX.length());
    }
}
