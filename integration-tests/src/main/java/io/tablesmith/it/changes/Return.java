package io.tablesmith.it.changes;

import io.tablesmith.QueueMessage;

/** A message of the table's grouped queue: returns handled one at a time per station. */
@QueueMessage(queue = "returns", dedupId = "{returnId}", group = "{station}")
public record Return(String returnId, String station) {
}
