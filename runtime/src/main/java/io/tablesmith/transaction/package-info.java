/**
 * All-or-nothing writes and consistent multi-item reads across repositories, over DynamoDB's
 * {@code TransactWriteItems} and {@code TransactGetItems}.
 *
 * <pre>{@code
 * TransactionWriter.Result done = Transaction.write(dynamo)
 *         .create(jobs, job)
 *         .update(jobs.update("7").transitionStatus(QUEUED, RUNNING))
 *         .execute();            // TransactionFailedException naming the operation that failed
 * }</pre>
 *
 * <ul>
 *   <li>{@link io.tablesmith.transaction.Transaction}: where a transaction starts;
 *       {@link io.tablesmith.transaction.TransactionWriter} and
 *       {@link io.tablesmith.transaction.TransactionReader} build one.</li>
 *   <li>{@link io.tablesmith.transaction.TransactionalRepository} and
 *       {@link io.tablesmith.transaction.TransactionalUpdate}: what every generated repository and
 *       update is, so a transaction takes them as they are;
 *       {@link io.tablesmith.transaction.TransactionTarget} is what it reads from them.</li>
 *   <li>{@link io.tablesmith.transaction.TransactionFailedException}: DynamoDB cancelled the
 *       transaction, with one reason per operation.</li>
 * </ul>
 */
package io.tablesmith.transaction;
