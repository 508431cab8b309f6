package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.ItemIndex;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.PartitionKey;
import io.tablesmith.local.internal.RowKey;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.Values;
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

    public QueryResponse query(QueryRequest r) {
        TableOperations.checkItemTableName(r.tableName());
        Legacy.reject(r.hasKeyConditions(), "KeyConditions", r.conditionalOperator());
        Legacy.reject(r.hasQueryFilter(), "QueryFilter", null);
        Legacy.reject(r.hasAttributesToGet(), "AttributesToGet", null);
        ReadSupport.checkLimit(r.limit());
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
        return db.read(() -> {
            Table table = db.table(r.tableName());
            IndexDef index = ReadSupport.index(table, r.indexName(), r.consistentRead());
            KeyDef hash = index == null ? table.schema().hash() : index.hash();
            KeyDef range = index == null ? table.schema().range() : index.range();
            KeyCondition keyCondition = KeyCondition.of(e.keyCondition, hash, range);
            if (e.filter != null) {
                for (String head : Expressions.heads(e.filter)) {
                    if (head.equals(hash.name()) || (range != null && head.equals(range.name()))) {
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
                if (!Values.equal(start.get(hash.name()), keyCondition.hashValue)) {
                    throw Errors.validation(
                            "The provided starting key is outside query boundaries based on provided conditions");
                }
                if (keyCondition.range != null && !keyCondition.range.matches(start.get(range.name()))) {
                    throw Errors.validation("The provided starting key does not match the range key predicate");
                }
            }
            ItemIndex source = index == null ? table.items() : table.index(index.name());
            NavigableMap<RowKey, Map<String, AttributeValue>> rows =
                    source.partition(PartitionKey.of(keyCondition.hashValue));
            boolean forward = !Boolean.FALSE.equals(r.scanIndexForward());
            if (start != null) {
                RowKey startRow = index == null ? table.rowKey(start) : table.indexRowKey(index, start);
                rows = forward ? rows.tailMap(startRow, false) : rows.headMap(startRow, false);
            }
            if (!forward) {
                rows = rows.descendingMap();
            }
            PageCollector page = new PageCollector(r.limit(), e.filter, e.projection);
            for (Map<String, AttributeValue> stored : rows.values()) {
                if (keyCondition.range != null && !keyCondition.range.matches(stored.get(range.name()))) {
                    continue;
                }
                Map<String, AttributeValue> item = fromTable ? table.get(table.keyOf(stored)) : stored;
                if (!page.offer(item, ReadSupport.keyOf(startKeys, stored))) {
                    break;
                }
            }
            QueryResponse.Builder b = QueryResponse.builder().count(page.items().size()).scannedCount(page.scanned());
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
