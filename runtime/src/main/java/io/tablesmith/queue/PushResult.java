package io.tablesmith.queue;

import java.util.Objects;

/**
 * What a push did.
 *
 * @param messageId the id of the message now in the queue: the new one, or for a duplicate the
 *                  one already waiting, in flight, or acknowledged within the deduplication window
 * @param enqueued {@code false} when the deduplication id was taken, so nothing was enqueued
 */
public record PushResult(String messageId, boolean enqueued) {

    public PushResult {
        Objects.requireNonNull(messageId, "messageId");
    }
}
