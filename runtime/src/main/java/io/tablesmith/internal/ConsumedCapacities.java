package io.tablesmith.internal;

import io.tablesmith.Capacity;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * DynamoDB's {@code ConsumedCapacity} as a {@link Capacity}. With {@code TOTAL} DynamoDB reports
 * only {@code CapacityUnits}, so the operation says whether they are read or write units.
 */
final class ConsumedCapacities {

    private ConsumedCapacities() {
    }

    static Capacity of(boolean writes, ConsumedCapacity consumed) {
        if (consumed == null) {
            return Capacity.NONE;
        }
        Map<String, Capacity> indexes = new TreeMap<>();
        consumed.globalSecondaryIndexes().forEach((name, units) -> indexes.put(name, of(writes, units)));
        consumed.localSecondaryIndexes().forEach((name, units) -> indexes.put(name, of(writes, units)));
        return new Capacity(units(consumed.readCapacityUnits(), writes ? null : consumed.capacityUnits()),
                units(consumed.writeCapacityUnits(), writes ? consumed.capacityUnits() : null), indexes);
    }

    static Capacity of(boolean writes, List<ConsumedCapacity> consumed) {
        Capacity sum = Capacity.NONE;
        for (ConsumedCapacity table : consumed) {
            sum = sum.plus(of(writes, table));
        }
        return sum;
    }

    /**
     * A {@code SearchVectors} response's {@code VectorCapacity}, which DynamoDB reports in request
     * bytes rather than units: read units at {@value #VECTOR_BYTES_A_READ_UNIT} bytes a unit (the
     * size a read request unit reads), so that a budget or an observer adds a search to the other
     * reads of a call. The bytes themselves are on the search's result.
     */
    static Capacity ofVectorSearch(VectorCapacity consumed) {
        if (consumed == null || consumed.vectorSearchRequestBytes() == null) {
            return Capacity.NONE;
        }
        return Capacity.read(consumed.vectorSearchRequestBytes() / VECTOR_BYTES_A_READ_UNIT);
    }

    /** The bytes a read request unit reads: 4 KB. */
    static final double VECTOR_BYTES_A_READ_UNIT = 4096;

    private static Capacity of(boolean writes, software.amazon.awssdk.services.dynamodb.model.Capacity units) {
        return new Capacity(units(units.readCapacityUnits(), writes ? null : units.capacityUnits()),
                units(units.writeCapacityUnits(), writes ? units.capacityUnits() : null), Map.of());
    }

    private static double units(Double specific, Double total) {
        return specific != null ? specific : total != null ? total : 0;
    }
}
