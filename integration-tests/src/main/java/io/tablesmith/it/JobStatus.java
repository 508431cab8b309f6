package io.tablesmith.it;

public enum JobStatus {
    QUEUED, RUNNING, SUCCEEDED, FAILED
}
