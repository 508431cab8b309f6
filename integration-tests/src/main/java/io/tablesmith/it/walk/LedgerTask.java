package io.tablesmith.it.walk;

import io.tablesmith.QueueMessage;

/** The walk's queue message: deduplicated and grouped by ledger. */
@QueueMessage(queue = "ledger-tasks", dedupId = "{taskId}", group = "{ledgerId}")
public record LedgerTask(String taskId, String ledgerId, String what) {}
