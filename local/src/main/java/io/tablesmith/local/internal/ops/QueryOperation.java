package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.validation.ModelValidator;
import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.EventualReads;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.RowKey;
import io.tablesmith.local.internal.Table;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** Query on a table or a secondary index. */
public final class QueryOperation {
    private final Database db;

    public QueryOperation(Database db) {
        this.db = db;
    }

    public QueryResponse query(QueryRequest request) {
        ModelValidator.check(request);
        TableOperations.checkItemTableName(request.tableName());
        QueryRequest r = Legacy.query(request);
        Expressions.checkParameters(ItemOperations.names(r.hasExpressionAttributeNames(), r.expressionAttributeNames()),
                ItemOperations.values(r.hasExpressionAttributeValues(), r.expressionAttributeValues()), null, null,
                r.keyConditionExpression(), r.filterExpression(), r.projectionExpression(),
                "FilterExpression", "KeyConditionExpression");
        if (r.keyConditionExpression() == null) {
            throw Errors.validation(
                    "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
        }
        Expressions e = Expressions.parse(ItemOperations.names(r.hasExpressionAttributeNames(),
                        r.expressionAttributeNames()),
                ItemOperations.values(r.hasExpressionAttributeValues(), r.expressionAttributeValues()), null, null,
                r.keyConditionExpression(), r.filterExpression(), r.projectionExpression(),
                "FilterExpression", "KeyConditionExpression");
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        return db.read(() -> {
            Table table = db.table(r.tableName(), r);
            capacity.givenAs(table, r.tableName());
            IndexDef index = ReadSupport.index(table, r.indexName(), r.consistentRead());
            List<KeyDef> hashKeys = index == null ? List.of(table.schema().hash()) : index.hashKeys();
            List<KeyDef> rangeKeys = index == null
                    ? (table.schema().range() == null ? List.of() : List.of(table.schema().range()))
                    : index.rangeKeys();
            KeyCondition keyCondition = KeyCondition.of(e.keyCondition, hashKeys, rangeKeys);
            if (e.filter != null) {
                for (String head : Expressions.heads(e.filter)) {
                    boolean key = index == null ? table.schema().isKeyAttribute(head) : index.isKeyAttribute(head);
                    if (key) {
                        throw Errors.validation("Filter Expression can only contain non-primary key attributes: "
                                + "Primary key attribute: " + head);
                    }
                }
            }
            boolean fromTable = ReadSupport.fetchFromTable(r.select(), r.selectAsString(), e.projection, index);
            List<KeyDef> startKeys = ReadSupport.startKeyDefs(table, index);
            Map<String, AttributeValue> start = ReadSupport.startKey(table, index,
                    r.hasExclusiveStartKey() ? r.exclusiveStartKey() : null);
            if (start != null) {
                if (!keyCondition.inPartition(start)) {
                    throw Errors.validation(
                            "The provided starting key is outside query boundaries based on provided conditions");
                }
                if (!keyCondition.matchesSortKey(start)) {
                    throw Errors.validation("The provided starting key does not match the range key predicate");
                }
            }
            // an eventually consistent read may answer from an earlier state (Database.eventualLag)
            long readTime = Boolean.TRUE.equals(r.consistentRead()) ? -1 : db.eventualReadTime();
            boolean forward = !Boolean.FALSE.equals(r.scanIndexForward());
            // a table partition (and its local indexes) is read isolated from writes; a global index is not
            List<Database.Partition> locked = index != null && index.global() ? List.of()
                    : List.of(new Database.Partition(table, keyCondition.partition()));
            PageCollector page = db.locking(locked, false, () -> {
                NavigableMap<RowKey, Map<String, AttributeValue>> rows =
                        keyCondition.select(EventualReads.partition(table, index, keyCondition.partition(), readTime));
                if (start != null) {
                    RowKey startRow = index == null ? table.rowKey(start) : table.indexRowKey(index, start);
                    rows = forward ? rows.tailMap(startRow, false) : rows.headMap(startRow, false);
                }
                if (!forward) {
                    rows = rows.descendingMap();
                }
                PageCollector collector = new PageCollector(r.limit(), e.filter, e.projection);
                for (Map<String, AttributeValue> stored : rows.values()) {
                    if (!keyCondition.matchesSortKey(stored)) {
                        continue;
                    }
                    Map<String, AttributeValue> item = fromTable
                            ? EventualReads.item(table, table.keyOf(stored), readTime) : stored;
                    if (!collector.offer(item, ReadSupport.keyOf(startKeys, stored))) {
                        break;
                    }
                }
                return collector;
            });
            capacity.readRange(table, index, page.bytes(), Boolean.TRUE.equals(r.consistentRead()));
            QueryResponse.Builder b = QueryResponse.builder().count(page.items().size()).scannedCount(page.scanned())
                    .consumedCapacity(capacity.single(table));
            if (r.select() != Select.COUNT) {
                b.items(page.items());
            }
            if (page.lastEvaluatedKey() != null) {
                b.lastEvaluatedKey(page.lastEvaluatedKey());
            }
            return b.build();
        });
    }
}
