package io.tablesmith.telemetry;

import io.tablesmith.Capacity;
import java.util.List;
import java.util.Objects;

/**
 * What one call consumed: the sum over every request it sent, retries, batch requests and parallel
 * requests included, and each request on its own.
 *
 * @param entityType the entity type of the call (see {@link ObservedRequest#entityType()})
 * @param accessPattern the generated method the call came through
 * @param total the sum of the requests' capacity
 * @param requests each request, in the order they were answered
 */
public record CallCapacity(String entityType, String accessPattern, Capacity total, List<RequestCapacity> requests) {

    public CallCapacity {
        Objects.requireNonNull(entityType, "entityType");
        Objects.requireNonNull(accessPattern, "accessPattern");
        Objects.requireNonNull(total, "total");
        requests = List.copyOf(requests);
    }

    /** The call's name, {@code JOB.byStatus}. */
    public String name() {
        return entityType + "." + accessPattern;
    }

    @Override
    public String toString() {
        return name() + ": " + total + " in " + requests.size() + (requests.size() == 1 ? " request " : " requests ")
                + requests;
    }
}
