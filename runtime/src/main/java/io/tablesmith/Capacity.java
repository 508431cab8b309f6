package io.tablesmith;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Capacity units DynamoDB reported as consumed: by one request, or summed over every request of
 * one call (the pages of a query, the requests and retries of a batch, a transaction).
 *
 * <p>DynamoDB reports capacity only when a request asks for it ({@code ReturnConsumedCapacity});
 * ask with {@link RequestOptions#withConsumedCapacity}. {@link #readUnits()} and
 * {@link #writeUnits()} include the indexes; {@link #indexes()} holds each index's share when
 * {@code INDEXES} was asked for, and is empty otherwise. A refused conditional write consumes
 * capacity that DynamoDB does not report with the refusal, so it is not counted here.
 *
 * @param readUnits read capacity units (on-demand: read request units)
 * @param writeUnits write capacity units (on-demand: write request units)
 * @param indexes the units of each index, by index name, sorted by name
 */
public record Capacity(double readUnits, double writeUnits, Map<String, Capacity> indexes) {

    /** No capacity: what a call that sent no request consumed. */
    public static final Capacity NONE = new Capacity(0, 0, Map.of());

    public Capacity {
        if (!(readUnits >= 0) || !(writeUnits >= 0)) {
            throw new IllegalArgumentException("capacity units are not negative: read " + readUnits + ", write "
                    + writeUnits);
        }
        indexes = Collections.unmodifiableSortedMap(new TreeMap<>(Objects.requireNonNull(indexes, "indexes")));
    }

    /** Read units alone. */
    public static Capacity read(double units) {
        return new Capacity(units, 0, Map.of());
    }

    /** Write units alone. */
    public static Capacity write(double units) {
        return new Capacity(0, units, Map.of());
    }

    /** Read and write units together. */
    public double units() {
        return readUnits + writeUnits;
    }

    /** The sum of this and {@code other}, index by index. */
    public Capacity plus(Capacity other) {
        if (other.units() == 0 && other.indexes.isEmpty()) {
            return this;
        }
        if (units() == 0 && indexes.isEmpty()) {
            return other;
        }
        Map<String, Capacity> sum = new TreeMap<>(indexes);
        other.indexes.forEach((name, units) -> sum.merge(name, units, Capacity::plus));
        return new Capacity(readUnits + other.readUnits, writeUnits + other.writeUnits, sum);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        text.append(format(readUnits)).append(" RCU, ").append(format(writeUnits)).append(" WCU");
        if (!indexes.isEmpty()) {
            text.append(" (");
            String separator = "";
            for (Map.Entry<String, Capacity> index : indexes.entrySet()) {
                text.append(separator).append(index.getKey()).append(": ").append(format(index.getValue().units()));
                separator = ", ";
            }
            text.append(")");
        }
        return text.toString();
    }

    private static String format(double units) {
        return units == Math.rint(units) ? Long.toString((long) units) : Double.toString(units);
    }
}
