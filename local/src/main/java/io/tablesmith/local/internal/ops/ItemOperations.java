package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.validation.ModelValidator;
import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.EventualReads;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.expr.Paths;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** PutItem, GetItem, DeleteItem and UpdateItem. */
public final class ItemOperations {
    private final Database db;

    public ItemOperations(Database db) {
        this.db = db;
    }

    public PutItemResponse putItem(PutItemRequest request) {
        ModelValidator.check(request);
        TableOperations.checkItemTableName(request.tableName());
        PutItemRequest r = Legacy.put(request);
        checkReturnOptions(r.returnConsumedCapacityAsString(), r.returnItemCollectionMetricsAsString(),
                r.returnValuesAsString());
        ReturnValue returnValues = oldOrNone(r.returnValues(), r.returnValuesAsString());
        Expressions e = Expressions.parse(names(r.hasExpressionAttributeNames(), r.expressionAttributeNames()),
                values(r.hasExpressionAttributeValues(), r.expressionAttributeValues()), null, r.conditionExpression(),
                null, null, null, "ConditionExpression");
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        return db.read(() -> {
            Table table = db.table(r.tableName(), r);
            capacity.givenAs(table, r.tableName());
            Write write = Write.put(table, r.hasItem() ? r.item() : null, e.condition);
            return write.locked(db, () -> {
                Map<String, AttributeValue> old = execute(write, r.returnValuesOnConditionCheckFailure());
                capacity.write(table, old, write.item, 1);
                PutItemResponse.Builder b = PutItemResponse.builder().consumedCapacity(capacity.single(table))
                        .itemCollectionMetrics(collectionMetrics(table, r.returnItemCollectionMetrics(), write.item));
                if (returnValues == ReturnValue.ALL_OLD && old != null) {
                    b.attributes(old);
                }
                return b.build();
            });
        });
    }

    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        ModelValidator.check(request);
        TableOperations.checkItemTableName(request.tableName());
        DeleteItemRequest r = Legacy.delete(request);
        checkReturnOptions(r.returnConsumedCapacityAsString(), r.returnItemCollectionMetricsAsString(),
                r.returnValuesAsString());
        ReturnValue returnValues = oldOrNone(r.returnValues(), r.returnValuesAsString());
        Expressions e = Expressions.parse(names(r.hasExpressionAttributeNames(), r.expressionAttributeNames()),
                values(r.hasExpressionAttributeValues(), r.expressionAttributeValues()), null, r.conditionExpression(),
                null, null, null, "ConditionExpression");
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        return db.read(() -> {
            Table table = db.table(r.tableName(), r);
            capacity.givenAs(table, r.tableName());
            Write write = Write.delete(table, r.hasKey() ? r.key() : null, e.condition);
            return write.locked(db, () -> {
                Map<String, AttributeValue> old = execute(write, r.returnValuesOnConditionCheckFailure());
                capacity.write(table, old, null, 1);
                DeleteItemResponse.Builder b = DeleteItemResponse.builder().consumedCapacity(capacity.single(table))
                        .itemCollectionMetrics(collectionMetrics(table, r.returnItemCollectionMetrics(), r.key()));
                if (returnValues == ReturnValue.ALL_OLD && old != null) {
                    b.attributes(old);
                }
                return b.build();
            });
        });
    }

    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        ModelValidator.check(request);
        TableOperations.checkItemTableName(request.tableName());
        UpdateItemRequest r = Legacy.update(request);
        checkReturnOptions(r.returnConsumedCapacityAsString(), r.returnItemCollectionMetricsAsString(),
                r.returnValuesAsString());
        ReturnValue returnValues = r.returnValues() == null ? ReturnValue.NONE : r.returnValues();
        if (returnValues == ReturnValue.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(r.returnValuesAsString(), "returnValues",
                    "Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]");
        }
        Expressions e = Expressions.parse(names(r.hasExpressionAttributeNames(), r.expressionAttributeNames()),
                values(r.hasExpressionAttributeValues(), r.expressionAttributeValues()), r.updateExpression(),
                r.conditionExpression(), null, null, null, "UpdateExpression", "ConditionExpression");
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        return db.read(() -> {
            Table table = db.table(r.tableName(), r);
            capacity.givenAs(table, r.tableName());
            Write write = Write.update(table, r.hasKey() ? r.key() : null, e.update, e.condition);
            return write.locked(db, () -> {
                Map<String, AttributeValue> old = write.current();
                failIfConditionFails(write, old, r.returnValuesOnConditionCheckFailure());
                Map<String, AttributeValue> next = write.next(old);
                write.commit(next);
                capacity.write(table, old, next, 1);
                UpdateItemResponse.Builder b = UpdateItemResponse.builder().consumedCapacity(capacity.single(table))
                        .itemCollectionMetrics(collectionMetrics(table, r.returnItemCollectionMetrics(), next));
                switch (returnValues) {
                    case ALL_OLD:
                        if (old != null) {
                            b.attributes(old);
                        }
                        break;
                    case ALL_NEW:
                        b.attributes(next);
                        break;
                    case UPDATED_OLD:
                        if (old != null && e.update != null) {
                            b.attributes(Paths.project(old, e.update.paths()));
                        }
                        break;
                    case UPDATED_NEW:
                        if (e.update != null) {
                            b.attributes(Paths.project(next, e.update.paths()));
                        }
                        break;
                    default:
                        break;
                }
                return b.build();
            });
        });
    }

    public GetItemResponse getItem(GetItemRequest request) {
        ModelValidator.check(request);
        TableOperations.checkItemTableName(request.tableName());
        GetItemRequest r = Legacy.get(request);
        Expressions e = Expressions.parse(names(r.hasExpressionAttributeNames(), r.expressionAttributeNames()),
                null, null, null, null, null, r.projectionExpression());
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        return db.read(() -> {
            Table table = db.table(r.tableName(), r);
            capacity.givenAs(table, r.tableName());
            Map<String, AttributeValue> key = Items.key(table.schema(), r.hasKey() ? r.key() : null);
            boolean consistent = Boolean.TRUE.equals(r.consistentRead());
            Map<String, AttributeValue> item = consistent ? table.get(key)
                    : EventualReads.item(table, key, db.eventualReadTime());
            capacity.readItem(table, item, consistent, 1);
            GetItemResponse.Builder b = GetItemResponse.builder().consumedCapacity(capacity.single(table));
            if (item != null) {
                b.item(e.projection == null ? item : Paths.project(item, e.projection));
            }
            return b.build();
        });
    }

    /** Runs a put or delete: condition, then commit; returns the old item. */
    private static Map<String, AttributeValue> execute(Write write, ReturnValuesOnConditionCheckFailure onFailure) {
        Map<String, AttributeValue> old = write.current();
        failIfConditionFails(write, old, onFailure);
        write.commit(write.next(old));
        return old;
    }

    private static void failIfConditionFails(Write write, Map<String, AttributeValue> old,
                                             ReturnValuesOnConditionCheckFailure onFailure) {
        if (!write.conditionHolds(old)) {
            boolean returnOld = onFailure == ReturnValuesOnConditionCheckFailure.ALL_OLD;
            throw Errors.conditionalCheckFailed(returnOld ? old : null);
        }
    }

    /**
     * ItemCollectionMetrics, which DynamoDB returns (when asked with SIZE) only for a table with a local
     * secondary index: the item's partition key and an estimate range of the collection's size in GB.
     * LocalDynamoDb does not track collection sizes; it reports the lowest range, 0 to 1 GB.
     */
    static ItemCollectionMetrics collectionMetrics(Table table, ReturnItemCollectionMetrics mode,
                                                   Map<String, AttributeValue> item) {
        if (mode != ReturnItemCollectionMetrics.SIZE || item == null
                || table.schema().indexes().stream().allMatch(IndexDef::global)) {
            return null;
        }
        String hash = table.schema().hash().name();
        return ItemCollectionMetrics.builder().itemCollectionKey(Map.of(hash, item.get(hash)))
                .sizeEstimateRangeGB(0.0, 1.0).build();
    }

    private static ReturnValue oldOrNone(ReturnValue value, String text) {
        if (value == null || value == ReturnValue.NONE) {
            return ReturnValue.NONE;
        }
        if (value == ReturnValue.ALL_OLD) {
            return value;
        }
        if (value == ReturnValue.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(text, "returnValues",
                    "Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]");
        }
        throw Errors.validation("ReturnValues can only be ALL_OLD or NONE");
    }

    static Map<String, String> names(boolean present, Map<String, String> names) {
        return present ? names : null;
    }

    static Map<String, AttributeValue> values(boolean present, Map<String, AttributeValue> values) {
        return present ? values : null;
    }

    /**
     * The three Return* options of a PutItem, DeleteItem or UpdateItem, each one of its enum's values; all
     * that are not are reported in one ValidationException, as DynamoDB does.
     */
    private static void checkReturnOptions(String capacity, String collectionMetrics, String values) {
        new EnumConstraints()
                .check(ReturnConsumedCapacity.fromValue(capacity) == ReturnConsumedCapacity.UNKNOWN_TO_SDK_VERSION,
                        capacity, "returnConsumedCapacity", EnumConstraints.RETURN_CONSUMED_CAPACITY)
                .check(ReturnItemCollectionMetrics.fromValue(collectionMetrics)
                                == ReturnItemCollectionMetrics.UNKNOWN_TO_SDK_VERSION,
                        collectionMetrics, "returnItemCollectionMetrics", EnumConstraints.RETURN_ITEM_COLLECTION_METRICS)
                .check(ReturnValue.fromValue(values) == ReturnValue.UNKNOWN_TO_SDK_VERSION, values, "returnValues",
                        EnumConstraints.RETURN_VALUES)
                .throwIfAny();
    }
}
