package io.tablesmith.internal;

import static io.tablesmith.internal.QueueTable.DEAD;
import static io.tablesmith.internal.QueueTable.GROUP_SORT_KEY;
import static io.tablesmith.internal.QueueTable.GROUP_TYPE;
import static io.tablesmith.internal.QueueTable.HELD_BY_GROUP;
import static io.tablesmith.internal.QueueTable.MESSAGE_SORT_KEY;
import static io.tablesmith.internal.QueueTable.groupSort;
import static io.tablesmith.internal.QueueTable.indexNames;
import static io.tablesmith.internal.QueueTable.list;
import static io.tablesmith.internal.QueueTable.n;
import static io.tablesmith.internal.QueueTable.number;
import static io.tablesmith.internal.QueueTable.s;
import static io.tablesmith.internal.QueueTable.text;

import io.tablesmith.Delivery;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Message groups: a group's item ({@code pk = QUEUE#<queue>#G#<group>}, {@code sk = GROUP}) lists
 * the keys of its waiting messages in push order ({@code pending}) and stands in the queue index
 * for them while its head can be delivered. Claiming the group (one conditional write) is what
 * keeps a group to one message in flight; the head is {@code pending[0]}, so order within the
 * group survives redeliveries.
 */
final class QueueGroups<T> {

    private final QueueCore<T> core;
    private final QueueTable table;

    QueueGroups(QueueCore<T> core, QueueTable table) {
        this.core = core;
        this.table = table;
    }

