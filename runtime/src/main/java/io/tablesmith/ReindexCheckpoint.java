package io.tablesmith;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Objects;

/**
 * Where a re-index stopped: per scan segment, whether it is finished and the key of the last
 * item it processed, plus the counts so far. Serializable, so it can be kept anywhere until
 * the re-index resumes with {@link ReindexOptions#resumeFrom(ReindexCheckpoint)}.
 */
public final class ReindexCheckpoint implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String entityType;
    private final boolean[] finished;
    private final String[] lastPartition;
    private final String[] lastSort;
    private final long[] counts;

    /**
     * @param entityType the entity re-indexed
     * @param finished per segment, whether it is done
     * @param lastPartition per segment, the partition key of the last item processed, or {@code null} at the start
     * @param lastSort per segment, the sort key of the last item processed, or {@code null} at the start
     * @param counts scanned, updated, already right, changed meanwhile, unreadable
     */
    public ReindexCheckpoint(String entityType, boolean[] finished, String[] lastPartition, String[] lastSort, long[] counts) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.finished = finished.clone();
        this.lastPartition = lastPartition.clone();
        this.lastSort = lastSort.clone();
        this.counts = counts.clone();
        if (finished.length != lastPartition.length || finished.length != lastSort.length || counts.length != 5) {
            throw new IllegalArgumentException("a checkpoint needs one entry per segment and five counts");
        }
    }

    /** The entity type whose items were being re-indexed. */
    public String entityType() {
        return entityType;
    }

    /** The number of scan segments; a resumed re-index uses the same. */
    public int segments() {
        return finished.length;
    }

    /** Whether segment {@code segment} has been scanned to its end. */
    public boolean finished(int segment) {
        return finished[segment];
    }

    /** The key of the last item segment {@code segment} processed, or {@code null} if none yet. */
    public ItemKey<?> lastKey(int segment) {
        return lastPartition[segment] == null ? null : new ItemKey<>(lastPartition[segment], lastSort[segment]);
    }

    /** Whether every segment is finished: resuming from here does nothing. */
    public boolean completed() {
        for (boolean done : finished) {
            if (!done) {
                return false;
            }
        }
        return true;
    }

    /** Scanned, updated, already right, changed meanwhile and unreadable items so far. */
    public long[] counts() {
        return counts.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ReindexCheckpoint that && entityType.equals(that.entityType)
                && Arrays.equals(finished, that.finished) && Arrays.equals(lastPartition, that.lastPartition)
                && Arrays.equals(lastSort, that.lastSort) && Arrays.equals(counts, that.counts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(entityType, Arrays.hashCode(finished), Arrays.hashCode(lastPartition),
                Arrays.hashCode(lastSort), Arrays.hashCode(counts));
    }

    @Override
    public String toString() {
        long done = 0;
        for (boolean segment : finished) {
            done += segment ? 1 : 0;
        }
        return "ReindexCheckpoint[" + entityType + ", " + done + " of " + finished.length + " segments finished, "
                + counts[0] + " items scanned]";
    }
}
