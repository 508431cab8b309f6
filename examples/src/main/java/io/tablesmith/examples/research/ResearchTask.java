package io.tablesmith.examples.research;

import io.tablesmith.QueueMessage;

/**
 * A unit of research work, sent through the {@code research-tasks} queue to a pool of workers:
 * pushing the same task twice enqueues it once.
 *
 * @param taskId the task's id, its deduplication id
 * @param jobId the job the task researches for
 * @param question what to find out
 */
@QueueMessage(queue = "research-tasks", dedupId = "{taskId}")
public record ResearchTask(String taskId, String jobId, String question) {
}
