package io.tablesmith.internal;

import io.tablesmith.Capacity;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

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

    private static Capacity of(boolean writes, software.amazon.awssdk.services.dynamodb.model.Capacity units) {
        return new Capacity(units(units.readCapacityUnits(), writes ? null : units.capacityUnits()),
                units(units.writeCapacityUnits(), writes ? units.capacityUnits() : null), Map.of());
    }

    private static double units(Double specific, Double total) {
        return specific != null ? specific : total != null ? total : 0;
    }
}
