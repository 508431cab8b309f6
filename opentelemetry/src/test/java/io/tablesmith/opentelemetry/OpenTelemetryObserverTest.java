package io.tablesmith.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.tablesmith.Capacity;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.RequestOptions;
import io.tablesmith.TableNotFoundException;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.opentelemetry.research.Finding;
import io.tablesmith.opentelemetry.research.FindingKeys;
import io.tablesmith.opentelemetry.research.FindingRepository;
import io.tablesmith.opentelemetry.research.Job;
import io.tablesmith.opentelemetry.research.JobRepository;
import io.tablesmith.opentelemetry.research.ResearchTask;
import io.tablesmith.opentelemetry.research.ResearchTaskQueue;
import io.tablesmith.opentelemetry.research.TablesmithTable;
import io.tablesmith.queue.Delivery;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionFailedException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/** The spans of a generated repository's calls on LocalDynamoDb in process, recorded by the OpenTelemetry SDK. */
class OpenTelemetryObserverTest {

    private static final String TABLE = "research";

    private final Traced traced = new Traced();
    private final LocalDynamoDb dynamo = LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest(TABLE));
    private final DynamoDbClient observed = RequestOptions.defaults()
            .withObserver(OpenTelemetryObserver.create(traced.sdk))
            .applyTo(dynamo);
    private final JobRepository jobs = new JobRepository(observed, TABLE);
    private final FindingRepository findings = new FindingRepository(observed, TABLE);

    @AfterEach
    void close() {
        traced.close();
    }

    @Test
    void aPutIsOneClientSpanNamedByItsOperationAndTableWithTheCallsNames() {
        jobs.put(new Job("1", "RUNNING", 10, "Survey"));

        SpanData put = traced.only("put", "PutItem");
        assertThat(traced.tablesmithSpans()).hasSize(1);
        assertThat(put.getName()).isEqualTo("PutItem research");
        assertThat(put.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        assertThat(put.getInstrumentationScopeInfo().getVersion()).isNotBlank();
        assertThat(put.getAttributes().asMap()).isEqualTo(Attributes.builder()
                .put(SpanAttributes.DB_SYSTEM_NAME, "aws.dynamodb")
                .put(SpanAttributes.DB_OPERATION_NAME, "PutItem")
                .put(SpanAttributes.DB_COLLECTION_NAME, TABLE)
                .put(SpanAttributes.TABLE_NAMES, List.of(TABLE))
                .put(SpanAttributes.ENTITY_TYPE, "JOB")
                .put(SpanAttributes.ACCESS_PATTERN, "put")
                .put(SpanAttributes.OUTCOME, "success")
                .build().asMap());
    }

    @Test
    void readsCarryTheRequestsParametersButNoKeyValue() {
        jobs.put(new Job("secret-id", "RUNNING", 10, "Survey"));
        traced.clear();

        jobs.getConsistent("secret-id");
        Page<Job> running = jobs.byStatus("RUNNING", PageRequest.of(5).descending());

        assertThat(running.items()).hasSize(1);
        SpanData get = traced.only("getConsistent", "GetItem");
        assertThat(get.getName()).isEqualTo("GetItem research");
        assertThat(get.getAttributes().get(SpanAttributes.CONSISTENT_READ)).isTrue();
        SpanData query = traced.only("byStatus", "Query");
        assertThat(query.getName()).isEqualTo("Query research");
        assertThat(query.getAttributes().get(SpanAttributes.INDEX_NAME)).isEqualTo("gsi1");
        assertThat(query.getAttributes().get(SpanAttributes.SCAN_FORWARD)).isFalse();
        assertThat(query.getAttributes().get(SpanAttributes.LIMIT)).isPositive();
        assertThat(query.getAttributes().get(SpanAttributes.COUNT)).isEqualTo(1);
        assertThat(query.getAttributes().get(SpanAttributes.SCANNED_COUNT)).isEqualTo(1);
        assertThat(query.getAttributes().get(SpanAttributes.ENTITY_TYPE)).isEqualTo("JOB");
        assertThat(traced.tablesmithSpans()).allSatisfy(span -> assertThat(span.getAttributes().asMap().values())
                .noneSatisfy(value -> assertThat(String.valueOf(value)).contains("secret-id")));
    }

    @Test
    void batchesTransactionsAndTheQueueAreNamedByTheirAccessPatterns() {
        List<Finding> three = List.of(new Finding("1", "a", 0.5), new Finding("1", "b", 0.7), new Finding("1", "c", 0.9));
        findings.putAll(three);
        findings.getAll(three.stream().map(FindingKeys::keyOf).toList());
        Transaction.write(observed).put(jobs, new Job("2", "QUEUED", 20, "Review")).put(findings, new Finding("2", "x", 1))
                .execute();
        ResearchTaskQueue tasks = new ResearchTaskQueue(observed, TABLE);
        tasks.push(new ResearchTask("t1", "why?"));
        Delivery<ResearchTask> delivery = tasks.pull(Duration.ofSeconds(30)).orElseThrow();

        assertThat(delivery.message().taskId()).isEqualTo("t1");
        SpanData putAll = traced.only("putAll", "BatchWriteItem");
        assertThat(putAll.getName()).isEqualTo("BatchWriteItem research");
        assertThat(putAll.getAttributes().get(SpanAttributes.DB_OPERATION_BATCH_SIZE)).isEqualTo(3);
        assertThat(putAll.getAttributes().get(SpanAttributes.ENTITY_TYPE)).isEqualTo("FINDING");
        assertThat(traced.only("getAll", "BatchGetItem").getAttributes().get(SpanAttributes.DB_OPERATION_BATCH_SIZE))
                .isEqualTo(3);
        SpanData transaction = traced.tablesmithSpans().stream()
                .filter(span -> "TransactWriteItems".equals(span.getAttributes().get(SpanAttributes.DB_OPERATION_NAME)))
                .findFirst().orElseThrow();
        assertThat(transaction.getName()).isEqualTo("TransactWriteItems research");
        assertThat(transaction.getAttributes().get(SpanAttributes.ENTITY_TYPE)).isEqualTo("FINDING,JOB");
        assertThat(transaction.getAttributes().get(SpanAttributes.DB_OPERATION_BATCH_SIZE)).isEqualTo(2);
        SpanData candidates = traced.only("pull", "Query");
        assertThat(candidates.getAttributes().get(SpanAttributes.INDEX_NAME)).isEqualTo("queue");
        assertThat(candidates.getAttributes().get(SpanAttributes.ENTITY_TYPE)).isEqualTo(ResearchTaskQueue.QUEUE_NAME);
        assertThat(traced.only("pull", "UpdateItem").getAttributes().get(SpanAttributes.OUTCOME)).isEqualTo("success");
        assertThat(traced.only("push", "PutItem").getName()).isEqualTo("PutItem research");
    }

    @Test
    void aRefusedConditionalWriteIsNoErrorItsOutcomeSaysWhatHappened() {
        Job job = jobs.create(new Job("1", "RUNNING", 10, "Survey"));
        traced.clear();

        assertThatThrownBy(() -> jobs.create(job)).isInstanceOf(DuplicateItemException.class);

        SpanData refused = traced.only("create", "PutItem");
        assertThat(refused.getAttributes().get(SpanAttributes.OUTCOME)).isEqualTo("condition_failed");
        assertThat(refused.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        assertThat(refused.getAttributes().get(SpanAttributes.ERROR_TYPE)).isNull();
        assertThat(refused.getEvents()).isEmpty();
    }

    @Test
    void aTransactionCancelledOnlyByItsConditionsIsNoErrorEither() {
        Job job = jobs.create(new Job("1", "RUNNING", 10, "Survey"));
        traced.clear();

        assertThatThrownBy(() -> Transaction.write(observed).create(jobs, job).put(findings, new Finding("1", "a", 1))
                .execute()).isInstanceOf(TransactionFailedException.class);

        SpanData cancelled = traced.only("write", "TransactWriteItems");
        assertThat(cancelled.getAttributes().get(SpanAttributes.OUTCOME)).isEqualTo("transaction_canceled");
        assertThat(cancelled.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        assertThat(cancelled.getAttributes().get(SpanAttributes.ERROR_TYPE)).isNull();
    }

    @Test
    void aFailedRequestIsAnErrorWithDynamoDbsErrorCodeAndTheExceptionRecorded() {
        JobRepository elsewhere = new JobRepository(observed, "no-such-table");

        assertThatThrownBy(() -> elsewhere.put(new Job("1", "RUNNING", 10, "Survey")))
                .isInstanceOf(TableNotFoundException.class);

        SpanData failed = traced.only("put", "PutItem");
        assertThat(failed.getName()).isEqualTo("PutItem no-such-table");
        assertThat(failed.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(failed.getAttributes().get(SpanAttributes.OUTCOME)).isEqualTo("table_not_found");
        assertThat(failed.getAttributes().get(SpanAttributes.ERROR_TYPE)).isEqualTo("ResourceNotFoundException");
        assertThat(failed.getEvents()).extracting(EventData::getName).containsExactly("exception");
    }

    @Test
    void aQueryPagesCapacityInItsSpansIsWhatThePageReports() {
        JobRepository measured = jobs.withRequestOptions(RequestOptions.defaults()
                .withConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        for (int i = 0; i < 5; i++) {
            measured.put(new Job("j" + i, "RUNNING", i, "Survey " + "x".repeat(2000)));
        }
        traced.clear();

        Page<Job> page = measured.byStatus("RUNNING", PageRequest.of(5));

        Capacity reported = page.consumedCapacity().orElseThrow();
        List<SpanData> queries = traced.tablesmithSpans();
        assertThat(queries).isNotEmpty().allSatisfy(span -> {
            assertThat(span.getAttributes().get(SpanAttributes.ACCESS_PATTERN)).isEqualTo("byStatus");
            assertThat(span.getAttributes().get(SpanAttributes.CONSUMED_CAPACITY)).singleElement().asString()
                    .startsWith("{\"TableName\":\"research\",\"CapacityUnits\":");
        });
        double read = queries.stream().mapToDouble(span -> span.getAttributes().get(SpanAttributes.CAPACITY_READ)).sum();
        double write = queries.stream().mapToDouble(span -> span.getAttributes().get(SpanAttributes.CAPACITY_WRITE)).sum();
        assertThat(reported.readUnits()).isPositive();
        assertThat(read).isEqualTo(reported.readUnits());
        assertThat(write).isEqualTo(reported.writeUnits()).isZero();
    }

    @Test
    void theObserverCanAskForCapacityItself() {
        DynamoDbClient measuring = RequestOptions.defaults()
                .withObserver(OpenTelemetryObserver.create(traced.sdk).withConsumedCapacity(ReturnConsumedCapacity.INDEXES))
                .applyTo(dynamo);

        new JobRepository(measuring, TABLE).put(new Job("1", "RUNNING", 10, "Survey"));

        SpanData put = traced.only("put", "PutItem");
        assertThat(put.getAttributes().get(SpanAttributes.CAPACITY_WRITE)).isPositive();
        assertThat(put.getAttributes().get(SpanAttributes.CONSUMED_CAPACITY)).singleElement().asString()
                .contains("\"GlobalSecondaryIndexes\":{\"gsi1\":{");
    }

    @Test
    void theSpanIsAChildOfTheSpanCurrentWhenTheApplicationCalls() {
        Span handler = traced.sdk.getTracer("app").spanBuilder("handle").startSpan();
        Scope scope = handler.makeCurrent();
        try {
            jobs.put(new Job("1", "RUNNING", 10, "Survey"));
        } finally {
            scope.close();
            handler.end();
        }

        SpanData put = traced.only("put", "PutItem");
        assertThat(put.getParentSpanId()).isEqualTo(handler.getSpanContext().getSpanId());
        assertThat(put.getTraceId()).isEqualTo(handler.getSpanContext().getTraceId());
        assertThat(Span.current().getSpanContext().isValid()).as("the observer's scope is closed").isFalse();
    }

    @Test
    void withoutTheObserverNothingIsTraced() {
        new JobRepository(dynamo, TABLE).put(new Job("1", "RUNNING", 10, "Survey"));
        new JobRepository(dynamo, TABLE).get("1");

        assertThat(traced.exporter.getFinishedSpanItems()).isEmpty();
    }

    @Test
    void theAttributeNamesAndTypesAreTheSemanticConventions() {
        assertThat(List.of(SpanAttributes.DB_SYSTEM_NAME, SpanAttributes.DB_OPERATION_NAME, SpanAttributes.DB_COLLECTION_NAME,
                SpanAttributes.DB_OPERATION_BATCH_SIZE, SpanAttributes.ERROR_TYPE)).containsExactly(
                io.opentelemetry.semconv.DbAttributes.DB_SYSTEM_NAME, io.opentelemetry.semconv.DbAttributes.DB_OPERATION_NAME,
                io.opentelemetry.semconv.DbAttributes.DB_COLLECTION_NAME,
                io.opentelemetry.semconv.DbAttributes.DB_OPERATION_BATCH_SIZE,
                io.opentelemetry.semconv.ErrorAttributes.ERROR_TYPE);
        assertThat(SpanAttributes.AWS_DYNAMODB).isEqualTo(io.opentelemetry.semconv.incubating.DbIncubatingAttributes
                .DbSystemNameIncubatingValues.AWS_DYNAMODB);
        assertThat(List.of(SpanAttributes.TABLE_NAMES, SpanAttributes.INDEX_NAME, SpanAttributes.CONSISTENT_READ,
                SpanAttributes.LIMIT, SpanAttributes.PROJECTION, SpanAttributes.SCAN_FORWARD, SpanAttributes.SELECT,
                SpanAttributes.SEGMENT, SpanAttributes.TOTAL_SEGMENTS, SpanAttributes.COUNT, SpanAttributes.SCANNED_COUNT,
                SpanAttributes.CONSUMED_CAPACITY)).containsExactly(
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_TABLE_NAMES,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_INDEX_NAME,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_CONSISTENT_READ,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_LIMIT,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_PROJECTION,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_SCAN_FORWARD,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_SELECT,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_SEGMENT,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_TOTAL_SEGMENTS,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_COUNT,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_SCANNED_COUNT,
                io.opentelemetry.semconv.incubating.AwsIncubatingAttributes.AWS_DYNAMODB_CONSUMED_CAPACITY);
    }
}
