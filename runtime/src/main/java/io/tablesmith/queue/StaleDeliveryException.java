package io.tablesmith.queue;

import io.tablesmith.TablesmithException;

/**
 * Thrown by {@link Delivery#ack()}, {@link Delivery#release()} and
 * {@link Delivery#extendVisibility(java.time.Duration)} when the delivery is no longer the
 * message's current one: its visibility timeout passed and another consumer pulled the message,
 * or it was already acknowledged or released. Nothing was changed; another consumer owns the
 * message now, so stop working on it.
 */
public class StaleDeliveryException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    public StaleDeliveryException(String queue, String messageId, String problem) {
        super("QUEUE " + queue, "message=" + messageId, problem);
    }
}
