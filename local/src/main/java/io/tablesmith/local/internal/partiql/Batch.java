package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.validation.MemberPath;
import io.tablesmith.local.internal.validation.ValidationErrors;
import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
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
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/** BatchExecuteStatement: each statement runs (or fails) on its own, and the batch goes on. */
final class Batch {
    private static final int MAX_BATCH = 25;

    private final Database db;
    private final DynamoDbClient engine;

    Batch(Database db, DynamoDbClient engine) {
        this.db = db;
        this.engine = engine;
    }

    /** Up to 25 statements, each answered (or failed) on its own; a SELECT must fix the table's whole key. */
    BatchExecuteStatementResponse execute(BatchExecuteStatementRequest r) {
        int count = r.hasStatements() ? r.statements().size() : 0;
        if (count < 1) {
            throw Errors.constraint("[]", "statements", "Member must have length greater than or equal to 1");
        }
        if (count > MAX_BATCH) {
            // DynamoDB's validation framework words this limit without the value
            new ValidationErrors().add(ValidationErrors.Wording.UNQUOTED, MemberPath.of("statements"), null,
                    "Member must have length less than or equal to " + MAX_BATCH).throwIfAny();
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
            TableSchema schema = Tables.schema(db, parsed);
            BatchStatementResponse.Builder b = BatchStatementResponse.builder();
            Map<String, AttributeValue> item;
            ConsumedCapacity capacity;
            if (parsed instanceof Statement.Select select) {
                Map<String, AttributeValue> key = new Conjuncts(select.where()).key(Tables.keyNames(schema));
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
                ItemWrite write = ItemWrite.of(schema, parsed);
                table = schema.name();
                ItemWrite.Result written = write.run(engine, capacityMode, null);
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
}
