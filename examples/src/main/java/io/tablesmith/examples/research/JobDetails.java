package io.tablesmith.examples.research;

import io.tablesmith.ItemCollection;
import java.util.List;
import java.util.Optional;

/**
 * A job with everything in its partition: access pattern 2 (get a job with its findings
 * and report in one round trip). The generated {@code JobDetailsRepository.get(jobId)} reads the
 * partition {@code JOB#<jobId>} with one {@code Query} and sorts its items by entity type.
 *
 * @param job the job itself ({@code METADATA})
 * @param findings its findings ({@code FINDING#<findingId>}), in sort key order
 * @param report its report ({@code REPORT}), once one is written
 */
@ItemCollection(pk = "JOB#{jobId}")
public record JobDetails(Job job, List<Finding> findings, Optional<Report> report) {
}
