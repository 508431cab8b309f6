package io.tablesmith.examples.research;

/** Where a research job is in its life. Stored by name, and part of the status index's key. */
public enum JobStatus {
    QUEUED,
    RUNNING,
    SUCCEEDED,
    FAILED
}
