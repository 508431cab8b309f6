package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * The capacity units one request consumes, by table and index, counted as DynamoDB does when asked with
 * ReturnConsumedCapacity: a read unit per 4 KB (rounded up per item for GetItem, BatchGetItem and
 * TransactGetItems, over the total read for Query and Scan), half of it for an eventually consistent read;
 * a write unit per 1 KB of the larger of the old and the new item; a write to each secondary index whose
 * entry appears, changes or disappears (two when its key changes); twice all of it in a transaction.
 * Every item operation costs at least one unit, even when the item does not exist.
 */
final class CapacityTally {
    private static final double READ_UNIT_BYTES = 4096;
    private static final double WRITE_UNIT_BYTES = 1024;

    /** Units of one table and its indexes. */
    private static final class Units {
        double table;
        final Map<String, Double> globalIndexes = new LinkedHashMap<>();
        final Map<String, Double> localIndexes = new LinkedHashMap<>();
        /** VectorWriteRequestBytes by vector index, reported beside the units, never added to them. */
        final Map<String, Double> vectorIndexes = new LinkedHashMap<>();

        void index(IndexDef index, double units) {
            (index.global() ? globalIndexes : localIndexes).merge(index.name(), units, Double::sum);
        }
    }

    private final ReturnConsumedCapacity mode;
    private final Map<String, Units> tables = new LinkedHashMap<>();
    /** Whether the answer names its units as read units too (TransactGetItems, as DynamoDB answers it). */
    private boolean readUnitsNamed;
    /** How the request named each table, by its name: DynamoDB answers with the ARN when given one. */
    private final Map<String, String> givenNames = new HashMap<>();

    private CapacityTally(ReturnConsumedCapacity mode) {
        this.mode = mode;
    }

    /** A tally for a request's ReturnConsumedCapacity (null counts as NONE). */
    static CapacityTally of(ReturnConsumedCapacity mode, String modeText) {
        if (mode == ReturnConsumedCapacity.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(modeText, "returnConsumedCapacity",
                    "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]");
        }
        return new CapacityTally(mode == null ? ReturnConsumedCapacity.NONE : mode);
    }

    /**
     * Names every total as read units too: DynamoDB's TransactGetItems answers {@code ReadCapacityUnits}
     * beside {@code CapacityUnits}, for the table's total and, with INDEXES, for {@code Table}.
     */
    CapacityTally namingReadUnits() {
        readUnitsNamed = true;
        return this;
    }

    /** Records that the request named {@code table} as {@code given} (its name or its ARN). */
    void givenAs(Table table, String given) {
        givenNames.putIfAbsent(table.schema().name(), given);
    }

    boolean requested() {
        return mode == ReturnConsumedCapacity.TOTAL || mode == ReturnConsumedCapacity.INDEXES;
    }

    private Units units(Table table) {
        return tables.computeIfAbsent(table.schema().name(), name -> new Units());
    }

    static double readUnits(long bytes, boolean consistent) {
        double units = Math.max(1, Math.ceil(bytes / READ_UNIT_BYTES));
        return consistent ? units : units / 2;
    }

    static double writeUnits(long bytes) {
        return Math.max(1, Math.ceil(bytes / WRITE_UNIT_BYTES));
    }

    /** A read of one item (null when absent), rounded up on its own; {@code factor} 2 in a transaction. */
    void readItem(Table table, Map<String, AttributeValue> item, boolean consistent, double factor) {
        if (!requested()) {
            return; // nothing to count: most requests do not ask
        }
        units(table).table += factor * readUnits(item == null ? 0 : ItemSize.of(item), consistent);
    }

    /** The items a Query or Scan read from a table ({@code index} null) or an index, rounded up together. */
    void readRange(Table table, IndexDef index, long bytes, boolean consistent) {
        if (!requested()) {
            return;
        }
        Units units = units(table);
        if (index == null) {
            units.table += readUnits(bytes, consistent);
        } else {
            units.index(index, readUnits(bytes, consistent));
        }
    }

