package io.tablesmith.examples.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.Capacity;
import io.tablesmith.PageRequest;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.telemetry.CapacityBudgets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What the research service's access patterns may cost, held on LocalDynamoDb: a change that makes
 * one cost more (a wider index projection, a larger item, a query that reads past other entities'
 * items) fails here, naming the access pattern, its requests and their capacity. The measured costs
 * are written to {@code target/access-pattern-costs.md}, beside the access-pattern document.
 */
class AccessPatternBudgetsTest {

    private static final Instant T0 = Instant.parse("2026-05-01T09:00:00Z");
    private static final String TABLE = "research";

    private final LocalDynamoDb local = LocalDynamoDb.create();
    private final CapacityBudgets budgets = CapacityBudgets.create()
            // a write unit for the item and one for each index it is in
            .allow(JobSchema.ENTITY_TYPE, "create", Capacity.write(2))
            // an update (transitionStatus is one) that moves the job in gsi1: the old entry deleted, the new one written
            .allow(JobSchema.ENTITY_TYPE, "update", Capacity.write(3))
            .allow(JobSchema.ENTITY_TYPE, "get", Capacity.read(0.5))
            // a page of 25 small jobs, read from the index eventually consistently
            .allow(JobSchema.ENTITY_TYPE, "byStatus", Capacity.read(3))
            // 40 findings: each one unit for the item and one for gsi2
            .allow(FindingSchema.ENTITY_TYPE, "putAll", Capacity.write(80))
            .allow(FindingSchema.ENTITY_TYPE, "findingsOf", Capacity.read(2))
            // the job, its findings and its report in one query
            .allow("JobDetails", "get", Capacity.read(2));
    private final DynamoDbClient measured = budgets.applyTo(local);
    private final JobRepository jobs = new JobRepository(measured, TABLE);
    private final FindingRepository findings = new FindingRepository(measured, TABLE);
    private final JobDetailsRepository details = new JobDetailsRepository(measured, TABLE);

    AccessPatternBudgetsTest() {
        local.createTable(TablesmithTable.createTableRequest(TABLE));
    }

    @AfterEach
    void close() {
        local.close();
    }

    @Test
    void theServicesAccessPatternsStayWithinTheirBudgets() throws IOException {
        IntStream.range(0, 30).forEach(i -> jobs.create(Job.submitted("j" + i, "job " + i, T0.plusSeconds(i))));
        jobs.transitionStatus("j0", JobStatus.QUEUED, JobStatus.RUNNING);
        jobs.get("j1");
        assertThat(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(25)).items()).hasSize(25);
        findings.putAll(IntStream.range(0, 40).mapToObj(i -> Finding.scored("j1", "f" + i, "finding " + i, 0.5)).toList());
        assertThat(findings.findingsOf("j1", PageRequest.of(40)).items()).hasSize(40);
        assertThat(details.get("j1")).hasValueSatisfying(found -> assertThat(found.findings()).hasSize(40));

        budgets.check();
        assertThat(budgets.measured()).extracting(CapacityBudgets.Measured::name).containsExactly("FINDING.findingsOf",
                "FINDING.putAll", "JOB.byStatus", "JOB.create", "JOB.get", "JOB.update", "JobDetails.get");
        Path report = Path.of("target", "access-pattern-costs.md");
        Files.createDirectories(report.getParent());
        Files.writeString(report, "# Measured costs of the access patterns (LocalDynamoDb)\n\n" + budgets.report());
    }

    @Test
    void aCallOverItsBudgetFailsTheCheckWithItsRequests() {
        CapacityBudgets tight = CapacityBudgets.create().allow(JobSchema.ENTITY_TYPE, "create", Capacity.write(1));
        JobRepository measuredJobs = new JobRepository(tight.applyTo(local), TABLE);

        measuredJobs.create(Job.submitted("1", "one", T0));

        assertThatThrownBy(tight::check).isInstanceOf(AssertionError.class)
                .hasMessageContaining("JOB.create may cost 0 RCU, 1 WCU a call, but a call cost 0 RCU, 2 WCU in 1 request:")
                .hasMessageContaining("PutItem research");
    }

    @Test
    void callsOfTheSameAccessPatternAreMeasuredTogether() {
        List.of("a", "b", "c").forEach(id -> jobs.create(Job.submitted(id, id, T0)));

        assertThat(budgets.measured()).singleElement().satisfies(pattern -> {
            assertThat(pattern.name()).isEqualTo("JOB.create");
            assertThat(pattern.calls()).isEqualTo(3);
            assertThat(pattern.most()).isEqualTo(Capacity.write(2));
        });
        assertThat(budgets.report()).contains("| `JOB.create` | 3 | 0 | 2 |");
    }
}
