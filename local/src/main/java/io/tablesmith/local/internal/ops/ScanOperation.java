package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.validation.ModelValidator;
import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.EventualReads;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.PartitionKey;
import io.tablesmith.local.internal.RowKey;
import io.tablesmith.local.internal.Table;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** Scan of a table or a secondary index, whole or by segment. */
public final class ScanOperation {
    private final Database db;

    public ScanOperation(Database db) {
        this.db = db;
    }

    public ScanResponse scan(ScanRequest request) {
        ModelValidator.check(request);
        TableOperations.checkItemTableName(request.tableName());
        ScanRequest r = Legacy.scan(request);
        checkSegments(r.segment(), r.totalSegments());
        Expressions e = Expressions.parse(ItemOperations.names(r.hasExpressionAttributeNames(),
                        r.expressionAttributeNames()),
                ItemOperations.values(r.hasExpressionAttributeValues(), r.expressionAttributeValues()), null, null,
                null, r.filterExpression(), r.projectionExpression(), "FilterExpression");
        CapacityTally capacity = CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        return db.read(() -> {
            Table table = db.table(r.tableName(), r);
            capacity.givenAs(table, r.tableName());
            IndexDef index = ReadSupport.index(table, r.indexName(), r.consistentRead());
            boolean fromTable = ReadSupport.fetchFromTable(r.select(), r.selectAsString(), e.projection, index);
            List<KeyDef> startKeys = ReadSupport.startKeyDefs(table, index);
            Map<String, AttributeValue> start = ReadSupport.startKey(table, index,
                    r.hasExclusiveStartKey() ? r.exclusiveStartKey() : null);
            // an eventually consistent read may answer from an earlier state (Database.eventualLag)
            long readTime = Boolean.TRUE.equals(r.consistentRead()) ? -1 : db.eventualReadTime();
            NavigableMap<PartitionKey, NavigableMap<RowKey, Map<String, AttributeValue>>> partitions =
                    EventualReads.partitions(table, index, readTime);
            PartitionKey startPartition = null;
            RowKey startRow = null;
            if (start != null) {
                startPartition = index == null ? PartitionKey.of(start.get(table.schema().hash().name()))
                        : index.partitionOf(start);
                startRow = index == null ? table.rowKey(start) : table.indexRowKey(index, start);
                partitions = partitions.tailMap(startPartition, true);
            }
            PageCollector page = new PageCollector(r.limit(), e.filter, e.projection);
            outer:
            for (Map.Entry<PartitionKey, NavigableMap<RowKey, Map<String, AttributeValue>>> partition
                    : partitions.entrySet()) {
                if (r.totalSegments() != null && partition.getKey().segment(r.totalSegments()) != r.segment()) {
                    continue;
                }
                NavigableMap<RowKey, Map<String, AttributeValue>> rows = partition.getValue();
                if (partition.getKey().equals(startPartition)) {
                    rows = rows.tailMap(startRow, false);
                }
                for (Map<String, AttributeValue> stored : rows.values()) {
                    Map<String, AttributeValue> item = fromTable
                            ? EventualReads.item(table, table.keyOf(stored), readTime) : stored;
                    if (!page.offer(item, ReadSupport.keyOf(startKeys, stored))) {
                        break outer;
                    }
                }
            }
            capacity.readRange(table, index, page.bytes(), Boolean.TRUE.equals(r.consistentRead()));
            ScanResponse.Builder b = ScanResponse.builder().count(page.items().size()).scannedCount(page.scanned())
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

    private static void checkSegments(Integer segment, Integer totalSegments) {
        if (segment != null && totalSegments == null) {
            throw Errors.validation("The TotalSegments parameter is required but was not present in the request when "
                    + "Segment parameter is present");
        }
        if (totalSegments != null && segment == null) {
            throw Errors.validation("The Segment parameter is required but was not present in the request when "
                    + "parameter TotalSegments is present");
        }
        if (segment != null && segment >= totalSegments) {
            throw Errors.validation("The Segment parameter is zero-based and must be less than parameter TotalSegments: "
                    + "Segment: " + segment + " is not less than TotalSegments: " + totalSegments);
        }
    }
}
