package io.tablesmith.it;

import io.tablesmith.ItemCollection;
import java.util.List;
import java.util.Optional;

/** A job with everything in its partition, read in one Query. */
@ItemCollection(pk = "JOB#{jobId}")
public record JobDetails(Job job, List<Finding> findings, Optional<Report> report) {
}
