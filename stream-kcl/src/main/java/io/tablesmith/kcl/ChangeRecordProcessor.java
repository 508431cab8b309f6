package io.tablesmith.kcl;

import com.amazonaws.services.dynamodbv2.streamsadapter.adapter.DynamoDBStreamsClientRecord;
import com.amazonaws.services.dynamodbv2.streamsadapter.model.DynamoDBStreamsProcessRecordsInput;
import com.amazonaws.services.dynamodbv2.streamsadapter.processor.DynamoDBStreamsShardRecordProcessor;
import io.tablesmith.stream.ChangeDecoder;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.kinesis.exceptions.InvalidStateException;
import software.amazon.kinesis.exceptions.KinesisClientLibDependencyException;
import software.amazon.kinesis.exceptions.ShutdownException;
import software.amazon.kinesis.exceptions.ThrottlingException;
import software.amazon.kinesis.lifecycle.events.InitializationInput;
import software.amazon.kinesis.lifecycle.events.LeaseLostInput;
import software.amazon.kinesis.lifecycle.events.ShardEndedInput;
import software.amazon.kinesis.lifecycle.events.ShutdownRequestedInput;
import software.amazon.kinesis.processor.RecordProcessorCheckpointer;

/**
 * KCL's record processor of one shard lease, typed: each batch of DynamoDB stream records KCL reads
 * through the DynamoDB Streams Kinesis Adapter is decoded into the table's change type and handed to
 * the shard's {@link ChangeHandler}; then the batch is checkpointed in KCL's lease table. Made by
 * {@link ChangeProcessorFactory}.
 *
 * <p>Nothing is skipped. KCL itself, when a processor throws from {@code processRecords}, logs the
 * batch and goes on with the next one; this processor never throws there. When the handler fails,
 * the same batch is handed to it again after a backoff until it succeeds (as AWS Lambda retries a
 * stream's batch), and the shard waits meanwhile. When the worker interrupts the wait, or the lease
 * turns out lost at a checkpoint, the processor hands on and checkpoints nothing more: whoever holds
 * the lease next starts after the last checkpoint, at the change that was not handled.
 *
 * @param <C> the table's change type
 */
public final class ChangeRecordProcessor<C> implements DynamoDBStreamsShardRecordProcessor {

    private static final System.Logger LOG = System.getLogger(ChangeRecordProcessor.class.getName());
    /** Tries of a checkpoint KCL refuses as throttled or for a failed dependency; a later one covers it. */
    private static final int CHECKPOINT_ATTEMPTS = 5;

    private final ChangeDecoder<C> decoder;
    private final ChangeHandler<C> handler;
    private final Backoff backoff;
    private final boolean checkpointAfterEachBatch;
    private String shardId = "(not initialized)";
    /** Set once a batch was given up or the lease is known lost: nothing is handed on or checkpointed after it. */
    private boolean abandoned;
    /** Set once the handler was told it is stopped: KCL reports a lost lease after a shutdown it requested, too. */
    private boolean handlerStopped;

    ChangeRecordProcessor(ChangeDecoder<C> decoder, ChangeHandler<C> handler, Backoff backoff,
                          boolean checkpointAfterEachBatch) {
        this.decoder = decoder;
        this.handler = handler;
        this.backoff = backoff;
        this.checkpointAfterEachBatch = checkpointAfterEachBatch;
    }

    /** Notes the shard, for the batches and the log. */
    @Override
    public void initialize(InitializationInput input) {
        shardId = input.shardId();
    }

    /** Decodes the batch, hands it to the handler until it succeeds, then checkpoints it. */
    @Override
    public void processRecords(DynamoDBStreamsProcessRecordsInput input) {
        if (abandoned || input.records().isEmpty()) {
            return;
        }
        if (!handleUntilDone(input)) {
            abandoned = true;
            LOG.log(Level.WARNING, "Shard {0}: interrupted while a batch of {1} changes waited to be handed to its "
                    + "failing handler again; nothing more is handled or checkpointed by this processor",
                    shardId, input.records().size());
            stopHandler(ChangeHandler.StopReason.INTERRUPTED);
            return;
        }
        if (checkpointAfterEachBatch) {
            checkpoint(input.checkpointer(), "after a batch");
        }
    }

