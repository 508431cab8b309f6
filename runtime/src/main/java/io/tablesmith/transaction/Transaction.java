package io.tablesmith.transaction;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * All-or-nothing writes and consistent multi-item reads across repositories, with DynamoDB's
 * {@code TransactWriteItems} and {@code TransactGetItems}.
 *
 * <pre>{@code
 * TransactionWriter.Result done = Transaction.write(dynamo)
 *         .create(jobs, job)                         // stored at version 1
 *         .put(findings, finding)
 *         .delete(reports, ReportKeys.key("42"))
 *         .requireVersion(counters, counter)         // a condition check: nothing written
 *         .execute();                                // TransactionFailedException: which item, why
 *
 * TransactionReader.Result read = Transaction.read(dynamo)
 *         .get(jobs, JobKeys.key("42"))
 *         .get(reports, ReportKeys.key("42"))
 *         .execute();
 * Optional<Job> job = read.get(jobs, JobKeys.key("42"));
 * }</pre>
 *
 * <p>Each repository brings its own table name; the client given here sends the request.
 */
public final class Transaction {

    /** DynamoDB's limit of items in one transaction. */
    public static final int MAX_ITEMS = 100;

    private Transaction() {
    }

    /** A new, empty write transaction sent with {@code client}. */
    public static TransactionWriter write(DynamoDbClient client) {
        return new TransactionWriter(client);
    }

    /** A new, empty get transaction sent with {@code client}. */
    public static TransactionReader read(DynamoDbClient client) {
        return new TransactionReader(client);
    }
}
