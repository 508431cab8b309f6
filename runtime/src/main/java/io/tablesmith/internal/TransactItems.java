package io.tablesmith.internal;

import io.tablesmith.TablesmithException;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionFailedException;
import io.tablesmith.transaction.TransactionFailedException.Reason;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The operations of one transaction, in order, checked as they are added against what
 * DynamoDB would refuse: more than {@value Transaction#MAX_ITEMS} items, or two operations
 * on one item. Maps a cancellation to the operations it names.
 */
public final class TransactItems {

    private final List<TransactItem> items = new ArrayList<>();
    private final Map<String, Integer> positions = new HashMap<>();

    /** Adds an operation, or refuses it before anything is sent. */
    public void add(TransactItem item) {
        if (items.size() == Transaction.MAX_ITEMS) {
            throw new TablesmithException(item.entityType(), item.key().toString(), item.operation().label()
                    + " refused: a transaction holds at most " + Transaction.MAX_ITEMS
                    + " operations (DynamoDB's limit) and this would be operation #" + items.size()
                    + " (counting from 0); split the work into several transactions");
        }
        Integer earlier = positions.putIfAbsent(item.identity(), items.size());
        if (earlier != null) {
            TransactItem first = items.get(earlier);
            throw new TablesmithException(item.entityType(), item.key().toString(), item.operation().label()
                    + " refused: operation #" + earlier + " (" + first.operation().label() + ") of this transaction is on"
                    + " the same item of table " + item.tableName() + ", and DynamoDB allows one operation per item in a"
                    + " transaction; keep one (a write's own condition already checks the version)");
        }
        items.add(item);
    }

    /** The operations, in the order added. */
    public List<TransactItem> items() {
        return List.copyOf(items);
    }

    /** The position of the operation on this item, or -1. */
    public int indexOf(String identity) {
        return positions.getOrDefault(identity, -1);
    }

    /** The entity types of the operations, sorted and joined by {@code ,}: what names the transaction's call. */
    public String entityTypes() {
        java.util.TreeSet<String> types = new java.util.TreeSet<>();
        for (TransactItem item : items()) {
            types.add(item.entityType());
        }
        return String.join(",", types);
    }

    public boolean isEmpty() {
        return items.isEmpty();
    }

    public int size() {
        return items.size();
    }

    /** The cancellation as one reason per operation, in request order. */
    public TransactionFailedException failure(TransactionCanceledException e) {
        List<CancellationReason> cancellations = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
        String fallback = e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
        List<Reason> reasons = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            reasons.add(items.get(i).reason(i, i < cancellations.size() ? cancellations.get(i) : null, fallback));
        }
        return new TransactionFailedException(reasons, e);
    }
}
