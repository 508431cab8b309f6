package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.tablesmith.BatchOptions;
import io.tablesmith.Capacity;
import io.tablesmith.ConditionFailedException;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.RequestOptions;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.telemetry.CallCapacity;
import io.tablesmith.telemetry.ObservedRequest;
import io.tablesmith.telemetry.Outcome;
import io.tablesmith.telemetry.RequestAttributes;
import io.tablesmith.telemetry.RequestObserver;
import io.tablesmith.telemetry.RequestResult;
import io.tablesmith.queue.Delivery;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionReader;
import io.tablesmith.transaction.TransactionWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * What a call's requests carry and report on LocalDynamoDb: the consumed capacity on a page and
 * summed over every request of a call (batches, parallel batch requests), timeouts per access
 * pattern, the names handed to the SDK's own interceptors, and observers that cannot change a call.
 */
class ObservedCallsTest {

    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");

    private final LocalDynamoDb local = LocalDynamoDb.create();
    private final String table = "observed";
    private final List<CallCapacity> calls = Collections.synchronizedList(new ArrayList<>());
    private final List<ObservedRequest> sent = Collections.synchronizedList(new ArrayList<>());
    private final List<RequestResult> ended = Collections.synchronizedList(new ArrayList<>());
    private final RequestObserver recorder = request -> {
        sent.add(request);
        return ended::add;
    };

    ObservedCallsTest() {
        local.createTable(TablesmithTable.createTableRequest(table));
    }

    @AfterEach
    void close() {
        local.close();
    }

    @Test
    void aPageCarriesWhatItsRequestsConsumedWhenCapacityIsAskedFor() {
        JobRepository plain = new JobRepository(local, table);
        IntStream.range(0, 30).forEach(i -> plain.create(Job.queued("j" + i, T0.plusSeconds(i))));

        Page<Job> unpriced = plain.byStatus(JobStatus.QUEUED, PageRequest.of(25));
        JobRepository priced = plain.withRequestOptions(RequestOptions.defaults()
                .withConsumedCapacity(ReturnConsumedCapacity.TOTAL).withCapacityListener(calls::add));
        Page<Job> page = priced.byStatus(JobStatus.QUEUED, PageRequest.of(25));

        assertThat(unpriced.consumedCapacity()).isEmpty();
        assertThat(page.items()).hasSize(25);
        assertThat(calls).singleElement().satisfies(call -> {
            assertThat(call.name()).isEqualTo("JOB.byStatus");
            assertThat(call.requests()).allSatisfy(request -> assertThat(request.operation()).isEqualTo("Query"));
            assertThat(page.consumedCapacity()).contains(call.total());
        });
        // 26 small items read eventually consistently from the index: half a unit per 4 KB, rounded up
        assertThat(page.consumedCapacity().orElseThrow().readUnits()).isEqualTo(0.5);
        assertThat(page.consumedCapacity().orElseThrow().writeUnits()).isZero();
    }

    @Test
    void creatingAJobWritesOneUnitToTheTableAndOneToEachIndexItIsIn() {
        JobRepository jobs = new JobRepository(local, table).withRequestOptions(RequestOptions.defaults()
                .withConsumedCapacity(ReturnConsumedCapacity.INDEXES).withCapacityListener(calls::add));

        jobs.create(Job.queued("1", T0));

        assertThat(calls).singleElement().satisfies(call -> {
            assertThat(call.name()).isEqualTo("JOB.create");
            assertThat(call.total()).isEqualTo(new Capacity(0, 2, java.util.Map.of("gsi1", Capacity.write(1))));
        });
    }

    @Test
    void aBatchCallSumsEveryRequestItSentAlsoFromItsParallelRequests() {
        FindingRepository findings = new FindingRepository(local, table)
                .withBatchOptions(BatchOptions.defaults().withParallelism(3))
                .withRequestOptions(RequestOptions.defaults().withCapacityListener(calls::add).withObserver(recorder));
        List<Finding> many = IntStream.range(0, 100).mapToObj(i -> Finding.of("job", "f" + i)).toList();

        findings.putAll(many);

        assertThat(calls).singleElement().satisfies(call -> {
            assertThat(call.name()).isEqualTo("FINDING.putAll");
            assertThat(call.requests()).hasSize(4)
                    .allSatisfy(request -> assertThat(request.operation()).isEqualTo("BatchWriteItem"));
            double sum = call.requests().stream().mapToDouble(request -> request.capacity().writeUnits()).sum();
            assertThat(call.total().writeUnits()).isEqualTo(sum).isGreaterThanOrEqualTo(100);
        });
        assertThat(sent).hasSize(4).allSatisfy(request -> {
            assertThat(request.accessPattern()).isEqualTo("putAll");
            assertThat(request.entityType()).isEqualTo("FINDING");
        });
    }

