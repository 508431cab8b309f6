package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.EventualReads;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.LockIntent;
import io.tablesmith.local.internal.RowKey;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.expr.Paths;
import io.tablesmith.local.internal.validation.ModelValidator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * BatchGetItem and BatchWriteItem. A BatchWriteItem is processed whole. A BatchGetItem answers at most 16 MB
 * of items, as DynamoDB does: the key whose item would take the answer past it, and every key after it, are
 * returned in UnprocessedKeys for the next call.
 */
public final class BatchOperations {
    /** DynamoDB's limit on the items of one BatchGetItem answer: 16 MB, counted by DynamoDB's item sizes. */
    static final long MAX_RESPONSE_BYTES = 16L * 1024 * 1024;

    private final Database db;

    public BatchOperations(Database db) {
        this.db = db;
    }

    public BatchGetItemResponse batchGetItem(BatchGetItemRequest r) {
        if (!r.hasRequestItems() || r.requestItems().isEmpty()) {
            throw Errors.validation("The requestItems parameter is required for BatchGetItem");
        }
        ModelValidator.check(r);
        int total = 0;
        Map<String, Expressions> expressions = new LinkedHashMap<>();
        for (Map.Entry<String, KeysAndAttributes> e : r.requestItems().entrySet()) {
            TableOperations.checkTableName(e.getKey());
            KeysAndAttributes ka = Legacy.keysAndAttributes(e.getValue());
            if (!ka.hasKeys()) {
                throw Errors.constraint(null, "requestItems." + e.getKey() + ".member.keys", "Member must not be null");
            }
            total += ka.keys().size();
            expressions.put(e.getKey(), Expressions.parse(
                    ItemOperations.names(ka.hasExpressionAttributeNames(), ka.expressionAttributeNames()), null, null,
                    null, null, null, ka.projectionExpression()));
        }
        if (total > 100) {
            throw Errors.validation("Too many items requested for the BatchGetItem call");
        }
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        return db.read(() -> {
            Map<String, List<Map<String, AttributeValue>>> responses = new LinkedHashMap<>();
            Map<String, KeysAndAttributes> unprocessed = new LinkedHashMap<>();
            long responseBytes = 0;
            boolean full = false;
            for (Map.Entry<String, KeysAndAttributes> e : r.requestItems().entrySet()) {
                Table table = db.table(e.getKey(), r);
                capacity.givenAs(table, e.getKey());
                List<Map<String, AttributeValue>> found = new ArrayList<>();
                Set<Map<String, AttributeValue>> seen = new HashSet<>();
                List<Map<String, AttributeValue>> keys = new ArrayList<>();
                for (Map<String, AttributeValue> key : e.getValue().keys()) {
                    Map<String, AttributeValue> valid = Items.key(table.schema(), key);
                    if (!seen.add(valid)) {
                        throw Errors.validation("Provided list of item keys contains duplicates");
                    }
                    keys.add(valid);
                }
                Expressions ex = expressions.get(e.getKey());
                boolean consistent = Boolean.TRUE.equals(e.getValue().consistentRead());
                long readTime = consistent ? -1 : db.eventualReadTime();
                List<Map<String, AttributeValue>> left = new ArrayList<>();
                for (int i = 0; i < keys.size(); i++) {
                    Map<String, AttributeValue> item = EventualReads.item(table, keys.get(i), readTime);
                    long size = item == null ? 0 : ItemSize.of(item);
                    full |= responseBytes + size > MAX_RESPONSE_BYTES;
                    if (full) {
                        left.add(e.getValue().keys().get(i)); // this key and every later one: the next page
                        continue;
                    }
                    responseBytes += size;
                    capacity.readItem(table, item, consistent, 1);
                    if (item != null) {
                        found.add(ex.projection == null ? item : Paths.project(item, ex.projection));
                    }
                }
                responses.put(e.getKey(), found);
                if (!left.isEmpty()) {
                    unprocessed.put(e.getKey(), e.getValue().toBuilder().keys(left).build());
                }
            }
            return BatchGetItemResponse.builder().responses(responses).unprocessedKeys(unprocessed)
                    .consumedCapacity(capacity.all()).build();
        });
    }

    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest r) {
        if (!r.hasRequestItems() || r.requestItems().isEmpty()) {
            throw Errors.validation("The requestItems parameter is required for BatchWriteItem");
        }
        ModelValidator.check(r);
        for (Map.Entry<String, List<WriteRequest>> e : r.requestItems().entrySet()) {
            TableOperations.checkTableName(e.getKey());
        }
        int total = r.requestItems().values().stream().mapToInt(List::size).sum();
        if (total > 25) {
            throw Errors.validation("Too many items requested for the BatchWriteItem call");
        }
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        return db.read(() -> {
            List<Write> writes = new ArrayList<>();
            for (Map.Entry<String, List<WriteRequest>> e : r.requestItems().entrySet()) {
                Table table = db.table(e.getKey(), r);
                capacity.givenAs(table, e.getKey());
                Set<Map<String, AttributeValue>> keys = new HashSet<>();
                for (WriteRequest w : e.getValue()) {
                    Write write;
                    if (w.putRequest() != null && w.deleteRequest() == null) {
                        write = put(table, w.putRequest().hasItem() ? w.putRequest().item() : null);
                    } else if (w.deleteRequest() != null && w.putRequest() == null) {
                        write = Write.delete(table, w.deleteRequest().hasKey() ? w.deleteRequest().key() : null, null);
                    } else {
                        throw Errors.validation("Supplied AttributeValue has more than one datatypes set, must contain "
                                + "exactly one of the supported datatypes");
                    }
                    if (!keys.add(write.key)) {
                        throw Errors.validation("Provided list of item keys contains duplicates");
                    }
                    writes.add(write);
                }
            }
            List<Database.Partition> partitions = new ArrayList<>();
            List<RowKey> rows = new ArrayList<>();
            writes.forEach(w -> {
                partitions.add(w.partition());
                rows.add(w.row());
            });
            return db.locking(partitions, rows, LockIntent.Kind.BATCH_WRITE, () -> {
                db.itemsLocked(LockIntent.Kind.BATCH_WRITE);
                for (Write write : writes) {
                    Map<String, AttributeValue> old = write.current();
                    Map<String, AttributeValue> next = write.next(old);
                    write.commit(next);
                    capacity.write(write.table, old, next, 1);
                }
                return BatchWriteItemResponse.builder().unprocessedItems(Map.of()).consumedCapacity(capacity.all())
                        .build();
            });
        });
    }

    /** BatchWriteItem words a put without its key attributes as a key that does not match the schema. */
    private static Write put(Table table, Map<String, AttributeValue> item) {
        try {
            return Write.put(table, item, null);
        } catch (DynamoDbException e) {
            String message = e.awsErrorDetails().errorMessage();
            if (message.contains("Missing the key") || message.contains("Type mismatch for key")) {
                throw Errors.validation("The provided key element does not match the schema");
            }
            throw e;
        }
    }
}
