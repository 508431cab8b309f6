package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.expr.Ast;
import io.tablesmith.local.internal.expr.ConditionEvaluator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementError;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionResponse;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * ExecuteStatement, BatchExecuteStatement and ExecuteTransaction: each statement is parsed, then run as
 * the engine's own operations (Query, Scan, GetItem, PutItem, UpdateItem, DeleteItem, TransactGetItems,
 * TransactWriteItems), so validation, conditions, capacity, locking and all-or-nothing transactions are
 * the engine's.
 */
public final class PartiqlEngine {
    private static final int MAX_BATCH = 25;
    private static final int MAX_TRANSACTION = 100;

    private final Database db;
    private final DynamoDbClient engine;
    private final Reads reads;

    /** PartiQL over {@code engine}, whose tables live in {@code db}. */
    public PartiqlEngine(Database db, DynamoDbClient engine) {
        this.db = db;
        this.engine = engine;
        this.reads = new Reads(engine);
    }

    /** One statement: a SELECT's page of items, or the write's RETURNING attributes (if any) in {@code Items}. */
    public ExecuteStatementResponse executeStatement(ExecuteStatementRequest r) {
        try {
            Statement.Parsed parsed = Parser.parse(r.statement(), r.hasParameters() ? r.parameters() : null);
            TableSchema schema = schema(parsed);
            if (parsed instanceof Statement.Select select) {
                Reads.Page page = reads.select(schema, select, r.limit(), r.nextToken(), r.consistentRead(),
                        r.returnConsumedCapacity());
                return ExecuteStatementResponse.builder().items(page.items()).nextToken(page.nextToken())
                        .consumedCapacity(page.capacity()).build();
            }
            if (parsed instanceof Statement.Exists) {
                throw Errors.validation("EXISTS is only supported within ExecuteTransaction");
            }
            Written written = write(Writes.of(schema, parsed), r.returnConsumedCapacity(),
                    r.returnValuesOnConditionCheckFailure());
            List<Map<String, AttributeValue>> items = new ArrayList<>();
            if (written.attributes() != null && !written.attributes().isEmpty()) {
                items.add(written.attributes());
            }
            return ExecuteStatementResponse.builder().items(items).consumedCapacity(written.capacity()).build();
        } catch (DynamoDbException e) {
            throw PartiqlErrors.withoutExpressionKind(e);
        }
    }

    /** Up to 25 statements, each answered (or failed) on its own; a SELECT must fix the table's whole key. */
    public BatchExecuteStatementResponse batchExecuteStatement(BatchExecuteStatementRequest r) {
        int count = r.hasStatements() ? r.statements().size() : 0;
        if (count < 1) {
            throw Errors.constraint("[]", "statements", "Member must have length greater than or equal to 1");
        }
        if (count > MAX_BATCH) {
            throw Errors.validation("1 validation error detected: Value at 'statements' failed to satisfy "
                    + "constraint: Member must have length less than or equal to " + MAX_BATCH);
        }
        ReturnConsumedCapacity capacityMode = r.returnConsumedCapacity();
        List<BatchStatementResponse> responses = new ArrayList<>();
        Map<String, ConsumedCapacity> units = new LinkedHashMap<>();
        for (BatchStatementRequest statement : r.statements()) {
            responses.add(batchMember(statement, capacityMode, units));
        }
        BatchExecuteStatementResponse.Builder b = BatchExecuteStatementResponse.builder().responses(responses);
        if (capacityMode == ReturnConsumedCapacity.TOTAL || capacityMode == ReturnConsumedCapacity.INDEXES) {
            b.consumedCapacity(new ArrayList<>(units.values()));
        }
        return b.build();
    }

