package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generated update builder's surface: what users may call compiles warning-free, and every
 * change the key design forbids is a compile error, because the method does not exist.
 */
class UpdateApiTest {

    private static final JavaFileObject TICKET = Sources.entity("Ticket",
            "@Entity(type = \"TICKET\")",
            "@Key(pk = \"TICKET#{id}\", sk = \"METADATA\")",
            "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{openedAt}\", query = \"byStatus\")",
            "@Gsi(index = \"gsi2\", pk = \"TEAM#{team}#{rank}\", sk = \"{id}\", query = \"byTeam\")",
            "public record Ticket(",
            "        String id,",
            "        @Transition(from = \"QUEUED\", to = \"RUNNING\") JobStatus status,",
            "        Instant openedAt,",
            "        String team,",
            "        int rank,",
            "        String title,",
            "        int attempts,",
            "        BigDecimal cost,",
            "        @Version long version) {}");

    private static Compilation use(String... statements) {
        JavaFileObject user = JavaFileObjects.forSourceLines("demo.User",
                "package demo;",
                "",
                "import java.math.BigDecimal;",
                "import java.time.Instant;",
                "",
                "class User {",
                "    static Ticket use(TicketRepository tickets) {",
                "        " + String.join("\n        ", statements),
                "    }",
                "}");
        return Sources.compileStrictly(Sources.JOB_STATUS, TICKET, user);
    }

    @Test
    void theAllowedChangesCompileWithoutWarnings() {
        Compilation compilation = use(
                "tickets.transitionStatus(\"1\", JobStatus.QUEUED, JobStatus.RUNNING);",
                "tickets.delete(\"1\", TicketConditions.cost().gt(BigDecimal.ONE).or(TicketConditions.title().beginsWith(\"x\")));",
                "return tickets.update(\"1\")",
                "        .setTitle(\"x\").removeTitle().addAttempts(1).addCost(BigDecimal.TEN)",
                "        .setOpenedAt(Instant.EPOCH).removeOpenedAt().setTeamAndRank(\"core\", 2).removeTeam()",
                "        .transitionStatus(JobStatus.QUEUED, JobStatus.RUNNING)",
                "        .when(TicketConditions.status().in(JobStatus.QUEUED, JobStatus.DONE))",
                "        .ifVersion(3)",
                "        .execute();");

        assertThat(compilation).succeededWithoutWarnings();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "setId(\"2\")",              // a key component never changes
            "setVersion(2L)",            // the version is the repository's
            "addVersion(1)",
            "setStatus(JobStatus.DONE)", // a state machine moves only through its transitions
            "removeStatus()",
            "setTeam(\"core\")",         // shares the template TEAM#{team}#{rank}: set with rank
            "setRank(1)",
            "addRank(1)",                // indexed: its new value would be unknown
            "removeRank()",              // primitive: never absent
            "removeAttempts()",
            "addTitle(\"x\")"})          // not a number
    void aForbiddenChangeDoesNotCompile(String call) {
        Compilation compilation = use("return tickets.update(\"1\")." + call + ".execute();");

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("cannot find symbol");
    }
}