    /**
     * A write that turns {@code old} into {@code next} (either null when absent), with the writes it
     * causes in the table's indexes; {@code factor} 2 in a transaction.
     */
    void write(Table table, Map<String, AttributeValue> old, Map<String, AttributeValue> next, double factor) {
        if (!requested()) {
            return; // sizing both items and projecting them into every index costs more than the write
        }
        Units units = units(table);
        long size = Math.max(old == null ? 0 : ItemSize.of(old), next == null ? 0 : ItemSize.of(next));
        units.table += factor * writeUnits(size);
        for (IndexDef index : table.schema().indexes()) {
            Map<String, AttributeValue> before = old != null && Table.hasIndexKeys(index, old)
                    ? index.project(old, table.schema().hash(), table.schema().range()) : null;
            Map<String, AttributeValue> after = next != null && Table.hasIndexKeys(index, next)
                    ? index.project(next, table.schema().hash(), table.schema().range()) : null;
            double indexUnits = 0;
            if (before != null && after != null) {
                if (!before.equals(after)) {
                    boolean sameKey = table.indexRowKey(index, old).equals(table.indexRowKey(index, next))
                            && index.partitionOf(old).equals(index.partitionOf(next));
                    indexUnits = writeUnits(ItemSize.of(after)) + (sameKey ? 0 : writeUnits(ItemSize.of(before)));
                }
            } else if (before != null) {
                indexUnits = writeUnits(ItemSize.of(before));
            } else if (after != null) {
                indexUnits = writeUnits(ItemSize.of(after));
            }
            if (indexUnits > 0) {
                units.index(index, factor * indexUnits);
            }
        }
        table.vectors().writeBytes(old, next).forEach((name, bytes) ->
                units.vectorIndexes.merge(name, (double) bytes, Double::sum));
    }

    /** The response member of a single-table operation, or null when not requested. */
    ConsumedCapacity single(Table table) {
        if (!requested()) {
            return null;
        }
        return describe(givenNames.getOrDefault(table.schema().name(), table.schema().name()), units(table));
    }

    /** The response member of a multi-table operation: one entry per table, in request order. */
    List<ConsumedCapacity> all() {
        if (!requested()) {
            return null;
        }
        List<ConsumedCapacity> out = new ArrayList<>();
        tables.forEach((name, units) -> out.add(describe(givenNames.getOrDefault(name, name), units)));
        return out;
    }

    private ConsumedCapacity describe(String tableName, Units units) {
        double total = units.table;
        for (double u : units.globalIndexes.values()) {
            total += u;
        }
        for (double u : units.localIndexes.values()) {
            total += u;
        }
        ConsumedCapacity.Builder b = ConsumedCapacity.builder().tableName(tableName).capacityUnits(total);
        if (readUnitsNamed) {
            b.readCapacityUnits(total);
        }
        if (mode == ReturnConsumedCapacity.INDEXES) {
            b.table(software.amazon.awssdk.services.dynamodb.model.Capacity.builder().capacityUnits(units.table)
                    .readCapacityUnits(readUnitsNamed ? units.table : null).build());
            if (!units.globalIndexes.isEmpty()) {
                b.globalSecondaryIndexes(capacities(units.globalIndexes));
            }
            if (!units.localIndexes.isEmpty()) {
                b.localSecondaryIndexes(capacities(units.localIndexes));
            }
            if (!units.vectorIndexes.isEmpty()) {
                Map<String, software.amazon.awssdk.services.dynamodb.model.VectorCapacity> vectors =
                        new LinkedHashMap<>();
                units.vectorIndexes.forEach((name, bytes) -> vectors.put(name,
                        software.amazon.awssdk.services.dynamodb.model.VectorCapacity.builder()
                                .vectorWriteRequestBytes(bytes).build()));
                b.vectorIndexes(vectors);
            }
        }
        return b.build();
    }

    private static Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> capacities(
            Map<String, Double> units) {
        Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> out = new LinkedHashMap<>();
        units.forEach((name, u) -> out.put(name,
                software.amazon.awssdk.services.dynamodb.model.Capacity.builder().capacityUnits(u).build()));
        return out;
    }
}
