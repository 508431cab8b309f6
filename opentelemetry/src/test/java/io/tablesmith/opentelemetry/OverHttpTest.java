package io.tablesmith.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.opentelemetry.instrumentation.awssdk.v2_2.AwsSdkTelemetry;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.RequestOptions;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.opentelemetry.research.Job;
import io.tablesmith.opentelemetry.research.JobRepository;
import io.tablesmith.opentelemetry.research.TablesmithTable;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Tablesmith's spans over HTTP, beside the AWS SDK's own instrumentation (OpenTelemetry's
 * aws-sdk-2.2 interceptor on the SDK client): the SDK's span of each request is a child of Tablesmith's.
 */
class OverHttpTest {

    private static final String TABLE = "research";

    private final Traced traced = new Traced();
    private final LocalDynamoDbServer server = LocalDynamoDb.create()
            .createTables(TablesmithTable.createTableRequest(TABLE)).serve(0);
    private final DynamoDbClient sdkClient = DynamoDbClient.builder()
            .endpointOverride(server.endpoint())
            .region(Region.EU_WEST_3)
            .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
            .httpClientBuilder(UrlConnectionHttpClient.builder())
            .overrideConfiguration(config -> config
                    .addExecutionInterceptor(AwsSdkTelemetry.create(traced.sdk).createExecutionInterceptor()))
            .build();
    private final JobRepository jobs = new JobRepository(RequestOptions.defaults()
            .withObserver(OpenTelemetryObserver.create(traced.sdk))
            .withConsumedCapacity(ReturnConsumedCapacity.TOTAL)
            .applyTo(sdkClient), TABLE);

    @AfterEach
    void close() {
        sdkClient.close();
        server.close();
        traced.close();
    }

    @Test
    void theSdksOwnSpanOfEachRequestIsAChildOfTablesmiths() {
        jobs.put(new Job("1", "RUNNING", 10, "Survey"));
        Page<Job> page = jobs.byStatus("RUNNING", PageRequest.of(10));

        assertThat(page.items()).hasSize(1);
        SpanData put = traced.only("put", "PutItem");
        SpanData query = traced.only("byStatus", "Query");
        List<SpanData> sdkSpans = traced.exporter.getFinishedSpanItems().stream()
                .filter(span -> !traced.tablesmithSpans().contains(span)).toList();
        assertThat(sdkSpans).hasSize(2);
        assertThat(sdkSpans.get(0).getParentSpanId()).isEqualTo(put.getSpanId());
        assertThat(sdkSpans.get(0).getTraceId()).isEqualTo(put.getTraceId());
        assertThat(sdkSpans.get(0).getName()).contains("PutItem");
        assertThat(sdkSpans.get(1).getParentSpanId()).isEqualTo(query.getSpanId());
        assertThat(sdkSpans.get(1).getName()).contains("Query");
        assertThat(put.getParentSpanContext().isValid()).as("nothing was current when the application called").isFalse();
        assertThat(query.getAttributes().get(SpanAttributes.CAPACITY_READ))
                .isEqualTo(page.consumedCapacity().orElseThrow().readUnits());
    }
}
