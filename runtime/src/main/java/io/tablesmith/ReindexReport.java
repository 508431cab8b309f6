package io.tablesmith;

import java.util.List;
import java.util.Objects;

/**
 * What a re-index did, so far (as progress) or in all (as its result), counting every run of
 * it from its first start.
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
 * @param completed whether every segment was scanned to its end
 * @param checkpoint where to resume (when completed, resuming does nothing)
 */
public record ReindexReport(String entityType, long scanned, long updated, long alreadyRight, long changedMeanwhile,
                            long unreadable, List<ItemKey<?>> unreadableKeys, boolean completed,
                            ReindexCheckpoint checkpoint) {

    public ReindexReport {
        Objects.requireNonNull(entityType, "entityType");
        unreadableKeys = List.copyOf(unreadableKeys);
        Objects.requireNonNull(checkpoint, "checkpoint");
    }

    @Override
    public String toString() {
        return entityType + " re-index " + (completed ? "completed" : "in progress or stopped") + ": " + scanned
                + " scanned, " + updated + " updated, " + alreadyRight + " already right, " + changedMeanwhile
                + " skipped (changed meanwhile), " + unreadable + " unreadable";
    }
}
