package io.tablesmith.examples.spring.research;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Transition;
import io.tablesmith.Version;
import java.time.Instant;

/**
 * A research job: read by id, listed by status newest first, moved QUEUED to RUNNING to SUCCEEDED or
 * FAILED and nowhere else, every write checked against its version.
 *
 * @param id the job's id
 * @param status where the job is
 * @param createdAt when it was submitted
 * @param title what it researches
 * @param version the stored version, which every write checks and moves on
 */
@Entity(type = "JOB")
@Key(pk = "JOB#{id}", sk = "METADATA")
@Gsi(index = "gsi1", pk = "STATUS#{status}", sk = "{createdAt}", query = "byStatus")
public record Job(String id,
                  @Transition(from = "QUEUED", to = "RUNNING")
                  @Transition(from = "RUNNING", to = {"SUCCEEDED", "FAILED"})
                  JobStatus status,
                  Instant createdAt, String title, @Version long version) {

    /** A new job to {@code create}. */
    public static Job submitted(String id, String title, Instant createdAt) {
        return new Job(id, JobStatus.QUEUED, createdAt, title, 0);
    }

    /** The same job under another title, at {@code expectedVersion}, which {@code replace} checks. */
    public Job retitled(String newTitle, long expectedVersion) {
        return new Job(id, status, createdAt, newTitle, expectedVersion);
    }
}
