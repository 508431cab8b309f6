package io.tablesmith.it.changes;

import io.tablesmith.QueueMessage;

/** A message of the table's queue. */
@QueueMessage(queue = "audits", dedupId = "{auditId}")
public record Audit(String auditId, String accountId) {
}
