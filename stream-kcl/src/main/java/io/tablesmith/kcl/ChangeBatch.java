package io.tablesmith.kcl;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.kinesis.processor.RecordProcessorCheckpointer;

/**
 * One batch of a shard's changes, as KCL read them from the stream, decoded into the table's change
 * type: every record of the batch, in stream order, none dropped (a record no entity of the table
 * reads is the change type's undecodable case).
 *
 * @param shardId the stream shard the changes come from
 * @param changes the changes, in stream order
 * @param behindLatest how far the batch was behind the newest record of the stream when KCL read it,
 *     when KCL knows
 * @param checkpointer KCL's checkpointer of the shard: to checkpoint within a batch (at a change's
 *     {@code info().sequenceNumber()}), or at all when the factory was told not to checkpoint after
 *     each batch ({@link ChangeProcessorFactory#withCheckpointAfterEachBatch(boolean)})
 * @param <C> the table's change type
 */
public record ChangeBatch<C>(String shardId, List<C> changes, Optional<Duration> behindLatest,
                             RecordProcessorCheckpointer checkpointer) {

    public ChangeBatch {
        Objects.requireNonNull(shardId, "shardId");
        changes = List.copyOf(changes);
        Objects.requireNonNull(behindLatest, "behindLatest");
        Objects.requireNonNull(checkpointer, "checkpointer");
    }
}
