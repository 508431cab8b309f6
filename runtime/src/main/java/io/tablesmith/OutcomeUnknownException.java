package io.tablesmith;

import io.tablesmith.queue.StaleDeliveryException;

/**
 * Thrown when a request of the queue or of lease locks failed in a way that leaves open whether
 * DynamoDB applied it (a timeout, a broken connection, a server error after the write), and the
 * consistent read that would have told could not be made either. The operation may or may not
 * have taken effect; {@link #getCause()} is the request's failure. Repeat the operation once
 * DynamoDB answers again: every queue and lock operation is safe to repeat after this exception
 * (a push with a deduplication id enqueues at most once, an ack or release of a delivery that took
 * effect is refused with {@link StaleDeliveryException}).
 */
public class OutcomeUnknownException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    public OutcomeUnknownException(String entityType, String key, String problem, Throwable cause) {
        super(entityType, key, problem, cause);
    }
}
