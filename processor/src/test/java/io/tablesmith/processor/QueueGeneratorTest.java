package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code <Name>Queue}: compiles without warnings, thin over QueueCore; deduplication ids and groups
 * rendered twice, as keys (escaped, private) and as the user's values (public).
 */
class QueueGeneratorTest {

    private static final JavaFileObject TASK = JavaFileObjects.forSourceLines("demo.ResearchTask",
            "package demo;",
            "",
            "import io.tablesmith.QueueMessage;",
            "import java.time.Instant;",
            "import java.util.*;",
            "import io.tablesmith.*;",
            "",
            "@QueueMessage(queue = \"research-tasks\", dedupId = \"{taskId}\", group = \"JOB#{jobId}\", shards = 4)",
            "public record ResearchTask(String taskId, String jobId, int attempt, Instant due, Optional<String> note,",
            "                           List<Step> steps, Map<String, Long> limits) {",
            "    public record Step(String name, double weight) {}",
            "}");

    @Test
    void aMessageRecordCompilesWithoutWarningsUnderWildcardImports() {
        Compilation compilation = Sources.compileStrictly(TASK);

        assertThat(compilation).succeededWithoutWarnings();
        String queue = Sources.generated(compilation, "demo.ResearchTaskQueue");
        assertThat(queue)
                .contains("public final class ResearchTaskQueue")
                .contains("public static final String QUEUE_NAME = \"research-tasks\";")
                .contains("public static final int SHARDS = 4;")
                .contains("public ResearchTaskQueue(DynamoDbClient client, String tableName)")
                .contains("public PushResult push(ResearchTask message)")
                .contains("public Optional<Delivery<ResearchTask>> pull(Duration visibilityTimeout)")
                .contains("public static String dedupIdOf(ResearchTask message)")
                .contains("public static String groupOf(ResearchTask message)")
                .contains("private static String dedupKeyOf(ResearchTask message)")
                .contains("private static String groupKeyOf(ResearchTask message)")
                .contains("ResearchTaskQueue::dedupKeyOf, ResearchTaskQueue::groupKeyOf, ResearchTaskQueue::groupOf")
                .contains("return \"JOB#\" + KeyParts.text(ERROR_SUBJECT, \"jobId\", message.jobId());")
                .contains("return \"JOB#\" + KeyParts.unescape(KeyParts.text(ERROR_SUBJECT, \"jobId\", message.jobId()));")
                .doesNotContain("getClass").doesNotContain("reflect")
                // A queue of another Tablesmith version's runtime fails when the class loads, not on a wrong request.
                .contains("RuntimeVersion.require(ERROR_SUBJECT, \"" + io.tablesmith.internal.RuntimeVersion.CURRENT + "\");");
    }

    @Test
    void aQueueNameTakenByAHandWrittenTypeIsAnErrorOnTheAnnotation() {
        JavaFileObject ping = JavaFileObjects.forSourceLines("demo.Ping",
                "package demo;",
                "import io.tablesmith.QueueMessage;",
                "@QueueMessage(queue = \"pings\")",
                "record Ping(long at) {}");
        JavaFileObject handWritten = JavaFileObjects.forSourceLines("demo.PingQueue",
                "package demo;",
                "public class PingQueue {}");

        Compilation compilation = Sources.compile(ping, handWritten);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TS152] Tablesmith generates demo.PingQueue for Ping, but a type of that name already exists")
                .inFile(ping).onLineContaining("@QueueMessage");
    }

    @Test
    void withoutDedupIdOrGroupEveryPushEnqueuesAndNoRendererIsGenerated() {
        Compilation compilation = Sources.compileStrictly(JavaFileObjects.forSourceLines("demo.Ping",
                "package demo;",
                "import io.tablesmith.QueueMessage;",
                "@QueueMessage(queue = \"pings\")",
                "record Ping(long at) {}"));

        assertThat(compilation).succeededWithoutWarnings();
        String queue = Sources.generated(compilation, "demo.PingQueue");
        assertThat(queue).contains("null, null, null, QueueOptions.defaults()").doesNotContain("dedupIdOf").doesNotContain("groupOf")
                .doesNotContain("KeyOf");
    }
}
