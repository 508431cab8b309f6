package io.tablesmith.examples.research;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/**
 * The final report of a job, one per job, in the job's partition beside its findings.
 *
 * @param jobId the job the report belongs to
 * @param body the report's text
 */
@Entity(type = "REPORT")
@Key(pk = "JOB#{jobId}", sk = "REPORT")
public record Report(String jobId, String body) {
}
