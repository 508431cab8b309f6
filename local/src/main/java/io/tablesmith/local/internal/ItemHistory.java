package io.tablesmith.local.internal;

import java.time.Clock;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ThreadLocalRandom;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The earlier versions of one table's items, kept only while something needs them: point-in-time recovery
 * (the table can be restored as it was at any instant of its window) or eventually consistent reads that
 * lag behind the writes ({@link Database#eventualLag}). Nothing is copied: a write records, before it
 * commits, the item as it was until then, which is a reference to the immutable map the table held. So
 * the history costs one small node per write (its time, the reference, the link to the item's older
 * change) and keeps the replaced versions alive for the retention period, and a table without it pays
 * nothing.
 *
 * <p>Changes are kept per item, newest first, in the table's partition order, so the state of a partition
 * at an instant is its current rows with the items changed since then put back as they were. A change
 * older than the retention (plus a minute, so that a reader that computed its instant a moment earlier
 * still finds what it needs) is dropped when its item is written again, by a sweep now and then, and by
 * {@link #sweep()}.
 */
public final class ItemHistory {
    private static final long MARGIN_MILLIS = 60_000;
    /** One write in about this many sweeps the whole history of changes past their retention. */
    private static final int SWEEP_EVERY = 4096;

    /** One change of an item: until {@code atMillis} it was {@code before} (null: it did not exist). */
    private static final class Change {
        final long atMillis;
        final Map<String, AttributeValue> before;
        volatile Change older;

        Change(long atMillis, Map<String, AttributeValue> before, Change older) {
            this.atMillis = atMillis;
            this.before = before;
            this.older = older;
        }
    }

    /** Visits an item changed after some instant: where it is, and what it was then (null: absent). */
    public interface ChangeVisitor {
        void visit(PartitionKey partition, RowKey row, Map<String, AttributeValue> then);
    }

    private final Clock clock;
    private volatile long retentionMillis;
    private final ConcurrentSkipListMap<PartitionKey, ConcurrentSkipListMap<RowKey, Change>> partitions =
            new ConcurrentSkipListMap<>();

    public ItemHistory(Clock clock, long retentionMillis) {
        this.clock = clock;
        this.retentionMillis = retentionMillis;
    }

    /** How long changes are kept, in milliseconds of the database's clock. */
    public void retention(long millis) {
        this.retentionMillis = millis;
    }

    /**
     * Records that the item at {@code row} of {@code partition} was {@code before} until now. Call holding the
     * partition's lock, before the table's rows change, so that a reader that sees the new item also sees this.
     */
    void record(PartitionKey partition, RowKey row, Map<String, AttributeValue> before) {
        ConcurrentSkipListMap<RowKey, Change> rows = partitions.computeIfAbsent(partition,
                p -> new ConcurrentSkipListMap<>());
        Change newest = rows.get(row);
        // an item's changes are in time order even if the clock goes back (a test's clock may)
        long now = newest == null ? clock.millis() : Math.max(clock.millis(), newest.atMillis);
        Change change = new Change(now, before, newest);
        trim(change, horizon(now));
        rows.put(row, change);
        if (ThreadLocalRandom.current().nextInt(SWEEP_EVERY) == 0) {
            trimAll(horizon(now));
        }
    }

    /** The item at {@code row} of {@code partition} at {@code atMillis}, given its current version. */
    public Map<String, AttributeValue> asOf(PartitionKey partition, RowKey row, Map<String, AttributeValue> current,
                                            long atMillis) {
        ConcurrentSkipListMap<RowKey, Change> rows = partitions.get(partition);
        Change newest = rows == null ? null : rows.get(row);
        return newest == null || newest.atMillis <= atMillis ? current : before(newest, atMillis);
    }

    /** The rows of one partition at {@code atMillis}, given its current rows (returned as they are if unchanged). */
    public NavigableMap<RowKey, Map<String, AttributeValue>> partitionAsOf(
            PartitionKey partition, NavigableMap<RowKey, Map<String, AttributeValue>> current, long atMillis) {
        ConcurrentSkipListMap<RowKey, Change> rows = partitions.get(partition);
        if (rows == null) {
            return current;
        }
        TreeMap<RowKey, Map<String, AttributeValue>> then = null;
        for (Map.Entry<RowKey, Change> entry : rows.entrySet()) {
            Change newest = entry.getValue();
            if (newest.atMillis <= atMillis) {
                continue;
            }
            if (then == null) {
                then = new TreeMap<>(current);
            }
            Map<String, AttributeValue> item = before(newest, atMillis);
            if (item == null) {
                then.remove(entry.getKey());
            } else {
                then.put(entry.getKey(), item);
            }
        }
        return then == null ? current : then;
    }

    /** The partitions that have changes, in scan order. */
    public java.util.NavigableSet<PartitionKey> changedPartitions() {
        return partitions.keySet();
    }

    /** Visits every item changed after {@code atMillis}, of one partition or (with null) of all. */
    public void changedSince(long atMillis, PartitionKey onlyPartition, ChangeVisitor visitor) {
        if (onlyPartition != null) {
            ConcurrentSkipListMap<RowKey, Change> rows = partitions.get(onlyPartition);
            if (rows != null) {
                visit(onlyPartition, rows, atMillis, visitor);
            }
            return;
        }
        partitions.forEach((partition, rows) -> visit(partition, rows, atMillis, visitor));
    }

    private static void visit(PartitionKey partition, ConcurrentSkipListMap<RowKey, Change> rows, long atMillis,
                              ChangeVisitor visitor) {
        rows.forEach((row, newest) -> {
            if (newest.atMillis > atMillis) {
                visitor.visit(partition, row, before(newest, atMillis));
            }
        });
    }

    /**
     * Drops every change past the retention, and the partitions left without any. Call with the catalog lock
     * held exclusively (no write runs meanwhile).
     */
    public void sweep() {
        trimAll(horizon(clock.millis()));
        partitions.values().removeIf(Map::isEmpty);
    }

    /** The item before the oldest of its changes made after {@code atMillis} ({@code newest} is one of them). */
    private static Map<String, AttributeValue> before(Change newest, long atMillis) {
        Change change = newest;
        for (Change older = change.older; older != null && older.atMillis > atMillis; older = older.older) {
            change = older;
        }
        return change.before;
    }

    private long horizon(long now) {
        return now - retentionMillis - MARGIN_MILLIS;
    }

    /** Cuts the changes at or before {@code horizon} off an item's chain (never needed again). */
    private static void trim(Change newest, long horizon) {
        for (Change change = newest; change != null; change = change.older) {
            Change older = change.older;
            if (older != null && older.atMillis <= horizon) {
                change.older = null;
                return;
            }
        }
    }

    /** Trims every item's changes; an item whose changes are all past the horizon loses its entry. */
    private void trimAll(long horizon) {
        partitions.forEach((partition, rows) -> rows.forEach((row, newest) -> {
            if (newest.atMillis <= horizon) {
                rows.remove(row, newest); // unless a write replaced it meanwhile
            } else {
                trim(newest, horizon);
            }
        }));
    }
}
