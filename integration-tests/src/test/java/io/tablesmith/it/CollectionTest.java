package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.CollectionTooLargeException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.dynalite.DynaliteExtension;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Item collections: one Query, decoded by entity type, against dynalite. */
@ExtendWith(DynaliteExtension.class)
class CollectionTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private final DynamoDbClient dynamo;
    private final String table;
    private final JobRepository jobs;
    private final FindingRepository findings;
    private final ReportRepository reports;
    private final JobDetailsRepository details;

    CollectionTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
        this.table = Tables.create(dynamo);
        this.jobs = new JobRepository(dynamo, table);
        this.findings = new FindingRepository(dynamo, table);
        this.reports = new ReportRepository(dynamo, table);
        this.details = new JobDetailsRepository(dynamo, table);
    }

    @Test
    void readsTheJobWithItsFindingsAndReport() {
        Job job = jobs.create(Job.queued("1", T0));
        Finding b = findings.create(Finding.of("1", "b"));
        Finding a = findings.create(Finding.of("1", "a"));
        Report report = reports.create(new Report("1", "all done"));
        jobs.create(Job.queued("2", T0));
        findings.create(Finding.of("2", "c"));

        assertThat(details.get("1")).contains(new JobDetails(job, java.util.List.of(a, b), Optional.of(report)));
        assertThat(details.getConsistent("2")).map(JobDetails::report).contains(Optional.empty());
    }

    @Test
    void anEmptyPartitionIsNoCollection() {
        assertThat(details.get("nothing")).isEmpty();
    }

    @Test
    void itemsOfUnknownTypesAreSkipped() {
        Job job = jobs.create(Job.queued("1", T0));
        dynamo.putItem(put -> put.tableName(table).item(Map.of(
                "pk", AttributeValue.fromS("JOB#1"), "sk", AttributeValue.fromS("AUDIT#1"),
                "_et", AttributeValue.fromS("AUDIT"), "who", AttributeValue.fromS("ada"))));

        assertThat(details.get("1")).contains(new JobDetails(job, java.util.List.of(), Optional.empty()));
    }

    @Test
    void aPartitionWithoutItsRequiredMemberIsReported() {
        findings.create(Finding.of("orphan", "a"));

        assertThatThrownBy(() -> details.get("orphan"))
                .isInstanceOf(ItemNotFoundException.class)
                .hasMessageContaining("pk=JOB#orphan")
                .hasMessageContaining("JobDetails needs a JOB item");
    }

    @Test
    void followsPagesOfALargePartition() {
        jobs.create(Job.queued("big", T0));
        String summary = "x".repeat(20_000);
        IntStream.range(0, 120).forEach(i -> findings.create(
                new Finding("big", String.format("f%03d", i), null, summary, 0.1, null, null, null, null)));

        assertThat(details.get("big").orElseThrow().findings()).hasSize(120);
    }

    @Test
    void aBoundedReadReturnsAWholeCollectionWithinItsLimitAndRefusesALargerOne() {
        jobs.create(Job.queued("1", T0));
        IntStream.range(0, 4).forEach(i -> findings.create(Finding.of("1", "f" + i)));

        assertThat(details.get("1", 5).orElseThrow().findings()).hasSize(4);
        assertThat(details.getConsistent("1", 5)).isEqualTo(details.get("1"));
        assertThatThrownBy(() -> details.get("1", 4))
                .isInstanceOfSatisfying(CollectionTooLargeException.class, e -> assertThat(e.maxItems()).isEqualTo(4))
                .hasMessage("JobDetails [pk=JOB#1]: the partition holds more than 4 items (of every entity type stored in it),"
                        + " the most this read allows; read it with a larger limit, or read its members page by page with"
                        + " their repositories' queries");
        assertThatThrownBy(() -> details.get("1", 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
