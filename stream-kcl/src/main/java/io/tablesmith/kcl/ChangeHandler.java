package io.tablesmith.kcl;

/**
 * What a KCL worker does with the changes of one shard it holds: the user's part of a
 * {@link ChangeRecordProcessor}. {@link ChangeProcessorFactory} makes one per shard lease, so a handler
 * sees one shard's changes, one batch at a time, in stream order.
 *
 * <p>Changes arrive at least once: a batch handled after the last checkpoint is handed to a handler
 * again (on this worker or another) after a crash or a lost lease. Make the handler idempotent, for
 * example by storing each change's {@code info().sortableSequenceNumber()} beside what it derives and
 * writing only where the stored one is lower.
 *
 * @param <C> the table's change type, e.g. its generated {@code TablesmithChange}
 */
@FunctionalInterface
public interface ChangeHandler<C> {

    /**
     * Handles one batch of the shard's changes. Returning normally lets the processor checkpoint the
     * batch; throwing hands the same batch to this method again after a backoff, and nothing after it
     * is handled or checkpointed until it returns normally.
     *
     * @throws Exception anything that keeps the batch from being handled now
     */
    void handle(ChangeBatch<C> batch) throws Exception;

    /**
     * Called once when the handler gets no more changes of its shard, after the processor's last
     * checkpoint (if any): the shard ended and every change of it was handled, the lease went to another
     * worker, the worker is shutting down, or it was interrupted while a failed batch waited to be handed
     * again. Nothing by default.
     *
     * @param shardId the shard the handler had
     * @param reason why it gets no more changes of it
     */
    default void stopped(String shardId, StopReason reason) {
    }

    /** Why a handler gets no more changes of its shard. */
    enum StopReason {
        /**
         * The shard is closed and every change of it was handled and checkpointed: KCL starts its child
         * shards.
         */
        SHARD_ENDED,
        /**
         * The lease was lost (taken by another worker, or not renewed in time): another worker goes on
         * from the last checkpoint, so changes handled after it will be handled there again.
         */
        LEASE_LOST,
        /** The worker is shutting down gracefully; the shard's changes handled so far are checkpointed. */
        SHUTDOWN_REQUESTED,
        /**
         * The worker's thread was interrupted (a worker stopping without a graceful shutdown) while a batch
         * the handler failed on waited to be handed to it again: that batch and what follows are not
         * checkpointed, and the next owner of the lease starts with them.
         */
        INTERRUPTED
    }
}
