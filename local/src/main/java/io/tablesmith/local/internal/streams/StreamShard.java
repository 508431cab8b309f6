package io.tablesmith.local.internal.streams;

import java.time.Instant;
import java.util.ArrayList;
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
    /**
     * The records in sequence order; those before {@link #head} were trimmed. Indexed, so that a read finds its
     * position by binary search: a read that skipped through the shard from its oldest record cost time in the
     * shard's length, under the stream's lock, which writers wait for.
     */
    private final ArrayList<StreamEvent> events = new ArrayList<>();
    private int head;
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

    /** Whether the shard still has records: none appended yet, or all trimmed, and it has none. */
    boolean hasRecords() {
        return head < events.size();
    }

    /** The oldest record kept. Call only when {@link #hasRecords()}. */
    StreamEvent oldest() {
        return events.get(head);
    }

    /** Removes the oldest record kept and returns it. Call only when {@link #hasRecords()}. */
    StreamEvent trimOldest() {
        StreamEvent oldest = events.set(head++, null);
        if (head >= 1024 && head * 2 >= events.size()) {
            events.subList(0, head).clear();
            head = 0;
        }
        return oldest;
    }

    /** The index of the first record kept whose sequence number is {@code sequence} or higher ({@link #end()}: none). */
    int indexOf(long sequence) {
        int low = head;
        int high = events.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (events.get(middle).sequence() < sequence) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** The record at {@code index}, from {@link #indexOf} up to {@link #end()}. */
    StreamEvent record(int index) {
        return events.get(index);
    }

    /** One past the index of the newest record. */
    int end() {
        return events.size();
    }

    /** How many records the shard was given, trimmed ones included. */
    long appended() {
        return appended;
    }

    void append(StreamEvent event) {
        events.add(event);
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
