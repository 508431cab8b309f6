package io.tablesmith.it;

import io.tablesmith.QueueMessage;

/** A grouped queue message: the steps of one job run in order, one at a time. */
@QueueMessage(queue = "steps", dedupId = "{jobId}#{seq}", group = "{jobId}")
public record Step(String jobId, int seq) {
}
