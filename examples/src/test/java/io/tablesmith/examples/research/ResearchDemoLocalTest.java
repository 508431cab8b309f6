package io.tablesmith.examples.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.local.LocalDynamoDb;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs the research demo end to end on LocalDynamoDb, the engine {@code main} uses by default. */
class ResearchDemoLocalTest extends ResearchDemoChecks {

    ResearchDemoLocalTest() {
        super(LocalDynamoDb.create());
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
