package io.tablesmith.examples.research;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;

/**
 * One finding of a job, stored in the job's partition: access pattern 4 (get one
 * finding) and, through {@code FindingRepository.findingsOf}, the findings of a job in one query.
 *
 * <p>Index {@code gsi2} lists a job's findings by score ({@code findings.byScore(jobId).between(70, 90)}).
 * A {@code double} cannot be part of a key (1.0 and 1.00 are one number with two texts), so the
 * index sorts on {@code scorePercent}, the score in whole percent, zero-padded to three digits so
 * that text order is numeric order. Only findings carry {@code gsi2} keys: the index holds
 * nothing else, and a query on it never reads a job or a report.
 *
 * @param jobId the job the finding belongs to
 * @param findingId the finding's id within the job
 * @param summary what was found
 * @param score how relevant it is, 0 to 1
 * @param scorePercent {@code score} in whole percent, 0 to 100: the sortable form of it ({@link #scored})
 */
@Entity(type = "FINDING")
@Key(pk = "JOB#{jobId}", sk = "FINDING#{findingId}", query = "findingsOf")
@Gsi(index = "gsi2", pk = "JOB#{jobId}", sk = "SCORE#{scorePercent:03}", query = "byScore")
public record Finding(String jobId, String findingId, String summary, double score, int scorePercent) {

    /** A finding whose {@code scorePercent} is its score rounded to whole percent. */
    public static Finding scored(String jobId, String findingId, String summary, double score) {
        return new Finding(jobId, findingId, summary, score, (int) Math.round(score * 100));
    }
}
