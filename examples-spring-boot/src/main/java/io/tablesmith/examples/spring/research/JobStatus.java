package io.tablesmith.examples.spring.research;

/** Where a research job is in its life. */
public enum JobStatus {
    QUEUED,
    RUNNING,
    SUCCEEDED,
    FAILED
}
