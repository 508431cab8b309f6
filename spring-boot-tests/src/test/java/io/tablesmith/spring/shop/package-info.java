/** The tests' first table: orders by customer and by status, and a queue of shipments. */
@Table(description = "Orders of a shop and the shipments queued for them.")
package io.tablesmith.spring.shop;

import io.tablesmith.Table;
