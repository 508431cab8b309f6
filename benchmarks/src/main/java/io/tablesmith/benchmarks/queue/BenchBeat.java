package io.tablesmith.benchmarks.queue;

import io.tablesmith.QueueMessage;

/** The grouped message of the pull-latency runs: the beats of one stream, delivered in order, one at a time. */
@QueueMessage(queue = "bench-beats", group = "{stream}")
public record BenchBeat(String stream, long seq) {
}
