package io.tablesmith.local.internal.streams;

import io.tablesmith.local.internal.Table;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The streams of one database, by ARN, in the order they were created: those of tables with a stream
 * enabled, and disabled ones (of deleted tables, or turned off) for the 24 hours DynamoDB keeps them
 * readable. Empty while no table has had a stream, so a database without streams keeps nothing.
 */
public final class StreamRegistry {
    private static final DateTimeFormatter LABEL = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS")
            .withZone(ZoneOffset.UTC);

    private final Clock clock;
    private final ShardRollover rollover;
    private final StreamTimes times;
    private final Map<String, TableStream> streams = new LinkedHashMap<>();
    /**
     * By table name: the sequence number a new stream of the table starts at, after every number its earlier
     * streams gave (kept after those streams are gone), so that a table's sequence numbers only grow.
     */
    private final Map<String, Long> nextSequences = new HashMap<>();

    public StreamRegistry(Clock clock, ShardRollover rollover, StreamTimes times) {
        this.clock = clock;
        this.rollover = rollover;
        this.times = times;
    }

    StreamTimes times() {
        return times;
    }

    Clock clock() {
        return clock;
    }

    /**
     * Gives {@code table} a new, enabled stream (disabling any it had). Call with the catalog lock held
     * exclusively, so that no write runs meanwhile.
     */
    public synchronized TableStream enable(Table table, StreamViewType viewType) {
        disable(table);
        purge();
        Instant now = clock.instant();
        String label = LABEL.format(now);
        // a table's streams need distinct labels (and so ARNs), even when made within one millisecond
        while (streams.containsKey(table.schema().arn() + "/stream/" + label)) {
            now = now.plusMillis(1);
            label = LABEL.format(now);
        }
        TableStream stream = new TableStream(table.schema(), viewType, now, label, clock, rollover, times.retention(),
                nextSequences.getOrDefault(table.schema().name(), 0L));
        streams.put(stream.arn(), stream);
        table.changes(stream);
        return stream;
    }

    /** Disables the table's stream, if it has one; its records stay readable for 24 hours. */
    public synchronized void disable(Table table) {
        if (table.changes() instanceof TableStream stream) {
            stream.disable();
            table.changes(null);
            nextSequences.put(stream.tableName(), stream.nextSequence());
        }
    }

    synchronized TableStream find(String arn) {
        purge();
        return streams.get(arn);
    }

    /** The streams kept, of one table when {@code tableName} is given. */
    synchronized List<TableStream> list(String tableName) {
        purge();
        List<TableStream> found = new ArrayList<>();
        for (TableStream stream : streams.values()) {
            if (tableName == null || stream.tableName().equals(tableName)) {
                found.add(stream);
            }
        }
        return found;
    }

    private void purge() {
        if (!streams.isEmpty()) {
            Instant now = clock.instant();
            streams.values().removeIf(stream -> stream.expired(now));
        }
    }
}
