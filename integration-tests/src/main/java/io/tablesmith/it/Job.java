package io.tablesmith.it;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Transition;
import io.tablesmith.Version;
import java.time.Instant;

/** A research job: a sparse status index, newest first by creation time. */
@Entity(type = "JOB")
@Key(pk = "JOB#{id}", sk = "METADATA")
@Gsi(index = "gsi1", pk = "STATUS#{status}", sk = "{createdAt}", query = "byStatus")
public record Job(
        String id,
        @Transition(from = "QUEUED", to = "RUNNING")
        @Transition(from = "RUNNING", to = {"SUCCEEDED", "FAILED"})
        @Transition(from = "FAILED", to = "QUEUED")
        JobStatus status,
        Instant createdAt,
        String title,
        @Version long version) {

    public static Job queued(String id, Instant createdAt) {
        return new Job(id, JobStatus.QUEUED, createdAt, "job " + id, 0);
    }

    public Job withStatus(JobStatus newStatus) {
        return new Job(id, newStatus, createdAt, title, version);
    }

    public Job withTitle(String newTitle) {
        return new Job(id, status, createdAt, newTitle, version);
    }
}
