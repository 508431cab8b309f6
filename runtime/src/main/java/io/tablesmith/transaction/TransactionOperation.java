package io.tablesmith.transaction;

/**
 * One operation of a write transaction, as a generated {@code <Name>Update} hands it over
 * ({@link TransactionalUpdate#toTransactionOperation()}) for {@link TransactionWriter#update}. Opaque:
 * only Tablesmith makes them, and a transaction refuses one made elsewhere.
 */
public interface TransactionOperation {
}
