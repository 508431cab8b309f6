package io.tablesmith.queue;

/**
 * A queue's counts, counted from the queue index when asked for ({@code stats()}): exact when the
 * queue is quiet, never negative. While messages move, each count is right for the moment its
 * query read it.
 *
 * @param messages pushed and neither acknowledged nor dead-lettered: waiting and in flight
 * @param inFlight delivered, and neither acknowledged, released nor past its visibility timeout
 *                 (one at most per message group)
 * @param deadLetters in the dead-letter state
 */
public record QueueStats(long messages, long inFlight, long deadLetters) {

    public QueueStats {
        if (messages < 0 || inFlight < 0 || deadLetters < 0 || inFlight > messages) {
            throw new IllegalArgumentException("counts must not be negative, and in flight at most the messages: messages="
                    + messages + ", inFlight=" + inFlight + ", deadLetters=" + deadLetters);
        }
    }

    /** Messages waiting for a consumer: {@code messages - inFlight}. */
    public long waiting() {
        return messages - inFlight;
    }
}
