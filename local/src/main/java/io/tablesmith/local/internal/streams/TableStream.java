package io.tablesmith.local.internal.streams;

import io.tablesmith.local.internal.ItemChanges;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.TableNames;
import io.tablesmith.local.internal.TableSchema;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.ReentrantLock;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * One table's stream: the changes of the table's items in commit order, each with an increasing sequence
 * number, kept for 24 hours of the database's clock, in shards. The open shard takes the new records; it
 * closes as {@link ShardRollover} says and a child shard, whose parent it is, takes over, so consumers meet
 * DynamoDB's shard lineage. Appends and reads take the stream's lock, so a reader sees a change only once
 * the write that made it has committed, and a transaction's changes (appended while {@link #together}
 * holds the lock) all at once.
 */
public final class TableStream implements ItemChanges {
    /** How long DynamoDB keeps stream records, and a disabled stream. */
    /** The most a GetRecords answer holds, as in DynamoDB. */
    static final long MAX_PAGE_BYTES = 1024 * 1024;

    private final String arn;
    private final String label;
    private final String tableName;
    private final String region;
    private final List<KeySchemaElement> keySchema;
    private final List<String> keyNames;
    private final StreamViewType viewType;
    private final Instant created;
    private final Clock clock;
    private final ShardRollover rollover;
    /** How long records are kept, and a disabled stream listed. */
    private final Duration retention;
    private final String eventIdPrefix;
    private final ReentrantLock lock = new ReentrantLock();
    /** Guarded by {@link #lock}: the shards kept, oldest first; the last one takes new records unless closed. */
    private final List<StreamShard> shards = new ArrayList<>();
    /** Guarded by {@link #lock}: the sequence number the next record (or shard start) gets. */
    private long nextSequence;
    /** Guarded by {@link #lock}: the highest sequence number trimmed away (-1 when none was). */
    private long trimmedThrough = -1;
    /** Guarded by {@link #lock}: when the stream was disabled, or null while it is enabled. */
    private Instant disabledAt;

    /**
     * @param firstSequence the sequence number the stream's first shard starts at: after every number an
     *     earlier stream of the table gave, as DynamoDB's grow across a table's streams
     */
    TableStream(TableSchema schema, StreamViewType viewType, Instant created, String label, Clock clock,
                ShardRollover rollover, Duration retention, long firstSequence) {
        this.tableName = schema.name();
        this.label = label;
        this.arn = schema.arn() + "/stream/" + label;
        this.region = TableNames.arn(schema.arn()).region();
        this.viewType = viewType;
        this.created = created;
        this.clock = clock;
        this.rollover = rollover;
        this.retention = retention;
        this.eventIdPrefix = String.format("%016x", ThreadLocalRandom.current().nextLong());
        List<KeySchemaElement> keys = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (KeyDef key : schema.keys()) {
            keys.add(KeySchemaElement.builder().attributeName(key.name())
                    .keyType(keys.isEmpty() ? KeyType.HASH : KeyType.RANGE).build());
            names.add(key.name());
        }
        this.keySchema = List.copyOf(keys);
        this.keyNames = List.copyOf(names);
        this.nextSequence = firstSequence;
        shards.add(new StreamShard(null, nextSequence++, created));
    }

    public String arn() {
        return arn;
    }

    public String label() {
        return label;
    }

    public String tableName() {
        return tableName;
    }

    public StreamViewType viewType() {
        return viewType;
    }

    Instant created() {
        return created;
    }

