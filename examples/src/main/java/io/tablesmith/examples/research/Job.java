package io.tablesmith.examples.research;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Version;
import java.time.Instant;

/**
 * A research job: seed 000's access patterns 1 (get a job by id: {@code JOB#<id>} / {@code METADATA})
 * and 3 (list the jobs of one status, newest first, on index {@code gsi1}).
 *
 * <p>The status index is sparse: a job whose {@code createdAt} is null (a draft, not yet
 * submitted) carries no {@code gsi1pk}/{@code gsi1sk}, so no status listing ever reads it.
 *
 * @param id the job's id
 * @param status where the job is; changing it moves the job to another partition of the index
 * @param createdAt when the job was submitted, or null for a draft
 * @param title what the job researches
 * @param version optimistic-locking version: {@code create} stores 1, every write checks and increments it
 */
@Entity(type = "JOB")
@Key(pk = "JOB#{id}", sk = "METADATA")
@Gsi(index = "gsi1", pk = "STATUS#{status}", sk = "{createdAt}", query = "byStatus")
public record Job(String id, JobStatus status, Instant createdAt, String title, @Version long version) {

    /** A new job to {@code create}; its version is set by the repository. */
    public static Job submitted(String id, String title, Instant createdAt) {
        return new Job(id, JobStatus.QUEUED, createdAt, title, 0);
    }

    /** The same job in another status, at the same version (the write checks it). */
    public Job withStatus(JobStatus newStatus) {
        return new Job(id, newStatus, createdAt, title, version);
    }
}
