package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.PageRequest;
import io.tablesmith.dynalite.DynaliteExtension;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Values holding the key delimiter must never make one item's key collide with another's or
 * reach into another entity's part of a partition.
 */
@ExtendWith(DynaliteExtension.class)
class HostileKeyTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final List<String> HOSTILE = List.of("a#b", "x#FINDING#y", "ends#", "#", "%23", "%", "a%23b", "FINDING#");

    private final JobRepository jobs;
    private final FindingRepository findings;
    private final ReportRepository reports;

    HostileKeyTest(DynamoDbClient dynamo) {
        String table = Tables.create(dynamo);
        this.jobs = new JobRepository(dynamo, table);
        this.findings = new FindingRepository(dynamo, table);
        this.reports = new ReportRepository(dynamo, table);
    }

    @Test
    void everyHostileIdIsItsOwnItem() {
        for (String id : HOSTILE) {
            jobs.create(Job.queued(id, T0));
        }
        for (String id : HOSTILE) {
            assertThat(jobs.get(id)).map(Job::id).contains(id);
        }
        assertThat(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(100)).items()).hasSize(HOSTILE.size());
    }

    @Test
    void aFindingIdCannotReachIntoAnotherPartitionOrEntity() {
        jobs.create(Job.queued("1", T0));
        jobs.create(Job.queued("1#FINDING#2", T0));
        reports.create(new Report("1", "the report"));
        findings.create(Finding.of("1", "x#FINDING#y"));
        findings.create(Finding.of("1", "REPORT"));
        findings.create(Finding.of("1#FINDING", "2"));

        assertThat(findings.findingsOf("1", PageRequest.of(100)).items())
                .extracting(Finding::findingId)
                .containsExactly("REPORT", "x#FINDING#y");
        assertThat(reports.get("1")).map(Report::body).contains("the report");
        assertThat(jobs.get("1#FINDING#2")).isPresent();
        assertThat(findings.get("1#FINDING", "2")).isPresent();
        assertThat(findings.get("1", "x#FINDING#y")).isPresent();
    }

    @Test
    void delimiterPlacementNeverMergesTwoKeys() {
        // "a#b" + "c" and "a" + "b#c" would both read JOB#a#b#c without escaping.
        findings.create(Finding.of("a#b", "c"));
        findings.create(Finding.of("a", "b#c"));

        assertThat(FindingKeys.key("a#b", "c")).isNotEqualTo(FindingKeys.key("a", "b#c"));
        assertThat(findings.get("a#b", "c")).map(Finding::findingId).contains("c");
        assertThat(findings.get("a", "b#c")).map(Finding::findingId).contains("b#c");
        assertThat(findings.findingsOf("a", PageRequest.of(10)).items()).extracting(Finding::findingId).containsExactly("b#c");
    }
}