    /**
     * Records a change. DynamoDB writes no record for a put or update that leaves the item as it was, nor
     * for a delete of a missing item.
     */
    @Override
    public void changed(Map<String, AttributeValue> old, Map<String, AttributeValue> next, boolean expired) {
        if (old == null ? next == null : old.equals(next)) {
            return;
        }
        OperationType operation = old == null ? OperationType.INSERT
                : next == null ? OperationType.REMOVE : OperationType.MODIFY;
        Map<String, AttributeValue> keys = keysOf(next != null ? next : old);
        boolean newImage = viewType == StreamViewType.NEW_IMAGE || viewType == StreamViewType.NEW_AND_OLD_IMAGES;
        boolean oldImage = viewType == StreamViewType.OLD_IMAGE || viewType == StreamViewType.NEW_AND_OLD_IMAGES;
        Map<String, AttributeValue> newer = newImage ? next : null;
        Map<String, AttributeValue> older = oldImage ? old : null;
        long size = ItemSize.of(keys) + (newer == null ? 0 : ItemSize.of(newer)) + (older == null ? 0 : ItemSize.of(older));
        Instant at = clock.instant();
        lock.lock();
        try {
            maintain(at);
            long sequence = nextSequence++;
            StreamShard open = shards.get(shards.size() - 1);
            open.append(new StreamEvent(sequence, eventIdPrefix + SequenceNumbers.hex(sequence), operation,
                    keys, older, newer, at, expired, size, region));
            if (open.appended() >= rollover.maxRecords()) {
                rollOver(at);
            }
        } finally {
            lock.unlock();
        }
    }

