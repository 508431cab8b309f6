package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.TablesmithException;
import io.tablesmith.reindex.ReindexCheckpoint;
import io.tablesmith.reindex.ReindexFailedException;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Rewrites the synthetic index key attributes of one entity's items: a parallel {@code Scan}
 * (one thread per segment) reads each item, the schema decodes it and encodes it again, and
 * where the stored index attributes differ from the encoded ones a conditional
 * {@code UpdateItem} writes (or removes) just those, through the {@link WritePath} like every write
 * (guarded by the entity type; it changes no component, so it leaves {@code @Version} as it is). The condition is that every attribute the
 * index keys are computed from still holds what was scanned, so an application write in
 * between is never overwritten: that item is skipped, its writer computed its keys.
 *
 * <p>The entity's descriptor also lists its top-level {@code Instant} and {@code LocalDateTime}
 * attributes among both the attributes to keep right and those that must still hold what was
 * scanned ({@link EntityDescriptor#withFixedWidthTime}): an item that holds such a time in the
 * varying-width text stored before the fixed width gets it rewritten by the same compare-and-update.
 *
 * <p>Each segment remembers the key of the last item it finished, which is the checkpoint: a
 * resumed scan starts right after it (as {@code ExclusiveStartKey}), so no item is processed
 * twice. A process given a share ({@link ReindexOptions#withShare(int, int)}) runs only that
 * share's segments, and its checkpoint covers only those.
 */
final class Reindexer<T> {

    private static final int SCANNED = 0;
    private static final int UPDATED = 1;
    private static final int ALREADY_RIGHT = 2;
    private static final int CHANGED = 3;
    private static final int UNREADABLE = 4;

    private final DynamoDbClient client;
    private final WritePath path;
    private final String tableName;
    private final EntitySchema<T> schema;
    private final List<String> indexAttributes;
    private final List<String> sourceAttributes;
    private final ReindexOptions options;
    private final Backoff backoff;
    private final RateLimiter limiter;

    private final long[] counts = new long[5];
    private final List<ItemKey<?>> unreadableKeys = new ArrayList<>();
    private final boolean[] finished;
    private final String[] lastPartition;
    private final String[] lastSort;
    /** This process's share of the segments: those {@code s} with {@code s % shares == share}. */
    private final int share;
    private final int shares;
    private final AtomicBoolean stopped = new AtomicBoolean();
    /** Progress listeners are told one at a time. */
    private final Object progressLock = new Object();

    /** The re-index of the entity's items, rewriting the attributes its descriptor lists. */
    Reindexer(DynamoDbClient client, String tableName, EntitySchema<T> schema, EntityDescriptor descriptor,
              ReindexOptions options) {
        this(client, tableName, schema, descriptor, options, Sleeper.THREAD, System::nanoTime);
    }

    Reindexer(DynamoDbClient client, String tableName, EntitySchema<T> schema, EntityDescriptor descriptor,
              ReindexOptions options, Sleeper sleeper, java.util.function.LongSupplier nanoClock) {
        this.path = new WritePath(client, schema.entityType());
        this.client = path.client();
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.schema = Objects.requireNonNull(schema, "schema");
        this.indexAttributes = descriptor.reindexedAttributes();
        this.sourceAttributes = descriptor.reindexSources();
        this.options = Objects.requireNonNull(options, "options");
        this.backoff = new Backoff(options.retries(), sleeper, Backoff.RANDOM);
        this.limiter = new RateLimiter(options.itemsPerSecond(), sleeper, nanoClock);
        int segments = options.segments();
        this.share = options.share();
        this.shares = options.shares();
        // A fresh re-index starts from an empty checkpoint, which also refuses more shares than segments.
        ReindexCheckpoint start = options.checkpoint().orElseGet(() -> new ReindexCheckpoint(schema.entityType(),
                share, shares, new boolean[segments], new String[segments], new String[segments], new long[counts.length]));
        if (!start.entityType().equals(schema.entityType())) {
            throw new IllegalArgumentException("the checkpoint is of a " + start.entityType()
                    + " re-index, not of " + schema.entityType());
        }
        this.finished = new boolean[segments];
        this.lastPartition = new String[segments];
        this.lastSort = new String[segments];
        for (int segment = 0; segment < segments; segment++) {
            finished[segment] = start.finished(segment);
            ItemKey<?> last = start.lastKey(segment);
            if (last != null) {
                lastPartition[segment] = last.partition();
                lastSort[segment] = last.sort();
            }
        }
        System.arraycopy(start.counts(), 0, counts, 0, counts.length);
    }

    /** Runs every unfinished segment of this process's share to its end or to a stop, and reports. */
    public ReindexReport run() {
        List<Integer> unfinished = new ArrayList<>();
        for (int segment = share; segment < finished.length; segment += shares) {
            if (!finished[segment]) {
                unfinished.add(segment);
            }
        }
        if (unfinished.isEmpty()) {
            return report();
        }
        // the segments' requests belong to the reindex call: named by it, their capacity counted in it
        Call caller = Call.handOff();
        ExecutorService threads = Executors.newFixedThreadPool(unfinished.size(), runnable -> {
            Thread thread = new Thread(() -> Call.within(caller, () -> {
                runnable.run();
                return null;
            }), "tablesmith-reindex-" + schema.entityType());
            thread.setDaemon(true);
            return thread;
        });
        List<Future<?>> running = new ArrayList<>();
        try {
            for (int segment : unfinished) {
                running.add(threads.submit(() -> {
                    try {
                        scanSegment(segment);
                    } catch (RuntimeException | InterruptedException e) {
                        stopped.set(true);
                        throw e;
                    }
                    return null;
                }));
            }
            Throwable failure = null;
            boolean interrupted = false;
            for (Future<?> segment : running) {
                while (true) {
                    try {
                        segment.get();
                        break;
                    } catch (ExecutionException e) {
                        stopped.set(true);
                        if (failure == null) {
                            failure = e.getCause();
                        }
                        break;
                    } catch (InterruptedException e) {
                        // Stop every segment, and wait for them so that the checkpoint is exact.
                        stopped.set(true);
                        interrupted = true;
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            if (failure instanceof SegmentFailure segmentFailure) {
                throw new ReindexFailedException(report(), segmentFailure.key, segmentFailure.getCause());
            }
            if (failure != null) {
                throw new ReindexFailedException(report(), null, failure);
            }
            return report();
        } finally {
            threads.shutdownNow();
        }
    }

    private void scanSegment(int segment) throws InterruptedException {
        Map<String, AttributeValue> start = lastPartition[segment] == null ? null
                : new ItemKey<T>(lastPartition[segment], lastSort[segment]).toAttributeMap();
        do {
            ScanRequest.Builder request = ScanRequest.builder()
                    .tableName(tableName)
                    .segment(segment)
                    .totalSegments(finished.length)
                    .limit(options.pageSize())
                    .filterExpression("#et = :et")
                    .expressionAttributeNames(Map.of("#et", "_et"))
                    .expressionAttributeValues(Map.of(":et", AttributeValue.fromS(schema.entityType())));
            if (start != null) {
                request.exclusiveStartKey(start);
            }
            ScanRequest scan = request.build();
            ScanResponse page = retrying(null, () -> client.scan(scan));
            for (Map<String, AttributeValue> item : page.items()) {
                if (stopRequested()) {
                    return;
                }
                limiter.acquire();
                ItemKey<T> key = new ItemKey<>(item.get(ItemKey.PARTITION_ATTRIBUTE).s(), item.get(ItemKey.SORT_ATTRIBUTE).s());
                int outcome = process(key, item);
                markDone(segment, key.partition(), key.sort(), false, outcome);
            }
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
            if (start == null) {
                markDone(segment, lastPartition[segment], lastSort[segment], true, -1);
            } else {
                // Items of other entities the filter dropped are behind us too.
                markDone(segment, start.get(ItemKey.PARTITION_ATTRIBUTE).s(), start.get(ItemKey.SORT_ATTRIBUTE).s(), false, -1);
            }
            synchronized (progressLock) {
                // Snapshot under the lock, so that the listener sees counts that never go back.
                options.progressListener().accept(report());
            }
        } while (start != null && !stopRequested());
    }

    private boolean stopRequested() {
        if (stopped.get() || Thread.currentThread().isInterrupted() || options.stopCondition().getAsBoolean()) {
            stopped.set(true);
            return true;
        }
        return false;
    }

    /** Moves a segment's checkpoint past an item (counting its outcome, unless -1) or to its end, in one step. */
    private synchronized void markDone(int segment, String partition, String sort, boolean segmentFinished, int outcome) {
        if (outcome >= 0) {
            counts[SCANNED]++;
            counts[outcome]++;
        }
        lastPartition[segment] = partition;
        lastSort[segment] = sort;
        finished[segment] = segmentFinished;
    }

    /** Brings one item's index attributes up to date; returns which count it adds to. */
    private int process(ItemKey<T> key, Map<String, AttributeValue> stored) throws InterruptedException {
        Map<String, AttributeValue> expected;
        try {
            expected = schema.toItem(schema.fromItem(stored));
        } catch (TablesmithException unreadable) {
            synchronized (unreadableKeys) {
                if (unreadableKeys.size() < ReindexReport.UNREADABLE_KEYS_KEPT) {
                    unreadableKeys.add(key);
                }
            }
            return UNREADABLE;
        }
        Write repair = repair(key, stored, expected);
        if (repair == null) {
            return ALREADY_RIGHT;
        }
        return retrying(key, () -> path.attempt(repair)).written() ? UPDATED : CHANGED;
    }

    /** The write that makes the stored index attributes the expected ones, or {@code null} when they are. */
    private Write repair(ItemKey<T> key, Map<String, AttributeValue> stored, Map<String, AttributeValue> expected) {
        ItemUpdate changes = new ItemUpdate(key);
        for (String attribute : indexAttributes) {
            AttributeValue wanted = expected.get(attribute);
            AttributeValue current = stored.get(attribute);
            if (wanted != null && !wanted.equals(current)) {
                changes.set(attribute, wanted);
            } else if (wanted == null && current != null) {
                changes.remove(attribute);
            }
        }
        if (changes.isEmpty()) {
            return null;
        }
        // Every attribute the keys are computed from still holds what was scanned (null: still absent).
        Map<String, AttributeValue> unchanged = new java.util.LinkedHashMap<>();
        for (String source : sourceAttributes) {
            unchanged.put(source, stored.get(source));
        }
        return Write.repair(tableName, schema, key, changes, unchanged);
    }

    /** Calls {@code call}, retrying throttling with backoff; the last throttling error escapes as a {@link SegmentFailure}. */
    private <R> R retrying(ItemKey<T> key, Supplier<R> call) throws InterruptedException {
        int maxAttempts = backoff.options().maxAttempts();
        for (int attempt = 1; ; attempt++) {
            try {
                return call.get();
            } catch (AwsServiceException e) {
                if (!BatchSender.isThrottling(e) || attempt >= maxAttempts) {
                    throw new SegmentFailure(key == null ? null : key.toString(), e);
                }
                backoff.pause(attempt);
            } catch (RuntimeException e) {
                throw new SegmentFailure(key == null ? null : key.toString(), e);
            }
        }
    }

    private ReindexReport report() {
        long[] snapshot;
        ReindexCheckpoint checkpoint;
        synchronized (this) {
            snapshot = counts.clone();
            checkpoint = new ReindexCheckpoint(schema.entityType(), share, shares, finished, lastPartition, lastSort,
                    snapshot);
        }
        List<ItemKey<?>> keys;
        synchronized (unreadableKeys) {
            keys = List.copyOf(unreadableKeys);
        }
        return new ReindexReport(schema.entityType(), snapshot[SCANNED], snapshot[UPDATED], snapshot[ALREADY_RIGHT],
                snapshot[CHANGED], snapshot[UNREADABLE], keys, checkpoint.completed(), checkpoint);
    }

    /** A segment's request that failed for good, with the item it was for. */
    private static final class SegmentFailure extends RuntimeException {

        private static final long serialVersionUID = 1L;

        final String key;

        SegmentFailure(String key, RuntimeException cause) {
            super(cause.getMessage(), cause);
            this.key = key;
        }
    }
}
