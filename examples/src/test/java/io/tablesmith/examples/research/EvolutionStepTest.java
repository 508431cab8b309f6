package io.tablesmith.examples.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The evolution step's parts that need no table: its skip on a Java runtime without a compiler, and its diff. */
class EvolutionStepTest {

    @Test
    void onARuntimeWithoutACompilerTheStepSaysSoAndIsSkipped() {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            assertThat(new EvolutionStep(null, out).run(Job.submitted("job-1", "A title", Instant.EPOCH))).isEmpty();
        }
        assertThat(printed.toString(StandardCharsets.UTF_8).strip()).isEqualTo("skipped: this Java runtime has no compiler "
                + "(ToolProvider.getSystemJavaCompiler() is null); run the demo on a JDK");
    }

    @Test
    void theDiffShowsOnlyTheChangedLinesInOrder() {
        assertThat(EvolutionStep.changedLines("a\nb\nc\nd\n", "a\nx\nc\nd\ne\n")).containsExactly("- b", "+ x", "+ e");
        assertThat(EvolutionStep.changedLines("a\nb\n", "a\nb\n")).isEmpty();
        assertThat(EvolutionStep.changedLines("a\nb\n", "")).containsExactly("- a", "- b");
    }
}
