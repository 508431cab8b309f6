package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.queue.Delivery;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * A delivery as {@link QueueCore} hands it out: the message, and the token that proves it is
 * current. The token is on the message's item without a group, on the group's item with one.
 */
final class QueueDelivery<T> implements Delivery<T> {

    private final QueueCore<T> queue;
    private final T message;
    private final String messageId;
    private final String token;
    private final int receiveCount;
    private final Instant visibleUntil;
    private final Where where;
    private final io.tablesmith.Capacity consumedCapacity;

    /**
     * Where the delivered message is stored.
     *
     * @param key the message's item (in its group's partition, for a grouped message)
     * @param shard the index partition it (or its group) sorts in
     * @param group the group as the user's record renders it, or {@code null}
     * @param groupKey the group as its key renders it (escaped), or {@code null}
     * @param position the grouped message's position in its group, or {@code null}
     * @param dedupKey a grouped message's deduplication item, or {@code null}
     * @param letterKey the dead letter a grouped message without deduplication was redriven from, or {@code null}
     */
    record Where(ItemKey<?> key, int shard, String group, String groupKey, String position, ItemKey<?> dedupKey,
                 ItemKey<?> letterKey) {
    }

    QueueDelivery(QueueCore<T> queue, T message, String messageId, String token, int receiveCount, Instant visibleUntil,
                  Where where) {
        this.queue = queue;
        this.message = message;
        this.messageId = messageId;
        this.token = token;
        this.receiveCount = receiveCount;
        this.visibleUntil = visibleUntil;
        this.where = where;
        // made at the end of the pull (or extend) that delivered it: what that call consumed so far is all of it
        this.consumedCapacity = Call.consumedSoFar().orElse(null);
    }

    @Override
    public java.util.Optional<io.tablesmith.Capacity> consumedCapacity() {
        return java.util.Optional.ofNullable(consumedCapacity);
    }

    @Override
    public T message() {
        return message;
    }

    @Override
    public String messageId() {
        return messageId;
    }

    @Override
    public int receiveCount() {
        return receiveCount;
    }

    @Override
    public Optional<String> group() {
        return Optional.ofNullable(where.group());
    }

    @Override
    public Instant visibleUntil() {
        return visibleUntil;
    }

    @Override
    public void ack() {
        queue.ack(this);
    }

    @Override
    public void release() {
        queue.release(this, Duration.ZERO);
    }

    @Override
    public void release(Duration delay) {
        queue.release(this, QueueArguments.notNegative(delay, "delay"));
    }

    @Override
    public Delivery<T> extendVisibility(Duration timeout) {
        Instant until = queue.extend(this, QueueArguments.positive(timeout, "timeout"));
        return new QueueDelivery<>(queue, message, messageId, token, receiveCount, until, where);
    }

    String token() {
        return token;
    }

    Where where() {
        return where;
    }

    @Override
    public String toString() {
        return "Delivery[message " + messageId + ", receive " + receiveCount
                + (where.group() == null ? "" : ", group " + where.group()) + ", visible until " + visibleUntil + "]";
    }
}
