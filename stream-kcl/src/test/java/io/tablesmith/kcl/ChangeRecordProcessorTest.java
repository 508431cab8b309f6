package io.tablesmith.kcl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.amazonaws.services.dynamodbv2.streamsadapter.adapter.DynamoDBStreamsClientRecord;
import com.amazonaws.services.dynamodbv2.streamsadapter.model.DynamoDBStreamsProcessRecordsInput;
import io.tablesmith.kcl.ChangeHandler.StopReason;
import io.tablesmith.kcl.jobs.Job;
import io.tablesmith.kcl.jobs.JobSchema;
import io.tablesmith.kcl.jobs.TablesmithChange;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeDecoder;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.kinesis.exceptions.ShutdownException;
import software.amazon.kinesis.exceptions.ThrottlingException;
import software.amazon.kinesis.lifecycle.events.InitializationInput;
import software.amazon.kinesis.lifecycle.events.LeaseLostInput;
import software.amazon.kinesis.lifecycle.events.ShardEndedInput;
import software.amazon.kinesis.lifecycle.events.ShutdownRequestedInput;
import software.amazon.kinesis.processor.RecordProcessorCheckpointer;

/**
 * The typed record processor as KCL drives it: what its handler is handed, when it checkpoints, and what it does when
 * the handler, the wait between tries or a checkpoint fails. KCL's side is played by hand: its inputs are built with
 * KCL's and the adapter's builders, its checkpointer is {@link ScriptedCheckpointer}, and the waits between tries are
 * logged instead of slept.
 */
class ChangeRecordProcessorTest {
    private static final String SHARD = "shardId-00000001700000000000-00000001";
    private static final Duration FIRST = Duration.ofMillis(100);
    private static final Duration MAX = Duration.ofMillis(300);

    /** Everything that happened, in order: handler calls, waits, checkpoints, stops. */
    private final List<String> log = new ArrayList<>();
    private final List<ChangeBatch<TablesmithChange>> batches = new ArrayList<>();
    private int failuresLeft;
    private boolean interruptWaits;

    private final ChangeHandler<TablesmithChange> handler = new ChangeHandler<>() {
        @Override
        public void handle(ChangeBatch<TablesmithChange> batch) {
            batches.add(batch);
            log.add("handle " + batch.changes().size());
            if (failuresLeft > 0) {
                failuresLeft--;
                throw new IllegalStateException("projection store unavailable");
            }
        }

        @Override
        public void stopped(String shardId, StopReason reason) {
            log.add("stopped " + shardId.equals(SHARD) + " " + reason);
        }
    };

    @Test
    void eachBatchIsHandedDecodedInStreamOrderThenCheckpointed() {
        ChangeRecordProcessor<TablesmithChange> processor = processor(true);
        Job created = new Job("42", "Survey", 1);
        Job retitled = new Job("42", "Survey, again", 2);

        processor.processRecords(input(new ScriptedCheckpointer(log),
                record("100", OperationType.INSERT, null, JobSchema.INSTANCE.toItem(created)),
                record("200", OperationType.MODIFY, JobSchema.INSTANCE.toItem(created), JobSchema.INSTANCE.toItem(retitled)),
                record("300", OperationType.INSERT, null, unknownEntity())));

        assertThat(log).containsExactly("handle 3", "checkpoint");
        ChangeBatch<TablesmithChange> batch = batches.get(0);
        assertThat(batch.shardId()).isEqualTo(SHARD);
        assertThat(batch.behindLatest()).contains(Duration.ofMillis(1_500));
        assertThat(batch.changes()).hasSize(3);
        assertThat(batch.changes().get(0)).isInstanceOfSatisfying(TablesmithChange.JobChange.class, change -> {
            assertThat(change.change()).isInstanceOf(Change.Inserted.class);
            assertThat(change.change().newImage()).contains(created);
        });
        assertThat(batch.changes().get(1)).isInstanceOfSatisfying(TablesmithChange.JobChange.class, change -> {
            assertThat(change.change()).isInstanceOf(Change.Modified.class);
            assertThat(change.change().oldImage()).contains(created);
            assertThat(change.change().newImage()).contains(retitled);
            assertThat(change.info().sequenceNumber()).isEqualTo("200");
        });
        // an item of an entity type the table does not declare is handed on, not dropped
        assertThat(batch.changes().get(2)).isInstanceOfSatisfying(TablesmithChange.Undecodable.class, change ->
                assertThat(change.change().entityType()).contains("INVOICE"));
    }

