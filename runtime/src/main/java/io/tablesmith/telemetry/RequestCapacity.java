package io.tablesmith.telemetry;

import io.tablesmith.Capacity;
import java.util.Objects;

/**
 * What one request of a call consumed.
 *
 * @param operation DynamoDB's operation name, such as {@code Query}
 * @param tables the tables it read or wrote, joined by {@code ,}
 * @param indexName the index a query or scan read, or {@code null}
 * @param outcome how it ended
 * @param capacity what DynamoDB reported
 */
public record RequestCapacity(String operation, String tables, String indexName, Outcome outcome, Capacity capacity) {

    public RequestCapacity {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(tables, "tables");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(capacity, "capacity");
    }

    @Override
    public String toString() {
        return operation + " " + tables + (indexName == null ? "" : " (index " + indexName + ")") + ": " + capacity
                + (outcome == Outcome.SUCCESS ? "" : ", " + outcome.tag());
    }
}
