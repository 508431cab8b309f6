package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.validation.MemberPath;
import io.tablesmith.local.internal.validation.ValidationErrors;
import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.expr.Ast;
import io.tablesmith.local.internal.expr.ConditionEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionResponse;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * ExecuteTransaction: writes (and EXISTS checks) as one TransactWriteItems, or SELECTs of whole keys as one
 * TransactGetItems, so a transaction is all or nothing exactly as the engine's are.
 */
final class Transaction {
    private static final int MAX_TRANSACTION = 100;

    private final Database db;
    private final DynamoDbClient engine;

    Transaction(Database db, DynamoDbClient engine) {
        this.db = db;
        this.engine = engine;
    }

    /**
     * Up to 100 statements all or nothing: writes (and EXISTS checks) as one TransactWriteItems, or SELECTs of
     * whole keys as one TransactGetItems.
     */
    ExecuteTransactionResponse execute(ExecuteTransactionRequest r) {
        int count = r.hasTransactStatements() ? r.transactStatements().size() : 0;
        if (count < 1) {
            throw Errors.constraint("[]", "transactStatements", "Member must have length greater than or equal to 1");
        }
        if (count > MAX_TRANSACTION) {
            // DynamoDB's validation framework words this limit without the value
            new ValidationErrors().add(ValidationErrors.Wording.UNQUOTED, MemberPath.of("transactStatements"), null,
                    "Member must have length less than or equal to " + MAX_TRANSACTION).throwIfAny();
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
            TableSchema schema = Tables.schema(db, select);
            Map<String, AttributeValue> key = new Conjuncts(select.where()).key(Tables.keyNames(schema));
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
        List<ItemWrite> writes = new ArrayList<>();
        for (Statement.Parsed parsed : statements) {
            ItemWrite write = ItemWrite.of(Tables.schema(db, parsed), parsed);
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
                if (writes.get(i).kind() == ItemWrite.Kind.INSERT && "ConditionalCheckFailed".equals(reason.code())) {
                    reason = CancellationReason.builder().code("DuplicateItem")
                            .message("Duplicate primary key exists in table").build();
                }
                reasons.add(reason);
            }
            throw Errors.transactionCanceled(reasons);
        }
    }
}