    /** Checkpoints the end of the shard, which KCL needs before it starts the shard's children. */
    @Override
    public void shardEnded(ShardEndedInput input) {
        if (!abandoned) {
            checkpoint(input.checkpointer(), "at the end of the shard");
        }
        stopHandler(ChangeHandler.StopReason.SHARD_ENDED);
    }

    /** Checkpoints what was handled, so that the next owner of the lease starts after it. */
    @Override
    public void shutdownRequested(ShutdownRequestedInput input) {
        if (!abandoned && checkpointAfterEachBatch) {
            checkpoint(input.checkpointer(), "at shutdown");
        }
        stopHandler(ChangeHandler.StopReason.SHUTDOWN_REQUESTED);
    }

    /** No checkpoint: the lease belongs to another worker now. */
    @Override
    public void leaseLost(LeaseLostInput input) {
        abandoned = true;
        stopHandler(ChangeHandler.StopReason.LEASE_LOST);
    }

    /**
     * Decodes the batch and hands it to the handler until both succeed; false when the wait between tries was
     * interrupted. Decoding is tried again too: a decoder that throws (which the generated one does not) must not make
     * KCL skip the batch either.
     */
    private boolean handleUntilDone(DynamoDBStreamsProcessRecordsInput input) {
        Duration wait = backoff.first();
        for (int attempt = 1; ; attempt++) {
            try {
                handler.handle(decode(input));
                return true;
            } catch (Exception e) {
                LOG.log(Level.WARNING, "Shard " + shardId + ": a batch of " + input.records().size() + " changes failed"
                        + " (attempt " + attempt + "); handing the same batch to the handler again in " + wait, e);
            }
            if (!backoff.pause().pause(wait)) {
                return false;
            }
            wait = backoff.next(wait);
        }
    }

    private ChangeBatch<C> decode(DynamoDBStreamsProcessRecordsInput input) {
        List<C> changes = new ArrayList<>(input.records().size());
        for (DynamoDBStreamsClientRecord record : input.records()) {
            changes.add(decoder.decode(record.getRecord()));
        }
        return new ChangeBatch<>(shardId, changes, Optional.ofNullable(input.millisBehindLatest()).map(Duration::ofMillis),
                input.checkpointer());
    }

    private void checkpoint(RecordProcessorCheckpointer checkpointer, String when) {
        Duration wait = backoff.first();
        for (int attempt = 1; attempt <= CHECKPOINT_ATTEMPTS; attempt++) {
            try {
                checkpointer.checkpoint();
                return;
            } catch (ShutdownException e) {
                abandoned = true;
                LOG.log(Level.INFO, "Shard {0}: lease lost, no checkpoint {1}; the next owner goes on after the last one",
                        shardId, when);
                stopHandler(ChangeHandler.StopReason.LEASE_LOST);
                return;
            } catch (InvalidStateException e) {
                LOG.log(Level.ERROR, "Shard " + shardId + ": KCL could not store the checkpoint " + when
                        + "; the next checkpoint covers these changes", e);
                return;
            } catch (ThrottlingException | KinesisClientLibDependencyException e) {
                LOG.log(Level.WARNING, "Shard " + shardId + ": checkpoint " + when + " refused (attempt " + attempt + ")", e);
            }
            if (attempt == CHECKPOINT_ATTEMPTS || !backoff.pause().pause(wait)) {
                return;
            }
            wait = backoff.next(wait);
        }
    }

    private void stopHandler(ChangeHandler.StopReason reason) {
        if (handlerStopped) {
            return;
        }
        handlerStopped = true;
        try {
            handler.stopped(shardId, reason);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Shard " + shardId + ": the handler failed when stopped (" + reason + ")", e);
        }
    }

    /** Waits {@code duration}; false when interrupted (the interrupt stays set for KCL to see). */
    static boolean sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Waits between tries. */
    @FunctionalInterface
    interface Pause {
        /** Waits {@code duration}; false when the wait was interrupted and retrying should stop. */
        boolean pause(Duration duration);
    }

    /** The waits between tries: {@code first}, doubled after each failure up to {@code max}. */
    record Backoff(Duration first, Duration max, Pause pause) {
        Duration next(Duration wait) {
            Duration doubled = wait.multipliedBy(2);
            return doubled.compareTo(max) > 0 ? max : doubled;
        }
    }
}
