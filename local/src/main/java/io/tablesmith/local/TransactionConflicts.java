package io.tablesmith.local;

import io.tablesmith.local.internal.ConflictRules;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Transaction conflicts of one {@link LocalDynamoDb}, for tests of the code that retries after them.
 *
 * <p>Conflicts happen on their own, as DynamoDB documents them, when operations really run at the same time
 * on the same item: a TransactWriteItems or TransactGetItems that meets a write in progress on one of its
 * items is cancelled ({@code TransactionCanceledException}, reason {@code TransactionConflict} for that item,
 * {@code None} for the others), and a PutItem, UpdateItem or DeleteItem that meets a TransactWriteItems in
 * progress on its item fails with {@code TransactionConflictException}. A test's writes, one after the
 * other, never meet; these switches make them:
 *
 * <pre>{@code
 * dynamo.transactionConflicts().failNextTransactions(2);   // the next two transactions are cancelled
 * dynamo.transactionConflicts().failItems("orders", key -> key.get("pk").s().equals("order-1"));
 * }</pre>
 */
public final class TransactionConflicts {
    private final ConflictRules rules;

    TransactionConflicts(ConflictRules rules) {
        this.rules = rules;
    }

    /**
     * Cancels the next {@code count} transactions (TransactWriteItems, TransactGetItems, and the PartiQL
     * ExecuteTransaction, which is one of them) with reason {@code TransactionConflict} on their first item,
     * as if another transaction were writing it. Replaces any count not used up; 0 stops it.
     */
    public TransactionConflicts failNextTransactions(int count) {
        rules.failNextTransactions(count);
        return this;
    }

    /**
     * Until {@link #clear()}, refuses every transaction and single-item write of an item of {@code tableName}
     * whose key ({@code {pk=..., sk=...}}) matches, as if a transaction held that item: transactions are
     * cancelled with reason {@code TransactionConflict} on the matching items, PutItem, UpdateItem and
     * DeleteItem fail with {@code TransactionConflictException}. Reads that are not transactions are not
     * refused (DynamoDB's are not either).
     */
    public TransactionConflicts failItems(String tableName, Predicate<Map<String, AttributeValue>> key) {
        rules.failItems(Objects.requireNonNull(tableName, "tableName"), Objects.requireNonNull(key, "key"));
        return this;
    }

    /** Forces no more conflicts; those of operations really running at once on the same item remain. */
    public void clear() {
        rules.clear();
    }

    /** How many conflicts this database has raised so far, forced or met. */
    public long raised() {
        return rules.raised();
    }
}