    private Map<String, AttributeValue> keysOf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> keys = new LinkedHashMap<>();
        for (String name : keyNames) {
            keys.put(name, item.get(name));
        }
        return keys;
    }

    /**
     * Runs {@code commits} holding the locks of these streams (in one order, so two transactions never
     * wait for each other), so that a reader sees all of their changes or none.
     */
    public static void together(Collection<TableStream> streams, Runnable commits) {
        List<TableStream> ordered = new ArrayList<>(new HashSet<>(streams));
        ordered.sort(Comparator.comparing(TableStream::arn));
        int held = 0;
        try {
            for (TableStream stream : ordered) {
                stream.lock.lock();
                held++;
            }
            commits.run();
        } finally {
            for (int i = held - 1; i >= 0; i--) {
                ordered.get(i).lock.unlock();
            }
        }
    }

    /** Marks the stream DISABLED (its table was deleted or its stream turned off): it takes no more records. */
    /** The sequence number the next record would get: after every number the stream gave. */
    long nextSequence() {
        lock.lock();
        try {
            return nextSequence;
        } finally {
            lock.unlock();
        }
    }

    void disable() {
        lock.lock();
        try {
            if (disabledAt == null) {
                disabledAt = clock.instant();
                StreamShard open = shards.get(shards.size() - 1);
                if (open.appended() > 0) {
                    open.close();
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /** Whether the stream was disabled at least 24 hours ago, and so is gone. */
    boolean expired(Instant now) {
        lock.lock();
        try {
            return disabledAt != null && !disabledAt.plus(retention).isAfter(now);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Brings the shards up to {@code now}: drops the records older than 24 hours, and the closed shards
     * left without any, and closes the open shard when it has held records for the rollover's age. Call
     * with the lock held.
     */
    private void maintain(Instant now) {
        Instant oldest = now.minus(retention);
        for (StreamShard shard : shards) {
            while (shard.hasRecords() && shard.oldest().at().isBefore(oldest)) {
                trimmedThrough = Math.max(trimmedThrough, shard.trimOldest().sequence());
            }
        }
        StreamShard open = shards.get(shards.size() - 1);
        shards.removeIf(shard -> shard != open && !shard.hasRecords() && shard.lastSequence() <= trimmedThrough);
        if (disabledAt == null && !open.closed() && open.firstRecordAt() != null && rollover.maxAge() != null
                && !open.firstRecordAt().plus(rollover.maxAge()).isAfter(now)) {
            rollOver(open.firstRecordAt().plus(rollover.maxAge()));
        }
    }

    /** Closes the open shard and opens its child. Call with the lock held. */
    private void rollOver(Instant at) {
        StreamShard open = shards.get(shards.size() - 1);
        open.close();
        shards.add(new StreamShard(open.shardId(), nextSequence++, at));
    }

    // ---------------------------------------------------------------- positions, for shard iterators

    /** The shard with this id, or null when the stream has none (any more). */
    StreamShard shard(String shardId) {
        lock.lock();
        try {
            maintain(clock.instant());
            for (StreamShard shard : shards) {
                if (shard.shardId().equals(shardId)) {
                    return shard;
                }
            }
            return null;
        } finally {
            lock.unlock();
        }
    }

    /** The position of the shard's oldest retained record (TRIM_HORIZON). */
    long trimHorizon(StreamShard shard) {
        lock.lock();
        try {
            maintain(clock.instant());
            return Math.max(shard.startingSequence(), trimmedThrough + 1);
        } finally {
            lock.unlock();
        }
    }

    /** The position just after the shard's most recent record (LATEST). */
    long latest(StreamShard shard) {
        lock.lock();
        try {
            return shard.lastSequence() + 1;
        } finally {
            lock.unlock();
        }
    }

    /** What a sequence number given to GetShardIterator refers to. */
    enum Known { RETAINED, TRIMMED, NEVER_ASSIGNED }

    Known lookUp(StreamShard shard, long sequence) {
        lock.lock();
        try {
            maintain(clock.instant());
            if (!shard.holds(sequence)) {
                return Known.NEVER_ASSIGNED;
            }
            return sequence <= trimmedThrough ? Known.TRIMMED : Known.RETAINED;
        } finally {
            lock.unlock();
        }
    }

    /** A page of records from {@code position} on. */
    record Page(List<Record> records, long next, boolean shardEnded) {
    }

    /**
     * Up to {@code limit} records of the shard (and at most 1 MB of them, but at least one) from
     * {@code position} on. The shard has ended once it is closed (or the stream disabled) and read through.
     */
    Page read(StreamShard shard, long position, int limit) {
        List<StreamEvent> page = new ArrayList<>();
        long next = position;
        boolean ended;
        lock.lock();
        try {
            maintain(clock.instant());
            if (position <= trimmedThrough) {
                throw StreamErrors.trimmed();
            }
            long bytes = 0;
            for (int i = shard.indexOf(position); i < shard.end(); i++) {
                StreamEvent event = shard.record(i);
                if (page.size() == limit || (!page.isEmpty() && bytes + event.sizeBytes() > MAX_PAGE_BYTES)) {
                    break;
                }
                page.add(event);
                bytes += event.sizeBytes();
                next = event.sequence() + 1;
            }
            ended = (shard.closed() || disabledAt != null) && next > shard.lastSequence();
        } finally {
            lock.unlock();
        }
        List<Record> records = new ArrayList<>(page.size());
        page.forEach(event -> records.add(event.toRecord(viewType)));
        return new Page(records, next, ended);
    }

    /**
     * The stream as DescribeStream gives it: its shards oldest first (parents before children), those after
     * {@code exclusiveStartShardId} when given (or the children of {@code parentShardId}), at most
     * {@code limit} of them, with the last one's id as {@code LastEvaluatedShardId} when more follow.
     */
    StreamDescription describe(String exclusiveStartShardId, String parentShardId, int limit) {
        lock.lock();
        try {
            maintain(clock.instant());
            StreamDescription.Builder b = StreamDescription.builder().streamArn(arn).streamLabel(label)
                    .streamStatus(disabledAt == null ? StreamStatus.ENABLED : StreamStatus.DISABLED)
                    .streamViewType(viewType).creationRequestDateTime(created).tableName(tableName)
                    .keySchema(keySchema);
            List<Shard> page = new ArrayList<>();
            boolean started = exclusiveStartShardId == null;
            int remaining = 0;
            for (StreamShard shard : shards) {
                if (!started) {
                    started = shard.shardId().equals(exclusiveStartShardId);
                    continue;
                }
                if (parentShardId != null && !parentShardId.equals(shard.parentShardId())) {
                    continue;
                }
                if (page.size() < limit) {
                    page.add(shard.describe());
                } else {
                    remaining++;
                }
            }
            if (remaining > 0) {
                b.lastEvaluatedShardId(page.get(page.size() - 1).shardId());
            }
            return b.shards(page).build();
        } finally {
            lock.unlock();
        }
    }
}