    @Test
    void aBatchTheHandlerFailsOnIsHandedAgainAfterAGrowingBackoffAndCheckpointedOnlyOnceHandled() {
        ChangeRecordProcessor<TablesmithChange> processor = processor(true);
        failuresLeft = 3;

        processor.processRecords(input(new ScriptedCheckpointer(log), jobInserted("100", "42")));

        assertThat(log).containsExactly("handle 1", "wait PT0.1S", "handle 1", "wait PT0.2S", "handle 1", "wait PT0.3S",
                "handle 1", "checkpoint");
        assertThat(batches).hasSize(4).allMatch(batch -> batch.changes().equals(batches.get(0).changes()));
    }

    @Test
    void aDecoderThatThrowsIsTriedAgainRatherThanTheBatchSkipped() {
        int[] decoded = {0};
        ChangeDecoder<TablesmithChange> failsFirst = record -> {
            if (decoded[0]++ == 0) {
                throw new IllegalStateException("a decoder with a bug");
            }
            return TablesmithChange.DECODER.decode(record);
        };
        ChangeRecordProcessor<TablesmithChange> processor = processor(failsFirst, true);

        processor.processRecords(input(new ScriptedCheckpointer(log), jobInserted("100", "42")));

        assertThat(log).containsExactly("wait PT0.1S", "handle 1", "checkpoint");
    }

    @Test
    void interruptedWhileABatchWaitsTheProcessorHandsAndCheckpointsNothingMore() {
        ChangeRecordProcessor<TablesmithChange> processor = processor(true);
        failuresLeft = 1;
        interruptWaits = true;
        ScriptedCheckpointer checkpointer = new ScriptedCheckpointer(log);

        processor.processRecords(input(checkpointer, jobInserted("100", "42")));
        processor.processRecords(input(checkpointer, jobInserted("200", "43")));
        processor.shardEnded(ShardEndedInput.builder().checkpointer(checkpointer).build());

        assertThat(log).containsExactly("handle 1", "wait PT0.1S", "stopped true INTERRUPTED");
    }

    @Test
    void aLeaseFoundLostAtACheckpointStopsTheProcessor() {
        ChangeRecordProcessor<TablesmithChange> processor = processor(true);
        ScriptedCheckpointer checkpointer = new ScriptedCheckpointer(log, new ShutdownException("lease taken"));

        processor.processRecords(input(checkpointer, jobInserted("100", "42")));
        processor.processRecords(input(checkpointer, jobInserted("200", "43")));
        processor.leaseLost(LeaseLostInput.builder().build());

        assertThat(log).containsExactly("handle 1", "checkpoint refused: ShutdownException", "stopped true LEASE_LOST");
    }

    @Test
    void aThrottledCheckpointIsTriedAgainAfterABackoff() {
        ChangeRecordProcessor<TablesmithChange> processor = processor(true);
        ScriptedCheckpointer checkpointer = new ScriptedCheckpointer(log, new ThrottlingException("slow down"),
                new ThrottlingException("slow down"));

        processor.processRecords(input(checkpointer, jobInserted("100", "42")));

        assertThat(log).containsExactly("handle 1", "checkpoint refused: ThrottlingException", "wait PT0.1S",
                "checkpoint refused: ThrottlingException", "wait PT0.2S", "checkpoint");
    }

    @Test
    void theEndOfAShardIsCheckpointedBeforeTheHandlerIsStopped() {
        ChangeRecordProcessor<TablesmithChange> processor = processor(true);

        processor.shardEnded(ShardEndedInput.builder().checkpointer(new ScriptedCheckpointer(log)).build());

        assertThat(log).containsExactly("checkpoint", "stopped true SHARD_ENDED");
    }

    @Test
    void aShutdownIsCheckpointedAndTheLeaseLostAfterItIsNotReportedAgain() {
        ChangeRecordProcessor<TablesmithChange> processor = processor(true);

        processor.shutdownRequested(ShutdownRequestedInput.builder().checkpointer(new ScriptedCheckpointer(log)).build());
        processor.leaseLost(LeaseLostInput.builder().build());

        assertThat(log).containsExactly("checkpoint", "stopped true SHUTDOWN_REQUESTED");
    }

    @Test
    void aLostLeaseIsNotCheckpointed() {
        ChangeRecordProcessor<TablesmithChange> processor = processor(true);

        processor.leaseLost(LeaseLostInput.builder().build());

        assertThat(log).containsExactly("stopped true LEASE_LOST");
    }

