package io.tablesmith.transaction;

/**
 * A typed update that can be one operation of a write transaction instead of its own request.
 * Every generated {@code <Name>Update} implements it:
 * {@code Transaction.write(dynamo).update(jobs.update("42").setTitle("t").when(cond)).create(reports, report).execute()}.
 *
 * @param <T> the record type
 */
public interface TransactionalUpdate<T> {

    /**
     * For {@link TransactionWriter#update}: finishes the builder (as {@code execute()} would, so it
     * cannot be executed afterwards) and returns its request as one operation of a transaction.
     */
    TransactionOperation toTransactionOperation();
}
