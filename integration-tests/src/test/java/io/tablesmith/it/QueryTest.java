package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.dynalite.DynaliteExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Typed queries, paging, sparse indexes and page tokens, against dynalite over HTTP. */
@ExtendWith(DynaliteExtension.class)
class QueryTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private final JobRepository jobs;
    private final FindingRepository findings;
    private final ReportRepository reports;
    private final TaskRepository tasks;

    QueryTest(DynamoDbClient dynamo) {
        String table = Tables.create(dynamo);
        this.jobs = new JobRepository(dynamo, table);
        this.findings = new FindingRepository(dynamo, table);
        this.reports = new ReportRepository(dynamo, table);
        this.tasks = new TaskRepository(dynamo, table);
    }

    @Test
    void primaryQueryReturnsOnlyThisEntityOfThePartitionInSortKeyOrder() {
        jobs.create(Job.queued("1", T0));
        reports.create(new Report("1", "summary"));
        findings.create(Finding.of("1", "b"));
        findings.create(Finding.of("1", "a"));
        findings.create(Finding.of("2", "c"));

        assertThat(ids(findings.findingsOf("1", PageRequest.of(10)), Finding::findingId)).containsExactly("a", "b");
        assertThat(ids(findings.findingsOf("1", PageRequest.of(10).descending()), Finding::findingId))
                .containsExactly("b", "a");
        assertThat(findings.findingsOf("3", PageRequest.of(10)).items()).isEmpty();
    }

    @Test
    void indexQueryListsOneStatusNewestFirstAcrossPages() {
        for (int i = 0; i < 5; i++) {
            jobs.create(Job.queued("q" + i, T0.plusSeconds(i)));
        }
        jobs.create(new Job("r", JobStatus.RUNNING, T0, "running", 0));

        Page<Job> first = jobs.byStatus(JobStatus.QUEUED, PageRequest.of(2).descending());
        Page<Job> second = jobs.byStatus(JobStatus.QUEUED,
                PageRequest.of(2).descending().after(first.nextToken().orElseThrow()));
        Page<Job> third = jobs.byStatus(JobStatus.QUEUED,
                PageRequest.of(2).descending().after(second.nextToken().orElseThrow()));

        assertThat(ids(first, Job::id)).containsExactly("q4", "q3");
        assertThat(ids(second, Job::id)).containsExactly("q2", "q1");
        assertThat(ids(third, Job::id)).containsExactly("q0");
        assertThat(third.nextToken()).isEmpty();
    }

    @Test
    void aFullLastPageCarriesNoToken() {
        findings.create(Finding.of("1", "a"));
        findings.create(Finding.of("1", "b"));

        Page<Finding> page = findings.findingsOf("1", PageRequest.of(2));

        assertThat(page.items()).hasSize(2);
        assertThat(page.nextToken()).isEmpty();
    }

    @Test
    void pagingVisitsEveryItemExactlyOnceInOrder() {
        List<String> stored = IntStream.range(0, 23).mapToObj(i -> String.format("f%02d", i)).toList();
        stored.forEach(id -> findings.create(Finding.of("1", id)));

        List<String> seen = new ArrayList<>();
        PageRequest request = PageRequest.of(5);
        while (true) {
            Page<Finding> page = findings.findingsOf("1", request);
            assertThat(page.items()).hasSizeLessThanOrEqualTo(5);
            seen.addAll(ids(page, Finding::findingId));
            if (page.nextToken().isEmpty()) {
                break;
            }
            request = request.after(page.nextToken().get());
        }

        assertThat(seen).containsExactlyElementsOf(stored);
    }

    @Test
    void anIndexPartitionSharedWithAnotherEntityYieldsOnlyThisEntityInFullPages() {
        // Jobs and tasks share gsi1's STATUS#QUEUED partition and its unprefixed {createdAt}
        // sort key, so only the item type tells them apart; pages must still be full.
        for (int i = 0; i < 4; i++) {
            tasks.create(new Task("t" + i, JobStatus.QUEUED, T0.plusSeconds(2L * i)));
            jobs.create(Job.queued("j" + i, T0.plusSeconds(2L * i + 1)));
        }

        Page<Job> first = jobs.byStatus(JobStatus.QUEUED, PageRequest.of(3));
        Page<Job> rest = jobs.byStatus(JobStatus.QUEUED, PageRequest.of(3).after(first.nextToken().orElseThrow()));

        assertThat(ids(first, Job::id)).containsExactly("j0", "j1", "j2");
        assertThat(ids(rest, Job::id)).containsExactly("j3");
        assertThat(rest.nextToken()).isEmpty();
        assertThat(ids(tasks.byStatus(JobStatus.QUEUED, PageRequest.of(10)), Task::id)).containsExactly("t0", "t1", "t2", "t3");
    }

    @Test
    void sparseIndexLeavesOutItemsWithoutTheComponentAndUpdatesFollowThem() {
        jobs.create(Job.queued("dated", T0));
        Job undated = jobs.create(new Job("undated", JobStatus.QUEUED, null, "no date", 0));

        assertThat(ids(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(10)), Job::id)).containsExactly("dated");

        Job dated = jobs.replace(new Job("undated", JobStatus.QUEUED, T0.plusSeconds(1), "dated now", undated.version()));
        assertThat(ids(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(10)), Job::id)).containsExactly("dated", "undated");

        jobs.replace(dated.withStatus(JobStatus.RUNNING));
        assertThat(ids(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(10)), Job::id)).containsExactly("dated");
        assertThat(ids(jobs.byStatus(JobStatus.RUNNING, PageRequest.of(10)), Job::id)).containsExactly("undated");
    }

    @Test
    void secondIndexQueriesByAuthor() {
        findings.create(new Finding("1", "a", "ada", "s", 1, null, null, null, null));
        findings.create(new Finding("2", "b", "ada", "s", 1, null, null, null, null));
        findings.create(new Finding("3", "c", "bob", "s", 1, null, null, null, null));
        findings.create(Finding.of("4", "d"));

        assertThat(ids(findings.byAuthor("ada", PageRequest.of(10)), Finding::jobId)).containsExactly("1", "2");
    }

    @Test
    void aTokenWorksOnlyForTheQueryPartitionAndDirectionThatIssuedIt() {
        for (int i = 0; i < 3; i++) {
            jobs.create(Job.queued("q" + i, T0.plusSeconds(i)));
            jobs.create(new Job("r" + i, JobStatus.RUNNING, T0.plusSeconds(i), "r", 0));
            findings.create(new Finding("1", "f" + i, "ada", "s", 1, null, null, null, null));
        }
        String jobToken = jobs.byStatus(JobStatus.QUEUED, PageRequest.of(1)).nextToken().orElseThrow();
        String findingToken = findings.findingsOf("1", PageRequest.of(1)).nextToken().orElseThrow();

        assertRefused(() -> jobs.byStatus(JobStatus.RUNNING, PageRequest.of(1).after(jobToken)), "another query");
        assertRefused(() -> jobs.byStatus(JobStatus.QUEUED, PageRequest.of(1).descending().after(jobToken)), "another query");
        assertRefused(() -> findings.findingsOf("2", PageRequest.of(1).after(findingToken)), "another query");
        assertRefused(() -> findings.byAuthor("ada", PageRequest.of(1).after(findingToken)), "another query");
        assertRefused(() -> jobs.byStatus(JobStatus.QUEUED, PageRequest.of(1).after(findingToken)), "another query");

        assertThat(ids(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(1).after(jobToken)), Job::id)).containsExactly("q1");
    }

    @Test
    void aTokenWithAnyByteChangedIsRefused() {
        findings.create(Finding.of("1", "a"));
        findings.create(Finding.of("1", "b"));
        String token = findings.findingsOf("1", PageRequest.of(1)).nextToken().orElseThrow();
        byte[] bytes = Base64.getUrlDecoder().decode(token);

        for (int i = 0; i < bytes.length; i++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] changed = bytes.clone();
                changed[i] ^= (byte) (1 << bit);
                String forged = Base64.getUrlEncoder().withoutPadding().encodeToString(changed);
                assertRefused(() -> findings.findingsOf("1", PageRequest.of(1).after(forged)), "page token refused");
            }
        }
        assertRefused(() -> findings.findingsOf("1", PageRequest.of(1).after(token.substring(0, token.length() - 2))),
                "page token refused");
        assertRefused(() -> findings.findingsOf("1", PageRequest.of(1).after("not a token!")), "page token refused");
        assertRefused(() -> findings.findingsOf("1", PageRequest.of(1).after("")), "page token refused");
    }

    @Test
    void tokensAreCompactAndUrlSafe() {
        for (int i = 0; i < 3; i++) {
            jobs.create(Job.queued("a-rather-long-job-identifier-" + i, T0.plusSeconds(i)));
        }
        String token = jobs.byStatus(JobStatus.QUEUED, PageRequest.of(1)).nextToken().orElseThrow();

        assertThat(token).matches("[A-Za-z0-9_-]+");
        assertThat(token.length()).isLessThan(120);
    }

    private static void assertRefused(Runnable query, String reason) {
        assertThatThrownBy(query::run).isInstanceOf(InvalidPageTokenException.class).hasMessageContaining(reason);
    }

    private static <T> List<String> ids(Page<T> page, Function<T, String> id) {
        return page.items().stream().map(id).toList();
    }
}
