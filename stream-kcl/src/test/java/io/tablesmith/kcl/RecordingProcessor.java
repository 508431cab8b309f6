package io.tablesmith.kcl;

import com.amazonaws.services.dynamodbv2.streamsadapter.model.DynamoDBStreamsProcessRecordsInput;
import com.amazonaws.services.dynamodbv2.streamsadapter.processor.DynamoDBStreamsShardRecordProcessor;
import software.amazon.kinesis.exceptions.KinesisClientLibException;
import software.amazon.kinesis.lifecycle.events.InitializationInput;
import software.amazon.kinesis.lifecycle.events.LeaseLostInput;
import software.amazon.kinesis.lifecycle.events.ShardEndedInput;
import software.amazon.kinesis.lifecycle.events.ShutdownRequestedInput;
import software.amazon.kinesis.processor.RecordProcessorCheckpointer;

/**
 * A plain record processor, as a user writes one: it takes each batch of changes of its shard and checkpoints after
 * it, checkpoints the end of its shard (which lets KCL start the children), and checkpoints when asked to shut down.
 */
final class RecordingProcessor implements DynamoDBStreamsShardRecordProcessor {
    private final String worker;
    private final Deliveries deliveries;
    private String shardId;

    RecordingProcessor(String worker, Deliveries deliveries) {
        this.worker = worker;
        this.deliveries = deliveries;
    }

    @Override
    public void initialize(InitializationInput input) {
        shardId = input.shardId();
        deliveries.event(worker, shardId, "initialize", input.extendedSequenceNumber().sequenceNumber());
    }

    @Override
    public void processRecords(DynamoDBStreamsProcessRecordsInput input) {
        input.records().forEach(r -> deliveries.delivered(worker, shardId, r.getRecord()));
        checkpoint(input.checkpointer(), "processRecords");
    }

    @Override
    public void leaseLost(LeaseLostInput input) {
        deliveries.event(worker, shardId, "leaseLost", null);
    }

    @Override
    public void shardEnded(ShardEndedInput input) {
        deliveries.event(worker, shardId, "shardEnded", null);
        checkpoint(input.checkpointer(), "shardEnded");
    }

    @Override
    public void shutdownRequested(ShutdownRequestedInput input) {
        deliveries.event(worker, shardId, "shutdownRequested", null);
        checkpoint(input.checkpointer(), "shutdownRequested");
    }

    private void checkpoint(RecordProcessorCheckpointer checkpointer, String when) {
        try {
            checkpointer.checkpoint();
        } catch (KinesisClientLibException e) {
            deliveries.event(worker, shardId, "checkpointFailed", when + ": " + e);
        }
    }
}
