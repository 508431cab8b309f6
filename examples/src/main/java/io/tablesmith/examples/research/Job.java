package io.tablesmith.examples.research;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Transition;
import io.tablesmith.Version;
import java.time.Instant;

/**
 * A research job: access patterns 1 (get a job by id: {@code JOB#<id>} / {@code METADATA})
 * and 3 (list the jobs of one status, newest first, on index {@code gsi1}).
 *
 * <p>The status index is sparse: a job whose {@code createdAt} is null (a draft, not yet
 * submitted) carries no {@code gsi1pk}/{@code gsi1sk}, so no status listing ever reads it.
 *
 * <p>The status is a state machine: a job moves QUEUED to RUNNING, then to SUCCEEDED or FAILED,
 * and nowhere else. {@code jobs.transitionStatus(id, from, to)} refuses any other move before
 * sending anything, and its write happens only while the stored status is still {@code from}.
 *
 * @param id the job's id
 * @param status where the job is; changing it moves the job to another partition of the index
 * @param createdAt when the job was submitted, or null for a draft
 * @param title what the job researches
 * @param findingCount how many findings the workers recorded, kept with atomic {@code ADD}s
 *     ({@code jobs.update(id).addFindingCount(n)}), so no worker reads it to count
 * @param version optimistic-locking version: {@code create} stores 1, every write checks and increments it
 */
@Entity(type = "JOB")
@Key(pk = "JOB#{id}", sk = "METADATA")
@Gsi(index = "gsi1", pk = "STATUS#{status}", sk = "{createdAt}", query = "byStatus")
public record Job(String id,
                  @Transition(from = "QUEUED", to = "RUNNING")
                  @Transition(from = "RUNNING", to = {"SUCCEEDED", "FAILED"})
                  JobStatus status,
                  Instant createdAt, String title, int findingCount, @Version long version) {

    /** A new job to {@code create}; its version is set by the repository. */
    public static Job submitted(String id, String title, Instant createdAt) {
        return new Job(id, JobStatus.QUEUED, createdAt, title, 0, 0);
    }

    /** The same job under another title, at the same version (a {@code replace} checks it). */
    public Job withTitle(String newTitle) {
        return new Job(id, status, createdAt, newTitle, findingCount, version);
    }
}
