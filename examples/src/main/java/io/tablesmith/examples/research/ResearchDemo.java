package io.tablesmith.examples.research;

import io.tablesmith.DuplicateItemException;
import io.tablesmith.IllegalTransitionException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.StaleTransitionException;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.tools.ToolProvider;
import software.amazon.awssdk.core.waiters.WaiterOverrideConfiguration;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * A research-job service in a few hundred lines of Tablesmith: one table, three entity
 * types, conditional writes, a state machine, a sparse status index, a score index, batch writes,
 * an atomic counter, an item collection, a worker pool on a queue, a read model kept from the change
 * stream and a schema change the compiler refuses until it is made safe, each step printed as the call
 * made, the DynamoDB request behind it and what came back.
 *
 * <p>{@link #main} runs it on LocalDynamoDb, in process, unless told to use dynalite or an endpoint
 * ({@link DemoEngine}). {@link #run} works against any {@link DynamoDbClient}, AWS included. The demo
 * sends every request through a {@link CountingDynamoDbClient}, so where it says how many requests
 * a step took, it counted them.
 */
public final class ResearchDemo {

    /** The table {@link #main} creates in its own engine. */
    public static final String TABLE = "research";

    /** How many jobs a status listing shows per page. */
    static final int PAGE_SIZE = 2;

    /** How many findings worker A imports into job-1 with one {@code putAll}. */
    static final int IMPORTED_FINDINGS = 300;

    /** The lower end, in whole percent, of the score range the demo lists (included). */
    static final int LOW_SCORE = 70;

    /** The upper end, in whole percent, of the score range the demo lists (included). */
    static final int HIGH_SCORE = 90;

    private static final Instant FIRST_SUBMISSION = Instant.parse("2025-03-03T09:00:00Z");

    private final CountingDynamoDbClient dynamo;
    private final DynamoDbStreamsClient streams;
    private final String table;
    private final PrintStream out;
    private final StepLines lines;
    private final JobRepository jobs;
    private final FindingRepository findings;
    private final ReportRepository reports;
    private final JobDetailsRepository details;
    private final boolean compiles;
    private int step;

    private ResearchDemo(DynamoDbClient client, DynamoDbStreamsClient streams, String table, PrintStream out, boolean compiles) {
        this.compiles = compiles;
        this.dynamo = new CountingDynamoDbClient(client);
        this.streams = streams;
        this.table = table;
        this.out = out;
        this.lines = new StepLines(out);
        this.jobs = new JobRepository(dynamo, table);
        this.findings = new FindingRepository(dynamo, table);
        this.reports = new ReportRepository(dynamo, table);
        this.details = new JobDetailsRepository(dynamo, table);
    }

    /**
     * What the demo saw, for tests and for anyone who wants to look further.
     *
     * @param claimed job-1 as worker A stored it when it moved it QUEUED to RUNNING (version 2)
     * @param duplicate the refusal of a second {@code create} of job-1
     * @param staleTransition the database's refusal of worker B's move of job-1 out of QUEUED, which A had made first
     * @param stale the refusal of the editor's {@code replace}, made with the version it had read before A's move
     * @param illegal the refusal, before any request, of moving job-2 from QUEUED straight to SUCCEEDED
     * @param illegalRequests how many requests that refused call sent (none)
     * @param firstPage the newest {@link #PAGE_SIZE} queued jobs
     * @param secondPage the queued jobs after {@code firstPage}, read with its token
     * @param streamed the first three queued jobs, oldest first, from a lazily paged stream
     * @param streamRequests how many {@code Query} requests the stream sent
     * @param jobFindings job-1's first three findings, from the partition query
     * @param report job-1's report, read back by key
     * @param importRequests how many {@code BatchWriteItem} requests the {@code putAll} of {@link #IMPORTED_FINDINGS} findings sent
     * @param counted job-1 after its findings were counted with atomic {@code ADD}s
     * @param scored job-1's findings scored {@link #LOW_SCORE} to {@link #HIGH_SCORE} percent, best first
     * @param finished job-1 after worker A moved it RUNNING to SUCCEEDED
     * @param jobDetails job-1 with its findings and report, read with one {@code Query}
     * @param detailsRequests how many {@code Query} requests that read sent
     * @param workerPool what the worker pool of step 16 did with job-2's research tasks
     * @param projection what step 17 did: the per-job finding counts kept from the change stream, with a
     *     consumer that died in the middle; empty on an engine the demo reads no stream of
     * @param evolution what step 18 did: the compiler's refusal of a rename without {@code formerly}, its
     *     acceptance with it and the schema file's changed lines; empty on a Java runtime without a compiler
     */
    public record Result(Job claimed, DuplicateItemException duplicate, StaleTransitionException staleTransition,
                         OptimisticLockException stale, IllegalTransitionException illegal, int illegalRequests,
                         Page<Job> firstPage, Page<Job> secondPage, List<Job> streamed, int streamRequests,
                         Page<Finding> jobFindings, Report report, int importRequests, Job counted,
                         Page<Finding> scored, Job finished, JobDetails jobDetails, int detailsRequests,
                         WorkerPool.Outcome workerPool, Optional<ChangeStreamStep.Outcome> projection,
                         Optional<EvolutionStep.Outcome> evolution) {
    }

    /**
     * Runs the demo on table {@value #TABLE} in the engine named by the first argument or, without
     * one, by the system property {@value DemoEngine#ENDPOINT_PROPERTY}: nothing for LocalDynamoDb in
     * this process, {@code local-server} for LocalDynamoDb served over HTTP for the demo, {@code dynalite}
     * for a dynalite server started (and stopped) for the demo, or the
     * URL of a DynamoDB endpoint (region and credentials from the SDK's default chains).
     */
    public static void main(String[] args) {
        PrintStream out = System.out;
        String endpoint = args.length > 0 ? args[0] : System.getProperty(DemoEngine.ENDPOINT_PROPERTY);
        try (DemoEngine engine = DemoEngine.choose(endpoint)) {
            out.println("Engine: " + engine.description());
            run(engine.client(), engine.streams().orElse(null), TABLE, out);
        }
    }

    /**
     * Creates {@code table} (which must not exist yet) and runs every step against it, printing
     * each to {@code out}.
     *
     * @throws IllegalStateException when a write the demo expects to be refused succeeds
     */
    public static Result run(DynamoDbClient dynamo, String table, PrintStream out) {
        return run(dynamo, null, table, out);
    }

    /**
     * Creates {@code table} with a stream when {@code streams} reads the engine's streams (null: the engine
     * has none, and the change-stream step says it is skipped) and runs every step against it.
     *
     * @throws IllegalStateException when a write the demo expects to be refused succeeds, or the projection
     *     kept from the stream differs from the table
     */
    public static Result run(DynamoDbClient dynamo, DynamoDbStreamsClient streams, String table, PrintStream out) {
        return new ResearchDemo(dynamo, streams, table, out, true).run();
    }

    /**
     * The demo without step 18, whose two compilations take seconds, where none of it is looked at (the
     * tests of the other steps); its {@code evolution} is empty.
     */
    static Result runWithoutCompiling(DynamoDbClient dynamo, DynamoDbStreamsClient streams, String table, PrintStream out) {
        return new ResearchDemo(dynamo, streams, table, out, false).run();
    }

    private Result run() {
        out.println();
        out.println("Tablesmith research demo");
        out.println("========================");
        out.println("One DynamoDB table holds research jobs, their findings and reports (one single-table key design).");
        out.println("Each step shows the Java call, the DynamoDB request it makes, and the result.");

        createTable();
        submitJobs();
        DuplicateItemException duplicate = refuseDuplicate();
        Race race = raceForJob();
        Job claimed = race.claimed();
        StaleTransitionException staleTransition = refuseStaleTransition();
        OptimisticLockException stale = refuseStaleReplace(race.staleCopy());
        Refusal illegal = refuseIllegalTransition();
        Listing queued = listQueuedJobs();
        Streamed streamed = streamQueuedJobs();
        Page<Finding> jobFindings = recordFindings(claimed);
        Report report = reports.getConsistent(claimed.id()).orElseThrow();
        int importRequests = importFindings(claimed.id());
        Job counted = countFindings(claimed.id(), jobFindings.items().size(), IMPORTED_FINDINGS);
        Page<Finding> scored = listByScore(claimed.id(), counted.findingCount());
        Job finished = finish(claimed.id());
        Read read = readDetails(claimed.id());
        WorkerPool.Outcome workerPool = runWorkerPool();
        Optional<ChangeStreamStep.Outcome> projection = projectFindingCounts(claimed.id(), "job-2");
        Optional<EvolutionStep.Outcome> evolution = compiles ? renameJobTitle(finished) : Optional.empty();

        out.println();
        out.println("Requests sent, counted: " + dynamo.counts().entrySet().stream()
                .map(entry -> entry.getKey() + " " + entry.getValue()).collect(Collectors.joining(", ")) + ".");
        out.println("Done: every read was a GetItem or a Query on a key; nothing scanned the table.");
        return new Result(claimed, duplicate, staleTransition, stale, illegal.refused(), illegal.requests(),
                queued.first(), queued.second(), streamed.jobs(), streamed.requests(), jobFindings, report,
                importRequests, counted, scored, finished, read.jobDetails(), read.requests(), workerPool, projection,
                evolution);
    }

    private void createTable() {
        heading("Create the table");
        CreateTableRequest request = TablesmithTable.createTableRequest(table);
        lines.call("dynamo.createTable(TablesmithTable.createTableRequest(\"" + table + "\"))   -- with the queue index, as the package has a @QueueMessage record");
        if (streams != null) {
            request = request.toBuilder().streamSpecification(stream -> stream.streamEnabled(true)
                    .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)).build();
            lines.detail("and a stream of NEW_AND_OLD_IMAGES, which step 17 reads (.toBuilder().streamSpecification(...))");
        }
        lines.request("CreateTable " + table + ": key " + keys(request.keySchema()) + ", " + request.billingMode() + " billing");
        for (GlobalSecondaryIndex index : request.globalSecondaryIndexes()) {
            lines.detail("index " + index.indexName() + ": key " + keys(index.keySchema()) + ", projection "
                    + index.projection().projectionType());
        }
        dynamo.createTable(request);
        WaiterOverrideConfiguration quickPolls = WaiterOverrideConfiguration.builder()
                .backoffStrategyV2(BackoffStrategy.fixedDelayWithoutJitter(Duration.ofMillis(500)))
                .waitTimeout(Duration.ofMinutes(5))
                .build();
        try (DynamoDbWaiter waiter = DynamoDbWaiter.builder().client(dynamo).overrideConfiguration(quickPolls).build()) {
            TableStatus status = waiter.waitUntilTableExists(wait -> wait.tableName(table))
                    .matched().response().orElseThrow().table().tableStatus();
            lines.result("table " + table + " is " + status);
        }
    }

    private void submitJobs() {
        heading("Submit research jobs");
        lines.call("jobs.create(Job.submitted(id, title, createdAt))");
        lines.request("PutItem with condition attribute_not_exists(pk): only if no item has the key yet");
        String[] titles = {
            "Battery chemistries beyond lithium-ion",
            "Open-source vector databases compared",
            "Heat pumps in cold climates",
            "Small modular reactors: where they stand",
            "Microplastics in drinking water",
        };
        for (int i = 0; i < titles.length; i++) {
            Job stored = jobs.create(Job.submitted("job-" + (i + 1), titles[i], FIRST_SUBMISSION.plus(Duration.ofMinutes(10L * i))));
            lines.result("created " + describe(stored));
        }
        Job draft = jobs.create(new Job("job-6", JobStatus.QUEUED, null, "Direct air capture costs (draft)", 0, 0));
        lines.result("created " + describe(draft));
        lines.detail("job-6 is a draft: createdAt is null, so it carries no gsi1 keys and no status listing sees it.");

        out.println();
        lines.call("dynamo.getItem(JobKeys.key(\"job-1\"))   -- the raw item, to see the key design");
        lines.request("GetItem " + JobKeys.key("job-1"));
        Map<String, AttributeValue> item = dynamo.getItem(get -> get.tableName(table)
                .key(JobKeys.key("job-1").toAttributeMap()).consistentRead(true)).item();
        for (Map.Entry<String, AttributeValue> attribute : ordered(item).entrySet()) {
            lines.detail(String.format("%-12s %s", attribute.getKey(), render(attribute.getValue())));
        }
    }

    private DuplicateItemException refuseDuplicate() {
        heading("Submit job-1 a second time: refused");
        lines.call("jobs.create(Job.submitted(\"job-1\", ...))");
        lines.request("PutItem " + JobKeys.key("job-1") + " with condition attribute_not_exists(pk)");
        try {
            jobs.create(Job.submitted("job-1", "Battery chemistries, again", FIRST_SUBMISSION.plus(Duration.ofHours(1))));
        } catch (DuplicateItemException refused) {
            lines.result("DuplicateItemException: " + refused.getMessage());
            lines.detail("the stored job-1 is untouched: " + describe(jobs.getConsistent("job-1").orElseThrow()));
            return refused;
        }
        throw new IllegalStateException("The second create of job-1 was not refused");
    }

    /** Job-1 as worker A stored it, and the editor's copy, read at the version before A's write. */
    private record Race(Job claimed, Job staleCopy) {
    }

    /** Two pages of one listing. */
    private record Listing(Page<Job> first, Page<Job> second) {
    }

    /** A refusal and how many requests the refused call sent. */
    private record Refusal(IllegalTransitionException refused, int requests) {
    }

    /** What a stream returned and how many requests it sent. */
    private record Streamed(List<Job> jobs, int requests) {
    }

    /** A collection and how many requests reading it sent. */
    private record Read(JobDetails jobDetails, int requests) {
    }

    /** Workers A and B (and an editor) all read job-1 at version 1; A moves it to RUNNING first. */
    private Race raceForJob() {
        heading("Two workers race for job-1: worker A moves it QUEUED -> RUNNING");
        lines.call("jobs.getConsistent(\"job-1\")   -- workers A and B, and an editor, each read the job");
        lines.request("GetItem " + JobKeys.key("job-1") + " with ConsistentRead=true");
        Job readByA = jobs.getConsistent("job-1").orElseThrow();
        Job readByB = jobs.getConsistent("job-1").orElseThrow();
        Job readByEditor = jobs.getConsistent("job-1").orElseThrow();
        lines.result("all three see " + describe(readByA));
        if (!readByB.equals(readByA) || !readByEditor.equals(readByA)) {
            throw new IllegalStateException("The three reads of job-1 differ");
        }

        out.println();
        lines.call("jobs.transitionStatus(\"job-1\", QUEUED, RUNNING)   -- worker A");
        Job claimed = jobs.transitionStatus("job-1", JobStatus.QUEUED, JobStatus.RUNNING);
        lines.request(sentUpdate());
        lines.detail("one conditional write: the move happens only while the stored status is QUEUED, gsi1pk follows it,");
        lines.detail("and ADD version 1 is the @Version increment every write makes");
        lines.result("A stored " + describe(claimed));
        Page<Job> running = jobs.byStatus(JobStatus.RUNNING, PageRequest.of(10).descending());
        lines.detail("jobs.byStatus(RUNNING, ...) now returns: " + ids(running.items()));
        return new Race(claimed, readByEditor);
    }

    private StaleTransitionException refuseStaleTransition() {
        heading("Worker B moves job-1 QUEUED -> RUNNING too: refused by the database");
        lines.call("jobs.transitionStatus(\"job-1\", QUEUED, RUNNING)   -- worker B, which also saw QUEUED");
        lines.request("UpdateItem " + JobKeys.key("job-1") + " with the same condition: status = \"QUEUED\"");
        try {
            jobs.transitionStatus("job-1", JobStatus.QUEUED, JobStatus.RUNNING);
        } catch (StaleTransitionException refused) {
            lines.result("StaleTransitionException: " + refused.getMessage());
            lines.detail("it carries the stored item: " + refused.current(Job.class).map(ResearchDemo::describe).orElse("(unknown)"));
            lines.detail("so B knows another worker has the job, and moves on to the next one");
            return refused;
        }
        throw new IllegalStateException("Worker B's move of job-1 out of QUEUED was not refused");
    }

    private OptimisticLockException refuseStaleReplace(Job readByEditor) {
        heading("An editor retitles job-1 from the copy it read: refused");
        lines.call("jobs.replace(copy.withTitle(\"Sodium, solid-state and iron-air batteries\"))   -- still holding version "
                + readByEditor.version());
        lines.request("PutItem " + JobKeys.key("job-1") + " with condition _et = JOB AND version = " + readByEditor.version());
        try {
            jobs.replace(readByEditor.withTitle("Sodium, solid-state and iron-air batteries"));
        } catch (OptimisticLockException refused) {
            lines.result("OptimisticLockException: " + refused.getMessage());
            lines.detail("the copy still says QUEUED: without the version check this whole-item write would undo A's move");
            lines.detail("the stored job-1 is still A's: " + describe(jobs.getConsistent("job-1").orElseThrow()));
            return refused;
        }
        throw new IllegalStateException("The editor's stale replace of job-1 was not refused");
    }

    private Refusal refuseIllegalTransition() {
        heading("Mark job-2 SUCCEEDED without running it: refused before any request");
        lines.call("jobs.transitionStatus(\"job-2\", QUEUED, SUCCEEDED)");
        lines.request("none: the @Transition declarations allow QUEUED -> " + sorted(JobUpdate.statusTransitionsFrom(JobStatus.QUEUED))
                + " only (JobUpdate.statusTransitionsFrom(QUEUED))");
        int before = dynamo.total();
        try {
            jobs.transitionStatus("job-2", JobStatus.QUEUED, JobStatus.SUCCEEDED);
        } catch (IllegalTransitionException refused) {
            int sent = dynamo.total() - before;
            lines.result("IllegalTransitionException: " + refused.getMessage());
            lines.detail("requests sent by the call: " + sent + " (counted)");
            lines.detail("job-2 is untouched: " + describe(jobs.getConsistent("job-2").orElseThrow()));
            return new Refusal(refused, sent);
        }
        throw new IllegalStateException("The move of job-2 from QUEUED to SUCCEEDED was not refused");
    }

    private Listing listQueuedJobs() {
        heading("List the queued jobs, newest first, " + PAGE_SIZE + " per page");
        lines.call("jobs.byStatus(QUEUED, PageRequest.of(" + PAGE_SIZE + ").descending())");
        lines.request("Query index gsi1 where gsi1pk = " + JobKeys.byStatusPartition(JobStatus.QUEUED)
                + ", ScanIndexForward=false (newest createdAt first)");
        PageRequest firstRequest = PageRequest.of(PAGE_SIZE).descending();
        Page<Job> first = jobs.byStatus(JobStatus.QUEUED, firstRequest);
        printPage(1, first);

        out.println();
        String token = first.nextToken().orElseThrow(() -> new IllegalStateException("The first page has no next token"));
        lines.call("jobs.byStatus(QUEUED, PageRequest.of(" + PAGE_SIZE + ").descending().after(token))");
        lines.request("the same Query, with ExclusiveStartKey decoded from the token");
        Page<Job> second = jobs.byStatus(JobStatus.QUEUED, firstRequest.after(token));
        printPage(2, second);
        lines.detail("not listed: job-1 (now RUNNING) and job-6 (a draft, absent from the sparse index)");
        return new Listing(first, second);
    }

    private Streamed streamQueuedJobs() {
        heading("Walk the queued jobs oldest first as a lazy stream, " + PAGE_SIZE + " per request, stopping after 3");
        lines.call("jobs.byStatus(QUEUED).stream(PageRequest.of(" + PAGE_SIZE + ")).limit(3).toList()");
        lines.request("Query index gsi1 where gsi1pk = " + JobKeys.byStatusPartition(JobStatus.QUEUED) + ", Limit=" + PAGE_SIZE
                + "; the next page only when the stream needs another item");
        int before = dynamo.count("Query");
        List<Job> first = jobs.byStatus(JobStatus.QUEUED).stream(PageRequest.of(PAGE_SIZE)).limit(3).toList();
        int sent = dynamo.count("Query") - before;
        lines.result("streamed " + ids(first));
        for (Job job : first) {
            lines.detail("  " + describe(job));
        }
        lines.detail(sent + " Query requests (counted) for 3 jobs: the stream stopped before it needed a third page");
        return new Streamed(first, sent);
    }

    private Page<Finding> recordFindings(Job job) {
        heading("Worker A records findings and a report for job-1, then lists the findings");
        lines.call("findings.create(Finding.scored(\"job-1\", findingId, summary, score)), reports.create(new Report(\"job-1\", body))");
        lines.request("PutItem into partition " + JobKeys.partition(job.id())
                + ", sort keys FINDING#<findingId> and REPORT, each with condition attribute_not_exists(pk)");
        List<Finding> written = new ArrayList<>();
        written.add(findings.create(Finding.scored(job.id(), "f-1", "Sodium-ion cells are in mass production for low-cost cars", 0.92)));
        written.add(findings.create(Finding.scored(job.id(), "f-2", "Solid-state cells remain at pilot scale", 0.81)));
        written.add(findings.create(Finding.scored(job.id(), "f-3", "Iron-air batteries target multi-day grid storage", 0.74)));
        for (Finding finding : written) {
            lines.result("created " + FindingKeys.keyOf(finding));
        }
        Report report = reports.create(new Report(job.id(),
                "Sodium-ion is the nearest alternative at scale; solid-state and iron-air come later."));
        lines.result("created " + ReportKeys.keyOf(report));

        out.println();
        lines.call("findings.findingsOf(\"job-1\", PageRequest.of(10))");
        lines.request("Query where pk = " + FindingKeys.partition(job.id()) + " AND begins_with(sk, \"FINDING#\")");
        Page<Finding> page = findings.findingsOf(job.id(), PageRequest.of(10));
        for (Finding finding : page.items()) {
            lines.result(String.format("%s  score %.2f  %s", finding.findingId(), finding.score(), finding.summary()));
        }
        lines.detail("the job (sk METADATA) and its report (sk REPORT) share the partition but are not findings");
        return page;
    }

    /**
     * The findings a literature crawl produced for a job: mostly weak (0 to 69 percent), with every
     * 50th scored 73, 76, 79, 82, 85 and 88 percent, so the score range has a few items and no ties.
     */
    static List<Finding> crawledFindings(String jobId) {
        return IntStream.rangeClosed(1, IMPORTED_FINDINGS)
                .mapToObj(i -> {
                    int percent = i % 50 == 0 ? 70 + 3 * (i / 50) : (i * 7) % 70;
                    return Finding.scored(jobId, String.format("crawl-%03d", i),
                            String.format("Literature crawl, source %03d", i), percent / 100.0);
                })
                .toList();
    }

    private int importFindings(String jobId) {
        heading("Worker A imports " + IMPORTED_FINDINGS + " findings of a literature crawl into job-1 with putAll");
        List<Finding> crawled = crawledFindings(jobId);
        lines.call("findings.putAll(crawled)   -- " + crawled.size() + " findings, " + crawled.get(0).findingId() + " to "
                + crawled.get(crawled.size() - 1).findingId());
        lines.request("BatchWriteItem, up to 25 PutRequests each, one request after the other; unprocessed items are sent again");
        int before = dynamo.count("BatchWriteItem");
        findings.putAll(crawled);
        int sent = dynamo.count("BatchWriteItem") - before;
        lines.result("wrote " + crawled.size() + " findings with " + sent + " BatchWriteItem requests (counted; "
                + crawled.size() + " / 25 = " + (crawled.size() + 24) / 25 + ")");
        lines.detail("a batch write carries no condition: Finding has no @Version, so putAll is safe for it");
        return sent;
    }

    private Job countFindings(String jobId, int recorded, int imported) {
        heading("Count job-1's findings with an atomic counter");
        lines.call("jobs.update(\"job-1\").addFindingCount(" + recorded + ").execute()   -- for the findings recorded one by one");
        Job afterRecorded = jobs.update(jobId).addFindingCount(recorded).execute();
        lines.request(sentUpdate());
        lines.result("findingCount " + afterRecorded.findingCount() + "  (" + describe(afterRecorded) + ")");

        out.println();
        lines.call("jobs.update(\"job-1\").addFindingCount(" + imported + ").execute()   -- for the imported ones");
        Job counted = jobs.update(jobId).addFindingCount(imported).execute();
        lines.request(sentUpdate());
        lines.result("findingCount " + counted.findingCount() + "  (" + describe(counted) + ")");
        lines.detail("ADD happens in the database: no worker reads the count first, so concurrent adds are never lost");
        return counted;
    }

    private Page<Finding> listByScore(String jobId, int total) {
        heading("List job-1's findings scored " + LOW_SCORE + " to " + HIGH_SCORE + " percent, best first");
        lines.call("findings.byScore(\"job-1\").between(" + LOW_SCORE + ", " + HIGH_SCORE + ").page(PageRequest.of(10).descending())");
        lines.request("Query index gsi2 where gsi2pk = " + FindingKeys.byScorePartition(jobId) + " AND gsi2sk BETWEEN \""
                + FindingKeys.byScoreSort(LOW_SCORE) + "\" AND \"" + FindingKeys.byScoreSort(HIGH_SCORE)
                + "\", ScanIndexForward=false");
        Page<Finding> page = findings.byScore(jobId).between(LOW_SCORE, HIGH_SCORE).page(PageRequest.of(10).descending());
        for (Finding finding : page.items()) {
            lines.result(String.format("%3d%%  %-9s %s", finding.scorePercent(), finding.findingId(), finding.summary()));
        }
        lines.detail(page.items().size() + " of " + total + " findings; f-1 (92%) and the "
                + "crawl's weak ones are outside the range and were not read");
        lines.detail("the range takes ints, not strings: gsi2sk is SCORE#{scorePercent:03}, zero-padded so text order is number order");
        return page;
    }

    private Job finish(String jobId) {
        heading("Worker A finishes job-1: RUNNING -> SUCCEEDED");
        lines.call("jobs.transitionStatus(\"job-1\", RUNNING, SUCCEEDED)   -- from RUNNING it may move to "
                + sorted(JobUpdate.statusTransitionsFrom(JobStatus.RUNNING)));
        Job finished = jobs.transitionStatus(jobId, JobStatus.RUNNING, JobStatus.SUCCEEDED);
        lines.request(sentUpdate());
        lines.result("A stored " + describe(finished));
        lines.detail("jobs.byStatus(RUNNING, ...) now returns: " + ids(jobs.byStatus(JobStatus.RUNNING, PageRequest.of(10)).items())
                + "; jobs.byStatus(SUCCEEDED, ...): " + ids(jobs.byStatus(JobStatus.SUCCEEDED, PageRequest.of(10)).items()));
        lines.detail("SUCCEEDED is final: JobUpdate.statusTransitionsFrom(SUCCEEDED) is "
                + sorted(JobUpdate.statusTransitionsFrom(JobStatus.SUCCEEDED)));
        return finished;
    }

    private Read readDetails(String jobId) {
        heading("Read job-1 with its findings and report in one request");
        lines.call("new JobDetailsRepository(dynamo, table).get(\"job-1\")   -- @ItemCollection(pk = \"JOB#{jobId}\") "
                + "record JobDetails(Job job, List<Finding> findings, Optional<Report> report)");
        lines.request("Query where pk = " + JobKeys.partition(jobId) + " (the whole partition); each item goes to the member its _et names");
        int before = dynamo.count("Query");
        JobDetails read = details.get(jobId).orElseThrow();
        int sent = dynamo.count("Query") - before;
        lines.result("job      " + describe(read.job()) + ", findingCount " + read.job().findingCount());
        List<Finding> all = read.findings();
        lines.result("findings " + all.size() + ": " + all.get(0).findingId() + ", " + all.get(1).findingId() + ", ..., "
                + all.stream().skip(all.size() - 3L).map(Finding::findingId).collect(Collectors.joining(", ")));
        lines.result("report   " + read.report().map(r -> "\"" + r.body() + "\"").orElse("(none)"));
        lines.detail(sent + " Query request (counted) for " + (all.size() + 2) + " items; the counter agrees: findingCount "
                + read.job().findingCount() + ", findings read " + all.size());
        return new Read(read, sent);
    }

    private WorkerPool.Outcome runWorkerPool() {
        heading("A worker pool researches job-2: tasks from a queue, work under a lease, one worker crashes");
        return new WorkerPool(dynamo, table, out).run("job-2");
    }

    private Optional<ChangeStreamStep.Outcome> projectFindingCounts(String... jobIds) {
        heading("Keep per-job finding counts from the change stream; the consumer's process dies mid-way");
        if (streams == null) {
            lines.detail("skipped: the demo reads DynamoDB Streams on LocalDynamoDb, in process or over HTTP (local-server);");
            lines.detail("dynalite has none, and for another endpoint the demo does not know where its streams are");
            return Optional.empty();
        }
        return Optional.of(new ChangeStreamStep(dynamo, streams, table, out).run(jobIds));
    }

    private Optional<EvolutionStep.Outcome> renameJobTitle(Job stored) {
        heading("Rename Job's title to topic: the compiler refuses it, then accepts it with formerly");
        int before = dynamo.total();
        Optional<EvolutionStep.Outcome> outcome = new EvolutionStep(ToolProvider.getSystemJavaCompiler(), out).run(stored);
        lines.detail("requests sent by this step: " + (dynamo.total() - before) + " (counted)");
        return outcome;
    }

    /** The last UpdateItem as sent, with its #name and :value placeholders filled in for reading. */
    private String sentUpdate() {
        UpdateItemRequest sent = dynamo.lastUpdate();
        Map<String, String> names = sent.expressionAttributeNames();
        Map<String, AttributeValue> values = sent.expressionAttributeValues();
        return "UpdateItem pk=" + sent.key().get("pk").s() + ", sk=" + sent.key().get("sk").s() + " (as sent, placeholders filled in):"
                + System.lineSeparator() + "           " + fill(sent.updateExpression(), names, values)
                + System.lineSeparator() + "           IF " + fill(sent.conditionExpression(), names, values);
    }

    private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");

    private static String fill(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
        Matcher matcher = PLACEHOLDER.matcher(expression);
        StringBuilder filled = new StringBuilder();
        while (matcher.find()) {
            String placeholder = matcher.group();
            String text = placeholder.startsWith("#")
                    ? names.getOrDefault(placeholder, placeholder)
                    : values.containsKey(placeholder) ? literal(values.get(placeholder)) : placeholder;
            matcher.appendReplacement(filled, Matcher.quoteReplacement(text));
        }
        matcher.appendTail(filled);
        return filled.toString();
    }

    private static String literal(AttributeValue value) {
        if (value.s() != null) {
            return "\"" + value.s() + "\"";
        }
        if (value.n() != null) {
            return value.n();
        }
        return value.toString();
    }

    private static List<JobStatus> sorted(java.util.Set<JobStatus> states) {
        return states.stream().sorted().toList();
    }

    private void printPage(int number, Page<Job> page) {
        lines.result("page " + number + ": " + ids(page.items()));
        for (Job job : page.items()) {
            lines.detail("  " + describe(job));
        }
        lines.detail("next token: " + page.nextToken().orElse("none (last page)"));
    }

    private void heading(String title) {
        step++;
        String line = step + ". " + title;
        out.println();
        out.println(line);
        out.println("-".repeat(line.length()));
    }

    private static String describe(Job job) {
        return String.format("%s %-7s %-20s v%d  \"%s\"", job.id(), job.status(),
                job.createdAt() == null ? "(no createdAt)" : job.createdAt(), job.version(), job.title());
    }

    private static String ids(List<Job> jobs) {
        return jobs.isEmpty() ? "(none)" : jobs.stream().map(Job::id).collect(Collectors.joining(", "));
    }

    private static String keys(List<KeySchemaElement> schema) {
        return schema.stream()
                .map(element -> element.attributeName() + " (" + element.keyType() + ")")
                .collect(Collectors.joining(" + "));
    }

    /** Key attributes first, in the order of the key design, then the rest by name. */
    private static Map<String, AttributeValue> ordered(Map<String, AttributeValue> item) {
        List<String> first = List.of("pk", "sk", "gsi1pk", "gsi1sk", "_et");
        Map<String, AttributeValue> rest = new TreeMap<>(item);
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        for (String name : first) {
            if (rest.containsKey(name)) {
                ordered.put(name, rest.remove(name));
            }
        }
        ordered.putAll(rest);
        return ordered;
    }

    private static String render(AttributeValue value) {
        if (value.s() != null) {
            return "S \"" + value.s() + "\"";
        }
        if (value.n() != null) {
            return "N " + value.n();
        }
        return value.toString();
    }
}