    @Test
    void aRefusedWriteEndsAsConditionFailedAndATransactionNamesItsEntityTypes() {
        DynamoDbClient observed = RequestOptions.defaults().withObserver(recorder).applyTo(local);
        JobRepository jobs = new JobRepository(observed, table);
        FindingRepository findings = new FindingRepository(observed, table);
        Job stored = jobs.create(Job.queued("1", T0));

        assertThatThrownBy(() -> jobs.create(Job.queued("1", T0))).isInstanceOf(DuplicateItemException.class);
        assertThatThrownBy(() -> jobs.replace(stored.withStatus(JobStatus.RUNNING),
                JobConditions.status().eq(JobStatus.RUNNING))).isInstanceOf(ConditionFailedException.class);
        Transaction.write(observed).create(findings, Finding.of("1", "a")).update(jobs.update("1").setTitle("t")).execute();

        assertThat(sent).extracting(request -> request.entityType() + "." + request.accessPattern() + " "
                + request.operation()).containsExactly("JOB.create PutItem", "JOB.create PutItem", "JOB.replace PutItem",
                "FINDING,JOB.write TransactWriteItems");
        assertThat(ended).extracting(RequestResult::outcome).containsExactly(Outcome.SUCCESS, Outcome.CONDITION_FAILED,
                Outcome.CONDITION_FAILED, Outcome.SUCCESS);
    }

    @Test
    void aTransactionAndAQueueDeliveryCarryWhatTheirCallConsumed() {
        DynamoDbClient priced = RequestOptions.defaults().withConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .withCapacityListener(calls::add).applyTo(local);
        JobRepository jobs = new JobRepository(priced, table);
        FindingRepository findings = new FindingRepository(priced, table);
        TickQueue ticks = new TickQueue(priced, table);

        TransactionWriter.Result written = Transaction.write(priced).create(jobs, Job.queued("1", T0))
                .create(findings, Finding.of("1", "a")).execute();
        TransactionReader.Result read = Transaction.read(priced).get(jobs, JobKeys.key("1")).execute();
        ticks.push(new Tick(1));
        Delivery<Tick> delivery = ticks.pull(Duration.ofSeconds(30)).orElseThrow();

        assertThat(calls).extracting(CallCapacity::name).containsExactly("FINDING,JOB.write", "JOB.read", "ticks.push",
                "ticks.pull");
        // a transaction costs twice the units of its writes and reads: the job with its gsi1 entry, the finding
        // (without an author, in no index)
        assertThat(written.consumedCapacity()).contains(calls.get(0).total());
        assertThat(written.consumedCapacity().orElseThrow().writeUnits()).isEqualTo(2 * (2 + 1));
        assertThat(read.consumedCapacity()).contains(Capacity.read(2));
        assertThat(delivery.consumedCapacity()).contains(calls.get(3).total());
        assertThat(delivery.consumedCapacity().orElseThrow().units()).isPositive();
    }

    @Test
    void aTimeoutOfAnAccessPatternWinsOverTheRepositorysAndTheRequestCarriesIt() {
        JobRepository jobs = new JobRepository(local, table).withRequestOptions(RequestOptions.defaults()
                .withTimeout(Duration.ofSeconds(2)).withTimeout("byStatus", Duration.ofMillis(300))
                .withAttemptTimeout(Duration.ofMillis(250)).withObserver(recorder));

        jobs.create(Job.queued("1", T0));
        jobs.byStatus(JobStatus.QUEUED, PageRequest.of(10));

        assertThat(sent).extracting(request -> request.accessPattern() + " "
                + request.request().overrideConfiguration().orElseThrow().apiCallTimeout().orElseThrow() + " "
                + request.request().overrideConfiguration().orElseThrow().apiCallAttemptTimeout().orElseThrow())
                .containsExactly("create PT2S PT0.25S", "byStatus PT0.3S PT0.25S");
    }

