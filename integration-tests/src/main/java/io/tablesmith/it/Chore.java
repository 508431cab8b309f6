package io.tablesmith.it;

import io.tablesmith.QueueMessage;

/** A deduplicated queue message without groups. */
@QueueMessage(queue = "chores", dedupId = "{id}")
public record Chore(String id, int size) {
}
