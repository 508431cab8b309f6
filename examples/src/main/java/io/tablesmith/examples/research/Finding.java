package io.tablesmith.examples.research;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/**
 * One finding of a job, stored in the job's partition: seed 000's access pattern 4 (get one
 * finding) and, through {@code FindingRepository.findingsOf}, the findings of a job in one query.
 *
 * @param jobId the job the finding belongs to
 * @param findingId the finding's id within the job
 * @param summary what was found
 * @param score how relevant it is, 0 to 1
 */
@Entity(type = "FINDING")
@Key(pk = "JOB#{jobId}", sk = "FINDING#{findingId}", query = "findingsOf")
public record Finding(String jobId, String findingId, String summary, double score) {
}
