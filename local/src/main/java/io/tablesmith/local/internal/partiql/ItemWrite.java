package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.partiql.Statement.Expr;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * An INSERT, UPDATE, DELETE or EXISTS translated to one item write with DynamoDB's PartiQL semantics:
 * INSERT puts only a new item; UPDATE changes only an existing item; DELETE of a missing item succeeds;
 * every other term of the WHERE clause is the write's condition.
 */
record ItemWrite(Kind kind, String table, Map<String, AttributeValue> keyOrItem, String update, String condition,
              Map<String, String> names, Map<String, AttributeValue> values, ReturnValue returnValues) {

    enum Kind { INSERT, UPDATE, DELETE, CHECK }

    static ItemWrite of(TableSchema schema, Statement.Parsed statement) {
        List<String> keyNames = schema.keys().stream().map(KeyDef::name).toList();
        ExpressionWriter w = new ExpressionWriter();
        if (statement instanceof Statement.Insert insert) {
            String condition = "attribute_not_exists(" + w.name(schema.hash().name()) + ")";
            return new ItemWrite(Kind.INSERT, schema.name(), insert.item(), null, condition, w.names(), w.values(),
                    ReturnValue.NONE);
        }
        if (statement.source().index() != null) {
            throw Errors.validation("This operation is not supported on an index");
        }
        if (statement instanceof Statement.Update update) {
            Conjuncts conjuncts = new Conjuncts(update.where());
            Map<String, AttributeValue> key = key(conjuncts, keyNames);
            String updateExpression = w.update(update.actions());
            String condition = "attribute_exists(" + w.name(schema.hash().name()) + ")"
                    + and(w, conjuncts.without(keyNames));
            return new ItemWrite(Kind.UPDATE, schema.name(), key, updateExpression, condition, w.names(), w.values(),
                    updateReturnValues(update.returning()));
        }
        if (statement instanceof Statement.Delete delete) {
            if (delete.returning() != null && !delete.returning().equals("ALL OLD")) {
                throw Errors.validation("Invalid returning clause: RETURNING " + delete.returning()
                        + " *. Only RETURNING ALL OLD * is allowed in DELETE statements.");
            }
            Conjuncts conjuncts = new Conjuncts(delete.where());
            Map<String, AttributeValue> key = key(conjuncts, keyNames);
            Expr rest = Conjuncts.join(conjuncts.without(keyNames));
            // a missing item is deleted without error; an existing one only when the rest holds
            String condition = rest == null ? null
                    : "attribute_not_exists(" + w.name(schema.hash().name()) + ") OR " + w.condition(rest);
            return new ItemWrite(Kind.DELETE, schema.name(), key, null, condition, w.names(), w.values(),
                    delete.returning() == null ? ReturnValue.NONE : ReturnValue.ALL_OLD);
        }
        Statement.Exists exists = (Statement.Exists) statement;
        Conjuncts conjuncts = new Conjuncts(exists.select().where());
        Map<String, AttributeValue> key = key(conjuncts, keyNames);
        String condition = "attribute_exists(" + w.name(schema.hash().name()) + ")"
                + and(w, conjuncts.without(keyNames));
        if (exists.negated()) {
            condition = "NOT (" + condition + ")";
        }
        return new ItemWrite(Kind.CHECK, schema.name(), key, null, condition, w.names(), w.values(), ReturnValue.NONE);
    }

    private static String and(ExpressionWriter w, List<Expr> rest) {
        Expr joined = Conjuncts.join(rest);
        return joined == null ? "" : " AND " + w.conjunct(joined);
    }

    private static Map<String, AttributeValue> key(Conjuncts conjuncts, List<String> keyNames) {
        Map<String, AttributeValue> key = conjuncts.key(keyNames);
        if (key == null) {
            throw Errors.validation("Where clause does not contain a mandatory equality on all key attributes");
        }
        return key;
    }

    private static ReturnValue updateReturnValues(String returning) {
        if (returning == null) {
            return ReturnValue.NONE;
        }
        switch (returning) {
            case "ALL OLD": return ReturnValue.ALL_OLD;
            case "ALL NEW": return ReturnValue.ALL_NEW;
            case "MODIFIED OLD": return ReturnValue.UPDATED_OLD;
            default: return ReturnValue.UPDATED_NEW;
        }
    }

    /** This write as a member of TransactWriteItems. */
    TransactWriteItem transactItem() {
        switch (kind) {
            case INSERT:
                return TransactWriteItem.builder().put(Put.builder().tableName(table).item(keyOrItem)
                        .conditionExpression(condition).expressionAttributeNames(names)
                        .expressionAttributeValues(values).build()).build();
            case UPDATE:
                return TransactWriteItem.builder().update(Update.builder().tableName(table).key(keyOrItem)
                        .updateExpression(update).conditionExpression(condition).expressionAttributeNames(names)
                        .expressionAttributeValues(values).build()).build();
            case DELETE:
                return TransactWriteItem.builder().delete(Delete.builder().tableName(table).key(keyOrItem)
                        .conditionExpression(condition).expressionAttributeNames(names)
                        .expressionAttributeValues(values).build()).build();
            default:
                return TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName(table)
                        .key(keyOrItem).conditionExpression(condition).expressionAttributeNames(names)
                        .expressionAttributeValues(values).build()).build();
        }
    }

    /** The answer of one write: the attributes RETURNING asked for (or null) and the capacity. */
    record Result(Map<String, AttributeValue> attributes, ConsumedCapacity capacity) {
    }

    /** Runs this write on its own, as PutItem, UpdateItem or DeleteItem. */
    Result run(DynamoDbClient engine, ReturnConsumedCapacity capacity, ReturnValuesOnConditionCheckFailure onFailure) {
        switch (kind) {
            case INSERT:
                try {
                    return new Result(null, engine.putItem(PutItemRequest.builder().tableName(table)
                            .item(keyOrItem).conditionExpression(condition)
                            .expressionAttributeNames(names).returnConsumedCapacity(capacity).build())
                            .consumedCapacity());
                } catch (ConditionalCheckFailedException e) {
                    throw PartiqlErrors.duplicateItem();
                }
            case UPDATE: {
                UpdateItemResponse u = engine.updateItem(UpdateItemRequest.builder().tableName(table)
                        .key(keyOrItem).updateExpression(update).conditionExpression(condition)
                        .expressionAttributeNames(names).expressionAttributeValues(values)
                        .returnValues(returnValues).returnValuesOnConditionCheckFailure(onFailure)
                        .returnConsumedCapacity(capacity).build());
                return new Result(u.hasAttributes() ? u.attributes() : null, u.consumedCapacity());
            }
            case DELETE: {
                DeleteItemResponse d = engine.deleteItem(DeleteItemRequest.builder().tableName(table)
                        .key(keyOrItem).conditionExpression(condition).expressionAttributeNames(names)
                        .expressionAttributeValues(values).returnValues(returnValues)
                        .returnValuesOnConditionCheckFailure(onFailure).returnConsumedCapacity(capacity).build());
                return new Result(d.hasAttributes() ? d.attributes() : null, d.consumedCapacity());
            }
            default:
                throw Errors.validation("EXISTS is only supported within ExecuteTransaction");
        }
    }
}
