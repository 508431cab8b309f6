package io.tablesmith.micrometer.research;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** A finding of a job, in the job's partition. */
@Entity(type = "FINDING")
@Key(pk = "JOB#{jobId}", sk = "FINDING#{findingId}", query = "findingsOf")
public record Finding(String jobId, String findingId, double score) {
}
