package io.tablesmith.it.walk;

import io.tablesmith.QueueMessage;

/** The walk's plain queue message: no deduplication, no groups (an ack deletes it). */
@QueueMessage(queue = "ledger-events")
public record LedgerEvent(String ledgerId, String what) {}
