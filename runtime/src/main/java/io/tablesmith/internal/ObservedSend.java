package io.tablesmith.internal;

import io.tablesmith.Capacity;
import io.tablesmith.RequestOptions;
import io.tablesmith.telemetry.ObservedRequest;
import io.tablesmith.telemetry.Outcome;
import io.tablesmith.telemetry.RequestAttributes;
import io.tablesmith.telemetry.RequestCapacity;
import io.tablesmith.telemetry.RequestObserver;
import io.tablesmith.telemetry.RequestResult;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.metrics.MetricPublisher;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

/**
 * Sends one request of a {@link Call}: with the call's names as execution attributes, its timeouts
 * and metric publishers, told to its observers before and after, its capacity added to the call's.
 */
final class ObservedSend {

    private ObservedSend() {
    }

    /** The request's own override configuration with the call's names, timeouts and publishers added. */
    static AwsRequestOverrideConfiguration override(Call call, Optional<AwsRequestOverrideConfiguration> own) {
        AwsRequestOverrideConfiguration.Builder override = own.map(AwsRequestOverrideConfiguration::toBuilder)
                .orElseGet(AwsRequestOverrideConfiguration::builder)
                .putExecutionAttribute(RequestAttributes.ENTITY_TYPE, call.entityType())
                .putExecutionAttribute(RequestAttributes.ACCESS_PATTERN, call.accessPattern());
        RequestOptions options = call.options();
        if (own.flatMap(AwsRequestOverrideConfiguration::apiCallTimeout).isEmpty()) {
            options.timeout(call.accessPattern()).ifPresent(override::apiCallTimeout);
        }
        if (own.flatMap(AwsRequestOverrideConfiguration::apiCallAttemptTimeout).isEmpty()) {
            options.attemptTimeout().ifPresent(override::apiCallAttemptTimeout);
        }
        for (MetricPublisher publisher : options.metricPublishers()) {
            override.addMetricPublisher(publisher);
        }
        return override.build();
    }

    static <R extends DynamoDbResponse> R run(Call call, ObservedRequest request, Supplier<R> send,
                                              Function<R, Capacity> capacityOf, Predicate<R> partial) {
        List<RequestObserver> observers = call.options().observers();
        RequestObserver.Observation[] started = new RequestObserver.Observation[observers.size()];
        for (int i = 0; i < started.length; i++) {
            try {
                started[i] = observers.get(i).start(request);
            } catch (RuntimeException ignored) {
                // observing never changes what a call does
            }
        }
        R response;
        try {
            response = send.get();
        } catch (RuntimeException failure) {
            Outcome outcome = Outcomes.of(failure);
            call.add(new RequestCapacity(request.operation(), request.tables(), request.indexName(), outcome, Capacity.NONE));
            end(started, new RequestResult(outcome, Capacity.NONE, null, failure));
            throw failure;
        }
        Capacity capacity = capacityOf.apply(response);
        Outcome outcome = partial.test(response) ? Outcome.PARTIAL : Outcome.SUCCESS;
        call.add(new RequestCapacity(request.operation(), request.tables(), request.indexName(), outcome, capacity));
        end(started, new RequestResult(outcome, capacity, response, null));
        return response;
    }

    /**
     * {@link #run} for a request that completes on another thread: observed as it starts, and as its
     * future completes, with the cause of a failure (unwrapped from {@code CompletionException}).
     */
    static <R extends DynamoDbResponse> java.util.concurrent.CompletableFuture<R> runAsync(
            Call call, ObservedRequest request, Supplier<java.util.concurrent.CompletableFuture<R>> send,
            Function<R, Capacity> capacityOf, Predicate<R> partial) {
        List<RequestObserver> observers = call.options().observers();
        RequestObserver.Observation[] started = new RequestObserver.Observation[observers.size()];
        for (int i = 0; i < started.length; i++) {
            try {
                started[i] = observers.get(i).start(request);
            } catch (RuntimeException ignored) {
                // observing never changes what a call does
            }
        }
        return send.get().whenComplete((response, thrown) -> {
            if (thrown != null) {
                Throwable failure = io.tablesmith.async.AsyncResults.cause(thrown);
                Outcome outcome = Outcomes.of(failure);
                call.add(new RequestCapacity(request.operation(), request.tables(), request.indexName(), outcome,
                        Capacity.NONE));
                end(started, new RequestResult(outcome, Capacity.NONE, null, failure));
                return;
            }
            Capacity capacity = capacityOf.apply(response);
            Outcome outcome = partial.test(response) ? Outcome.PARTIAL : Outcome.SUCCESS;
            call.add(new RequestCapacity(request.operation(), request.tables(), request.indexName(), outcome, capacity));
            end(started, new RequestResult(outcome, capacity, response, null));
        });
    }

    private static void end(RequestObserver.Observation[] started, RequestResult result) {
        for (int i = started.length - 1; i >= 0; i--) {
            if (started[i] != null) {
                try {
                    started[i].end(result);
                } catch (RuntimeException ignored) {
                    // observing never changes what a call does
                }
            }
        }
    }
}
