package io.tablesmith.examples.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.IllegalTransitionException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.dynalite.DynaliteServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
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

    /** Runs the demo without step 18 (two compilations, seconds each), which only its own tests look at. */
    ResearchDemo.Result runDemo() {
        try (PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            return ResearchDemo.runWithoutCompiling(dynamo, streams(), table, out);
        }
    }

    /** Runs every step, as {@code main} does. */
    ResearchDemo.Result runWholeDemo() {
        try (PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            return ResearchDemo.run(dynamo, streams(), table, out);
        }
    }

    /** The engine's streams client, or null where the engine has no DynamoDB Streams. */
    abstract software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient streams();

    List<String> lines() {
        return printed.toString(StandardCharsets.UTF_8).lines().map(String::strip).toList();
    }

    @Test
    void printsEveryStepUnderItsHeading() {
        runWholeDemo();

        assertThat(lines()).containsSubsequence(
                "1. Create the table",
                "2. Submit research jobs",
                "3. Submit job-1 a second time: refused",
                "4. Two workers race for job-1: worker A moves it QUEUED -> RUNNING",
                "5. Worker B moves job-1 QUEUED -> RUNNING too: refused by the database",
                "6. An editor retitles job-1 from the copy it read: refused",
                "7. Mark job-2 SUCCEEDED without running it: refused before any request",
                "8. List the queued jobs, newest first, 2 per page",
                "9. Walk the queued jobs oldest first as a lazy stream, 2 per request, stopping after 3",
                "10. Worker A records findings and a report for job-1, then lists the findings",
                "11. Worker A imports 300 findings of a literature crawl into job-1 with putAll",
                "12. Count job-1's findings with an atomic counter",
                "13. List job-1's findings scored 70 to 90 percent, best first",
                "14. Worker A finishes job-1: RUNNING -> SUCCEEDED",
                "15. Read job-1 with its findings and report in one request",
                "16. A worker pool researches job-2: tasks from a queue, work under a lease, one worker crashes",
                "17. Keep per-job finding counts from the change stream; the consumer's process dies mid-way",
                "18. Rename Job's title to topic: the compiler refuses it, then accepts it with formerly",
                "Done: every read was a GetItem or a Query on a key; nothing scanned the table.");
        assertThat(lines()).contains(
                "result   table " + table + " is ACTIVE",
                "index gsi1: key gsi1pk (HASH) + gsi1sk (RANGE), projection ALL",
                "index gsi2: key gsi2pk (HASH) + gsi2sk (RANGE), projection ALL",
                "result   created job-1 QUEUED  2025-03-03T09:00:00Z v1  \"Battery chemistries beyond lithium-ion\"",
                "result   created job-6 QUEUED  (no createdAt)       v1  \"Direct air capture costs (draft)\"",
                "gsi1pk       S \"STATUS#QUEUED\"",
                "gsi1sk       S \"2025-03-03T09:00:00.000000000Z\"",
                "findingCount N 0",
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
    void workerAMovesTheJobToRunningWithOneConditionalUpdate() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.claimed().status()).isEqualTo(JobStatus.RUNNING);
        assertThat(result.claimed().version()).isEqualTo(2);
        assertThat(result.claimed().title()).isEqualTo("Battery chemistries beyond lithium-ion");
        // The request is printed as it was sent, its placeholders filled in.
        assertThat(lines()).containsSubsequence(
                "call     jobs.transitionStatus(\"job-1\", QUEUED, RUNNING)   -- worker A",
                "request  UpdateItem pk=JOB#job-1, sk=METADATA (as sent, placeholders filled in):",
                "SET status = \"RUNNING\", gsi1pk = \"STATUS#RUNNING\" ADD version 1",
                "IF _et = \"JOB\" AND status = \"QUEUED\" AND attribute_exists(gsi1sk)",
                "result   A stored job-1 RUNNING 2025-03-03T09:00:00Z v2  \"Battery chemistries beyond lithium-ion\"");
    }

    @Test
    void theDatabaseRefusesWorkerBsStaleTransition() {
        ResearchDemo.Result result = runDemo();

        StaleTransitionException refused = result.staleTransition();
        assertThat(refused.key()).isEqualTo("pk=JOB#job-1, sk=METADATA");
        assertThat(refused.getMessage()).isEqualTo("JOB [pk=JOB#job-1, sk=METADATA]: update refused: status was to move "
                + "from QUEUED to RUNNING but it is RUNNING already: another writer made this move first (or this update was"
                + " applied before and is being repeated)");
        assertThat(refused.current(Job.class)).contains(result.claimed());
        assertThat(lines()).containsSubsequence(
                "5. Worker B moves job-1 QUEUED -> RUNNING too: refused by the database",
                "result   StaleTransitionException: " + refused.getMessage(),
                "it carries the stored item: job-1 RUNNING 2025-03-03T09:00:00Z v2  \"Battery chemistries beyond lithium-ion\"");
    }

    @Test
    void refusesTheEditorsStaleReplaceSoTheMoveIsNotUndone() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.stale().key()).isEqualTo("pk=JOB#job-1, sk=METADATA");
        assertThat(result.stale().getMessage()).contains("replace refused: expected stored version 1 but found 2");
        assertThat(lines()).containsSubsequence(
                "6. An editor retitles job-1 from the copy it read: refused",
                "result   OptimisticLockException: " + result.stale().getMessage(),
                "the stored job-1 is still A's: job-1 RUNNING 2025-03-03T09:00:00Z v2  \"Battery chemistries beyond lithium-ion\"");
        // The editor's title never reached the table.
        assertThat(new JobRepository(dynamo, table).getConsistent("job-1").orElseThrow().title())
                .isEqualTo("Battery chemistries beyond lithium-ion");
    }

    @Test
    void refusesTheIllegalTransitionBeforeAnyRequest() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.illegal().getMessage()).isEqualTo("JOB [pk=JOB#job-2, sk=METADATA]: status may not move from "
                + "QUEUED to SUCCEEDED; from QUEUED it may move to [RUNNING]");
        assertThat(result.illegalRequests()).isZero();
        assertThat(lines()).containsSubsequence(
                "7. Mark job-2 SUCCEEDED without running it: refused before any request",
                "request  none: the @Transition declarations allow QUEUED -> [RUNNING] only (JobUpdate.statusTransitionsFrom(QUEUED))",
                "result   IllegalTransitionException: " + result.illegal().getMessage(),
                "requests sent by the call: 0 (counted)",
                "job-2 is untouched: job-2 QUEUED  2025-03-03T09:10:00Z v1  \"Open-source vector databases compared\"");
        // Counted independently of the demo: the refused call sends nothing at all.
        CountingDynamoDbClient counting = new CountingDynamoDbClient(dynamo);
        assertThatThrownBy(() -> new JobRepository(counting, table).transitionStatus("job-2", JobStatus.QUEUED, JobStatus.SUCCEEDED))
                .isInstanceOf(IllegalTransitionException.class);
        assertThat(counting.total()).isZero();
        Job job2 = new JobRepository(dynamo, table).getConsistent("job-2").orElseThrow();
        assertThat(job2.status()).isEqualTo(JobStatus.QUEUED);
        assertThat(job2.version()).isEqualTo(1);
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
    void streamsTheQueueLazilyAndStopsWhenTheConsumerStops() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.streamed()).extracting(Job::id).containsExactly("job-2", "job-3", "job-4");
        assertThat(result.streamRequests()).isEqualTo(2);
        assertThat(lines()).containsSubsequence(
                "call     jobs.byStatus(QUEUED).stream(PageRequest.of(2)).limit(3).toList()",
                "result   streamed job-2, job-3, job-4",
                "2 Query requests (counted) for 3 jobs: the stream stopped before it needed a third page");
        // Counted independently: 3 items at 2 a request take 2 requests; all 4 queued jobs take more.
        CountingDynamoDbClient counting = new CountingDynamoDbClient(dynamo);
        JobRepository jobs = new JobRepository(counting, table);
        assertThat(jobs.byStatus(JobStatus.QUEUED).stream(PageRequest.of(2)).limit(3)).hasSize(3);
        assertThat(counting.count("Query")).isEqualTo(2);
        assertThat(jobs.byStatus(JobStatus.QUEUED).stream(PageRequest.of(2)).map(Job::id))
                .containsExactly("job-2", "job-3", "job-4", "job-5");
        assertThat(counting.count("Query") - 2).as("Query requests for the whole stream").isGreaterThanOrEqualTo(2);
    }

    @Test
    void listsTheJobsFindingsWithThePartitionQuery() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.jobFindings().items()).extracting(Finding::findingId).containsExactly("f-1", "f-2", "f-3");
        assertThat(result.jobFindings().items()).allSatisfy(finding -> assertThat(finding.jobId()).isEqualTo("job-1"));
        assertThat(result.jobFindings().nextToken()).isEmpty();
        assertThat(result.report().body()).startsWith("Sodium-ion is the nearest alternative");
        assertThat(new FindingRepository(dynamo, table).get("job-1", "f-2")).hasValueSatisfying(finding -> {
            assertThat(finding.score()).isEqualTo(0.81);
            assertThat(finding.scorePercent()).isEqualTo(81);
        });
    }

    @Test
    void importsThreeHundredFindingsInTwelveBatchWrites() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.importRequests()).isEqualTo(12);
        assertThat(lines()).contains(
                "call     findings.putAll(crawled)   -- 300 findings, crawl-001 to crawl-300",
                "result   wrote 300 findings with 12 BatchWriteItem requests (counted; 300 / 25 = 12)");
        // Every imported finding is in the table, as written.
        FindingRepository findings = new FindingRepository(dynamo, table);
        List<Finding> crawled = ResearchDemo.crawledFindings("job-1");
        assertThat(findings.findingsOf("job-1").beginsWith("crawl-").consistentRead().stream()).containsExactlyElementsOf(crawled);
        assertThat(findings.findingsOf("job-1").consistentRead().stream()).hasSize(303);
    }

    @Test
    void countsTheFindingsWithAnAtomicCounter() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.counted().findingCount()).isEqualTo(303);
        assertThat(result.counted().status()).isEqualTo(JobStatus.RUNNING);
        assertThat(result.counted().version()).isEqualTo(4);
        assertThat(lines()).containsSubsequence(
                "12. Count job-1's findings with an atomic counter",
                "call     jobs.update(\"job-1\").addFindingCount(3).execute()   -- for the findings recorded one by one",
                "ADD findingCount 3, version 1",
                "IF _et = \"JOB\" AND (attribute_not_exists(findingCount) OR findingCount <= 2147483644)",
                "result   findingCount 3  (job-1 RUNNING 2025-03-03T09:00:00Z v3  \"Battery chemistries beyond lithium-ion\")",
                "call     jobs.update(\"job-1\").addFindingCount(300).execute()   -- for the imported ones",
                "ADD findingCount 300, version 1",
                "result   findingCount 303  (job-1 RUNNING 2025-03-03T09:00:00Z v4  \"Battery chemistries beyond lithium-ion\")");
        // The stored counter is a number attribute equal to the findings in the partition.
        Map<String, AttributeValue> item = dynamo.getItem(get -> get.tableName(table)
                .key(JobKeys.key("job-1").toAttributeMap()).consistentRead(true)).item();
        assertThat(item.get("findingCount").n()).isEqualTo("303");
        assertThat(new FindingRepository(dynamo, table).findingsOf("job-1").consistentRead().stream()).hasSize(303);
    }

    @Test
    void listsTheFindingsOfAScoreRangeBestFirst() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.scored().items()).extracting(Finding::findingId)
                .containsExactly("crawl-300", "crawl-250", "crawl-200", "f-2", "crawl-150", "crawl-100", "f-3", "crawl-050");
        assertThat(result.scored().items()).extracting(Finding::scorePercent).containsExactly(88, 85, 82, 81, 79, 76, 74, 73);
        assertThat(result.scored().nextToken()).isEmpty();
        assertThat(lines()).containsSubsequence(
                "call     findings.byScore(\"job-1\").between(70, 90).page(PageRequest.of(10).descending())",
                "request  Query index gsi2 where gsi2pk = JOB#job-1 AND gsi2sk BETWEEN \"SCORE#070\" AND \"SCORE#090\", ScanIndexForward=false",
                "result    88%  crawl-300 Literature crawl, source 300",
                "result    81%  f-2       Solid-state cells remain at pilot scale",
                "result    73%  crawl-050 Literature crawl, source 050",
                "8 of 303 findings; f-1 (92%) and the crawl's weak ones are outside the range and were not read");
        // The range holds exactly the findings a filter over all of them would keep, in score order.
        List<Finding> expected = new FindingRepository(dynamo, table).findingsOf("job-1").consistentRead().stream()
                .filter(finding -> finding.scorePercent() >= 70 && finding.scorePercent() <= 90)
                .sorted(Comparator.comparingInt(Finding::scorePercent).reversed())
                .toList();
        assertThat(result.scored().items()).containsExactlyElementsOf(expected);
        // Only findings carry gsi2 keys: the job and the report share the partition but not the index.
        Map<String, AttributeValue> jobItem = dynamo.getItem(get -> get.tableName(table)
                .key(JobKeys.key("job-1").toAttributeMap()).consistentRead(true)).item();
        assertThat(jobItem).doesNotContainKeys("gsi2pk", "gsi2sk");
        Map<String, AttributeValue> findingItem = dynamo.getItem(get -> get.tableName(table)
                .key(FindingKeys.key("job-1", "f-2").toAttributeMap()).consistentRead(true)).item();
        assertThat(findingItem.get("gsi2sk").s()).isEqualTo("SCORE#081");
    }

    @Test
    void finishesTheJobThroughItsStateMachine() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.finished().status()).isEqualTo(JobStatus.SUCCEEDED);
        assertThat(result.finished().version()).isEqualTo(5);
        assertThat(result.finished().findingCount()).isEqualTo(303);
        assertThat(lines()).containsSubsequence(
                "14. Worker A finishes job-1: RUNNING -> SUCCEEDED",
                "call     jobs.transitionStatus(\"job-1\", RUNNING, SUCCEEDED)   -- from RUNNING it may move to [SUCCEEDED, FAILED]",
                "SET status = \"SUCCEEDED\", gsi1pk = \"STATUS#SUCCEEDED\" ADD version 1",
                "IF _et = \"JOB\" AND status = \"RUNNING\" AND attribute_exists(gsi1sk)",
                "result   A stored job-1 SUCCEEDED 2025-03-03T09:00:00Z v5  \"Battery chemistries beyond lithium-ion\"",
                "jobs.byStatus(RUNNING, ...) now returns: (none); jobs.byStatus(SUCCEEDED, ...): job-1",
                "SUCCEEDED is final: JobUpdate.statusTransitionsFrom(SUCCEEDED) is []");

        // The table afterwards: job-1 SUCCEEDED at version 5, in that partition of the status index only.
        JobRepository jobs = new JobRepository(dynamo, table);
        Job stored = jobs.getConsistent("job-1").orElseThrow();
        assertThat(stored).isEqualTo(result.finished());
        Map<String, AttributeValue> item = dynamo.getItem(get -> get.tableName(table)
                .key(JobKeys.key("job-1").toAttributeMap()).consistentRead(true)).item();
        assertThat(item.get("gsi1pk").s()).isEqualTo("STATUS#SUCCEEDED");
        assertThat(item.get("version").n()).isEqualTo("5");
        assertThat(ids(jobs.byStatus(JobStatus.SUCCEEDED, PageRequest.of(10)))).containsExactly("job-1");
        assertThat(ids(jobs.byStatus(JobStatus.RUNNING, PageRequest.of(10)))).isEmpty();
        // Nothing moves out of SUCCEEDED.
        assertThatThrownBy(() -> jobs.transitionStatus("job-1", JobStatus.SUCCEEDED, JobStatus.RUNNING))
                .isInstanceOf(IllegalTransitionException.class);
    }

    @Test
    void readsTheJobWithItsFindingsAndReportInOneQuery() {
        ResearchDemo.Result result = runDemo();

        JobDetails read = result.jobDetails();
        assertThat(result.detailsRequests()).isEqualTo(1);
        assertThat(read.job()).isEqualTo(result.finished());
        assertThat(read.findings()).hasSize(303).allSatisfy(finding -> assertThat(finding.jobId()).isEqualTo("job-1"));
        assertThat(read.findings()).extracting(Finding::findingId).startsWith("crawl-001", "crawl-002")
                .endsWith("crawl-300", "f-1", "f-2", "f-3");
        assertThat(read.report()).contains(result.report());
        assertThat(lines()).containsSubsequence(
                "15. Read job-1 with its findings and report in one request",
                "request  Query where pk = JOB#job-1 (the whole partition); each item goes to the member its _et names",
                "result   job      job-1 SUCCEEDED 2025-03-03T09:00:00Z v5  \"Battery chemistries beyond lithium-ion\", findingCount 303",
                "result   findings 303: crawl-001, crawl-002, ..., f-1, f-2, f-3",
                "result   report   \"Sodium-ion is the nearest alternative at scale; solid-state and iron-air come later.\"",
                "1 Query request (counted) for 305 items; the counter agrees: findingCount 303, findings read 303");
        // Counted independently, and the same as reading the table again.
        CountingDynamoDbClient counting = new CountingDynamoDbClient(dynamo);
        assertThat(new JobDetailsRepository(counting, table).getConsistent("job-1")).contains(read);
        assertThat(counting.counts()).containsExactly(Map.entry("Query", 1));
    }

    @Test
    void countsEveryRequestAndScansNothing() {
        ResearchDemo.Result result = runDemo();

        String counted = lines().stream().filter(line -> line.startsWith("Requests sent, counted: ")).findFirst().orElseThrow();
        // Where the demo reads the stream, step 17 creates the projection's table too.
        assertThat(counted).contains("BatchWriteItem 12", "CreateTable " + (result.projection().isPresent() ? 2 : 1))
                .doesNotContain("Scan");
    }

    @Test
    void aWorkerPoolLosesNoTaskWhenAWorkerCrashesAndRefusesTheCrashedWorkersLateWrites() {
        ResearchDemo.Result result = runDemo();

        WorkerPool.Outcome pool = result.workerPool();
        assertThat(pool.duplicate().enqueued()).isFalse();
        assertThat(pool.processed()).containsExactly(Map.entry("t-1", "w1"), Map.entry("t-3", "w3"), Map.entry("t-4", "w1"),
                Map.entry("t-5", "w3"), Map.entry("t-2", "w3"));
        assertThat(pool.redelivered().message().taskId()).isEqualTo("t-2");
        assertThat(pool.redelivered().receiveCount()).isEqualTo(2);
        // Tokens are the locks' clock in microseconds: 2025-03-03T10:00:00Z, and 31 seconds later for w3's takeover.
        assertThat(pool.staleWrite()).hasMessageContaining("FINDING [pk=JOB#job-2, sk=FINDING#task-t-2]: fenced put refused: "
                + "the lease of lock task-t-2 with fencing token 1740996000000000 expired at 2025-03-03T10:00:30Z (it is "
                + "2025-03-03T10:00:31Z), and a lease is dead at its expiresAt()");
        assertThat(pool.staleAck()).hasMessageContaining("ack refused: delivery 1 is no longer the message's current delivery");
        assertThat(pool.after().messages()).isZero();
        assertThat(pool.after().inFlight()).isZero();
        assertThat(pool.requests()).doesNotContainKey("Scan").containsKeys("Query", "PutItem", "UpdateItem");
        // Every task left exactly one finding, written by the worker that acknowledged it.
        FindingRepository findings = new FindingRepository(dynamo, table);
        pool.processed().forEach((task, worker) -> assertThat(findings.getConsistent("job-2", "task-" + task).orElseThrow().summary())
                .startsWith("answered by " + worker + ": "));
        assertThat(lines()).containsSubsequence(
                "16. A worker pool researches job-2: tasks from a queue, work under a lease, one worker crashes",
                "result   w1 did t-1 (receive 1, lease token 1740996000000000): \"Which open-source vector databases support hybrid search?\"",
                "result   w2 took t-2 (lease token 1740996000000000) and crashed: no ack, no release",
                "result   w3 got t-2 again, receive 2",
                "result   w3 did t-2 (receive 2, lease token 1740996031000000): \"How do they shard an index?\"");
        String counted = lines().stream().filter(line -> line.startsWith("this step sent, counted: ")).findFirst().orElseThrow();
        assertThat(counted).isEqualTo("this step sent, counted: " + pool.requests().entrySet().stream()
                .map(entry -> entry.getKey() + " " + entry.getValue()).collect(java.util.stream.Collectors.joining(", "))
                + "; no Scan, and no request read an in-flight task");
    }

    @Test
    void theCompilerRefusesRenamingJobsTitleWithoutFormerlyAndAcceptsItWithTheFix() throws IOException {
        ResearchDemo.Result result = runWholeDemo();

        EvolutionStep.Outcome evolution = result.evolution().orElseThrow();
        // The error javac prints: on the @Entity annotation of the changed Job, with its id, the rule and the fix.
        int entityLine = Files.readAllLines(Path.of("src/main/java/io/tablesmith/examples/research/Job.java"))
                .indexOf("@Entity(type = \"JOB\")") + 1;
        assertThat(evolution.refusal()).startsWith("src/main/java/io/tablesmith/examples/research/Job.java:" + entityLine
                        + ": error: [TS270] io.tablesmith.examples.research.Job no longer reads attribute \"title\", which the schema "
                        + "file src/main/tablesmith/io.tablesmith.examples.research.schema records for component 'title'")
                .contains("keep reading the old name with @Attribute(value = \"...\", formerly = \"title\")")
                .endsWith("1 error" + System.lineSeparator());
        assertThat(evolution.refusedWroteNothing()).isTrue();
        assertThat(evolution.accepted()).isEmpty();
        assertThat(evolution.schemaDiff()).containsExactly(
                "- JOB.component.title.attribute = title",
                "- JOB.component.title.nullable = true",
                "- JOB.component.title.stored = STRING",
                "+ JOB.component.topic.attribute = topic",
                "+ JOB.component.topic.formerly = title",
                "+ JOB.component.topic.nullable = true",
                "+ JOB.component.topic.stored = STRING");
        // job-1 as stored reads back through the changed record, its title now its topic.
        assertThat(evolution.readBack()).isEqualTo("Job[id=job-1, status=SUCCEEDED, createdAt=2025-03-03T09:00:00Z, "
                + "topic=Battery chemistries beyond lithium-ion, findingCount=303, version=5]");
        // What the reader sees: the refusal as javac printed it (wrapped lines joined), the fix, the schema file's diff.
        assertThat(String.join(" ", lines())).contains(evolution.refusal().lines().findFirst().orElseThrow());
        assertThat(lines()).containsSubsequence(
                "18. Rename Job's title to topic: the compiler refuses it, then accepts it with formerly",
                "call     javac -Atablesmith.schemaDir=src/main/tablesmith Job.java Finding.java Report.java JobStatus.java package-info.java",
                "result   the compiler refuses it:",
                "@Entity(type = \"JOB\")",
                "1 error",
                "no class file was written, and the schema file is still the committed one, byte for byte",
                "call     the fix the error names: @Attribute(value = \"topic\", formerly = \"title\")",
                "- JOB.component.title.attribute = title",
                "+ JOB.component.topic.formerly = title",
                "result   " + evolution.readBack(),
                "requests sent by this step: 0 (counted)");
        // The change as a diff of Job.java: the rename, then the fix on the same line.
        assertThat(lines()).anyMatch(line -> line.matches("- +Instant createdAt, String title, int findingCount, @Version long version\\) \\{"))
                .anyMatch(line -> line.matches("\\+ +Instant createdAt, String topic, int findingCount, @Version long version\\) \\{"))
                .anyMatch(line -> line.matches("\\+ +Instant createdAt, @Attribute\\(value = \"topic\", formerly = \"title\"\\) String topic, "
                        + "int findingCount, @Version long version\\) \\{"));
        // The demo changed a copy: its own schema file is still the one the build compiled against.
        assertThat(Files.readString(Path.of("src/main/tablesmith/" + EvolutionStep.SCHEMA_FILE)))
                .contains("JOB.component.title.attribute = title").doesNotContain("topic");
    }

    static List<String> ids(Page<Job> page) {
        return page.items().stream().map(Job::id).toList();
    }
}
