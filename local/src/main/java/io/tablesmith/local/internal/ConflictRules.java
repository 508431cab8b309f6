package io.tablesmith.local.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Transaction conflicts that a test forces, so that its retry paths run: the next transactions, or every
 * transaction and write of chosen items, are refused as if another transaction held their items. Also
 * counts every conflict raised, forced or met. Without rules set it costs a write two volatile reads.
 */
public final class ConflictRules {
    /** Items of one table whose key matches. */
    private record ItemRule(String tableName, Predicate<Map<String, AttributeValue>> key) {
    }

    private final AtomicInteger nextTransactions = new AtomicInteger();
    private volatile List<ItemRule> itemRules = List.of();
    private final AtomicLong raised = new AtomicLong();

    /** The next {@code count} transactions (TransactWriteItems, TransactGetItems, ExecuteTransaction) conflict. */
    public void failNextTransactions(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be 0 or more, but was " + count);
        }
        nextTransactions.set(count);
    }

    /** Every transaction and single-item write of an item of {@code tableName} whose key matches conflicts. */
    public synchronized void failItems(String tableName, Predicate<Map<String, AttributeValue>> key) {
        List<ItemRule> rules = new ArrayList<>(itemRules);
        rules.add(new ItemRule(tableName, key));
        itemRules = List.copyOf(rules);
    }

    /** Forces no more conflicts; those met in real concurrency still happen. */
    public synchronized void clear() {
        nextTransactions.set(0);
        itemRules = List.of();
    }

    /** How many conflicts were raised, forced or met. */
    public long raised() {
        return raised.get();
    }

    /** Counts a conflict raised. */
    public void count() {
        raised.incrementAndGet();
    }

    /** Whether the item of {@code tableName} with {@code key} is to conflict (an item rule matches it). */
    public boolean forced(String tableName, Map<String, AttributeValue> key) {
        List<ItemRule> rules = itemRules;
        for (ItemRule rule : rules) {
            if (rule.tableName().equals(tableName) && rule.key().test(key)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a transaction starting now is one of the next ones forced to conflict (and counts it so). */
    public boolean forceTransaction() {
        while (true) {
            int left = nextTransactions.get();
            if (left == 0) {
                return false;
            }
            if (nextTransactions.compareAndSet(left, left - 1)) {
                return true;
            }
        }
    }
}
