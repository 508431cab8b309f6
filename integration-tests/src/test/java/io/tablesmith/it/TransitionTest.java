package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.IllegalTransitionException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.PageRequest;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.dynalite.DynaliteExtension;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A job's status transition: the job state machine, enforced by the database, with the status index in step. */
@ExtendWith(DynaliteExtension.class)
class TransitionTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private final JobRepository jobs;

    TransitionTest(DynamoDbClient dynamo) {
        String table = Tables.create(dynamo);
        this.jobs = new JobRepository(dynamo, table);
    }

    @Test
    void aDeclaredMoveChangesTheStateTheVersionAndTheStatusIndex() {
        jobs.create(Job.queued("1", T0));
        jobs.create(Job.queued("2", T0.plusSeconds(1)));

        Job running = jobs.transitionStatus("1", JobStatus.QUEUED, JobStatus.RUNNING);

        assertThat(running.status()).isEqualTo(JobStatus.RUNNING);
        assertThat(running.version()).isEqualTo(2);
        assertThat(byStatus(JobStatus.QUEUED)).extracting(Job::id).containsExactly("2");
        assertThat(byStatus(JobStatus.RUNNING)).extracting(Job::id).containsExactly("1");
        assertThat(jobs.byStatus(JobStatus.RUNNING).between(T0, T0).page(PageRequest.of(10)).items())
                .as("the index sort key is kept").extracting(Job::id).containsExactly("1");

        jobs.transitionStatus("1", JobStatus.RUNNING, JobStatus.FAILED);
        jobs.transitionStatus("1", JobStatus.FAILED, JobStatus.QUEUED);
        assertThat(byStatus(JobStatus.QUEUED)).extracting(Job::id).containsExactly("1", "2");
    }

    @Test
    void anUndeclaredMoveIsRefusedBeforeAnyRequest() {
        // No item exists: had a request been sent, it would have failed with ItemNotFoundException.
        assertThatThrownBy(() -> jobs.transitionStatus("nothing", JobStatus.QUEUED, JobStatus.SUCCEEDED))
                .isInstanceOf(IllegalTransitionException.class)
                .hasMessageContaining("status may not move from QUEUED to SUCCEEDED; from QUEUED it may move to [RUNNING]");
        assertThatThrownBy(() -> jobs.update("nothing").transitionStatus(JobStatus.SUCCEEDED, JobStatus.QUEUED))
                .isInstanceOf(IllegalTransitionException.class)
                .hasMessageContaining("it may move to []");
        assertThat(JobUpdate.statusTransitionsFrom(JobStatus.RUNNING))
                .containsExactlyInAnyOrder(JobStatus.SUCCEEDED, JobStatus.FAILED);
    }

    @Test
    void aStaleMoveIsRefusedByTheDatabaseWithTheCurrentItem() {
        jobs.create(Job.queued("1", T0));
        jobs.transitionStatus("1", JobStatus.QUEUED, JobStatus.RUNNING);

        assertThatThrownBy(() -> jobs.transitionStatus("1", JobStatus.QUEUED, JobStatus.RUNNING))
                .isInstanceOf(StaleTransitionException.class)
                .isInstanceOf(ConditionFailedException.class)
                .hasMessageContaining("status was to move from QUEUED to RUNNING but it is RUNNING")
                .satisfies(e -> assertThat(((StaleTransitionException) e).current(Job.class).orElseThrow().status())
                        .isEqualTo(JobStatus.RUNNING));
        assertThat(byStatus(JobStatus.RUNNING)).extracting(Job::id).containsExactly("1");
        assertThat(jobs.getConsistent("1").orElseThrow().version()).isEqualTo(2);
    }

    @Test
    void aMoveOfAMissingItemIsNotFound() {
        assertThatThrownBy(() -> jobs.transitionStatus("missing", JobStatus.QUEUED, JobStatus.RUNNING))
                .isInstanceOf(ItemNotFoundException.class);
    }

    @Test
    void aMoveCombinesWithOtherChangesInOneRequest() {
        jobs.create(Job.queued("1", T0));

        Job done = jobs.update("1").transitionStatus(JobStatus.QUEUED, JobStatus.RUNNING).setTitle("started").execute();

        assertThat(done.status()).isEqualTo(JobStatus.RUNNING);
        assertThat(done.title()).isEqualTo("started");
    }

    private List<Job> byStatus(JobStatus status) {
        return jobs.byStatus(status, PageRequest.of(10)).items();
    }
}
