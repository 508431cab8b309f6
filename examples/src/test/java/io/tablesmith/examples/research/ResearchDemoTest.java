package io.tablesmith.examples.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Runs the research demo end to end against dynalite, and {@code main} on dynalite and on an endpoint URL. */
@ExtendWith(DynaliteExtension.class)
class ResearchDemoTest extends ResearchDemoChecks {

    ResearchDemoTest(DynamoDbClient dynamo) {
        super(dynamo);
    }

    /** dynalite has no DynamoDB Streams. */
    @Override
    software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient streams() {
        return null;
    }

    @Test
    void theChangeStreamStepSaysItIsSkippedOnAnEngineWithoutStreams() {
        ResearchDemo.Result result = runDemo();

        assertThat(result.projection()).isEmpty();
        assertThat(lines()).containsSubsequence(
                "17. Keep per-job finding counts from the change stream; the consumer's process dies mid-way",
                "skipped: the demo reads DynamoDB Streams on LocalDynamoDb, in process or over HTTP (local-server);");
    }

    @Test
    void mainWithDynaliteRunsTheDemoOnItsOwnServerAndStopsIt() {
        List<Long> childrenBefore = childProcesses();
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
            System.setOut(out);
            ResearchDemo.main(new String[] {"dynalite"});
        } finally {
            System.setOut(original);
        }
        String text = captured.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("Engine: dynalite at http://127.0.0.1:");
        assertThat(text).contains("result   table research is ACTIVE", "result   page 2: job-3, job-2");
        assertThat(text.strip()).endsWith("nothing scanned the table.");
        // The demo's engine (a node child process) is gone once main returns.
        assertThat(childProcesses()).isEqualTo(childrenBefore);
    }

    @Test
    void mainWithAnEndpointUrlUsesThatEngine(DynaliteServer server) {
        // The SDK's default chains read these (no AWS settings are needed, or wanted, in a test).
        String[][] settings = {{"aws.region", "us-east-1"}, {"aws.accessKeyId", "demo"}, {"aws.secretAccessKey", "demo"}};
        for (String[] setting : settings) {
            System.setProperty(setting[0], setting[1]);
        }
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
            System.setOut(out);
            ResearchDemo.main(new String[] {server.endpoint().toString()});
        } finally {
            System.setOut(original);
            for (String[] setting : settings) {
                System.clearProperty(setting[0]);
            }
        }
        String text = captured.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("Engine: DynamoDB at " + server.endpoint());
        assertThat(text).contains("result   table research is ACTIVE", "result   page 2: job-3, job-2");
        // The demo wrote to the server behind the URL.
        assertThat(new JobRepository(server.client(), ResearchDemo.TABLE).getConsistent("job-1")).isPresent();
    }

    private static List<Long> childProcesses() {
        return ProcessHandle.current().children().filter(ProcessHandle::isAlive).map(ProcessHandle::pid).sorted().toList();
    }

}
