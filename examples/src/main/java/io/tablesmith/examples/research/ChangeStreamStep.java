package io.tablesmith.examples.research;

import io.tablesmith.PageRequest;
import io.tablesmith.stream.ChangeStreamConsumer;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The demo's last step: {@link FindingCounts}, a per-job count of findings, kept from the research
 * table's change stream by a {@link ChangeStreamConsumer}. The first consumer's process dies in the
 * middle of a page, after the projection applied a change and before the consumer could checkpoint
 * it; a new consumer of the group takes over once the dead one's lease ran out, is handed the
 * changes since the last checkpoint again, and the projection, which applies each change once, ends
 * exactly where the table is.
 */
final class ChangeStreamStep {

    static final String GROUP = "finding-counts";
    /** Records per {@code GetRecords}: the consumer checkpoints after each page. */
    static final int PAGE_SIZE = 100;
    /** The change whose handling the first consumer's process does not survive. */
    static final int DIES_AT = 150;
    static final Duration LEASE = Duration.ofSeconds(30);

    /**
     * What the step did.
     *
     * @param handedOnBeforeDeath changes the first consumer handed to the projection
     * @param handedOnAfterRestart changes the second consumer handed to it
     * @param applied changes that moved the projection
     * @param alreadyApplied changes handed on again that the projection had applied already
     * @param projected the projection's count per job
     * @param stored the findings per job as the table holds them, counted by a query
     */
    record Outcome(int handedOnBeforeDeath, int handedOnAfterRestart, int applied, int alreadyApplied,
                   Map<String, Long> projected, Map<String, Long> stored) {
    }

    /** The process the first consumer runs in dies: every call it makes from then on fails. */
    static final class ProcessDied extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ProcessDied() {
            super("the consumer's process died");
        }
    }

    private final CountingDynamoDbClient dynamo;
    private final DynamoDbStreamsClient streams;
    private final String table;
    private final PrintStream out;
    private final StepLines lines;

    ChangeStreamStep(CountingDynamoDbClient dynamo, DynamoDbStreamsClient streams, String table, PrintStream out) {
        this.dynamo = dynamo;
        this.streams = streams;
        this.table = table;
        this.out = out;
        this.lines = new StepLines(out);
    }

    Outcome run(String... jobIds) {
        String projectionTable = table + "-finding-counts";
        lines.call("dynamo.createTable(FindingCounts.createTableRequest(\"" + projectionTable + "\"))   -- the read model's own table");
        dynamo.createTable(FindingCounts.createTableRequest(projectionTable));
        FindingCounts counts = new FindingCounts(dynamo, projectionTable);

        out.println();
        lines.call("ChangeStreamConsumer.builder(dynamo, streams, \"" + table + "\", TablesmithChange.DECODER, counts::apply)"
                + ".group(\"" + GROUP + "\").withPageSize(" + PAGE_SIZE + ").build().drain()");
        lines.request("DescribeTable (the stream's ARN), DescribeStream, UpdateItem STREAM#" + GROUP + "/SHARD#<shard> (the lease),");
        lines.detail("GetShardIterator TRIM_HORIZON, GetRecords Limit=" + PAGE_SIZE + ", and an UpdateItem checkpoint after each page");
        Dying process = new Dying(dynamo);
        int[] handed = {0};
        ChangeStreamConsumer<TablesmithChange> first = consumer(process, change -> {
            counts.apply(change);
            if (++handed[0] == DIES_AT) {
                process.dead = true;
                throw new ProcessDied();
            }
        }, Clock.systemUTC());
        try {
            first.drain();
            throw new IllegalStateException("The first consumer's process was to die at change " + DIES_AT);
        } catch (ProcessDied died) {
            lines.result(died.getMessage() + " right after change " + DIES_AT + " was applied to the projection,"
                    + " before the consumer could checkpoint it");
            lines.detail("its last checkpoint is after change " + PAGE_SIZE + " (the end of the first page); it still holds the shard's lease");
        }

        out.println();
        lines.call("the same consumer, started again once the dead one's lease (" + LEASE.toSeconds() + " s) ran out"
                + "   -- the demo moves its clock on instead of waiting");
        lines.request("UpdateItem STREAM#" + GROUP + "/SHARD#<shard> with condition: the lease ran out; then GetRecords"
                + " AFTER_SEQUENCE_NUMBER of the checkpoint");
        int before = counts.alreadyApplied();
        int handedAfter;
        try (ChangeStreamConsumer<TablesmithChange> second = consumer(dynamo, counts::apply,
                Clock.offset(Clock.systemUTC(), LEASE.plusSeconds(1)))) {
            handedAfter = second.drain();
        }
        lines.result("handed on " + handedAfter + " changes, changes " + (PAGE_SIZE + 1) + " to " + DIES_AT
                + " again among them: the projection had applied " + (counts.alreadyApplied() - before)
                + " of them (findings) and left them as they were");

        Map<String, Long> projected = new TreeMap<>();
        Map<String, Long> stored = new TreeMap<>();
        FindingRepository findings = new FindingRepository(dynamo, table);
        for (String jobId : jobIds) {
            projected.put(jobId, counts.count(jobId));
            stored.put(jobId, findings.findingsOf(jobId).stream(PageRequest.of(1000)).count());
        }
        out.println();
        lines.call("counts.count(jobId)   -- GetItem COUNT#<jobId> of " + projectionTable);
        for (String jobId : jobIds) {
            lines.result(jobId + ": projected " + projected.get(jobId) + " findings, the table holds " + stored.get(jobId)
                    + " (findings.findingsOf(\"" + jobId + "\"), Query)");
        }
        lines.detail(projected.equals(stored) ? "exact: each change was applied once, though some were handed on twice"
                : "NOT exact: the projection differs from the table");
        if (!projected.equals(stored)) {
            throw new IllegalStateException("The projection " + projected + " differs from the table's findings " + stored);
        }
        return new Outcome(handed[0], handedAfter, counts.applied(), counts.alreadyApplied(), projected, stored);
    }

    private ChangeStreamConsumer<TablesmithChange> consumer(DynamoDbClient client,
                                                          java.util.function.Consumer<TablesmithChange> handler, Clock clock) {
        return ChangeStreamConsumer.builder(client, streams, table, TablesmithChange.DECODER, handler)
                .group(GROUP).withPageSize(PAGE_SIZE).withLeaseDuration(LEASE).withClock(clock).build();
    }

    /** The first consumer's connection to the table: it works until its process dies. */
    private static final class Dying implements DynamoDbClient {

        private final DynamoDbClient delegate;
        private boolean dead;

        Dying(DynamoDbClient delegate) {
            this.delegate = delegate;
        }

        private void alive() {
            if (dead) {
                throw new ProcessDied();
            }
        }

        @Override
        public DescribeTableResponse describeTable(DescribeTableRequest request) {
            alive();
            return delegate.describeTable(request);
        }

        @Override
        public QueryResponse query(QueryRequest request) {
            alive();
            return delegate.query(request);
        }

        @Override
        public UpdateItemResponse updateItem(UpdateItemRequest request) {
            alive();
            return delegate.updateItem(request);
        }

        @Override
        public String serviceName() {
            return delegate.serviceName();
        }

        @Override
        public DynamoDbServiceClientConfiguration serviceClientConfiguration() {
            return delegate.serviceClientConfiguration();
        }

        @Override
        public void close() {
        }
    }
}
