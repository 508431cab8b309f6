package io.tablesmith.spring.shop;

import io.tablesmith.QueueMessage;

/** An order to ship. */
@QueueMessage(queue = "shipments", dedupId = "{orderId}")
public record Shipment(String orderId) {
}
