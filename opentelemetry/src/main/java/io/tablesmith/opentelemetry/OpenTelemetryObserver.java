package io.tablesmith.opentelemetry;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import io.tablesmith.internal.RuntimeVersion;
import io.tablesmith.telemetry.ObservedRequest;
import io.tablesmith.telemetry.RequestObserver;
import io.tablesmith.telemetry.RequestResult;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * One OpenTelemetry span for each DynamoDB request Tablesmith sends, named and described as the
 * database semantic conventions say ({@code "Query research"}, {@code db.system.name},
 * {@code db.operation.name}, {@code aws.dynamodb.*}), with the entity type, the access pattern and
 * the outcome of the call it serves.
 *
 * <pre>{@code
 * DynamoDbClient observed = RequestOptions.defaults()
 *         .withObserver(OpenTelemetryObserver.create(openTelemetry))
 *         .applyTo(dynamo);
 * JobRepository jobs = new JobRepository(observed, "research");
 * }</pre>
 *
 * <p>The span is a {@link SpanKind#CLIENT} span, current while the request is sent: spans the AWS
 * SDK's own instrumentation records for it (its call and HTTP attempts) are its children, and it is a
 * child of whatever span is current when the application calls the repository.
 *
 * <p>A refused conditional write (outcome {@code condition_failed}) is an answer the application
 * asked for, not a failure: its span keeps an unset status, its attribute {@code tablesmith.outcome}
 * says what happened. Every other failure sets status {@code ERROR}, {@code error.type} and records
 * the exception. No attribute holds a key or an item value (see {@code docs/observability.md}).
 *
 * <p>Thread-safe; one observer serves every repository and thread.
 */
public final class OpenTelemetryObserver implements RequestObserver {

    /** The instrumentation scope of Tablesmith's spans. */
    public static final String INSTRUMENTATION_SCOPE = "io.tablesmith";

    private final Tracer tracer;
    private final ReturnConsumedCapacity consumedCapacity;

    private OpenTelemetryObserver(Tracer tracer, ReturnConsumedCapacity consumedCapacity) {
        this.tracer = tracer;
        this.consumedCapacity = consumedCapacity;
    }

    /**
     * An observer that records its spans with {@code openTelemetry}'s tracer of scope
     * {@value #INSTRUMENTATION_SCOPE} (version: the Tablesmith runtime's). It asks for no consumed
     * capacity itself: spans carry capacity when the options ask for it, or with
     * {@link #withConsumedCapacity}.
     */
    public static OpenTelemetryObserver create(OpenTelemetry openTelemetry) {
        Objects.requireNonNull(openTelemetry, "openTelemetry");
        Tracer tracer = openTelemetry.tracerBuilder(INSTRUMENTATION_SCOPE)
                .setInstrumentationVersion(RuntimeVersion.CURRENT)
                .build();
        return new OpenTelemetryObserver(tracer, ReturnConsumedCapacity.NONE);
    }

    /**
     * The same observer, asking DynamoDB to report the capacity of every request it observes
     * ({@code TOTAL}, or {@code INDEXES} for each index's share too), so that every span carries it.
     */
    public OpenTelemetryObserver withConsumedCapacity(ReturnConsumedCapacity mode) {
        Objects.requireNonNull(mode, "mode");
        if (mode == ReturnConsumedCapacity.UNKNOWN_TO_SDK_VERSION) {
            throw new IllegalArgumentException("ReturnConsumedCapacity is NONE, TOTAL or INDEXES, not " + mode);
        }
        return new OpenTelemetryObserver(tracer, mode);
    }

    @Override
    public ReturnConsumedCapacity consumedCapacity() {
        return consumedCapacity;
    }

    @Override
    public Observation start(ObservedRequest request) {
        SpanBuilder builder = tracer.spanBuilder(SpanAttributes.spanName(request)).setSpanKind(SpanKind.CLIENT);
        SpanAttributes.ofRequest(request, builder);
        Span span = builder.startSpan();
        Scope scope = span.makeCurrent();
        return result -> end(span, scope, result);
    }

    private static void end(Span span, Scope scope, RequestResult result) {
        try {
            if (span.isRecording()) {
                SpanAttributes.ofResult(result, span);
            }
        } finally {
            scope.close();
            span.end();
        }
    }

    @Override
    public String toString() {
        return "OpenTelemetryObserver[consumedCapacity=" + consumedCapacity + "]";
    }
}
