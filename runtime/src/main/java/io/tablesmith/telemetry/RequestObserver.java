package io.tablesmith.telemetry;

import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Told of every request Tablesmith sends: {@link #start} just before it is sent, and the returned
 * {@link Observation}'s {@link Observation#end end} once its answer or failure is known.
 *
 * <p>Both are called on the thread that sends the request, {@code end} after {@code start} and
 * before that thread sends anything else, so an observer may make a context current in
 * {@code start} and close it in {@code end}: a span made current in {@code start} is the parent of
 * what the SDK's own instrumentation records for the request (its HTTP attempts). With several
 * observers, {@code start} runs in the order they were added and {@code end} in the reverse order.
 *
 * <p>An observer must not throw: an exception it throws is suppressed onto nothing and dropped,
 * so that observing never changes what a call does. It must be safe to call from several threads.
 */
@FunctionalInterface
public interface RequestObserver {

    /** Called before {@code request} is sent; returns what to call when its outcome is known. */
    Observation start(ObservedRequest request);

    /**
     * The capacity this observer needs reported, such as {@code TOTAL} for capacity meters;
     * Tablesmith asks DynamoDB for the largest mode its observers and options need.
     */
    default ReturnConsumedCapacity consumedCapacity() {
        return ReturnConsumedCapacity.NONE;
    }

    /** One observed request, ended once. */
    @FunctionalInterface
    interface Observation {

        /** Called once when the request's outcome is known. */
        void end(RequestResult result);
    }
}
