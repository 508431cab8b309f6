package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.dynalite.DynaliteExtension;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Appending to lists and adding or deleting set elements, done by the engine, not read-modify-write. */
@ExtendWith(DynaliteExtension.class)
class ContainerUpdateTest {

    private final EverythingRepository everything;

    ContainerUpdateTest(DynamoDbClient dynamo) {
        this.everything = new EverythingRepository(dynamo, Tables.create(dynamo));
        everything.create(EncodeRulesTest.minimal());
    }

    @Test
    void appendsToAListCreatingItWhenAbsent() {
        Everything once = everything.update("1").appendToTags(List.of("a", "b")).execute();
        Everything twice = everything.update("1").appendToTags(List.of("c")).appendToScores(List.of(7)).execute();

        assertThat(once.tags()).containsExactly("a", "b");
        assertThat(twice.tags()).containsExactly("a", "b", "c");
        assertThat(twice.scores()).containsExactly(7);
        assertThat(everything.getConsistent("1").orElseThrow().tags()).containsExactly("a", "b", "c");
    }

    @Test
    void addsAndDeletesSetElementsOfEveryStoredSetType() {
        everything.update("1").addToLabels(Set.of("x", "y")).addToNumbers(Set.of(1L, 2L, 3L))
                .addToAmounts(Set.of(new BigDecimal("1.5"))).addToStatuses(Set.of(JobStatus.QUEUED)).execute();
        Everything after = everything.update("1").deleteFromLabels(Set.of("x")).deleteFromNumbers(Set.of(2L)).execute();
        after = everything.update("1").addToLabels(Set.of("z")).execute();

        assertThat(after.labels()).containsExactlyInAnyOrder("y", "z");
        assertThat(after.numbers()).containsExactlyInAnyOrder(1L, 3L);
        assertThat(after.amounts()).containsExactly(new BigDecimal("1.5"));
        assertThat(after.statuses()).containsExactly(JobStatus.QUEUED);
    }

    @Test
    void deletingTheLastElementsLeavesAnEmptySetAndEmptyInputChangesNothing() {
        everything.update("1").addToLabels(Set.of("only")).execute();

        Everything emptied = everything.update("1").deleteFromLabels(Set.of("only")).appendToTags(List.of()).execute();

        assertThat(emptied.labels()).isEmpty();
        assertThat(emptied.tags()).as("an empty append changes nothing: the item still has no tags").isNull();
    }

    @Test
    void twoChangesOfOneAttributeInOneUpdateAreRefusedBeforeAnyRequest() {
        assertThatThrownBy(() -> everything.update("1").addToLabels(Set.of("a")).deleteFromLabels(Set.of("b")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'labels' is already changed by this update");
    }

    @Test
    void concurrentAppendsAreNeverLost() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int thread = t;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < 10; i++) {
                        everything.update("1").appendToTags(List.of(thread + "-" + i)).addToLabels(Set.of(thread + "-" + i)).execute();
                    }
                }));
            }
            for (Future<?> future : done) {
                future.get(2, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        Everything stored = everything.getConsistent("1").orElseThrow();
        assertThat(stored.tags()).hasSize(40).doesNotHaveDuplicates();
        assertThat(stored.labels()).hasSize(40);
    }
}
