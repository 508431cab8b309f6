package io.tablesmith.benchmarks.queue;

import io.tablesmith.QueueMessage;

/** The message the queue throughput harness pushes: deduplicated by id, like a typical task. */
@QueueMessage(queue = "bench-tasks", dedupId = "{id}")
public record BenchTask(String id, String payload) {
}
