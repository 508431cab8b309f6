package io.tablesmith.micrometer.research;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;

/** A research job, queried by status on an index. */
@Entity(type = "JOB")
@Key(pk = "JOB#{id}", sk = "METADATA")
@Gsi(index = "gsi1", pk = "STATUS#{status}", sk = "{createdAt}", query = "byStatus")
public record Job(String id, String status, long createdAt, String title) {
}
