package io.tablesmith.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.tablesmith.RequestOptions;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.micrometer.MicrometerObserver;
import io.tablesmith.opentelemetry.research.Job;
import io.tablesmith.opentelemetry.research.JobRepository;
import io.tablesmith.opentelemetry.research.TablesmithTable;
import io.tablesmith.telemetry.ObservedRequest;
import io.tablesmith.telemetry.RequestObserver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Spans and meters of the same requests: both observers on one client. */
class ObserversTogetherTest {

    private static final String TABLE = "research";

    private final Traced traced = new Traced();
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    @AfterEach
    void close() {
        traced.close();
    }

    @Test
    void eachRequestIsOneSpanAndOneTimedRequestAndTheSpanCarriesTheCapacityTheMetersAskedFor() {
        List<String> currentSpans = new ArrayList<>();
        RequestObserver inside = (ObservedRequest request) -> {
            currentSpans.add(io.opentelemetry.api.trace.Span.current().getSpanContext().getSpanId());
            return result -> { };
        };
        DynamoDbClient observed = RequestOptions.defaults()
                .withObserver(OpenTelemetryObserver.create(traced.sdk))
                .withObserver(MicrometerObserver.create(registry))
                .withObserver(inside)
                .applyTo(LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest(TABLE)));
        JobRepository jobs = new JobRepository(observed, TABLE);

        jobs.put(new Job("1", "RUNNING", 10, "Survey"));
        jobs.get("1");

        SpanData put = traced.only("put", "PutItem");
        SpanData get = traced.only("get", "GetItem");
        assertThat(traced.tablesmithSpans()).hasSize(2);
        assertThat(registry.get(MicrometerObserver.REQUESTS).timers()).hasSize(2)
                .allSatisfy(timer -> assertThat(timer.count()).isEqualTo(1));
        assertThat(put.getAttributes().get(SpanAttributes.CAPACITY_WRITE))
                .isEqualTo(registry.get(MicrometerObserver.CAPACITY_WRITE).counter().count());
        assertThat(get.getAttributes().get(SpanAttributes.CAPACITY_READ))
                .isEqualTo(registry.get(MicrometerObserver.CAPACITY_READ).counter().count());
        assertThat(currentSpans).as("an observer added after the span's sees it current")
                .containsExactly(put.getSpanId(), get.getSpanId());
    }
}
