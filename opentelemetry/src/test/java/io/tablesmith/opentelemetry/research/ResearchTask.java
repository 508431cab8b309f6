package io.tablesmith.opentelemetry.research;

import io.tablesmith.QueueMessage;

/** Work for the research workers, on the same table. */
@QueueMessage(queue = "research-tasks")
public record ResearchTask(String taskId, String question) {
}
