package io.tablesmith.it.changes;

import io.tablesmith.QueueMessage;

/** A message of the table's queue without deduplication: each push is a message of its own. */
@QueueMessage(queue = "notices")
public record Notice(String text) {
}
