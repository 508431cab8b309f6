package io.tablesmith.local.internal.streams;

import io.tablesmith.local.internal.ItemChanges;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.TableSchema;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
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
import software.amazon.awssdk.services.dynamodb.model.SequenceNumberRange;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * One table's stream, with its one shard: the changes of the table's items in commit order, each with an
 * increasing sequence number, kept for 24 hours of the database's clock. Appends and reads take the
 * stream's lock, so a reader sees a change only once the write that made it has committed, and a
 * transaction's changes (appended while {@link #together} holds the lock) all at once.
 */
public final class TableStream implements ItemChanges {
    /** How long DynamoDB keeps stream records, and a disabled stream. */
    static final Duration RETENTION = Duration.ofHours(24);
    /** The most a GetRecords answer holds, as in DynamoDB. */
    static final long MAX_PAGE_BYTES = 1024 * 1024;

    private final String arn;
    private final String label;
    private final String tableName;
    private final String shardId;
    private final List<KeySchemaElement> keySchema;
    private final List<String> keyNames;
    private final StreamViewType viewType;
    private final Instant created;
    private final Clock clock;
    private final String eventIdPrefix;
    private final ReentrantLock lock = new ReentrantLock();
    /** Guarded by {@link #lock}: the retained events, oldest first. */
    private final ArrayDeque<StreamEvent> events = new ArrayDeque<>();
    /** Guarded by {@link #lock}: the sequence number the next event gets. */
    private long nextSequence = 1;
    /** Guarded by {@link #lock}: the highest sequence number trimmed away (0 when none was). */
    private long trimmedThrough;
    /** Guarded by {@link #lock}: when the stream was disabled, or null while it is enabled. */
    private Instant disabledAt;

    TableStream(TableSchema schema, StreamViewType viewType, Instant created, String label, Clock clock) {
        this.tableName = schema.name();
        this.label = label;
        this.arn = schema.arn() + "/stream/" + label;
        this.viewType = viewType;
        this.created = created;
        this.clock = clock;
        ThreadLocalRandom random = ThreadLocalRandom.current();
        this.shardId = String.format("shardId-%020d-%08x", created.toEpochMilli(), random.nextInt());
        this.eventIdPrefix = String.format("%016x", random.nextLong());
        List<KeySchemaElement> keys = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (KeyDef key : schema.keys()) {
            keys.add(KeySchemaElement.builder().attributeName(key.name())
                    .keyType(keys.isEmpty() ? KeyType.HASH : KeyType.RANGE).build());
            names.add(key.name());
        }
        this.keySchema = List.copyOf(keys);
        this.keyNames = List.copyOf(names);
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

    String shardId() {
        return shardId;
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
            trim(at);
            long sequence = nextSequence++;
            events.addLast(new StreamEvent(sequence, eventIdPrefix + String.format("%016x", sequence), operation,
                    keys, older, newer, at, expired, size));
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
    void disable() {
        lock.lock();
        try {
            if (disabledAt == null) {
                disabledAt = clock.instant();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Whether the stream was disabled at least 24 hours ago, and so is gone. */
    boolean expired(Instant now) {
        lock.lock();
        try {
            return disabledAt != null && !disabledAt.plus(RETENTION).isAfter(now);
        } finally {
            lock.unlock();
        }
    }

    /** Drops the events older than 24 hours. Call with the lock held. */
    private void trim(Instant now) {
        Instant oldest = now.minus(RETENTION);
        while (!events.isEmpty() && events.peekFirst().at().isBefore(oldest)) {
            trimmedThrough = events.removeFirst().sequence();
        }
    }

    // ---------------------------------------------------------------- positions, for shard iterators

    /** The position of the oldest retained record (TRIM_HORIZON). */
    long trimHorizon() {
        lock.lock();
        try {
            trim(clock.instant());
            return trimmedThrough + 1;
        } finally {
            lock.unlock();
        }
    }

    /** The position just after the most recent record (LATEST). */
    long latest() {
        lock.lock();
        try {
            return nextSequence;
        } finally {
            lock.unlock();
        }
    }

    /** What a sequence number given to GetShardIterator refers to. */
    enum Known { RETAINED, TRIMMED, NEVER_ASSIGNED }

    Known lookUp(long sequence) {
        lock.lock();
        try {
            trim(clock.instant());
            if (sequence < 1 || sequence >= nextSequence) {
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
     * Up to {@code limit} records (and at most 1 MB of them, but at least one) from {@code position} on.
     *
     * @throws io.tablesmith.local.internal.streams.StreamErrors.Trimmed when records from that position on
     *     were trimmed
     */
    Page read(long position, int limit) {
        List<StreamEvent> page = new ArrayList<>();
        long next = position;
        boolean ended;
        lock.lock();
        try {
            trim(clock.instant());
            if (position <= trimmedThrough) {
                throw StreamErrors.trimmed();
            }
            long bytes = 0;
            for (StreamEvent event : events) {
                if (event.sequence() < position) {
                    continue;
                }
                if (page.size() == limit || (!page.isEmpty() && bytes + event.sizeBytes() > MAX_PAGE_BYTES)) {
                    break;
                }
                page.add(event);
                bytes += event.sizeBytes();
                next = event.sequence() + 1;
            }
            ended = disabledAt != null && next >= nextSequence;
        } finally {
            lock.unlock();
        }
        List<Record> records = new ArrayList<>(page.size());
        page.forEach(event -> records.add(event.toRecord(viewType)));
        return new Page(records, next, ended);
    }

    /** The stream as DescribeStream gives it, with its one shard (closed, with an ending number, once disabled). */
    StreamDescription describe(boolean withShard) {
        lock.lock();
        try {
            StreamDescription.Builder b = StreamDescription.builder().streamArn(arn).streamLabel(label)
                    .streamStatus(disabledAt == null ? StreamStatus.ENABLED : StreamStatus.DISABLED)
                    .streamViewType(viewType).creationRequestDateTime(created).tableName(tableName)
                    .keySchema(keySchema);
            List<Shard> shards = new ArrayList<>();
            if (withShard) {
                SequenceNumberRange.Builder range = SequenceNumberRange.builder()
                        .startingSequenceNumber(SequenceNumbers.format(1));
                if (disabledAt != null && nextSequence > 1) {
                    range.endingSequenceNumber(SequenceNumbers.format(nextSequence - 1));
                }
                shards.add(Shard.builder().shardId(shardId).sequenceNumberRange(range.build()).build());
            }
            return b.shards(shards).build();
        } finally {
            lock.unlock();
        }
    }
}
