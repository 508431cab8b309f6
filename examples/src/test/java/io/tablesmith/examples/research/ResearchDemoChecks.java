package io.tablesmith.examples.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.dynalite.DynaliteServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The research demo end to end, checked as a user would see it; a subclass says on which engine
 * ({@link ResearchDemoTest}: dynalite, {@link ResearchDemoLocalTest}: LocalDynamoDb).
 */
abstract class ResearchDemoChecks {

    protected final DynamoDbClient dynamo;
    protected final String table = DynaliteServer.uniqueTableName("research");
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    ResearchDemoChecks(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
    }

    ResearchDemo.Result runDemo() {
        try (PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            return ResearchDemo.run(dynamo, table, out);
        }
    }

    List<String> lines() {
        return printed.toString(StandardCharsets.UTF_8).lines().map(String::strip).toList();
    }

    @Test
    void printsEveryStepUnderItsHeading() {
        runDemo();

        assertThat(lines()).containsSubsequence(
                "1. Create the table",
                "2. Submit research jobs",
                "3. Submit job-1 a second time: refused",
                "4. Two workers race for job-1: worker A moves it QUEUED -> RUNNING",
                "5. Worker B claims job-1 with the version it read: refused",
                "6. List the queued jobs, newest first, 2 per page",
                "7. Worker A records findings and a report for job-1, then lists the findings",
                "Done: every write was a conditional PutItem, every read a GetItem or a Query on a key; nothing scanned the table.");
        assertThat(lines()).contains(
                "result   table " + table + " is ACTIVE",
                "index gsi1: key gsi1pk (HASH) + gsi1sk (RANGE), projection ALL",
                "result   created job-1 QUEUED  2025-03-03T09:00:00Z v1  \"Battery chemistries beyond lithium-ion\"",
                "result   created job-6 QUEUED  (no createdAt)       v1  \"Direct air capture costs (draft)\"",
                "gsi1pk     S \"STATUS#QUEUED\"",
                "gsi1sk     S \"2025-03-03T09:00:00.000000000Z\"",
                "result   A stored job-1 RUNNING 2025-03-03T09:00:00Z v2  \"Battery chemistries beyond lithium-ion\"",
                "jobs.byStatus(RUNNING, ...) now returns: job-1",
                "result   page 1: job-5, job-4",
                "result   page 2: job-3, job-2",
                "next token: none (last page)",
                "result   f-1  score 0.92  Sodium-ion cells are in mass production for low-cost cars");
        // Every output line is plain text a reader can follow: no logger prefixes, no stack traces.
        assertThat(lines()).noneMatch(line -> line.contains("SLF4J") || line.startsWith("at ") || line.contains("Exception in"));
    }

    @Test
    void refusesTheDuplicateCreateAndSaysWhichItem() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.duplicate().entityType()).isEqualTo("JOB");
        assertThat(result.duplicate().key()).isEqualTo("pk=JOB#job-1, sk=METADATA");
        assertThat(lines()).contains("result   DuplicateItemException: " + result.duplicate().getMessage());
        assertThat(result.duplicate().getMessage()).startsWith("JOB [pk=JOB#job-1, sk=METADATA]: create refused");
        // The refused write changed nothing: the title and creation time are the first submission's.
        Job stored = new JobRepository(dynamo, table).getConsistent("job-1").orElseThrow();
        assertThat(stored.title()).isEqualTo("Battery chemistries beyond lithium-ion");
        assertThat(stored.createdAt()).isEqualTo(Instant.parse("2025-03-03T09:00:00Z"));
    }

    @Test
    void movesTheJobToRunningAndRefusesTheStaleClaim() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.claimed().status()).isEqualTo(JobStatus.RUNNING);
        assertThat(result.claimed().version()).isEqualTo(2);
        assertThat(result.stale().key()).isEqualTo("pk=JOB#job-1, sk=METADATA");
        assertThat(result.stale().getMessage()).contains("expected stored version 1 but found 2");
        assertThat(lines()).contains("result   OptimisticLockException: " + result.stale().getMessage());

        JobRepository jobs = new JobRepository(dynamo, table);
        Job stored = jobs.getConsistent("job-1").orElseThrow();
        assertThat(stored).isEqualTo(result.claimed());
        assertThat(stored.status()).isEqualTo(JobStatus.RUNNING);
        assertThat(stored.version()).isEqualTo(2);
        // The conditional write moved the job to the other partition of the status index, too.
        Map<String, AttributeValue> item = dynamo.getItem(get -> get.tableName(table)
                .key(JobKeys.key("job-1").toAttributeMap()).consistentRead(true)).item();
        assertThat(item.get("gsi1pk").s()).isEqualTo("STATUS#RUNNING");
        assertThat(item.get("version").n()).isEqualTo("2");
        assertThat(ids(jobs.byStatus(JobStatus.RUNNING, PageRequest.of(10)))).containsExactly("job-1");
    }

    @Test
    void listsQueuedJobsNewestFirstOverTwoPages() {
        ResearchDemo.Result result = runDemo();

        assertThat(ids(result.firstPage())).containsExactly("job-5", "job-4");
        assertThat(result.firstPage().nextToken()).isPresent();
        assertThat(ids(result.secondPage())).containsExactly("job-3", "job-2");
        assertThat(result.secondPage().nextToken()).isEmpty();
        assertThat(lines()).contains("next token: " + result.firstPage().nextToken().orElseThrow());

        // The draft (no createdAt) exists but is in no status listing: the index is sparse.
        JobRepository jobs = new JobRepository(dynamo, table);
        assertThat(jobs.getConsistent("job-6")).hasValueSatisfying(draft -> {
            assertThat(draft.status()).isEqualTo(JobStatus.QUEUED);
            assertThat(draft.createdAt()).isNull();
        });
        assertThat(ids(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(10).descending())))
                .containsExactly("job-5", "job-4", "job-3", "job-2");
    }

    @Test
    void listsTheJobsFindingsWithThePartitionQuery() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.jobFindings().items()).extracting(Finding::findingId).containsExactly("f-1", "f-2", "f-3");
        assertThat(result.jobFindings().items()).allSatisfy(finding -> assertThat(finding.jobId()).isEqualTo("job-1"));
        assertThat(result.jobFindings().nextToken()).isEmpty();
        assertThat(result.report().body()).startsWith("Sodium-ion is the nearest alternative");
        assertThat(new FindingRepository(dynamo, table).get("job-1", "f-2"))
                .hasValueSatisfying(finding -> assertThat(finding.score()).isEqualTo(0.81));
    }

    static List<String> ids(Page<Job> page) {
        return page.items().stream().map(Job::id).toList();
    }
}
