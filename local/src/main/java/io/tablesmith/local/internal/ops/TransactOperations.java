package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.ConflictRules;
import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.ItemConflict;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.LockIntent;
import io.tablesmith.local.internal.PartitionKey;
import io.tablesmith.local.internal.RowKey;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.expr.Paths;
import io.tablesmith.local.internal.streams.TableStream;
import io.tablesmith.local.internal.validation.ModelValidator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * TransactWriteItems and TransactGetItems. A write transaction checks every condition against the state
 * before it, and commits all of its writes or none, holding the locks of every partition it writes; a
 * read transaction holds the read locks of every partition it reads, so it never sees part of a write.
 */
public final class TransactOperations {
    private static final long TOKEN_LIFETIME_MILLIS = 10 * 60 * 1000;
    /** DynamoDB's limit on the items of one TransactWriteItems request, 4 MB. */
    private static final long MAX_REQUEST_SIZE = 4L * 1024 * 1024;

    private final Database db;

    public TransactOperations(Database db) {
        this.db = db;
    }

    /** One write with what its cancellation reason needs, and the table's name (or ARN) as the request gave it. */
    private record Planned(Write write, ReturnValuesOnConditionCheckFailure onFailure, String tableName) {
    }

    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest r) {
        if (!r.hasTransactItems()) {
            throw Errors.constraint(null, "transactItems", "Member must not be null");
        }
        ModelValidator.check(r);
        List<Expressions> parsed = new ArrayList<>();
        long requestSize = 0;
        for (TransactWriteItem item : r.transactItems()) {
            parsed.add(parse(item));
            if (item.put() != null && item.put().hasItem()) {
                requestSize += ItemSize.of(item.put().item());
            }
        }
        if (requestSize > MAX_REQUEST_SIZE) {
            throw Errors.validation("Transaction request cannot be larger than 4 MB");
        }
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        return db.read(() -> {
            List<Planned> plan = new ArrayList<>();
            Set<Map.Entry<Table, Map<String, AttributeValue>>> targets = new HashSet<>();
            for (int i = 0; i < r.transactItems().size(); i++) {
                Planned planned = plan(r, r.transactItems().get(i), parsed.get(i));
                capacity.givenAs(planned.write().table, planned.tableName());
                if (!targets.add(Map.entry(planned.write().table, planned.write().key))) {
                    throw Errors.validation("Transaction request cannot include multiple operations on one item");
                }
                plan.add(planned);
            }
            if (r.clientRequestToken() == null) {
                return execute(plan, capacity);
            }
            synchronized (db.transactionTokens()) {
                long now = db.clock().millis();
                db.transactionTokens().values().removeIf(t -> now - t.atMillis() > TOKEN_LIFETIME_MILLIS);
                Database.IdempotencyRecord previous = db.transactionTokens().get(r.clientRequestToken());
                if (previous != null) {
                    if (!previous.request().equals(r.transactItems())) {
                        throw Errors.idempotentParameterMismatch();
                    }
                    return replayed(plan, capacity);
                }
                TransactWriteItemsResponse response = execute(plan, capacity);
                db.transactionTokens().put(r.clientRequestToken(), new Database.IdempotencyRecord(r.transactItems(), now));
                return response;
            }
        });
    }

    /**
     * The answer to a request whose ClientRequestToken already committed: nothing is written again, and, as
     * DynamoDB documents, the capacity reported is the read capacity of reading the items (transactional,
     * so twice a consistent read's).
     */
    private TransactWriteItemsResponse replayed(List<Planned> plan, CapacityTally capacity) {
        if (!capacity.requested()) {
            return TransactWriteItemsResponse.builder().build();
        }
        List<Database.Partition> partitions = new ArrayList<>();
        plan.forEach(p -> partitions.add(p.write().partition()));
        return db.locking(partitions, false, () -> {
            plan.forEach(p -> capacity.readItem(p.write().table, p.write().current(), true, 2));
            return TransactWriteItemsResponse.builder().consumedCapacity(capacity.all()).build();
        });
    }

    /** Checks every condition and commits every write, or none, holding the locks of all their partitions. */
    private TransactWriteItemsResponse execute(List<Planned> plan, CapacityTally capacity) {
        List<Database.Partition> partitions = new ArrayList<>();
        List<RowKey> rows = new ArrayList<>();
        List<String> tableNames = new ArrayList<>();
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        plan.forEach(p -> {
            partitions.add(p.write().partition());
            rows.add(p.write().row());
            tableNames.add(p.write().table.schema().name());
            keys.add(p.write().key);
        });
        failIfForced(tableNames, keys);
        try {
            return db.locking(partitions, rows, LockIntent.Kind.TRANSACTION_WRITE, () -> commit(plan, capacity));
        } catch (ItemConflict conflict) {
            db.conflicts().count();
            throw conflicted(plan.size(), i -> conflict.involves(partitions.get(i), rows.get(i)));
        }
    }

    /**
     * Cancels a transaction that a test forces to conflict: the next ones counted by
     * {@link ConflictRules#failNextTransactions} (on their first item) or one with an item a rule names.
     */
    private void failIfForced(List<String> tableNames, List<Map<String, AttributeValue>> keys) {
        ConflictRules rules = db.conflicts();
        boolean first = rules.forceTransaction();
        boolean[] forced = new boolean[keys.size()];
        boolean any = first;
        forced[0] = first;
        for (int i = 0; i < keys.size(); i++) {
            if (rules.forced(tableNames.get(i), keys.get(i))) {
                forced[i] = true;
                any = true;
            }
        }
        if (any) {
            rules.count();
            throw conflicted(keys.size(), i -> forced[i]);
        }
    }

    /** A TransactionCanceledException with reason TransactionConflict for the items in conflict, None for the others. */
    private static DynamoDbException conflicted(int size, java.util.function.IntPredicate inConflict) {
        List<CancellationReason> reasons = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            reasons.add(inConflict.test(i)
                    ? CancellationReason.builder().code("TransactionConflict").message(Errors.TRANSACTION_ONGOING).build()
                    : CancellationReason.builder().code("None").build());
        }
        return Errors.transactionCanceled(reasons);
    }

    /** Checks every condition and commits every write, or none; call holding the locks of all their partitions. */
    private TransactWriteItemsResponse commit(List<Planned> plan, CapacityTally capacity) {
        db.itemsLocked(LockIntent.Kind.TRANSACTION_WRITE);
        List<CancellationReason> reasons = new ArrayList<>();
        List<Map<String, AttributeValue>> oldItems = new ArrayList<>();
        List<Map<String, AttributeValue>> nextItems = new ArrayList<>();
        boolean cancelled = false;
        for (Planned planned : plan) {
            Map<String, AttributeValue> old = planned.write().current();
            oldItems.add(old);
            if (!planned.write().conditionHolds(old)) {
                CancellationReason.Builder reason = CancellationReason.builder().code("ConditionalCheckFailed")
                        .message("The conditional request failed");
                if (planned.onFailure() == ReturnValuesOnConditionCheckFailure.ALL_OLD && old != null) {
                    reason.item(old);
                }
                reasons.add(reason.build());
                nextItems.add(null);
                cancelled = true;
                continue;
            }
            try {
                nextItems.add(planned.write().next(old));
                reasons.add(CancellationReason.builder().code("None").build());
            } catch (DynamoDbException e) {
                if (Items.emptiesAnIndexKey(e)) {
                    throw e;
                }
                reasons.add(CancellationReason.builder().code("ValidationError")
                        .message(e.awsErrorDetails().errorMessage()).build());
                nextItems.add(null);
                cancelled = true;
            }
        }
        if (cancelled) {
            throw Errors.transactionCanceled(reasons);
        }
        List<TableStream> streams = new ArrayList<>();
        plan.forEach(p -> {
            if (p.write().table.changes() instanceof TableStream stream) {
                streams.add(stream);
            }
        });
        // stream readers see the whole transaction or none of it
        TableStream.together(streams, () -> {
            for (int i = 0; i < plan.size(); i++) {
                plan.get(i).write().commit(nextItems.get(i));
                capacity.write(plan.get(i).write().table, oldItems.get(i), nextItems.get(i), 2);
            }
        });
        return TransactWriteItemsResponse.builder().consumedCapacity(capacity.all()).build();
    }

    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest r) {
        if (!r.hasTransactItems()) {
            throw Errors.constraint(null, "transactItems", "Member must not be null");
        }
        ModelValidator.check(r);
        List<Expressions> parsed = new ArrayList<>();
        for (TransactGetItem item : r.transactItems()) {
            Get get = item.get();
            if (get == null) {
                throw Errors.constraint(null, "transactItems.member.get", "Member must not be null");
            }
            TableOperations.checkTableName(get.tableName());
            parsed.add(Expressions.parse(ItemOperations.names(get.hasExpressionAttributeNames(),
                    get.expressionAttributeNames()), null, null, null, null, null, get.projectionExpression()));
        }
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString())
                .namingReadUnits();
        return db.read(() -> {
            List<Table> tables = new ArrayList<>();
            List<Map<String, AttributeValue>> keys = new ArrayList<>();
            List<Database.Partition> partitions = new ArrayList<>();
            List<RowKey> rows = new ArrayList<>();
            List<String> tableNames = new ArrayList<>();
            Set<Map.Entry<Table, Map<String, AttributeValue>>> targets = new HashSet<>();
            cancelOnMissingKeys(r);
            for (TransactGetItem transactItem : r.transactItems()) {
                Get get = transactItem.get();
                Table table = db.table(get.tableName(), r);
                capacity.givenAs(table, get.tableName());
                Map<String, AttributeValue> key = Items.key(table.schema(), get.hasKey() ? get.key() : null);
                if (!targets.add(Map.entry(table, key))) {
                    throw Errors.validation("Transaction request cannot include multiple operations on one item");
                }
                tables.add(table);
                keys.add(key);
                partitions.add(new Database.Partition(table, PartitionKey.of(key.get(table.schema().hash().name()))));
                rows.add(table.rowKey(key));
                tableNames.add(table.schema().name());
            }
            failIfForced(tableNames, keys);
            try {
                return db.locking(partitions, rows, LockIntent.Kind.TRANSACTION_READ,
                        () -> read(tables, keys, parsed, capacity));
            } catch (ItemConflict conflict) {
                db.conflicts().count();
                throw conflicted(keys.size(), i -> conflict.involves(partitions.get(i), rows.get(i)));
            }
        });
    }

    /**
     * DynamoDB cancels a TransactGetItems with a Get of no key attributes, with a ValidationError as that
     * item's reason (and None as every other's), rather than refusing the request.
     */
    private static void cancelOnMissingKeys(TransactGetItemsRequest r) {
        List<CancellationReason> reasons = new ArrayList<>();
        boolean cancelled = false;
        for (TransactGetItem item : r.transactItems()) {
            boolean missing = !item.get().hasKey() || item.get().key().isEmpty();
            cancelled |= missing;
            reasons.add(missing ? CancellationReason.builder().code("ValidationError")
                    .message("The provided key element does not match the schema").build()
                    : CancellationReason.builder().code("None").build());
        }
        if (cancelled) {
            throw Errors.transactionCanceled(reasons);
        }
    }

    /** Reads every item of a TransactGetItems request, holding the read locks of their partitions. */
    private static TransactGetItemsResponse read(List<Table> tables, List<Map<String, AttributeValue>> keys,
                                                 List<Expressions> parsed, CapacityTally capacity) {
        List<ItemResponse> responses = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            Table table = tables.get(i);
            Map<String, AttributeValue> item = table.get(keys.get(i));
            capacity.readItem(table, item, true, 2);
            List<io.tablesmith.local.internal.expr.Ast.Path> projection = parsed.get(i).projection;
            ItemResponse.Builder b = ItemResponse.builder();
            if (item != null) {
                b.item(projection == null ? item : Paths.project(item, projection));
            }
            responses.add(b.build());
        }
        return TransactGetItemsResponse.builder().responses(responses).consumedCapacity(capacity.all()).build();
    }

    private static Expressions parse(TransactWriteItem item) {
        int set = (item.conditionCheck() != null ? 1 : 0) + (item.put() != null ? 1 : 0)
                + (item.delete() != null ? 1 : 0) + (item.update() != null ? 1 : 0);
        if (set != 1) {
            throw Errors.validation("TransactItems can only contain one of Check, Put, Update or Delete");
        }
        if (item.conditionCheck() != null) {
            ConditionCheck c = item.conditionCheck();
            TableOperations.checkTableName(c.tableName());
            if (c.conditionExpression() == null) {
                throw Errors.constraint(null, "transactItems.member.conditionCheck.conditionExpression",
                        "Member must not be null");
            }
            return Expressions.parse(ItemOperations.names(c.hasExpressionAttributeNames(), c.expressionAttributeNames()),
                    ItemOperations.values(c.hasExpressionAttributeValues(), c.expressionAttributeValues()), null,
                    c.conditionExpression(), null, null, null, "ConditionExpression");
        }
        if (item.put() != null) {
            Put p = item.put();
            TableOperations.checkTableName(p.tableName());
            return Expressions.parse(ItemOperations.names(p.hasExpressionAttributeNames(), p.expressionAttributeNames()),
                    ItemOperations.values(p.hasExpressionAttributeValues(), p.expressionAttributeValues()), null,
                    p.conditionExpression(), null, null, null, "ConditionExpression");
        }
        if (item.delete() != null) {
            Delete d = item.delete();
            TableOperations.checkTableName(d.tableName());
            return Expressions.parse(ItemOperations.names(d.hasExpressionAttributeNames(), d.expressionAttributeNames()),
                    ItemOperations.values(d.hasExpressionAttributeValues(), d.expressionAttributeValues()), null,
                    d.conditionExpression(), null, null, null, "ConditionExpression");
        }
        Update u = item.update();
        TableOperations.checkTableName(u.tableName());
        if (u.updateExpression() == null) {
            throw Errors.constraint(null, "transactItems.member.update.updateExpression", "Member must not be null");
        }
        return Expressions.parse(ItemOperations.names(u.hasExpressionAttributeNames(), u.expressionAttributeNames()),
                ItemOperations.values(u.hasExpressionAttributeValues(), u.expressionAttributeValues()),
                u.updateExpression(), u.conditionExpression(), null, null, null, "UpdateExpression",
                "ConditionExpression");
    }

    private Planned plan(TransactWriteItemsRequest r, TransactWriteItem item, Expressions e) {
        if (item.conditionCheck() != null) {
            ConditionCheck c = item.conditionCheck();
            Table table = db.table(c.tableName(), r);
            return new Planned(Write.check(table, c.hasKey() ? c.key() : null, e.condition),
                    c.returnValuesOnConditionCheckFailure(), c.tableName());
        }
        if (item.put() != null) {
            Put p = item.put();
            Table table = db.table(p.tableName(), r);
            return new Planned(Write.put(table, p.hasItem() ? p.item() : null, e.condition),
                    p.returnValuesOnConditionCheckFailure(), p.tableName());
        }
        if (item.delete() != null) {
            Delete d = item.delete();
            Table table = db.table(d.tableName(), r);
            return new Planned(Write.delete(table, d.hasKey() ? d.key() : null, e.condition),
                    d.returnValuesOnConditionCheckFailure(), d.tableName());
        }
        Update u = item.update();
        Table table = db.table(u.tableName(), r);
        return new Planned(Write.update(table, u.hasKey() ? u.key() : null, e.update, e.condition),
                u.returnValuesOnConditionCheckFailure(), u.tableName());
    }
}