    @Test
    void aServerThatDoesNotAnswerEndsTheCallAtItsAccessPatternsTimeout() throws Exception {
        CountDownLatch released = new CountDownLatch(1);
        HttpServer silent = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        silent.createContext("/", exchange -> {
            try {
                released.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.close();
        });
        silent.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        silent.start();
        URI endpoint = URI.create("http://127.0.0.1:" + silent.getAddress().getPort());
        try (DynamoDbClient http = client(endpoint, new ExecutionInterceptor() { })) {
            JobRepository jobs = new JobRepository(http, table).withRequestOptions(RequestOptions.defaults()
                    .withTimeout("get", Duration.ofMillis(200)).withObserver(recorder));

            assertThatThrownBy(() -> jobs.get("1")).isInstanceOf(ApiCallTimeoutException.class);
        } finally {
            released.countDown();
            silent.stop(0);
        }
        assertThat(ended).extracting(RequestResult::outcome).containsExactly(Outcome.TIMEOUT);
    }

    @Test
    void theSdksOwnInterceptorsReadTheAccessPatternOfEachRequestOverHttp() {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        ExecutionInterceptor interceptor = new ExecutionInterceptor() {
            @Override
            public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
                seen.add(attributes.getAttribute(RequestAttributes.ENTITY_TYPE) + "."
                        + attributes.getAttribute(RequestAttributes.ACCESS_PATTERN));
            }
        };
        try (LocalDynamoDbServer server = local.serve(0); DynamoDbClient http = client(server.endpoint(), interceptor)) {
            JobRepository jobs = new JobRepository(RequestOptions.defaults().withObserver(recorder).applyTo(http), table);
            jobs.create(Job.queued("1", T0));
            jobs.get("1");
            jobs.byStatus(JobStatus.QUEUED, PageRequest.of(10));
        }

        assertThat(seen).containsExactly("JOB.create", "JOB.get", "JOB.byStatus");
        assertThat(ended).extracting(RequestResult::outcome).containsOnly(Outcome.SUCCESS);
    }

    @Test
    void anObserverThatThrowsChangesNothingAboutTheCall() {
        RequestObserver failing = request -> {
            throw new IllegalStateException("observer broken");
        };
        RequestObserver failingAtTheEnd = request -> result -> {
            throw new IllegalStateException("observer broken at the end");
        };
        JobRepository jobs = new JobRepository(RequestOptions.defaults().withObserver(failing).withObserver(failingAtTheEnd)
                .withObserver(recorder).withCapacityListener(call -> {
                    throw new IllegalStateException("listener broken");
                }).applyTo(local), table);

        Job created = jobs.create(Job.queued("1", T0));

        assertThat(jobs.get("1")).contains(created);
        assertThat(ended).extracting(RequestResult::outcome).containsExactly(Outcome.SUCCESS, Outcome.SUCCESS);
    }

    @Test
    void anObservedClientAnswersEveryOperationAsTheClientItWraps() {
        DynamoDbClient observed = RequestOptions.defaults().withObserver(recorder).applyTo(local);

        observed.createTable(TablesmithTable.createTableRequest("another"));
        observed.waiter().waitUntilTableExists(request -> request.tableName("another"));

        assertThat(observed.listTables().tableNames()).containsExactlyInAnyOrder(table, "another");
        assertThat(observed.describeTimeToLive(request -> request.tableName("another")).timeToLiveDescription())
                .isNotNull();
        observed.deleteTable(request -> request.tableName("another"));
        assertThat(observed.listTables().tableNames()).containsExactly(table);
        assertThat(observed.serviceName()).isEqualTo(local.serviceName());
    }

    @Test
    void withDefaultOptionsRequestsGoAsTheyAre() {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        ExecutionInterceptor interceptor = new ExecutionInterceptor() {
            @Override
            public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
                seen.add(String.valueOf(attributes.getAttribute(RequestAttributes.ACCESS_PATTERN)));
            }
        };
        try (LocalDynamoDbServer server = local.serve(0); DynamoDbClient http = client(server.endpoint(), interceptor)) {
            JobRepository jobs = new JobRepository(RequestOptions.defaults().applyTo(http), table);
            jobs.create(Job.queued("1", T0));
            assertThat(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(10)).consumedCapacity()).isEmpty();
        }

        assertThat(seen).containsExactly("null", "null");
    }

    private static DynamoDbClient client(URI endpoint, ExecutionInterceptor interceptor) {
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                .overrideConfiguration(configuration -> configuration.addExecutionInterceptor(interceptor))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }
}
