package io.tablesmith.it;

import io.tablesmith.QueueMessage;

/**
 * A grouped queue message without deduplication: the beats of one stream, delivered in push order
 * one at a time, every push enqueued (the large-group tests push a hundred thousand into one stream).
 */
@QueueMessage(queue = "beats", group = "{stream}")
public record Beat(String stream, long seq) {
}
