package io.tablesmith.queue;

import io.tablesmith.Capacity;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * One delivery of a pulled message: the message is invisible to every other consumer until
 * this delivery acknowledges or releases it, or its visibility timeout passes. Only the current
 * delivery can change the message; a delivery whose message went to another consumer gets
 * {@link StaleDeliveryException} and changes nothing.
 *
 * @param <T> the message record
 */
public interface Delivery<T> {

    /** The message. */
    T message();

    /**
     * What the call that delivered it consumed ({@code pull}, or {@code extendVisibility} for the
     * delivery it returns), when capacity was asked for ({@code RequestOptions.withConsumedCapacity}).
     */
    default Optional<Capacity> consumedCapacity() {
        return Optional.empty();
    }

    /** The message's id: time-ordered, assigned when it was pushed. */
    String messageId();

    /** How many times the message has been delivered, this delivery included (1 on the first). */
    int receiveCount();

    /** The message group, for a queue with groups: the value the message's group template renders, as given (not escaped). */
    Optional<String> group();

    /** When the message becomes visible again unless acknowledged, released or extended. */
    Instant visibleUntil();

    /**
     * Marks the message done: it is removed from the queue (its deduplication id stays taken for
     * the queue's deduplication window).
     *
     * @throws StaleDeliveryException when this is no longer the message's current delivery
     */
    void ack();

    /**
     * Gives the message back at once, at its place in push order, for another delivery.
     *
     * @throws StaleDeliveryException when this is no longer the message's current delivery
     */
    void release();

    /**
     * Gives the message back, visible again after {@code delay}.
     *
     * @throws StaleDeliveryException when this is no longer the message's current delivery
     */
    void release(Duration delay);

    /**
     * Keeps the message invisible for {@code timeout} from now; returns the delivery with its new
     * {@link #visibleUntil()} (this one's is unchanged).
     *
     * @throws StaleDeliveryException when this is no longer the message's current delivery
     */
    Delivery<T> extendVisibility(Duration timeout);
}
