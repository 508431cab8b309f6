/**
 * What a generated queue of a {@link io.tablesmith.QueueMessage} record takes and returns: pushes,
 * deliveries with visibility timeouts, dead letters and counts, in the table itself.
 *
 * <ul>
 *   <li>{@link io.tablesmith.queue.QueueIndex}: the index every queue pulls from, to declare on the
 *       table; {@link io.tablesmith.queue.QueueOptions}: how a queue treats its messages.</li>
 *   <li>{@link io.tablesmith.queue.PushResult} and {@link io.tablesmith.queue.PushIncompleteException}:
 *       what a push did.</li>
 *   <li>{@link io.tablesmith.queue.Delivery}: one delivery, to acknowledge, release or extend;
 *       {@link io.tablesmith.queue.StaleDeliveryException} when another delivery replaced it.</li>
 *   <li>{@link io.tablesmith.queue.DeadLetter} and {@link io.tablesmith.queue.QueueStats}.</li>
 * </ul>
 *
 * <p>See {@code docs/queue.md}.
 */
package io.tablesmith.queue;
