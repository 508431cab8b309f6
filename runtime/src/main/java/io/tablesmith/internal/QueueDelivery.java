package io.tablesmith.internal;

import io.tablesmith.Delivery;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** A delivery as {@link QueueCore} hands it out: the message, and the token that proves it is current. */
final class QueueDelivery<T> implements Delivery<T> {

    private final QueueCore<T> queue;
    private final T message;
    private final String pk;
    private final String messageId;
    private final String token;
    private final int receiveCount;
    private final String group;
    private final int shard;
    private final Instant visibleUntil;

    QueueDelivery(QueueCore<T> queue, T message, String pk, String messageId, String token, int receiveCount,
                  String group, int shard, Instant visibleUntil) {
        this.queue = queue;
        this.message = message;
        this.pk = pk;
        this.messageId = messageId;
        this.token = token;
        this.receiveCount = receiveCount;
        this.group = group;
        this.shard = shard;
        this.visibleUntil = visibleUntil;
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
        return Optional.ofNullable(group);
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
        if (Objects.requireNonNull(delay, "delay").isNegative()) {
            throw new IllegalArgumentException("delay must not be negative, was " + delay);
        }
        queue.release(this, delay);
    }

    @Override
    public Delivery<T> extendVisibility(Duration timeout) {
        if (Objects.requireNonNull(timeout, "timeout").isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        Instant until = queue.extend(this, timeout);
        return new QueueDelivery<>(queue, message, pk, messageId, token, receiveCount, group, shard, until);
    }

    String pk() {
        return pk;
    }

    String token() {
        return token;
    }

    int shard() {
        return shard;
    }

    @Override
    public String toString() {
        return "Delivery[message " + messageId + ", receive " + receiveCount + (group == null ? "" : ", group " + group)
                + ", visible until " + visibleUntil + "]";
    }
}
