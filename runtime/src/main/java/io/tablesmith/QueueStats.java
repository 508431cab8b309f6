package io.tablesmith;

/**
 * A queue's counts, kept in one counter item per shard (read without reading any message).
 *
 * @param messages pushed and neither acknowledged nor dead-lettered: waiting and in flight
 * @param inFlight delivered and not yet acknowledged, released or dead-lettered, including
 *                 deliveries whose visibility timeout passed and that no consumer pulled again yet
 * @param deadLetters in the dead-letter state
 */
public record QueueStats(long messages, long inFlight, long deadLetters) {

    /** Messages waiting for a consumer: {@code messages - inFlight}. */
    public long waiting() {
        return messages - inFlight;
    }
}
