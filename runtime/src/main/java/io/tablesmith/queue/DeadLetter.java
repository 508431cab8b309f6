package io.tablesmith.queue;

import java.util.Objects;
import java.util.Optional;

/**
 * A message in the dead-letter state: it was delivered the queue's maximum number of times
 * without being acknowledged. Send it back with the generated queue's {@code redrive}.
 *
 * @param message the message
 * @param messageId its id
 * @param receiveCount how many times it was delivered
 * @param group its message group, for a queue with groups
 * @param <T> the message record
 */
public record DeadLetter<T>(T message, String messageId, int receiveCount, Optional<String> group) {

    public DeadLetter {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(group, "group");
    }
}
