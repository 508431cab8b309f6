package io.tablesmith.it;

import io.tablesmith.QueueMessage;

/** A queue message without deduplication or groups, spread over two shards. */
@QueueMessage(queue = "ticks", shards = 2)
public record Tick(long n) {
}
