package io.tablesmith.transaction;

/**
 * A repository whose items can take part in a {@link Transaction}. Every generated
 * {@code <Name>Repository} implements it, so a transaction takes the repository itself:
 * {@code Transaction.write(dynamo).create(jobs, job).delete(reports, ReportKeys.key("42")).execute()}.
 *
 * @param <T> the record type
 */
public interface TransactionalRepository<T> {

    /** The table, schema and {@code @Version} handling a transaction needs to read and write this repository's items. */
    TransactionTarget<T> transactionTarget();
}
