package io.tablesmith.kcl;

import io.tablesmith.kcl.jobs.TablesmithChange;

/**
 * A handler as a user writes one, recording what it is handed: every change of each batch it handled with its worker
 * and shard, and why it was stopped. It fails once on the first batch with a change of the partition
 * {@link Deliveries#failOnceOn} names, as a handler whose store is briefly unavailable does.
 */
final class RecordingHandler implements ChangeHandler<TablesmithChange> {
    private final String worker;
    private final Deliveries deliveries;

    RecordingHandler(String worker, Deliveries deliveries) {
        this.worker = worker;
        this.deliveries = deliveries;
    }

    @Override
    public void handle(ChangeBatch<TablesmithChange> batch) {
        if (deliveries.failThisOnce(batch.changes())) {
            throw new IllegalStateException("projection store briefly unavailable");
        }
        batch.changes().forEach(change -> deliveries.delivered(worker, batch.shardId(), change));
    }

    @Override
    public void stopped(String shardId, StopReason reason) {
        deliveries.stopped(worker, shardId, reason);
    }
}