    /** One statement of a batch: its answer, or its error in the answer; the batch goes on either way. */
    private BatchStatementResponse batchMember(BatchStatementRequest s, ReturnConsumedCapacity capacityMode,
                                               Map<String, ConsumedCapacity> units) {
        String table = null;
        try {
            Statement.Parsed parsed = Parser.parse(s.statement(), s.hasParameters() ? s.parameters() : null);
            if (parsed instanceof Statement.Exists) {
                throw Errors.validation("EXISTS is only supported within ExecuteTransaction");
            }
            if (parsed instanceof Statement.Select select && select.source().index() != null) {
                throw batchSelectWithoutKey();
            }
            TableSchema schema = schema(parsed);
            BatchStatementResponse.Builder b = BatchStatementResponse.builder();
            Map<String, AttributeValue> item;
            ConsumedCapacity capacity;
            if (parsed instanceof Statement.Select select) {
                Map<String, AttributeValue> key = new Conjuncts(select.where()).key(keyNames(schema));
                if (key == null) {
                    throw batchSelectWithoutKey();
                }
                Ast.Condition filter = Reads.filter(select.where());
                table = schema.name();
                GetItemResponse got = engine.getItem(GetItemRequest.builder().tableName(table).key(key)
                        .consistentRead(s.consistentRead()).returnConsumedCapacity(capacityMode).build());
                item = got.hasItem() && (filter == null || ConditionEvaluator.matches(filter, got.item()))
                        ? Reads.project(got.item(), select.projection()) : null;
                capacity = got.consumedCapacity();
            } else {
                Writes write = Writes.of(schema, parsed);
                table = schema.name();
                Written written = write(write, capacityMode, null);
                item = written.attributes();
                capacity = written.capacity();
            }
            if (capacity != null) {
                units.merge(capacity.tableName(), capacity, Capacities::sum);
            }
            if (item != null && !item.isEmpty()) {
                b.item(item);
            }
            return b.tableName(table).build();
        } catch (DynamoDbException e) {
            String code = PartiqlErrors.code(e);
            String errorCode = "ValidationException".equals(code) ? "ValidationError"
                    : code != null && code.endsWith("Exception") ? code.substring(0, code.length() - 9) : code;
            boolean ran = "ConditionalCheckFailed".equals(errorCode) || "DuplicateItem".equals(errorCode);
            String message = PartiqlErrors.withoutExpressionKind(e).awsErrorDetails().errorMessage();
            return BatchStatementResponse.builder().tableName(ran ? table : null)
                    .error(BatchStatementError.builder().code(errorCode).message(message).build()).build();
        }
    }

    private static DynamoDbException batchSelectWithoutKey() {
        return Errors.validation("Select statements within BatchExecuteStatement must specify the primary key in "
                + "the where clause");
    }

