package io.tablesmith.examples.research;

import io.tablesmith.DuplicateItemException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.waiters.WaiterOverrideConfiguration;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * Seed 000's research-job service in a few dozen lines of Tablesmith: one table, three entity
 * types, conditional writes and a sparse status index, each step printed as the call made, the
 * DynamoDB request behind it and what came back.
 *
 * <p>{@link #main} runs it on LocalDynamoDb, in process, unless told to use dynalite or an endpoint
 * ({@link DemoEngine}). {@link #run} works against any {@link DynamoDbClient}, AWS included.
 */
public final class ResearchDemo {

    /** The table {@link #main} creates in its own engine. */
    public static final String TABLE = "research";

    /** How many jobs a status listing shows per page. */
    static final int PAGE_SIZE = 2;

    private static final Instant FIRST_SUBMISSION = Instant.parse("2025-03-03T09:00:00Z");

    private final DynamoDbClient dynamo;
    private final String table;
    private final PrintStream out;
    private final JobRepository jobs;
    private final FindingRepository findings;
    private final ReportRepository reports;
    private int step;

    private ResearchDemo(DynamoDbClient dynamo, String table, PrintStream out) {
        this.dynamo = dynamo;
        this.table = table;
        this.out = out;
        this.jobs = new JobRepository(dynamo, table);
        this.findings = new FindingRepository(dynamo, table);
        this.reports = new ReportRepository(dynamo, table);
    }

    /**
     * What the demo saw, for tests and for anyone who wants to look further.
     *
     * @param claimed job-1 as worker A stored it when it claimed the job (RUNNING, version 2)
     * @param duplicate the refusal of a second {@code create} of job-1
     * @param stale the refusal of worker B's claim, made with the version it had read before A's
     * @param firstPage the newest {@link #PAGE_SIZE} queued jobs
     * @param secondPage the queued jobs after {@code firstPage}, read with its token
     * @param jobFindings job-1's findings, from the partition query
     * @param report job-1's report, read back by key
     */
    public record Result(Job claimed, DuplicateItemException duplicate, OptimisticLockException stale,
                         Page<Job> firstPage, Page<Job> secondPage, Page<Finding> jobFindings, Report report) {
    }

    /**
     * Runs the demo on table {@value #TABLE} in the engine named by the first argument or, without
     * one, by the system property {@value DemoEngine#ENDPOINT_PROPERTY}: nothing for LocalDynamoDb in
     * this process, {@code dynalite} for a dynalite server started (and stopped) for the demo, or the
     * URL of a DynamoDB endpoint (region and credentials from the SDK's default chains).
     */
    public static void main(String[] args) {
        PrintStream out = System.out;
        String endpoint = args.length > 0 ? args[0] : System.getProperty(DemoEngine.ENDPOINT_PROPERTY);
        try (DemoEngine engine = DemoEngine.choose(endpoint)) {
            out.println("Engine: " + engine.description());
            run(engine.client(), TABLE, out);
        }
    }

    /**
     * Creates {@code table} (which must not exist yet) and runs every step against it, printing
     * each to {@code out}.
     *
     * @throws IllegalStateException when a write the demo expects to be refused succeeds
     */
    public static Result run(DynamoDbClient dynamo, String table, PrintStream out) {
        return new ResearchDemo(dynamo, table, out).run();
    }

    private Result run() {
        out.println();
        out.println("Tablesmith research demo");
        out.println("========================");
        out.println("One DynamoDB table holds research jobs, their findings and reports (seed 000's key design).");
        out.println("Each step shows the Java call, the DynamoDB request it makes, and the result.");

        createTable();
        submitJobs();
        DuplicateItemException duplicate = refuseDuplicate();
        Race race = raceForJob();
        Job claimed = race.claimed();
        OptimisticLockException stale = refuseStaleClaim(race.staleCopy());
        Listing queued = listQueuedJobs();
        Page<Finding> jobFindings = recordFindings(claimed);
        Report report = reports.getConsistent(claimed.id()).orElseThrow();

        out.println();
        out.println("Done: every write was a conditional PutItem, every read a GetItem or a Query on a key; nothing scanned the table.");
        return new Result(claimed, duplicate, stale, queued.first(), queued.second(), jobFindings, report);
    }

    private void createTable() {
        heading("Create the table");
        CreateTableRequest request = TablesmithTable.createTableRequest(table);
        call("dynamo.createTable(TablesmithTable.createTableRequest(\"" + table + "\"))");
        request("CreateTable " + table + ": key " + keys(request.keySchema()) + ", " + request.billingMode() + " billing");
        for (GlobalSecondaryIndex index : request.globalSecondaryIndexes()) {
            detail("index " + index.indexName() + ": key " + keys(index.keySchema()) + ", projection "
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
            result("table " + table + " is " + status);
        }
    }

    private void submitJobs() {
        heading("Submit research jobs");
        call("jobs.create(Job.submitted(id, title, createdAt))");
        request("PutItem with condition attribute_not_exists(pk): only if no item has the key yet");
        String[] titles = {
            "Battery chemistries beyond lithium-ion",
            "Open-source vector databases compared",
            "Heat pumps in cold climates",
            "Small modular reactors: where they stand",
            "Microplastics in drinking water",
        };
        for (int i = 0; i < titles.length; i++) {
            Job stored = jobs.create(Job.submitted("job-" + (i + 1), titles[i], FIRST_SUBMISSION.plus(Duration.ofMinutes(10L * i))));
            result("created " + describe(stored));
        }
        Job draft = jobs.create(new Job("job-6", JobStatus.QUEUED, null, "Direct air capture costs (draft)", 0));
        result("created " + describe(draft));
        detail("job-6 is a draft: createdAt is null, so it carries no gsi1 keys and no status listing sees it.");

        out.println();
        call("dynamo.getItem(JobKeys.key(\"job-1\"))   -- the raw item, to see the key design");
        request("GetItem " + JobKeys.key("job-1"));
        Map<String, AttributeValue> item = dynamo.getItem(get -> get.tableName(table)
                .key(JobKeys.key("job-1").toAttributeMap()).consistentRead(true)).item();
        for (Map.Entry<String, AttributeValue> attribute : ordered(item).entrySet()) {
            detail(String.format("%-10s %s", attribute.getKey(), render(attribute.getValue())));
        }
    }

    private DuplicateItemException refuseDuplicate() {
        heading("Submit job-1 a second time: refused");
        call("jobs.create(Job.submitted(\"job-1\", ...))");
        request("PutItem " + JobKeys.key("job-1") + " with condition attribute_not_exists(pk)");
        try {
            jobs.create(Job.submitted("job-1", "Battery chemistries, again", FIRST_SUBMISSION.plus(Duration.ofHours(1))));
        } catch (DuplicateItemException refused) {
            result("DuplicateItemException: " + refused.getMessage());
            detail("the stored job-1 is untouched: " + describe(jobs.getConsistent("job-1").orElseThrow()));
            return refused;
        }
        throw new IllegalStateException("The second create of job-1 was not refused");
    }

    /** Job-1 as worker A stored it, and worker B's copy, read at the version before A's write. */
    private record Race(Job claimed, Job staleCopy) {
    }

    /** Two pages of one listing. */
    private record Listing(Page<Job> first, Page<Job> second) {
    }

    /** Workers A and B both read job-1 at version 1; A claims it first. */
    private Race raceForJob() {
        heading("Two workers race for job-1: worker A moves it QUEUED -> RUNNING");
        call("jobs.getConsistent(\"job-1\")   -- workers A and B each read the job");
        request("GetItem " + JobKeys.key("job-1") + " with ConsistentRead=true");
        Job readByA = jobs.getConsistent("job-1").orElseThrow();
        Job readByB = jobs.getConsistent("job-1").orElseThrow();
        result("A and B both see " + describe(readByA));

        out.println();
        call("jobs.replace(job.withStatus(RUNNING))   -- worker A");
        request("PutItem " + JobKeys.key("job-1") + " with condition attribute_exists(pk) AND version = "
                + readByA.version() + "; the new item carries version " + (readByA.version() + 1)
                + " and gsi1pk " + JobKeys.byStatusPartition(JobStatus.RUNNING));
        Job claimed = jobs.replace(readByA.withStatus(JobStatus.RUNNING));
        result("A stored " + describe(claimed));
        Page<Job> running = jobs.byStatus(JobStatus.RUNNING, PageRequest.of(10).descending());
        detail("jobs.byStatus(RUNNING, ...) now returns: " + ids(running.items()));
        return new Race(claimed, readByB);
    }

    private OptimisticLockException refuseStaleClaim(Job readByB) {
        heading("Worker B claims job-1 with the version it read: refused");
        call("jobs.replace(job.withStatus(RUNNING))   -- worker B, still holding version " + readByB.version());
        request("PutItem " + JobKeys.key("job-1") + " with condition attribute_exists(pk) AND version = "
                + readByB.version());
        try {
            jobs.replace(readByB.withStatus(JobStatus.RUNNING));
        } catch (OptimisticLockException refused) {
            result("OptimisticLockException: " + refused.getMessage());
            detail("the stored job-1 is still A's: " + describe(jobs.getConsistent("job-1").orElseThrow()));
            return refused;
        }
        throw new IllegalStateException("Worker B's stale claim of job-1 was not refused");
    }

    private Listing listQueuedJobs() {
        heading("List the queued jobs, newest first, " + PAGE_SIZE + " per page");
        call("jobs.byStatus(QUEUED, PageRequest.of(" + PAGE_SIZE + ").descending())");
        request("Query index gsi1 where gsi1pk = " + JobKeys.byStatusPartition(JobStatus.QUEUED)
                + ", ScanIndexForward=false (newest createdAt first)");
        PageRequest firstRequest = PageRequest.of(PAGE_SIZE).descending();
        Page<Job> first = jobs.byStatus(JobStatus.QUEUED, firstRequest);
        printPage(1, first);

        out.println();
        String token = first.nextToken().orElseThrow(() -> new IllegalStateException("The first page has no next token"));
        call("jobs.byStatus(QUEUED, PageRequest.of(" + PAGE_SIZE + ").descending().after(token))");
        request("the same Query, with ExclusiveStartKey decoded from the token");
        Page<Job> second = jobs.byStatus(JobStatus.QUEUED, firstRequest.after(token));
        printPage(2, second);
        detail("not listed: job-1 (now RUNNING) and job-6 (a draft, absent from the sparse index)");
        return new Listing(first, second);
    }

    private Page<Finding> recordFindings(Job job) {
        heading("Worker A records findings and a report for job-1, then lists the findings");
        call("findings.create(new Finding(\"job-1\", findingId, summary, score)), reports.create(new Report(\"job-1\", body))");
        request("PutItem into partition " + JobKeys.partition(job.id())
                + ", sort keys FINDING#<findingId> and REPORT, each with condition attribute_not_exists(pk)");
        List<Finding> written = new ArrayList<>();
        written.add(findings.create(new Finding(job.id(), "f-1", "Sodium-ion cells are in mass production for low-cost cars", 0.92)));
        written.add(findings.create(new Finding(job.id(), "f-2", "Solid-state cells remain at pilot scale", 0.81)));
        written.add(findings.create(new Finding(job.id(), "f-3", "Iron-air batteries target multi-day grid storage", 0.74)));
        for (Finding finding : written) {
            result("created " + FindingKeys.keyOf(finding));
        }
        Report report = reports.create(new Report(job.id(),
                "Sodium-ion is the nearest alternative at scale; solid-state and iron-air come later."));
        result("created " + ReportKeys.keyOf(report));

        out.println();
        call("findings.findingsOf(\"job-1\", PageRequest.of(10))");
        request("Query where pk = " + FindingKeys.partition(job.id()) + " AND begins_with(sk, \"FINDING#\")");
        Page<Finding> page = findings.findingsOf(job.id(), PageRequest.of(10));
        for (Finding finding : page.items()) {
            result(String.format("%s  score %.2f  %s", finding.findingId(), finding.score(), finding.summary()));
        }
        detail("the job (sk METADATA) and its report (sk REPORT) share the partition but are not findings");
        return page;
    }

    private void printPage(int number, Page<Job> page) {
        result("page " + number + ": " + ids(page.items()));
        for (Job job : page.items()) {
            detail("  " + describe(job));
        }
        detail("next token: " + page.nextToken().orElse("none (last page)"));
    }

    private void heading(String title) {
        step++;
        String line = step + ". " + title;
        out.println();
        out.println(line);
        out.println("-".repeat(line.length()));
    }

    private void call(String text) {
        out.println("  call     " + text);
    }

    private void request(String text) {
        out.println("  request  " + text);
    }

    private void result(String text) {
        out.println("  result   " + text);
    }

    private void detail(String text) {
        out.println("           " + text);
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
