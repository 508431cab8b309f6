package io.tablesmith.it.walk;

import io.tablesmith.telemetry.ObservedRequest;
import io.tablesmith.telemetry.RequestObserver;
import io.tablesmith.telemetry.RequestResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Every request the walk's repositories, queues, locks and transactions sent, as their observer saw
 * it: the walk checks that each carries the access pattern and entity type of the call it served.
 */
final class RecordedRequests implements RequestObserver {

    /** One request and how it ended. */
    record Recorded(ObservedRequest request, RequestResult result) {

        @Override
        public String toString() {
            return request.entityType() + "." + request.accessPattern() + " " + request.operation() + " "
                    + request.tables() + " -> " + (result == null ? "not ended" : result.outcome().tag());
        }
    }

    private final List<Recorded> requests = new ArrayList<>();

    @Override
    public Observation start(ObservedRequest request) {
        int index;
        synchronized (requests) {
            index = requests.size();
            requests.add(new Recorded(request, null));
        }
        return result -> {
            synchronized (requests) {
                requests.set(index, new Recorded(request, result));
            }
        };
    }

    List<Recorded> all() {
        synchronized (requests) {
            return List.copyOf(requests);
        }
    }
}
