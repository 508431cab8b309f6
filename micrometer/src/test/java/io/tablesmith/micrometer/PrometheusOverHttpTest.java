package io.tablesmith.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.tablesmith.RequestOptions;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.micrometer.research.Job;
import io.tablesmith.micrometer.research.JobRepository;
import io.tablesmith.micrometer.research.TablesmithTable;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The meters over HTTP to LocalDynamoDb's server, as a Prometheus scrape shows them. */
class PrometheusOverHttpTest {

    private static final String TABLE = "research";

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final LocalDynamoDbServer server = LocalDynamoDb.create()
            .createTables(TablesmithTable.createTableRequest(TABLE)).serve(0);
    private final DynamoDbClient sdkClient = DynamoDbClient.builder()
            .endpointOverride(server.endpoint())
            .region(Region.EU_WEST_3)
            .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
            .httpClientBuilder(UrlConnectionHttpClient.builder())
            .build();
    private final JobRepository jobs = new JobRepository(RequestOptions.defaults()
            .withObserver(MicrometerObserver.create(registry))
            .applyTo(sdkClient), TABLE);

    @AfterEach
    void close() {
        sdkClient.close();
        server.close();
        registry.close();
    }

    @Test
    void theMetersRenderAsPrometheusNamesThem() {
        jobs.put(new Job("1", "RUNNING", 10, "Survey"));
        jobs.get("1");

        List<String> series = Arrays.stream(registry.scrape().split("\n")).filter(line -> !line.startsWith("#")).toList();
        assertThat(series).anySatisfy(line -> assertThat(line).startsWith("tablesmith_requests_seconds_count{")
                .contains("access_pattern=\"put\"", "entity=\"JOB\"", "operation=\"PutItem\"", "outcome=\"success\"",
                        "table=\"research\"").endsWith("} 1"));
        assertThat(series).anySatisfy(line -> assertThat(line).startsWith("tablesmith_requests_seconds_sum{")
                .contains("access_pattern=\"get\""));
        assertThat(series).anySatisfy(line -> assertThat(line).startsWith("tablesmith_capacity_write_units_total{")
                .contains("access_pattern=\"put\""));
        assertThat(series).anySatisfy(line -> assertThat(line).startsWith("tablesmith_capacity_read_units_total{")
                .contains("access_pattern=\"get\""));
    }
}