    /** Appends a stored message to its group, making a parked (empty) group ready; a ready or claimed one keeps its place. */
    void append(String group, int shard, String messagePk, long now) {
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":ids", AttributeValue.fromL(List.of(s(messagePk))));
        values.put(":id", s(messagePk));
        values.put(":empty", AttributeValue.fromL(List.of()));
        values.put(":qpk", s(table.readyPartition(shard)));
        values.put(":qsk", s(groupSort(now, group)));
        values.put(":et", s(GROUP_TYPE));
        values.put(":grp", s(group));
        values.put(":sh", n(shard));
        // Refused only when a concurrent retry of the same push linked the message already.
        table.upsertGroup(table.groupPk(group),
                "SET pending = list_append(if_not_exists(pending, :empty), :ids), "
                        + "#qpk = if_not_exists(#qpk, :qpk), #qsk = if_not_exists(#qsk, :qsk), _et = :et, grp = :grp, sh = :sh",
                "attribute_not_exists(pending) OR NOT contains(pending, :id)", indexNames(), values);
    }

    /** Claims the group {@code seen} (read from the index) and delivers its head; empty when it has none to give. */
    Optional<Delivery<T>> claim(Map<String, AttributeValue> seen, Duration timeout) {
        String group = text(seen, "grp");
        String token = UUID.randomUUID().toString();
        long until = core.now() + timeout.toMillis();
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":seen", seen.get(io.tablesmith.QueueIndex.SORT_ATTRIBUTE));
        values.put(":tok", s(token));
        values.put(":until", s(groupSort(until, group)));
        Optional<Map<String, AttributeValue>> claimed = table.update(table.groupPk(group), GROUP_SORT_KEY,
                "SET #qsk = :until, tok = :tok", "#qsk = :seen", indexNames(), values);
        if (claimed.isEmpty()) {
            return Optional.empty();
        }
        List<AttributeValue> pending = list(claimed.get(), "pending");
        while (!pending.isEmpty()) {
            String messagePk = pending.get(0).s();
            Map<String, AttributeValue> message = table.get(messagePk, MESSAGE_SORT_KEY);
            if (!message.isEmpty() && HELD_BY_GROUP.equals(text(message, "st"))) {
                HeadClaim<T> head = claimHead(group, token, message, until);
                if (head.delivery() != null) {
                    return Optional.of(head.delivery());
                }
                if (!head.deadLettered()) {
                    // Changed by a consumer whose group lease had lapsed: leave the group to the next pull.
                    release(group, token, core.now());
                    return Optional.empty();
                }
            }
            // Otherwise acknowledged (or dead-lettered) by a delivery that stopped before popping it.
            Optional<Map<String, AttributeValue>> popped = table.update(table.groupPk(group), GROUP_SORT_KEY,
                    "REMOVE pending[0]", "tok = :tok AND pending[0] = :head", Map.of(),
                    Map.of(":tok", s(token), ":head", s(messagePk)));
            if (popped.isEmpty()) {
                return Optional.empty();
            }
            pending = list(popped.get(), "pending");
        }
        park(group, token);
        return Optional.empty();
    }

    /** What claiming a group's head came to: a delivery, the dead-letter state, or neither (it changed meanwhile). */
    private record HeadClaim<T>(Delivery<T> delivery, boolean deadLettered) {
    }

    private HeadClaim<T> claimHead(String group, String token, Map<String, AttributeValue> message, long until) {
        String pk = text(message, "pk");
        String messageId = text(message, "mid");
        int received = number(message, "rc");
        int shard = number(message, "sh");
        boolean wasInFlight = message.containsKey("tok");
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":held", s(HELD_BY_GROUP));
        values.put(":rc", n(received));
        if (received >= core.options().maxReceives()) {
            values.put(":mid", s(messageId));
            values.put(":dead", s(table.deadPartition()));
            values.put(":st", s(DEAD));
            boolean dead = table.update(pk, "SET #qpk = :dead, #qsk = :mid, st = :st REMOVE tok", "st = :held AND rc = :rc",
                    indexNames(), values).isPresent();
            if (dead) {
                table.count(shard, -1, wasInFlight ? -1 : 0, 1);
            }
            return new HeadClaim<>(null, dead);
        }
        values.put(":next", n(received + 1));
        values.put(":tok", s(token));
        if (table.update(pk, "SET tok = :tok, rc = :next", "st = :held AND rc = :rc", Map.of(), values).isEmpty()) {
            return new HeadClaim<>(null, false);
        }
        if (!wasInFlight) {
            table.count(shard, 0, 1, 0);
        }
        return new HeadClaim<>(new QueueDelivery<>(core, core.decode(message), pk, messageId, token, received + 1, group, shard,
                Instant.ofEpochMilli(until)), false);
    }

    /** Takes an empty group out of the index, unless a push appended to it meanwhile (then it is released). */
    private void park(String group, String token) {
        Map<String, AttributeValue> values = Map.of(":tok", s(token), ":zero", n(0));
        if (table.update(table.groupPk(group), GROUP_SORT_KEY, "REMOVE #qpk, #qsk, tok",
                "tok = :tok AND (attribute_not_exists(pending) OR size(pending) = :zero)", indexNames(), values).isEmpty()) {
            release(group, token, core.now());
        }
    }

    /** Gives the group back, visible at {@code visibleAt}, if {@code token} still holds it. */
    boolean release(String group, String token, long visibleAt) {
        return table.update(table.groupPk(group), GROUP_SORT_KEY, "SET #qsk = :vis REMOVE tok", "tok = :tok", indexNames(),
                Map.of(":tok", s(token), ":vis", s(groupSort(visibleAt, group)))).isPresent();
    }

    /**
     * Pops the acknowledged head and makes the group visible at once. Fails harmlessly when the group's
     * lease went to another consumer: that one pops the acknowledged head itself.
     */
    void acknowledged(String group, String token, String messagePk) {
        table.update(table.groupPk(group), GROUP_SORT_KEY, "SET #qsk = :vis REMOVE pending[0], tok",
                "tok = :tok AND pending[0] = :head", indexNames(),
                Map.of(":tok", s(token), ":head", s(messagePk), ":vis", s(groupSort(core.now(), group))));
    }

    /** Keeps the group invisible until {@code until}; false when {@code token} no longer holds it. */
    boolean extend(String group, String token, long until) {
        return table.update(table.groupPk(group), GROUP_SORT_KEY, "SET #qsk = :until", "tok = :tok", indexNames(),
                Map.of(":tok", s(token), ":until", s(groupSort(until, group)))).isPresent();
    }
}
