package io.tablesmith.examples.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.local.LocalDynamoDb;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** Runs the research demo end to end on LocalDynamoDb, the engine {@code main} uses by default. */
class ResearchDemoLocalTest extends ResearchDemoChecks {

    ResearchDemoLocalTest() {
        super(LocalDynamoDb.create());
    }

    @Override
    DynamoDbStreamsClient streams() {
        return ((LocalDynamoDb) dynamo).streamsClient();
    }

    @Test
    void theProjectionKeptFromTheStreamIsExactThoughItsConsumerDiedMidWay() {
        ResearchDemo.Result result = runDemo();

        ChangeStreamStep.Outcome projection = result.projection().orElseThrow();
        assertThat(projection.projected()).isEqualTo(Map.of("job-1", 303L, "job-2", (long) result.workerPool().processed().size()));
        assertThat(projection.stored()).isEqualTo(projection.projected());
        assertThat(projection.handedOnBeforeDeath()).isEqualTo(ChangeStreamStep.DIES_AT);
        assertThat(projection.alreadyApplied()).as("findings among the changes handed on again").isPositive();
        assertThat(projection.applied()).as("each finding's insertion applied once").isGreaterThanOrEqualTo(303 + result.workerPool().processed().size());
        assertThat(projection.handedOnBeforeDeath() + projection.handedOnAfterRestart())
                .as("every change handed on, those after the last checkpoint twice")
                .isEqualTo(handedOnOnce() + ChangeStreamStep.DIES_AT - ChangeStreamStep.PAGE_SIZE);
        assertThat(lines()).contains("exact: each change was applied once, though some were handed on twice",
                "result   job-1: projected 303 findings, the table holds 303 (findings.findingsOf(\"job-1\"), Query)");
    }

    /** The records of the research table's stream that are not the consumer group's own checkpoints. */
    private long handedOnOnce() {
        DynamoDbStreamsClient streams = streams();
        String arn = dynamo.describeTable(t -> t.tableName(table)).table().latestStreamArn();
        long count = 0;
        for (var shard : streams.describeStream(d -> d.streamArn(arn)).streamDescription().shards()) {
            String iterator = streams.getShardIterator(i -> i.streamArn(arn).shardId(shard.shardId())
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            while (iterator != null) {
                String current = iterator;
                var page = streams.getRecords(g -> g.shardIterator(current));
                count += page.records().stream().filter(r -> !r.dynamodb().keys().get("pk").s()
                        .equals("STREAM#" + ChangeStreamStep.GROUP)).count();
                iterator = page.records().isEmpty() ? null : page.nextShardIterator();
            }
        }
        return count;
    }

    @Test
    void mainRunsOnLocalDynamoDbByDefaultWithoutStartingAProcess() {
        String before = System.getProperty(DemoEngine.ENDPOINT_PROPERTY);
        System.clearProperty(DemoEngine.ENDPOINT_PROPERTY);
        long childrenBefore = ProcessHandle.current().children().count();
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
            System.setOut(out);
            ResearchDemo.main(new String[0]);
        } finally {
            System.setOut(original);
            if (before != null) {
                System.setProperty(DemoEngine.ENDPOINT_PROPERTY, before);
            }
        }
        String text = captured.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("Engine: LocalDynamoDb (in this process, in memory;");
        assertThat(text).contains("result   table research is ACTIVE", "result   page 1: job-5, job-4",
                "result   page 2: job-3, job-2");
        assertThat(text.strip()).endsWith("nothing scanned the table.");
        assertThat(text.lines()).noneMatch(line -> line.contains("SLF4J") || line.strip().startsWith("at ")
                || line.contains("Exception in"));
        assertThat(ProcessHandle.current().children().count()).isEqualTo(childrenBefore);
    }

    @Test
    void mainRunsOnLocalDynamoDbOverHttpWhenAskedForTheLocalServer() {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
            System.setOut(out);
            ResearchDemo.main(new String[] {"local-server"});
        } finally {
            System.setOut(original);
        }
        String text = captured.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("Engine: LocalDynamoDb server at http://127.0.0.1:");
        assertThat(text).contains("result   table research is ACTIVE", "result   page 1: job-5, job-4",
                "result   page 2: job-3, job-2");
        assertThat(text.strip()).endsWith("nothing scanned the table.");
    }

    @Test
    void anEndpointThatIsNoUrlIsRefusedWithWhatIsAccepted() {
        assertThatThrownBy(() -> DemoEngine.choose("localhost:8000"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tablesmith.endpoint must be empty (LocalDynamoDb), \"local-server\", \"dynalite\" or an "
                        + "http(s):// URL such "
                        + "as https://dynamodb.us-east-1.amazonaws.com, but was: localhost:8000");
    }
}
