package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.ConflictRules;
import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.ItemConflict;
import io.tablesmith.local.internal.LockIntent;
import io.tablesmith.local.internal.RowKey;
import io.tablesmith.local.internal.StoredItem;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.PartitionKey;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.expr.Ast;
import io.tablesmith.local.internal.expr.ConditionEvaluator;
import io.tablesmith.local.internal.expr.UpdateApplier;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One validated single-item write (put, update, delete or condition check): reads the current item,
 * checks the condition, computes the new item and commits it. Used by the single-item operations,
 * BatchWriteItem and TransactWriteItems alike; read, check and commit while holding the lock of
 * {@link #partition()}.
 */
final class Write {
    enum Kind { PUT, UPDATE, DELETE, CHECK }

    final Kind kind;
    final Table table;
    final Map<String, AttributeValue> key;
    /** A put's item, validated and measured; null for the other kinds. */
    final StoredItem item;
    final Ast.Update update;
    final Ast.Condition condition;
    /** The item's partition and position, computed once (a partition key costs an MD5). */
    private PartitionKey partitionKey;
    private RowKey row;

    private Write(Kind kind, Table table, Map<String, AttributeValue> key, StoredItem item,
                  Ast.Update update, Ast.Condition condition) {
        this.kind = kind;
        this.table = table;
        this.key = key;
        this.item = item;
        this.update = update;
        this.condition = condition;
    }

    static Write put(Table table, Map<String, AttributeValue> item, Ast.Condition condition) {
        StoredItem valid = Items.item(table.schema(), item);
        table.vectors().check(valid);
        return new Write(Kind.PUT, table, table.keyOf(valid), valid, null, condition);
    }

    static Write delete(Table table, Map<String, AttributeValue> key, Ast.Condition condition) {
        return new Write(Kind.DELETE, table, Items.key(table.schema(), key), null, null, condition);
    }

    static Write check(Table table, Map<String, AttributeValue> key, Ast.Condition condition) {
        return new Write(Kind.CHECK, table, Items.key(table.schema(), key), null, null, condition);
    }

    static Write update(Table table, Map<String, AttributeValue> key, Ast.Update update, Ast.Condition condition) {
        Map<String, AttributeValue> valid = Items.key(table.schema(), key);
        if (update != null) {
            TableSchema schema = table.schema();
            for (Ast.Path path : update.paths()) {
                if (schema.isKeyAttribute(path.head())) {
                    throw Errors.validation("One or more parameter values were invalid: Cannot update attribute "
                            + path.head() + ". This attribute is part of the key");
                }
            }
        }
        return new Write(Kind.UPDATE, table, valid, null, update, condition);
    }

    /** The table partition this write changes, whose lock it needs. */
    Database.Partition partition() {
        if (partitionKey == null) {
            partitionKey = PartitionKey.of(key.get(table.schema().hash().name()));
        }
        return new Database.Partition(table, partitionKey);
    }

    /** The item's position in its partition. */
    RowKey row() {
        if (row == null) {
            row = table.rowKey(key);
        }
        return row;
    }

    /**
     * Runs {@code action} holding this single-item write's lock (PutItem, UpdateItem, DeleteItem): refused
     * with TransactionConflictException when a transaction is in progress on the item, or a test forces a
     * conflict on it.
     */
    <T> T locked(Database db, Supplier<T> action) {
        ConflictRules rules = db.conflicts();
        if (rules.forced(table.schema().name(), key)) {
            rules.count();
            throw Errors.transactionConflict();
        }
        try {
            return db.locking(List.of(partition()), List.of(row()), LockIntent.Kind.WRITE, () -> {
                db.itemsLocked(LockIntent.Kind.WRITE);
                return action.get();
            });
        } catch (ItemConflict conflict) {
            rules.count();
            throw Errors.transactionConflict();
        }
    }

    Map<String, AttributeValue> current() {
        return table.items().get(partition().key(), row());
    }

    boolean conditionHolds(Map<String, AttributeValue> old) {
        return condition == null || ConditionEvaluator.matches(condition, old == null ? Map.of() : old);
    }

    /**
     * The item after this write (null when deleted), as the table will store it, measured once; throws
     * ValidationException for a bad update.
     */
    Map<String, AttributeValue> next(Map<String, AttributeValue> old) {
        switch (kind) {
            case PUT:
                return item;
            case DELETE:
                return null;
            case CHECK:
                return old;
            default:
                Map<String, AttributeValue> base = old == null ? new LinkedHashMap<>(key) : old;
                Map<String, AttributeValue> result = update == null ? base : UpdateApplier.apply(update, base);
                Items.checkNoIndexKeyEmptied(table.schema(), result);
                Items.checkKeys(table.schema(), result);
                table.vectors().check(result);
                StoredItem stored = StoredItem.of(result);
                if (stored.sizeBytes() > ItemSize.MAX_ITEM_SIZE) {
                    throw Errors.validation("Item size to update has exceeded the maximum allowed size");
                }
                return stored;
        }
    }

    void commit(Map<String, AttributeValue> next) {
        if (kind == Kind.CHECK) {
            return;
        }
        if (next == null) {
            table.delete(partition().key(), row());
        } else {
            table.put(next, partition().key(), row());
        }
    }
}
