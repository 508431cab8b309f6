package io.tablesmith.micrometer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.tablesmith.Capacity;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.RequestOptions;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.micrometer.research.Finding;
import io.tablesmith.micrometer.research.FindingKeys;
import io.tablesmith.micrometer.research.FindingRepository;
import io.tablesmith.micrometer.research.Job;
import io.tablesmith.micrometer.research.JobRepository;
import io.tablesmith.micrometer.research.ResearchTask;
import io.tablesmith.micrometer.research.ResearchTaskQueue;
import io.tablesmith.micrometer.research.TablesmithTable;
import io.tablesmith.telemetry.CallCapacity;
import io.tablesmith.transaction.Transaction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The meters of a generated repository's calls on LocalDynamoDb in process, in Micrometer's SimpleMeterRegistry. */
class MicrometerObserverTest {

    private static final String TABLE = "research";

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final LocalDynamoDb dynamo = LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest(TABLE));
    private final DynamoDbClient observed = RequestOptions.defaults()
            .withObserver(MicrometerObserver.create(registry))
            .applyTo(dynamo);
    private final JobRepository jobs = new JobRepository(observed, TABLE);
    private final FindingRepository findings = new FindingRepository(observed, TABLE);

    @Test
    void eachRequestIsTimedByTableEntityAccessPatternOperationAndOutcome() {
        jobs.put(new Job("1", "RUNNING", 10, "Survey"));
        jobs.get("1");
        jobs.get("2");

        assertThat(timer("JOB", "put", "PutItem", "success").count()).isEqualTo(1);
        assertThat(timer("JOB", "get", "GetItem", "success").count()).isEqualTo(2);
        assertThat(timer("JOB", "get", "GetItem", "success").totalTime(java.util.concurrent.TimeUnit.NANOSECONDS))
                .isPositive();
        assertThat(registry.find(MicrometerObserver.REQUESTS).timers()).hasSize(2);
    }

    @Test
    void queriesBatchesTransactionsAndTheQueueAreMeteredByTheirAccessPatterns() {
        List<Finding> three = List.of(new Finding("1", "a", 0.5), new Finding("1", "b", 0.7), new Finding("1", "c", 0.9));
        findings.putAll(three);
        findings.getAll(three.stream().map(FindingKeys::keyOf).toList());
        findings.findingsOf("1", PageRequest.of(10));
        jobs.byStatus("RUNNING", PageRequest.of(10));
        Transaction.write(observed).put(jobs, new Job("2", "QUEUED", 20, "Review")).put(findings, new Finding("2", "x", 1))
                .execute();
        ResearchTaskQueue tasks = new ResearchTaskQueue(observed, TABLE);
        tasks.push(new ResearchTask("t1", "why?"));
        tasks.pull(Duration.ofSeconds(30)).orElseThrow().ack();

        assertThat(timer("FINDING", "putAll", "BatchWriteItem", "success").count()).isEqualTo(1);
        assertThat(timer("FINDING", "getAll", "BatchGetItem", "success").count()).isEqualTo(1);
        assertThat(timer("FINDING", "findingsOf", "Query", "success").count()).isEqualTo(1);
        assertThat(timer("JOB", "byStatus", "Query", "success").count()).isEqualTo(1);
        assertThat(timer("FINDING,JOB", "write", "TransactWriteItems", "success").count()).isEqualTo(1);
        Set<String> queue = registry.find(MicrometerObserver.REQUESTS).timers().stream()
                .filter(timer -> Set.of("push", "pull", "ack").contains(timer.getId().getTag("access.pattern")))
                .map(timer -> timer.getId().getTag("access.pattern") + " " + timer.getId().getTag("operation"))
                .collect(Collectors.toSet());
        assertThat(queue).contains("push PutItem", "pull Query", "pull UpdateItem");
    }

    @Test
    void aRefusedConditionalWriteIsTimedWithItsOutcome() {
        Job job = jobs.create(new Job("1", "RUNNING", 10, "Survey"));

        assertThatThrownBy(() -> jobs.create(job)).isInstanceOf(DuplicateItemException.class);

        assertThat(timer("JOB", "create", "PutItem", "success").count()).isEqualTo(1);
        assertThat(timer("JOB", "create", "PutItem", "condition_failed").count()).isEqualTo(1);
    }

    @Test
    void theCapacityCountersAddUpWhatThePagesReport() {
        List<CallCapacity> calls = new ArrayList<>();
        JobRepository listened = jobs.withRequestOptions(RequestOptions.defaults().withCapacityListener(calls::add));
        for (int i = 0; i < 5; i++) {
            listened.put(new Job("j" + i, "RUNNING", i, "Survey " + "x".repeat(2000)));
        }
        double written = calls.stream().mapToDouble(call -> call.total().writeUnits()).sum();

        Page<Job> first = jobs.byStatus("RUNNING", PageRequest.of(3));
        Page<Job> second = jobs.byStatus("RUNNING", PageRequest.of(3).after(first.nextToken().orElseThrow()));

        assertThat(written).isPositive();
        assertThat(counter(MicrometerObserver.CAPACITY_WRITE, "put").count()).isEqualTo(written);
        Capacity both = first.consumedCapacity().orElseThrow().plus(second.consumedCapacity().orElseThrow());
        assertThat(both.readUnits()).isPositive();
        assertThat(counter(MicrometerObserver.CAPACITY_READ, "byStatus").count()).isEqualTo(both.readUnits());
        assertThat(registry.find(MicrometerObserver.CAPACITY_WRITE).tag("access.pattern", "byStatus").counter())
                .as("a read consumes no write units").isNull();
        assertThat(counter(MicrometerObserver.CAPACITY_READ, "byStatus").getId().getBaseUnit())
                .isEqualTo(MicrometerObserver.CAPACITY_UNIT);
    }

    @Test
    void indexCapacityIsCountedPerIndexWhenAskedFor() {
        DynamoDbClient perIndex = RequestOptions.defaults()
                .withObserver(MicrometerObserver.create(registry).withIndexCapacity())
                .applyTo(dynamo);

        new JobRepository(perIndex, TABLE).put(new Job("1", "RUNNING", 10, "Survey"));

        Counter gsi1 = registry.get(MicrometerObserver.INDEX_CAPACITY_WRITE).tag("index", "gsi1").counter();
        assertThat(gsi1.count()).isPositive();
        assertThat(counter(MicrometerObserver.CAPACITY_WRITE, "put").count()).as("the table's and the index's")
                .isGreaterThan(gsi1.count());
    }

    @Test
    void withoutTheObserverNothingIsMetered() {
        new JobRepository(dynamo, TABLE).put(new Job("1", "RUNNING", 10, "Survey"));

        assertThat(registry.getMeters()).isEmpty();
    }

    @Test
    void tagValuesComeFromTheCodeNeverFromKeys() {
        for (int i = 0; i < 20; i++) {
            jobs.put(new Job("job-" + i, "S" + i, i, "t"));
            jobs.get("job-" + i);
        }

        assertThat(registry.getMeters()).extracting(meter -> meter.getId().getName()).containsExactlyInAnyOrder(
                MicrometerObserver.REQUESTS, MicrometerObserver.REQUESTS, MicrometerObserver.CAPACITY_WRITE,
                MicrometerObserver.CAPACITY_READ);
        assertThat(registry.getMeters()).allSatisfy(meter -> assertThat(meter.getId().getTags().toString())
                .doesNotContain("job-").doesNotContain("S1"));
        Set<String> keys = registry.getMeters().stream().map(Meter::getId).flatMap(id -> id.getTags().stream())
                .map(io.micrometer.core.instrument.Tag::getKey).collect(Collectors.toSet());
        assertThat(keys).containsExactlyInAnyOrder("table", "entity", "access.pattern", "operation", "outcome");
    }

    private Timer timer(String entity, String accessPattern, String operation, String outcome) {
        return registry.get(MicrometerObserver.REQUESTS)
                .tags(Tags.of("table", TABLE, "entity", entity, "access.pattern", accessPattern, "operation", operation,
                        "outcome", outcome))
                .timer();
    }

    private Counter counter(String name, String accessPattern) {
        return registry.get(name).tags("table", TABLE, "entity", "JOB", "access.pattern", accessPattern).counter();
    }
}
