package io.tablesmith.it;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import java.time.Instant;

/**
 * Shares the status index with {@link Job}: one index partition then holds two entity types, even
 * items with equal index keys, and each query returns its own ({@code TS154} says so at compile time;
 * here it is meant).
 */
@SuppressWarnings("TS154")
@Entity(type = "TASK")
@Key(pk = "TASK#{id}", sk = "METADATA")
@Gsi(index = "gsi1", pk = "STATUS#{status}", sk = "{createdAt}", query = "byStatus")
public record Task(String id, JobStatus status, Instant createdAt) {
}
