package io.tablesmith.it.walk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The walk over every public write method of the generated classes (a fixture entity that uses every
 * feature with a write, a second entity of its table, two queues) and of the runtime (transactions,
 * fenced writes, lease locks, deliveries). Each write method has a step, run on a fresh table, that
 * proves on the whole table's contents that the method (a) never changes or deletes another
 * entity's item, (b) never stores a version lower than or equal to one handed out before for the
 * key, and (c) reports failure only when nothing was written, or says exactly what was written
 * (see {@link Walk}). A public method added to these classes fails {@link #everyPublicMethodIsClassifiedAndEveryWriteIsWalked}
 * until it is classified in {@link WriteMethods}, and walked if it writes. Every request a step's
 * calls sent is observed, and must carry the access pattern and entity type of its call (a
 * repository method's requests its own name), ending with an outcome; a request sent outside a call,
 * which no observer sees, fails the count of what reached the engine.
 */
abstract class WriteWalkContract {

    /** The engine the walk runs on; dynalite has no transactions, so their steps run on LocalDynamoDb only. */
    abstract Engine engine();

    static List<WalkStep> steps() {
        List<WalkStep> steps = new ArrayList<>();
        steps.addAll(LedgerWalk.steps());
        steps.addAll(LedgerWalk.updateSteps());
        steps.addAll(NoteWalk.steps());
        steps.addAll(QueueWalk.steps());
        steps.addAll(RuntimeWalk.steps());
        steps.addAll(RuntimeWalk.builderSteps());
        steps.addAll(StreamWalk.steps());
        return steps;
    }

    @TestFactory
    Stream<DynamicTest> everyWriteMethod() {
        return steps().stream().map(step -> DynamicTest.dynamicTest(step.method(), () -> {
            assumeTrue(!step.transactions() || engine().transactions(),
                    "dynalite has no transactions: this step runs on LocalDynamoDb");
            Walk walk = new Walk(engine().dynamo(), engine().newTable());
            step.body().accept(walk);
            assertThat(walk.requests.all()).as("what %s sent: every request the engine received, observed", step.method())
                    .hasSize(walk.sent.get());
            assertThat(walk.requests.all()).as("what %s sent", step.method()).isNotEmpty().allSatisfy(recorded -> {
                assertThat(recorded.request().accessPattern()).as("the access pattern of %s", recorded)
                        .matches("[a-z][A-Za-z]*");
                assertThat(recorded.request().entityType()).as("the entity type of %s", recorded).isNotBlank();
                assertThat(recorded.result()).as("the end of %s", recorded).isNotNull();
            });
            String method = step.method().substring(step.method().indexOf('.') + 1, step.method().indexOf('('));
            if (step.method().contains("Repository.") && !method.startsWith("transition")) {
                assertThat(walk.requests.all()).as("what %s sent", step.method())
                        .anySatisfy(recorded -> assertThat(recorded.request().accessPattern()).isEqualTo(method));
            }
        }));
    }

    @Test
    void everyPublicMethodIsClassifiedAndEveryWriteIsWalked() {
        Set<String> methods = WriteMethods.publicMethods();
        Set<String> unclassified = new TreeSet<>(methods);
        unclassified.removeAll(WriteMethods.READS);
        unclassified.removeAll(WriteMethods.WRITES);
        Set<String> walked = new TreeSet<>();
        steps().forEach(step -> walked.add(step.method()));

        assertThat(unclassified).as("public methods in neither list: classify each in WriteMethods, and walk it if it writes")
                .isEmpty();
        assertThat(WriteMethods.WRITES).as("writes the walk has no step for").isSubsetOf(walked);
        assertThat(walked).as("steps for methods not listed as writes").isSubsetOf(WriteMethods.WRITES);
        assertThat(methods).as("listed methods that no longer exist").containsAll(WriteMethods.WRITES)
                .containsAll(WriteMethods.READS);
        assertThat(WriteMethods.READS).as("a method is a read or a write, not both").doesNotContainAnyElementsOf(WriteMethods.WRITES);
    }
}
