package io.tablesmith.it;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** A constant sort key: no partition query is generated for it. */
@Entity(type = "REPORT")
@Key(pk = "JOB#{jobId}", sk = "REPORT")
public record Report(String jobId, String body) {
}
