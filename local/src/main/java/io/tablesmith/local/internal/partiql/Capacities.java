package io.tablesmith.local.internal.partiql;

import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/** Adds up the ConsumedCapacity of the engine operations one statement (or one batch) ran. */
final class Capacities {
    private Capacities() {
    }

    /** The sum of two reports on the same table, arm by arm; either may be null. */
    static ConsumedCapacity sum(ConsumedCapacity a, ConsumedCapacity b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        ConsumedCapacity.Builder sum = ConsumedCapacity.builder().tableName(a.tableName())
                .capacityUnits(units(a.capacityUnits()) + units(b.capacityUnits()));
        if (a.table() != null || b.table() != null) {
            sum.table(add(a.table(), b.table()));
        }
        if (a.hasGlobalSecondaryIndexes() || b.hasGlobalSecondaryIndexes()) {
            sum.globalSecondaryIndexes(add(a.globalSecondaryIndexes(), b.globalSecondaryIndexes()));
        }
        if (a.hasLocalSecondaryIndexes() || b.hasLocalSecondaryIndexes()) {
            sum.localSecondaryIndexes(add(a.localSecondaryIndexes(), b.localSecondaryIndexes()));
        }
        return sum.build();
    }

    private static Map<String, Capacity> add(Map<String, Capacity> a, Map<String, Capacity> b) {
        Map<String, Capacity> sum = new LinkedHashMap<>(a);
        b.forEach((name, c) -> sum.merge(name, c, Capacities::add));
        return sum;
    }

    private static Capacity add(Capacity a, Capacity b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return Capacity.builder().capacityUnits(units(a.capacityUnits()) + units(b.capacityUnits())).build();
    }

    private static double units(Double units) {
        return units == null ? 0 : units;
    }
}
