package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.PageRequest;
import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Streams fetch pages only as they are consumed. */
@ExtendWith(DynaliteExtension.class)
class StreamTest {

    private final AtomicInteger queries = new AtomicInteger();
    private final DynamoDbClient counting;
    private final FindingRepository findings;

    StreamTest(DynaliteServer server) {
        ExecutionInterceptor countQueries = new ExecutionInterceptor() {
            @Override
            public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
                if (context.request() instanceof QueryRequest) {
                    queries.incrementAndGet();
                }
            }
        };
        this.counting = server.clientBuilder()
                .overrideConfiguration(configuration -> configuration.addExecutionInterceptor(countQueries))
                .build();
        this.findings = new FindingRepository(counting, Tables.create(counting));
        IntStream.range(0, 25).forEach(i -> findings.create(Finding.of("1", String.format("f%02d", i))));
    }

    @Test
    void aStreamReadsEveryItemInOrder() {
        List<String> all = findings.findingsOf("1").stream(PageRequest.of(10)).map(Finding::findingId).toList();

        assertThat(all).hasSize(25).isSorted();
        assertThat(queries.get()).isEqualTo(3);
    }

    @Test
    void aConsumerThatStopsEarlyFetchesNoMorePages() {
        List<String> firstSeven = findings.findingsOf("1").stream(PageRequest.of(5).descending())
                .limit(7).map(Finding::findingId).toList();

        assertThat(firstSeven).containsExactly("f24", "f23", "f22", "f21", "f20", "f19", "f18");
        assertThat(queries.get()).isEqualTo(2);
    }

    @Test
    void nothingIsFetchedBeforeTheStreamIsConsumed() {
        findings.findingsOf("1").stream();

        assertThat(queries.get()).isZero();
    }
}