    @Test
    void withoutCheckpointsAfterEachBatchOnlyTheEndOfAShardIsCheckpointed() {
        ScriptedCheckpointer checkpointer = new ScriptedCheckpointer(log);
        ChangeRecordProcessor<TablesmithChange> open = processor(false);
        open.processRecords(input(checkpointer, jobInserted("100", "42")));
        open.shutdownRequested(ShutdownRequestedInput.builder().checkpointer(checkpointer).build());
        ChangeRecordProcessor<TablesmithChange> closed = processor(false);
        closed.shardEnded(ShardEndedInput.builder().checkpointer(checkpointer).build());

        assertThat(log).containsExactly("handle 1", "stopped true SHUTDOWN_REQUESTED", "checkpoint",
                "stopped true SHARD_ENDED");
        assertThat(batches.get(0).checkpointer()).isSameAs(checkpointer);
    }

    @Test
    void theFactoryMakesOneHandlerPerShardLease() {
        List<ChangeHandler<TablesmithChange>> made = new ArrayList<>();
        ChangeProcessorFactory<TablesmithChange> factory = ChangeProcessorFactory.of(TablesmithChange.DECODER, () -> {
            ChangeHandler<TablesmithChange> next = batch -> log.add("handler " + made.size());
            made.add(next);
            return next;
        });

        factory.shardRecordProcessor();
        factory.shardRecordProcessor();

        assertThat(made).hasSize(2).doesNotHaveDuplicates();
    }

    @Test
    void aRetryBackoffMustGrowFromAPositiveWait() {
        ChangeProcessorFactory<TablesmithChange> factory = ChangeProcessorFactory.of(TablesmithChange.DECODER,
                () -> batch -> { });

        assertThatThrownBy(() -> factory.withRetryBackoff(Duration.ZERO, MAX))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a retry backoff needs 0 < first <= max, not first PT0S, max PT0.3S");
        assertThatThrownBy(() -> factory.withRetryBackoff(MAX, FIRST))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a retry backoff needs 0 < first <= max, not first PT0.3S, max PT0.1S");
        assertThat(factory.withRetryBackoff(FIRST, FIRST)).isNotSameAs(factory);
    }

    private ChangeRecordProcessor<TablesmithChange> processor(boolean checkpointAfterEachBatch) {
        return processor(TablesmithChange.DECODER, checkpointAfterEachBatch);
    }

    private ChangeRecordProcessor<TablesmithChange> processor(ChangeDecoder<TablesmithChange> decoder,
            boolean checkpointAfterEachBatch) {
        ChangeRecordProcessor<TablesmithChange> processor = new ChangeRecordProcessor<>(decoder, handler,
                new ChangeRecordProcessor.Backoff(FIRST, MAX, wait -> {
                    log.add("wait " + wait);
                    return !interruptWaits;
                }), checkpointAfterEachBatch);
        processor.initialize(InitializationInput.builder().shardId(SHARD).build());
        return processor;
    }

    private static DynamoDBStreamsProcessRecordsInput input(RecordProcessorCheckpointer checkpointer,
            DynamoDBStreamsClientRecord... records) {
        return DynamoDBStreamsProcessRecordsInput.builder().records(List.of(records)).checkpointer(checkpointer)
                .millisBehindLatest(1_500L).build();
    }

    private static DynamoDBStreamsClientRecord jobInserted(String sequenceNumber, String id) {
        return record(sequenceNumber, OperationType.INSERT, null, JobSchema.INSTANCE.toItem(new Job(id, "Survey", 1)));
    }

    /** A stream record of a table with new and old images, as DynamoDB Streams sends it and the adapter wraps it. */
    private static DynamoDBStreamsClientRecord record(String sequenceNumber, OperationType operation,
            Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
        Map<String, AttributeValue> image = newImage != null ? newImage : oldImage;
        Record record = Record.builder()
                .eventID("event-" + sequenceNumber)
                .eventName(operation)
                .eventSource("aws:dynamodb")
                .dynamodb(stream -> stream
                        .keys(Map.of("pk", image.get("pk"), "sk", image.get("sk")))
                        .oldImage(oldImage)
                        .newImage(newImage)
                        .sequenceNumber(sequenceNumber)
                        .approximateCreationDateTime(Instant.parse("2026-06-01T12:00:00Z"))
                        .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build();
        return DynamoDBStreamsClientRecord.fromRecord(record);
    }

    private static Map<String, AttributeValue> unknownEntity() {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("pk", AttributeValue.fromS("INVOICE#7"));
        item.put("sk", AttributeValue.fromS("METADATA"));
        item.put("_et", AttributeValue.fromS("INVOICE"));
        return item;
    }
}
