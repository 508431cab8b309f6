package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import io.tablesmith.processor.report.Message;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * TS124: a {@code @Gsi} of the sparse-index shape (a constant partition key) whose components can
 * never be absent holds every item, which is a warning on the template with the primitive; an
 * index keyed by a component, or one that can be sparse, is no warning.
 */
class SparseIndexWarningTest {

    @Test
    void aConstantPartitionOverPrimitivesIsAWarningThatNamesTheComponentAndItsBox() {
        JavaFileObject loan = loan("long dueAt", "");

        Compilation compilation = Sources.compile(loan);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        Diagnostic<? extends JavaFileObject> warning = compilation.warnings().get(0);
        assertThat(warning.getMessage(Locale.ROOT)).isEqualTo("[TS124] @Gsi(index = \"gsi2\") has the constant partition key "
                + "\"OVERDUE\" of a sparse index, yet every Loan is in it: an item is left out of an index only when a component "
                + "its templates use is null, and none of these can be: long dueAt (the others are part of the primary key). "
                + "To leave items out, give 'dueAt' (Long) a boxed type and store null where an item does not belong; if every "
                + "item belongs in the index, add @SuppressWarnings(\"TS124\") to Loan.");
        assertThat(warning.getKind()).isEqualTo(Diagnostic.Kind.WARNING);
        assertThat(warning.getSource()).isSameAs(loan);
        assertThat(warning.getLineNumber()).isEqualTo(Sources.lineContaining(loan, "sk = \"{dueAt}"));
        assertThat(Sources.errorsOf(compilation, Message.INDEX_NEVER_SPARSE)).isEmpty();
    }

    @Test
    void aBoxedComponentMakesTheIndexSparseAndNoWarning() {
        assertThat(Sources.compileStrictly(loan("Long dueAt", ""))).succeededWithoutWarnings();
    }

    @Test
    void anIndexMeantToHoldEveryItemSaysSoWithSuppressWarnings() {
        assertThat(Sources.compileStrictly(loan("long dueAt", "@SuppressWarnings(\"TS124\")"))).succeededWithoutWarnings();
    }

    @Test
    void anIndexKeyedByAComponentIsALookupAndNoWarning() {
        // The example's findings by score within a job: dense on purpose.
        JavaFileObject finding = Sources.entity("Finding",
                "@Entity(type = \"FINDING\")",
                "@Key(pk = \"JOB#{jobId}\", sk = \"FINDING#{findingId}\")",
                "@Gsi(index = \"gsi2\", pk = \"JOB#{jobId}\", sk = \"SCORE#{scorePercent:03}\", query = \"byScore\")",
                "public record Finding(String jobId, String findingId, int scorePercent) {}");

        assertThat(Sources.compileStrictly(finding)).succeededWithoutWarnings();
    }

    @Test
    void aConstantPartitionOverTheKeyAloneHasNoPrimitiveToBoxAndNoWarning() {
        JavaFileObject listed = Sources.entity("Member",
                "@Entity(type = \"MEMBER\")",
                "@Key(pk = \"MEMBER#{id}\", sk = \"M\")",
                "@Gsi(index = \"gsi1\", pk = \"MEMBERS\", sk = \"{id}\", query = \"everyMember\")",
                "public record Member(String id, int age) {}");

        assertThat(Sources.compileStrictly(listed)).succeededWithoutWarnings();
    }

    /** Loans with an index of overdue ones by due date, whose due date has the given declaration. */
    private static JavaFileObject loan(String dueAt, String suppression) {
        return Sources.entity("Loan",
                "@Entity(type = \"LOAN\")",
                "@Key(pk = \"LOAN#{id}\", sk = \"L\")",
                "@Gsi(index = \"gsi2\", pk = \"OVERDUE\",",
                "        sk = \"{dueAt}#{id}\", query = \"overdue\")",
                suppression,
                "public record Loan(String id, " + dueAt + ") {}");
    }
}
