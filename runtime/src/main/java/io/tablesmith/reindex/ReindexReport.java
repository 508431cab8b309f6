package io.tablesmith.reindex;

import io.tablesmith.ItemKey;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * What a re-index did, so far (as progress) or in all (as its result), counting every run of
 * it from its first start. A share's report ({@link ReindexOptions#withShare(int, int)}) covers
 * that share's segments; {@link #merge(Collection)} adds up the shares. Serializable, so a process
 * can hand its report to whoever merges them.
 *
 * @param entityType the entity re-indexed
 * @param scanned items of the entity read
 * @param updated items whose index key attributes were written
 * @param alreadyRight items whose index key attributes were right already
 * @param changedMeanwhile items skipped because the application changed an attribute an index
 *                         key is computed from between the scan and the update; that write
 *                         computed the item's index keys itself
 * @param unreadable items that could not be decoded or encoded (the first 100 are in {@code unreadableKeys})
 * @param unreadableKeys keys of the first 100 unreadable items of this run
 * @param completed whether every segment (of its share) was scanned to its end
 * @param checkpoint where to resume (when completed, resuming does nothing)
 */
public record ReindexReport(String entityType, long scanned, long updated, long alreadyRight, long changedMeanwhile,
                            long unreadable, List<ItemKey<?>> unreadableKeys, boolean completed,
                            ReindexCheckpoint checkpoint) implements Serializable {

    /** How many unreadable items' keys a report keeps, merged or not. */
    public static final int UNREADABLE_KEYS_KEPT = 100;

    public ReindexReport {
        Objects.requireNonNull(entityType, "entityType");
        unreadableKeys = List.copyOf(unreadableKeys);
        Objects.requireNonNull(checkpoint, "checkpoint");
    }

    /**
     * Combines the reports of the shares of one re-index (the latest report of each, from
     * processes that ran {@code withShare(k, n)} with the same segments) into the report of the
     * whole table: the counts are the sums, the unreadable keys are joined in share order (the
     * first {@value #UNREADABLE_KEYS_KEPT} kept), and it is {@link #completed()} only when every
     * segment of every share is finished, so a share not given yet leaves it incomplete. Its
     * checkpoint is of the whole table: once every share has stopped,
     * {@link ReindexOptions#resumeFrom(ReindexCheckpoint)} without a share finishes, in one
     * process, whatever the shares left.
     *
     * @throws IllegalArgumentException when there are no reports, when they are of different
     *         entities, segments or numbers of shares, or when one share appears twice (a
     *         resumed share's report already counts its earlier runs: give only its latest)
     */
    public static ReindexReport merge(Collection<ReindexReport> shares) {
        if (shares.isEmpty()) {
            throw new IllegalArgumentException("no re-index reports to merge");
        }
        ReindexCheckpoint first = shares.iterator().next().checkpoint();
        int segments = first.segments();
        ReindexReport[] byShare = new ReindexReport[first.shares()];
        for (ReindexReport report : shares) {
            ReindexCheckpoint checkpoint = report.checkpoint();
            if (!checkpoint.entityType().equals(first.entityType()) || checkpoint.segments() != segments
                    || checkpoint.shares() != first.shares()) {
                throw new IllegalArgumentException("cannot merge " + describe(checkpoint) + " with " + describe(first)
                        + ": the shares of one re-index have one entity, the same segments and the same number of shares");
            }
            if (byShare[checkpoint.share()] != null) {
                throw new IllegalArgumentException("share " + checkpoint.share() + " of " + checkpoint.shares()
                        + " appears twice; give only its latest report (it counts every earlier run of that share)");
            }
            byShare[checkpoint.share()] = report;
        }
        boolean[] finished = new boolean[segments];
        String[] lastPartition = new String[segments];
        String[] lastSort = new String[segments];
        long[] counts = new long[5];
        List<ItemKey<?>> keys = new ArrayList<>();
        for (ReindexReport report : byShare) {
            if (report == null) {
                continue;
            }
            ReindexCheckpoint checkpoint = report.checkpoint();
            for (int segment = checkpoint.share(); segment < segments; segment += checkpoint.shares()) {
                finished[segment] = checkpoint.finished(segment);
                ItemKey<?> last = checkpoint.lastKey(segment);
                lastPartition[segment] = last == null ? null : last.partition();
                lastSort[segment] = last == null ? null : last.sort();
            }
            long[] shareCounts = report.counts();
            for (int count = 0; count < counts.length; count++) {
                counts[count] += shareCounts[count];
            }
            keys.addAll(report.unreadableKeys().subList(0,
                    Math.min(report.unreadableKeys().size(), UNREADABLE_KEYS_KEPT - keys.size())));
        }
        ReindexCheckpoint whole = new ReindexCheckpoint(first.entityType(), finished, lastPartition, lastSort, counts);
        return new ReindexReport(first.entityType(), counts[0], counts[1], counts[2], counts[3], counts[4], keys,
                whole.completed(), whole);
    }

    /** Scanned, updated, already right, changed meanwhile and unreadable, in a checkpoint's order. */
    private long[] counts() {
        return new long[] {scanned, updated, alreadyRight, changedMeanwhile, unreadable};
    }

    private static String describe(ReindexCheckpoint checkpoint) {
        return "a " + checkpoint.entityType() + " re-index of " + checkpoint.segments() + " segments in "
                + checkpoint.shares() + (checkpoint.shares() == 1 ? " share" : " shares");
    }

    @Override
    public String toString() {
        return entityType + " re-index " + (completed ? "completed" : "in progress or stopped") + ": " + scanned
                + " scanned, " + updated + " updated, " + alreadyRight + " already right, " + changedMeanwhile
                + " skipped (changed meanwhile), " + unreadable + " unreadable";
    }

    /** Item keys are not serializable themselves: the report travels as {@link SerializedForm}. */
    private Object writeReplace() {
        return new SerializedForm(this);
    }

    /** A report's serialized form: its components, with the unreadable keys as text. */
    private static final class SerializedForm implements Serializable {

        private static final long serialVersionUID = 1L;

        private final String entityType;
        private final long[] counts;
        private final ReindexCheckpoint checkpoint;
        private final boolean completed;
        private final String[] unreadablePartitions;
        private final String[] unreadableSorts;

        SerializedForm(ReindexReport report) {
            this.entityType = report.entityType;
            this.counts = report.counts();
            this.checkpoint = report.checkpoint;
            this.completed = report.completed;
            this.unreadablePartitions = report.unreadableKeys.stream().map(ItemKey::partition).toArray(String[]::new);
            this.unreadableSorts = report.unreadableKeys.stream().map(ItemKey::sort).toArray(String[]::new);
        }

        private Object readResolve() {
            List<ItemKey<?>> keys = new ArrayList<>();
            for (int key = 0; key < unreadablePartitions.length; key++) {
                keys.add(new ItemKey<>(unreadablePartitions[key], unreadableSorts[key]));
            }
            return new ReindexReport(entityType, counts[0], counts[1], counts[2], counts[3], counts[4],
                    keys, completed, checkpoint);
        }
    }
}
