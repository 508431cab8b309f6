package io.tablesmith.reindex;

import io.tablesmith.ItemKey;
import java.io.Serializable;
import java.util.Arrays;
import java.util.Objects;

/**
 * Where a re-index stopped: per scan segment, whether it is finished and the key of the last
 * item it processed, plus the counts so far. Serializable, so it can be kept anywhere until
 * the re-index resumes with {@link ReindexOptions#resumeFrom(ReindexCheckpoint)}.
 *
 * <p>A re-index shared by several processes ({@link ReindexOptions#withShare(int, int)}) keeps one
 * checkpoint per share: it names its share and covers only that share's segments (segment
 * {@code s} belongs to share {@code s % shares()}); the others read as not started. A
 * checkpoint of the whole table is share 0 of 1.
 */
public final class ReindexCheckpoint implements Serializable {

    // The serialized form is kept across releases of one major version (ReindexSharesTest reads 0.1's).
    private static final long serialVersionUID = 1L;

    private final String entityType;
    private final boolean[] finished;
    private final String[] lastPartition;
    private final String[] lastSort;
    private final long[] counts;
    private final int share;
    private final int shares;

    /**
     * A checkpoint of a re-index of the whole table (share 0 of 1).
     *
     * @param entityType the entity re-indexed
     * @param finished per segment, whether it is done
     * @param lastPartition per segment, the partition key of the last item processed, or {@code null} at the start
     * @param lastSort per segment, the sort key of the last item processed, or {@code null} at the start
     * @param counts scanned, updated, already right, changed meanwhile, unreadable
     */
    public ReindexCheckpoint(String entityType, boolean[] finished, String[] lastPartition, String[] lastSort, long[] counts) {
        this(entityType, 0, 1, finished, lastPartition, lastSort, counts);
    }

    /**
     * A checkpoint of share {@code share} of {@code shares}: the arrays have one entry per segment
     * of the whole scan, and only the share's own segments may be started.
     *
     * @throws IllegalArgumentException when the share is outside 0 to {@code shares - 1}, there are
     *         fewer segments than shares, or a segment of another share is started
     */
    public ReindexCheckpoint(String entityType, int share, int shares, boolean[] finished, String[] lastPartition,
                             String[] lastSort, long[] counts) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.finished = finished.clone();
        this.lastPartition = lastPartition.clone();
        this.lastSort = lastSort.clone();
        this.counts = counts.clone();
        this.share = share;
        this.shares = shares;
        if (finished.length != lastPartition.length || finished.length != lastSort.length || counts.length != 5) {
            throw new IllegalArgumentException("a checkpoint needs one entry per segment and five counts");
        }
        ReindexOptions.checkShare(share, shares, finished.length);
        for (int segment = 0; segment < finished.length; segment++) {
            if (!ownsSegment(segment) && (finished[segment] || lastPartition[segment] != null)) {
                throw new IllegalArgumentException("segment " + segment + " belongs to share " + segment % shares
                        + ", not to share " + share + " of " + shares);
            }
        }
    }

    /** The entity type whose items were being re-indexed. */
    public String entityType() {
        return entityType;
    }

    /** The number of scan segments of the whole table, shared or not; a resumed re-index uses the same. */
    public int segments() {
        return finished.length;
    }

    /** The share this checkpoint covers, 0 to {@link #shares()} − 1 (0 for the whole table). */
    public int share() {
        return share;
    }

    /** How many shares the scan's segments are divided into (1: the whole table). */
    public int shares() {
        return shares;
    }

    /** Whether segment {@code segment} is this checkpoint's share's: {@code segment % shares() == share()}. */
    public boolean ownsSegment(int segment) {
        return segment % shares == share;
    }

    /** Whether segment {@code segment} has been scanned to its end (never, for another share's segment). */
    public boolean finished(int segment) {
        return finished[segment];
    }

    /** The key of the last item segment {@code segment} processed, or {@code null} if none yet. */
    public ItemKey<?> lastKey(int segment) {
        return lastPartition[segment] == null ? null : new ItemKey<>(lastPartition[segment], lastSort[segment]);
    }

    /** Whether every segment of its share is finished: resuming from here does nothing. */
    public boolean completed() {
        for (int segment = share; segment < finished.length; segment += shares) {
            if (!finished[segment]) {
                return false;
            }
        }
        return true;
    }

    /** Scanned, updated, already right, changed meanwhile and unreadable items so far. */
    public long[] counts() {
        return counts.clone();
    }

    /** A deserialized checkpoint passes the constructor's checks, as any other does. */
    private Object readResolve() {
        return new ReindexCheckpoint(entityType, share, shares, finished, lastPartition, lastSort, counts);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ReindexCheckpoint that && entityType.equals(that.entityType)
                && share == that.share && shares == that.shares
                && Arrays.equals(finished, that.finished) && Arrays.equals(lastPartition, that.lastPartition)
                && Arrays.equals(lastSort, that.lastSort) && Arrays.equals(counts, that.counts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(entityType, share, shares, Arrays.hashCode(finished), Arrays.hashCode(lastPartition),
                Arrays.hashCode(lastSort), Arrays.hashCode(counts));
    }

    @Override
    public String toString() {
        long done = 0;
        long own = 0;
        for (int segment = share; segment < finished.length; segment += shares) {
            own++;
            done += finished[segment] ? 1 : 0;
        }
        String scope = shares == 1 ? "" : "share " + share + " of " + shares + ", ";
        return "ReindexCheckpoint[" + entityType + ", " + scope + done + " of " + own + " segments finished, "
                + counts[0] + " items scanned]";
    }
}
