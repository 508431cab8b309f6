package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.TableSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionResponse;

/**
 * ExecuteStatement, BatchExecuteStatement and ExecuteTransaction: each statement is parsed, then run as
 * the engine's own operations (Query, Scan, GetItem, PutItem, UpdateItem, DeleteItem, TransactGetItems,
 * TransactWriteItems), so validation, conditions, capacity, locking and all-or-nothing transactions are
 * the engine's.
 */
public final class PartiqlEngine {
    private final Database db;
    private final DynamoDbClient engine;
    private final Reads reads;
    private final Batch batch;
    private final Transaction transaction;

    /** PartiQL over {@code engine}, whose tables live in {@code db}. */
    public PartiqlEngine(Database db, DynamoDbClient engine) {
        this.db = db;
        this.engine = engine;
        this.reads = new Reads(engine);
        this.batch = new Batch(db, engine);
        this.transaction = new Transaction(db, engine);
    }

    /** One statement: a SELECT's page of items, or the write's RETURNING attributes (if any) in {@code Items}. */
    public ExecuteStatementResponse executeStatement(ExecuteStatementRequest r) {
        try {
            Statement.Parsed parsed = Parser.parse(r.statement(), r.hasParameters() ? r.parameters() : null);
            TableSchema schema = Tables.schema(db, parsed);
            if (parsed instanceof Statement.Select select) {
                Reads.Page page = reads.select(schema, select, r.limit(), r.nextToken(), r.consistentRead(),
                        r.returnConsumedCapacity());
                return ExecuteStatementResponse.builder().items(page.items()).nextToken(page.nextToken())
                        .consumedCapacity(page.capacity()).build();
            }
            if (parsed instanceof Statement.Exists) {
                throw Errors.validation("EXISTS is only supported within ExecuteTransaction");
            }
            ItemWrite.Result written = ItemWrite.of(schema, parsed).run(engine, r.returnConsumedCapacity(),
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
        return batch.execute(r);
    }

    /**
     * Up to 100 statements all or nothing: writes (and EXISTS checks) as one TransactWriteItems, or SELECTs of
     * whole keys as one TransactGetItems.
     */
    public ExecuteTransactionResponse executeTransaction(ExecuteTransactionRequest r) {
        return transaction.execute(r);
    }
}
