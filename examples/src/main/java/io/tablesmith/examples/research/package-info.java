/**
 * The research-job example: a job service's single-table key design written as annotated records.
 *
 * <p>One table holds three entity types. A job's partition {@code JOB#<id>} holds the job
 * ({@code METADATA}), its findings ({@code FINDING#<findingId>}) and its report ({@code REPORT}),
 * read together through the {@link io.tablesmith.examples.research.JobDetails} collection; index
 * {@code gsi1} lists jobs by status, newest first, and index {@code gsi2} a job's findings by score.
 * A job's status is a state machine ({@code @Transition}). Run {@link ResearchDemo} to see it work.
 *
 * <p>The package is declared one table ({@code @Table}): the processor proves its entities' keys
 * disjoint among themselves and from its queue's items.
 */
@Table(description = "Research jobs, their findings and reports, and the research tasks queued for them.")
package io.tablesmith.examples.research;

import io.tablesmith.Table;
