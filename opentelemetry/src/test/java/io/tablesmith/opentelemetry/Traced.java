package io.tablesmith.opentelemetry;

import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;

/** An OpenTelemetry SDK whose spans, sampled and exported as each ends, are kept in memory for a test. */
final class Traced implements AutoCloseable {

    final InMemorySpanExporter exporter = InMemorySpanExporter.create();
    final OpenTelemetrySdk sdk = OpenTelemetrySdk.builder()
            .setTracerProvider(SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(exporter)).build())
            .build();

    /** Tablesmith's spans, in the order they ended. */
    List<SpanData> tablesmithSpans() {
        return exporter.getFinishedSpanItems().stream()
                .filter(span -> span.getInstrumentationScopeInfo().getName().equals(OpenTelemetryObserver.INSTRUMENTATION_SCOPE))
                .toList();
    }

    /** The one Tablesmith span of {@code operation} of the access pattern. */
    SpanData only(String accessPattern, String operation) {
        List<SpanData> matching = tablesmithSpans().stream()
                .filter(span -> accessPattern.equals(span.getAttributes().get(SpanAttributes.ACCESS_PATTERN)))
                .filter(span -> operation.equals(span.getAttributes().get(SpanAttributes.DB_OPERATION_NAME)))
                .toList();
        if (matching.size() != 1) {
            throw new AssertionError("expected one " + operation + " of " + accessPattern + " but the spans were "
                    + exporter.getFinishedSpanItems());
        }
        SpanData span = matching.get(0);
        if (span.getKind() != SpanKind.CLIENT) {
            throw new AssertionError("a " + span.getKind() + " span: " + span);
        }
        return span;
    }

    void clear() {
        exporter.reset();
    }

    @Override
    public void close() {
        sdk.close();
    }
}
