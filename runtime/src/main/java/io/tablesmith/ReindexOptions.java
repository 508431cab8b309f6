package io.tablesmith;

import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * How a generated {@code reindex(...)} runs: how many parallel scan segments, how fast, where
 * to resume, whom to tell about progress and when to stop. Immutable; each {@code with...}
 * returns a new instance.
 *
 * <pre>{@code
 * ReindexReport report = jobs.reindex(ReindexOptions.defaults()
 *         .withSegments(8)
 *         .withItemsPerSecond(500)
 *         .onProgress(progress -> log.info("{}", progress))
 *         .stopWhen(shuttingDown::get));
 * if (!report.completed()) {
 *     save(report.checkpoint());             // later: ReindexOptions.defaults().resumeFrom(checkpoint)
 * }
 * }</pre>
 */
public final class ReindexOptions {

    /** Parallel scan segments by default. */
    public static final int DEFAULT_SEGMENTS = 4;
    /** Items each scan request reads by default. */
    public static final int DEFAULT_PAGE_SIZE = 100;

    private static final ReindexOptions DEFAULTS = new ReindexOptions(DEFAULT_SEGMENTS, DEFAULT_PAGE_SIZE, 0,
            BatchOptions.defaults(), null, progress -> { }, () -> false);

    private final int segments;
    private final int pageSize;
    private final double itemsPerSecond;
    private final BatchOptions retries;
    private final ReindexCheckpoint resumeFrom;
    private final Consumer<ReindexReport> progress;
    private final BooleanSupplier stop;

    private ReindexOptions(int segments, int pageSize, double itemsPerSecond, BatchOptions retries,
                           ReindexCheckpoint resumeFrom, Consumer<ReindexReport> progress, BooleanSupplier stop) {
        this.segments = segments;
        this.pageSize = pageSize;
        this.itemsPerSecond = itemsPerSecond;
        this.retries = retries;
        this.resumeFrom = resumeFrom;
        this.progress = progress;
        this.stop = stop;
    }

    /** Four segments, 100 items a scan request, no rate limit, throttling retried as {@link BatchOptions#defaults()}. */
    public static ReindexOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Scans the table in {@code segments} parallel segments, one thread each (DynamoDB's parallel scan).
     *
     * @throws IllegalArgumentException unless 1 to 1,000,000
     */
    public ReindexOptions withSegments(int newSegments) {
        if (newSegments < 1 || newSegments > 1_000_000) {
            throw new IllegalArgumentException("segments must be 1 to 1,000,000 (DynamoDB's limit), not " + newSegments);
        }
        return new ReindexOptions(newSegments, pageSize, itemsPerSecond, retries, resumeFrom, progress, stop);
    }

    /**
     * Reads at most {@code newPageSize} items per scan request (its {@code Limit}).
     *
     * @throws IllegalArgumentException unless positive
     */
    public ReindexOptions withPageSize(int newPageSize) {
        if (newPageSize < 1) {
            throw new IllegalArgumentException("pageSize must be positive, not " + newPageSize);
        }
        return new ReindexOptions(segments, newPageSize, itemsPerSecond, retries, resumeFrom, progress, stop);
    }

    /**
     * Processes at most {@code rate} of the entity's items per second, across all segments; 0
     * (the default) means as fast as the table answers.
     *
     * @throws IllegalArgumentException when negative or not finite
     */
    public ReindexOptions withItemsPerSecond(double rate) {
        if (!(rate >= 0) || Double.isInfinite(rate)) {
            throw new IllegalArgumentException("itemsPerSecond must be 0 (no limit) or positive, not " + rate);
        }
        return new ReindexOptions(segments, pageSize, rate, retries, resumeFrom, progress, stop);
    }

    /**
     * Retries a throttled scan or update ({@code ProvisionedThroughputExceeded},
     * {@code RequestLimitExceeded}, {@code Throttling}) with exponential backoff and jitter, as
     * batch calls do, within this budget per request.
     */
    public ReindexOptions withRetries(BatchOptions newRetries) {
        return new ReindexOptions(segments, pageSize, itemsPerSecond, Objects.requireNonNull(newRetries, "retries"),
                resumeFrom, progress, stop);
    }

    /**
     * Continues a stopped re-index where it stopped: no item it processed is read or written
     * again, and the report counts both runs. The segments are the checkpoint's.
     */
    public ReindexOptions resumeFrom(ReindexCheckpoint checkpoint) {
        return new ReindexOptions(segments, pageSize, itemsPerSecond, retries,
                Objects.requireNonNull(checkpoint, "checkpoint"), progress, stop);
    }

    /** Tells {@code listener} the counts so far after each scan page, from one thread at a time. */
    public ReindexOptions onProgress(Consumer<ReindexReport> listener) {
        return new ReindexOptions(segments, pageSize, itemsPerSecond, retries, resumeFrom,
                Objects.requireNonNull(listener, "listener"), stop);
    }

    /**
     * Stops, between two items, once {@code condition} is true (it is asked before each item);
     * the report's checkpoint then resumes exactly there. Interrupting the calling thread stops too.
     */
    public ReindexOptions stopWhen(BooleanSupplier condition) {
        return new ReindexOptions(segments, pageSize, itemsPerSecond, retries, resumeFrom, progress,
                Objects.requireNonNull(condition, "condition"));
    }

    /** The number of parallel scan segments (a checkpoint to resume from overrides it). */
    public int segments() {
        return resumeFrom == null ? segments : resumeFrom.segments();
    }

    public int pageSize() {
        return pageSize;
    }

    /** The rate limit in items per second; 0 means none. */
    public double itemsPerSecond() {
        return itemsPerSecond;
    }

    public BatchOptions retries() {
        return retries;
    }

    public Optional<ReindexCheckpoint> checkpoint() {
        return Optional.ofNullable(resumeFrom);
    }

    public Consumer<ReindexReport> progressListener() {
        return progress;
    }

    public BooleanSupplier stopCondition() {
        return stop;
    }
}
