package io.tablesmith.it.projection;

import io.tablesmith.stream.Change;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionFailedException;
import io.tablesmith.transaction.TransactionFailedException.Problem;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Counts per group, each moved by a change once, however often the stream hands the change on. */
public final class Counts {

    private final DynamoDbClient dynamo;
    private final AppliedRepository applied;
    private final CountRepository counts;

    public Counts(DynamoDbClient dynamo, String table) {
        this.dynamo = dynamo;
        this.applied = new AppliedRepository(dynamo, table);
        this.counts = new CountRepository(dynamo, table);
    }

    /** Moves the group's count by delta; false when this change, or a later one of its item, was applied before. */
    public boolean apply(Change<?> change, String group, long delta) {
        String sequence = change.info().sortableSequenceNumber();
        Applied marker = new Applied(change.key().partition(), change.key().sort(), sequence);
        try {
            Transaction.write(dynamo)
                    .create(applied, marker, AppliedConditions.sequence().lt(sequence))
                    .update(counts.update(group).addCount(delta).createIfAbsent())
                    .execute();
            return true;
        } catch (TransactionFailedException e) {
            if (e.failures().size() == 1 && e.failures().get(0).index() == 0
                    && e.failures().get(0).problem() == Problem.CONDITION_FAILED) {
                return false;
            }
            throw e;
        }
    }
}
