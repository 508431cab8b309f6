package io.tablesmith.local.internal.streams;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.concurrent.ThreadLocalRandom;
import software.amazon.awssdk.services.dynamodb.model.SequenceNumberRange;
import software.amazon.awssdk.services.dynamodb.model.Shard;

/**
 * One shard of a stream: the records appended while it was the stream's open shard, oldest first. Its
 * starting sequence number is its own, given to no record, so an iterator at or after it reads the shard's
 * first record, even when the shard had none when the iterator was made; its ending sequence number is its
 * last record's, set when it closes. Guarded by its stream's lock.
 */
final class StreamShard {
    private final String shardId;
    private final String parentShardId;
    private final long startingSequence;
    private final ArrayDeque<StreamEvent> events = new ArrayDeque<>();
    private long appended;
    private Instant firstRecordAt;
    /** The sequence number of the shard's last record, or its starting one before its first. */
    private long last;
    /** The last record's sequence number once the shard is closed, or -1 while it is open. */
    private long endingSequence = -1;

    StreamShard(String parentShardId, long startingSequence, Instant opened) {
        this.shardId = String.format("shardId-%020d-%08x", opened.toEpochMilli(), ThreadLocalRandom.current().nextInt());
        this.parentShardId = parentShardId;
        this.startingSequence = startingSequence;
        this.last = startingSequence;
    }

    String shardId() {
        return shardId;
    }

    String parentShardId() {
        return parentShardId;
    }

    long startingSequence() {
        return startingSequence;
    }

    /** When the shard's first record was appended, or null while it has none. */
    Instant firstRecordAt() {
        return firstRecordAt;
    }

    ArrayDeque<StreamEvent> events() {
        return events;
    }

    /** How many records the shard was given, trimmed ones included. */
    long appended() {
        return appended;
    }

    void append(StreamEvent event) {
        events.addLast(event);
        if (appended++ == 0) {
            firstRecordAt = event.at();
        }
        last = event.sequence();
    }

    boolean closed() {
        return endingSequence >= 0;
    }

    /** The highest sequence number of the shard: its last record's, or its starting one while it has none. */
    long lastSequence() {
        return last;
    }

    /** Closes the shard after its last record. */
    void close() {
        endingSequence = lastSequence();
    }

    /** Whether the shard's positions run through {@code sequence}. */
    boolean holds(long sequence) {
        return sequence >= startingSequence && sequence <= lastSequence();
    }

    Shard describe() {
        SequenceNumberRange.Builder range = SequenceNumberRange.builder()
                .startingSequenceNumber(SequenceNumbers.format(startingSequence));
        if (closed()) {
            range.endingSequenceNumber(SequenceNumbers.format(endingSequence));
        }
        return Shard.builder().shardId(shardId).parentShardId(parentShardId).sequenceNumberRange(range.build()).build();
    }
}
