package io.tablesmith.reindex;

import io.tablesmith.BatchOptions;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * How a generated {@code reindex(...)} runs: how many parallel scan segments, which of them
 * (all, or one process's share), how fast, where to resume, whom to tell about progress and when
 * to stop. Immutable; each {@code with...} returns a new instance.
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
 *
 * <p>Several processes (on one machine or many) share one re-index by each running the same
 * segments with its own share, e.g. {@code withSegments(16).withShare(k, 4)} on processes
 * {@code k} = 0 to 3, and {@link ReindexReport#merge(java.util.Collection)} adds up their reports.
 */
public final class ReindexOptions {

    /** Parallel scan segments by default. */
    public static final int DEFAULT_SEGMENTS = 4;
    /** Items each scan request reads by default. */
    public static final int DEFAULT_PAGE_SIZE = 100;

    /** Share and shares when none was given: the whole table, or a resumed checkpoint's share. */
    private static final int NO_SHARE = -1;
    private static final int MAX_SEGMENTS = 1_000_000;
    private static final ReindexOptions DEFAULTS = new ReindexOptions(DEFAULT_SEGMENTS, DEFAULT_PAGE_SIZE, 0,
            BatchOptions.defaults(), null, progress -> { }, () -> false, NO_SHARE, NO_SHARE);

    private final int segments;
    private final int pageSize;
    private final double itemsPerSecond;
    private final BatchOptions retries;
    private final ReindexCheckpoint resumeFrom;
    private final Consumer<ReindexReport> progress;
    private final BooleanSupplier stop;
    private final int share;
    private final int shares;

    private ReindexOptions(int segments, int pageSize, double itemsPerSecond, BatchOptions retries,
                           ReindexCheckpoint resumeFrom, Consumer<ReindexReport> progress, BooleanSupplier stop,
                           int share, int shares) {
        this.segments = segments;
        this.pageSize = pageSize;
        this.itemsPerSecond = itemsPerSecond;
        this.retries = retries;
        this.resumeFrom = resumeFrom;
        this.progress = progress;
        this.stop = stop;
        this.share = share;
        this.shares = shares;
    }

    /** Four segments, 100 items a scan request, no rate limit, throttling retried as {@link BatchOptions#defaults()}. */
    public static ReindexOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Scans the table in {@code segments} parallel segments, one thread each (DynamoDB's parallel scan).
     * With {@link #withShare(int, int)} these are the whole scan's segments, the same in every share,
     * and this process runs only its share of them.
     *
     * @throws IllegalArgumentException unless 1 to 1,000,000
     */
    public ReindexOptions withSegments(int newSegments) {
        if (newSegments < 1 || newSegments > MAX_SEGMENTS) {
            throw new IllegalArgumentException("segments must be 1 to 1,000,000 (DynamoDB's limit), not " + newSegments);
        }
        return new ReindexOptions(newSegments, pageSize, itemsPerSecond, retries, resumeFrom, progress, stop, share, shares);
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
        return new ReindexOptions(segments, newPageSize, itemsPerSecond, retries, resumeFrom, progress, stop, share, shares);
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
        return new ReindexOptions(segments, pageSize, rate, retries, resumeFrom, progress, stop, share, shares);
    }

    /**
     * Retries a throttled scan or update ({@code ProvisionedThroughputExceeded},
     * {@code RequestLimitExceeded}, {@code Throttling}) with exponential backoff and jitter, as
     * batch calls do, within this budget per request.
     */
    public ReindexOptions withRetries(BatchOptions newRetries) {
        return new ReindexOptions(segments, pageSize, itemsPerSecond, Objects.requireNonNull(newRetries, "retries"),
                resumeFrom, progress, stop, share, shares);
    }

    /**
     * Continues a stopped re-index where it stopped, on this machine or any other: no item it
     * processed is read or written again, and the report counts both runs. The segments and the
     * share are the checkpoint's.
     *
     * @throws IllegalArgumentException when {@link #withShare(int, int)} named another share
     */
    public ReindexOptions resumeFrom(ReindexCheckpoint checkpoint) {
        Objects.requireNonNull(checkpoint, "checkpoint");
        checkSameShare(share, shares, checkpoint);
        return new ReindexOptions(segments, pageSize, itemsPerSecond, retries, checkpoint, progress, stop, share, shares);
    }

    /**
     * Makes this process one of {@code shares} that re-index the table together: it scans only
     * the segments {@code s} with {@code s % shares == share} (share 1 of 4 over 16 segments takes
     * 1, 5, 9 and 13), one thread each, and its report and checkpoint cover only those. Every
     * share must use the same {@link #withSegments(int) segments} (at least {@code shares});
     * {@link ReindexReport#merge(java.util.Collection)} combines the shares' reports. The rate
     * limit is this process's own.
     *
     * @param share this process's share, 0 to {@code shares - 1}
     * @param shares how many shares the segments are divided into
     * @throws IllegalArgumentException when {@code share} is outside 0 to {@code shares - 1}, or a
     *         checkpoint to resume from is of another share
     */
    public ReindexOptions withShare(int share, int shares) {
        checkShare(share, shares, MAX_SEGMENTS);
        if (resumeFrom != null) {
            checkSameShare(share, shares, resumeFrom);
        }
        return new ReindexOptions(segments, pageSize, itemsPerSecond, retries, resumeFrom, progress, stop, share, shares);
    }

    /** Tells {@code listener} the counts so far after each scan page, from one thread at a time. */
    public ReindexOptions onProgress(Consumer<ReindexReport> listener) {
        return new ReindexOptions(segments, pageSize, itemsPerSecond, retries, resumeFrom,
                Objects.requireNonNull(listener, "listener"), stop, share, shares);
    }

    /**
     * Stops, between two items, once {@code condition} is true (it is asked before each item);
     * the report's checkpoint then resumes exactly there. Interrupting the calling thread stops too.
     */
    public ReindexOptions stopWhen(BooleanSupplier condition) {
        return new ReindexOptions(segments, pageSize, itemsPerSecond, retries, resumeFrom, progress,
                Objects.requireNonNull(condition, "condition"), share, shares);
    }

    /**
     * The number of parallel scan segments of the whole table, shared or not (a checkpoint to
     * resume from overrides it).
     */
    public int segments() {
        return resumeFrom == null ? segments : resumeFrom.segments();
    }

    /** This process's share: the one given, else the resumed checkpoint's, else 0 (of 1, the whole table). */
    public int share() {
        if (shares != NO_SHARE) {
            return share;
        }
        return resumeFrom == null ? 0 : resumeFrom.share();
    }

    /** How many shares the segments are divided into: as given, else the resumed checkpoint's, else 1. */
    public int shares() {
        if (shares != NO_SHARE) {
            return shares;
        }
        return resumeFrom == null ? 1 : resumeFrom.shares();
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

    /** Refuses a share outside 0 to {@code shares - 1}, or more shares than segments. */
    static void checkShare(int share, int shares, int segments) {
        if (shares < 1 || shares > MAX_SEGMENTS) {
            throw new IllegalArgumentException("shares must be 1 to 1,000,000, not " + shares);
        }
        if (share < 0 || share >= shares) {
            throw new IllegalArgumentException("share must be 0 to " + (shares - 1) + " of " + shares + ", not " + share);
        }
        if (shares > segments) {
            throw new IllegalArgumentException(shares + " shares need at least as many segments, not " + segments
                    + ": each share scans segments s with s % shares == share; use withSegments(" + shares
                    + ") or more");
        }
    }

    private static void checkSameShare(int share, int shares, ReindexCheckpoint checkpoint) {
        if (shares != NO_SHARE && (share != checkpoint.share() || shares != checkpoint.shares())) {
            throw new IllegalArgumentException("the checkpoint is of share " + checkpoint.share() + " of "
                    + checkpoint.shares() + ", not of share " + share + " of " + shares
                    + "; resume each share from its own checkpoint");
        }
    }
}