    /**
     * Up to 100 statements all or nothing: writes (and EXISTS checks) as one TransactWriteItems, or SELECTs of
     * whole keys as one TransactGetItems.
     */
    public ExecuteTransactionResponse executeTransaction(ExecuteTransactionRequest r) {
        int count = r.hasTransactStatements() ? r.transactStatements().size() : 0;
        if (count < 1) {
            throw Errors.constraint("[]", "transactStatements", "Member must have length greater than or equal to 1");
        }
        if (count > MAX_TRANSACTION) {
            throw Errors.validation("1 validation error detected: Value at 'transactStatements' failed to satisfy "
                    + "constraint: Member must have length less than or equal to " + MAX_TRANSACTION);
        }
        try {
            List<Statement.Parsed> statements = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                var s = r.transactStatements().get(i);
                Statement.Parsed parsed = Parser.parse(s.statement(), s.hasParameters() ? s.parameters() : null);
                if ((parsed instanceof Statement.Update u && u.returning() != null)
                        || (parsed instanceof Statement.Delete d && d.returning() != null)) {
                    throw inStatement(i, "RETURNING clause is not supported in ExecuteTransaction.");
                }
                if (parsed instanceof Statement.Select select && select.source().index() != null) {
                    throw inStatement(i, "Reads on indices are not supported within transactions.");
                }
                statements.add(parsed);
            }
            long selects = statements.stream().filter(p -> p instanceof Statement.Select).count();
            if (selects == count) {
                return readTransaction(statements, r.returnConsumedCapacity());
            }
            if (selects > 0) {
                throw Errors.validation("A transaction may not mix SELECT statements with write statements");
            }
            return writeTransaction(statements, r);
        } catch (DynamoDbException e) {
            throw PartiqlErrors.withoutExpressionKind(e);
        }
    }

    private static DynamoDbException inStatement(int index, String message) {
        return Errors.validation("Validation failed in TransactStatements[" + index + "]: " + message);
    }

    private ExecuteTransactionResponse readTransaction(List<Statement.Parsed> statements,
                                                       ReturnConsumedCapacity capacity) {
        List<TransactGetItem> gets = new ArrayList<>();
        List<Ast.Condition> filters = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            Statement.Select select = (Statement.Select) statements.get(i);
            TableSchema schema = schema(select);
            Map<String, AttributeValue> key = new Conjuncts(select.where()).key(keyNames(schema));
            if (key == null) {
                throw inStatement(i, "Select statements within ExecuteTransaction must specify the primary key "
                        + "in the where clause.");
            }
            filters.add(Reads.filter(select.where()));
            gets.add(TransactGetItem.builder().get(Get.builder().tableName(schema.name()).key(key).build()).build());
        }
        TransactGetItemsResponse got = engine.transactGetItems(TransactGetItemsRequest.builder().transactItems(gets)
                .returnConsumedCapacity(capacity).build());
        List<ItemResponse> responses = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            ItemResponse response = got.responses().get(i);
            Ast.Condition filter = filters.get(i);
            ItemResponse.Builder b = ItemResponse.builder();
            if (response.hasItem() && (filter == null || ConditionEvaluator.matches(filter, response.item()))) {
                b.item(Reads.project(response.item(), ((Statement.Select) statements.get(i)).projection()));
            }
            responses.add(b.build());
        }
        return ExecuteTransactionResponse.builder().responses(responses).consumedCapacity(got.consumedCapacity())
                .build();
    }

    private ExecuteTransactionResponse writeTransaction(List<Statement.Parsed> statements,
                                                        ExecuteTransactionRequest r) {
        List<TransactWriteItem> items = new ArrayList<>();
        List<Writes> writes = new ArrayList<>();
        for (Statement.Parsed parsed : statements) {
            Writes write = Writes.of(schema(parsed), parsed);
            writes.add(write);
            items.add(write.transactItem());
        }
        try {
            TransactWriteItemsResponse written = engine.transactWriteItems(TransactWriteItemsRequest.builder()
                    .transactItems(items).clientRequestToken(r.clientRequestToken())
                    .returnConsumedCapacity(r.returnConsumedCapacity()).build());
            return ExecuteTransactionResponse.builder().consumedCapacity(written.consumedCapacity()).build();
        } catch (TransactionCanceledException e) {
            List<CancellationReason> reasons = new ArrayList<>();
            for (int i = 0; i < writes.size(); i++) {
                CancellationReason reason = e.cancellationReasons().get(i);
                if (writes.get(i).kind() == Writes.Kind.INSERT && "ConditionalCheckFailed".equals(reason.code())) {
                    reason = CancellationReason.builder().code("DuplicateItem")
                            .message("Duplicate primary key exists in table").build();
                }
                reasons.add(reason);
            }
            throw Errors.transactionCanceled(reasons);
        }
    }

    /** The answer of one write: the attributes RETURNING asked for (or null) and the capacity. */
    private record Written(Map<String, AttributeValue> attributes, ConsumedCapacity capacity) {
    }

    private Written write(Writes w, ReturnConsumedCapacity capacity, ReturnValuesOnConditionCheckFailure onFailure) {
        switch (w.kind()) {
            case INSERT:
                try {
                    return new Written(null, engine.putItem(PutItemRequest.builder().tableName(w.table())
                            .item(w.keyOrItem()).conditionExpression(w.condition())
                            .expressionAttributeNames(w.names()).returnConsumedCapacity(capacity).build())
                            .consumedCapacity());
                } catch (ConditionalCheckFailedException e) {
                    throw PartiqlErrors.duplicateItem();
                }
            case UPDATE: {
                UpdateItemResponse u = engine.updateItem(UpdateItemRequest.builder().tableName(w.table())
                        .key(w.keyOrItem()).updateExpression(w.update()).conditionExpression(w.condition())
                        .expressionAttributeNames(w.names()).expressionAttributeValues(w.values())
                        .returnValues(w.returnValues()).returnValuesOnConditionCheckFailure(onFailure)
                        .returnConsumedCapacity(capacity).build());
                return new Written(u.hasAttributes() ? u.attributes() : null, u.consumedCapacity());
            }
            case DELETE: {
                DeleteItemResponse d = engine.deleteItem(DeleteItemRequest.builder().tableName(w.table())
                        .key(w.keyOrItem()).conditionExpression(w.condition()).expressionAttributeNames(w.names())
                        .expressionAttributeValues(w.values()).returnValues(w.returnValues())
                        .returnValuesOnConditionCheckFailure(onFailure).returnConsumedCapacity(capacity).build());
                return new Written(d.hasAttributes() ? d.attributes() : null, d.consumedCapacity());
            }
            default:
                throw Errors.validation("EXISTS is only supported within ExecuteTransaction");
        }
    }

    private TableSchema schema(Statement.Parsed parsed) {
        return db.read(() -> db.table(parsed.source().table()).schema());
    }

    private static List<String> keyNames(TableSchema schema) {
        return schema.keys().stream().map(KeyDef::name).toList();
    }
}
