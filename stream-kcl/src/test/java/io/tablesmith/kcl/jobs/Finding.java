package io.tablesmith.kcl.jobs;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** A finding of a job: a second entity type in the job's item collection, so the table's change type has two. */
@Entity(type = "FINDING")
@Key(pk = "JOB#{jobId}", sk = "FINDING#{findingId}")
public record Finding(String jobId, String findingId, double score) {
}
