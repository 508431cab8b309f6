package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.dynalite.DynaliteExtension;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Signed and encrypted tokens end to end, replays across queries, and look-alike keys. */
@ExtendWith(DynaliteExtension.class)
class TokenSecurityTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final byte[] AES_KEY = "an-aes-key-of-32-bytes-length!!!".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HMAC_KEY = "an-hmac-key-of-at-least-32-bytes".getBytes(StandardCharsets.US_ASCII);

    private final JobRepository plainJobs;
    private final JobRepository sealedJobs;
    private final FindingRepository findings;
    private final TaskRepository tasks;

    TokenSecurityTest(DynamoDbClient dynamo) {
        String table = Tables.create(dynamo);
        this.plainJobs = new JobRepository(dynamo, table);
        this.sealedJobs = plainJobs.withPageTokens(PageTokens.encrypted(AES_KEY).expiringAfter(Duration.ofHours(1)));
        this.findings = new FindingRepository(dynamo, table).withPageTokens(PageTokens.signed(HMAC_KEY));
        this.tasks = new TaskRepository(dynamo, table);
        for (int i = 0; i < 5; i++) {
            plainJobs.create(Job.queued("j" + i, T0.plusSeconds(i)));
            tasks.create(new Task("t" + i, JobStatus.QUEUED, T0.plusSeconds(i)));
            findings.create(new Finding("j0", "f" + i, "ada", "s", 1, null, null, null, null));
        }
    }

    @Test
    void encryptedTokensPageThroughEverything() {
        List<String> seen = new ArrayList<>();
        PageRequest request = PageRequest.of(2).descending();
        while (true) {
            Page<Job> page = sealedJobs.byStatus(JobStatus.QUEUED, request);
            page.items().forEach(job -> seen.add(job.id()));
            if (page.nextToken().isEmpty()) {
                break;
            }
            request = request.after(page.nextToken().get());
        }
        assertThat(seen).containsExactly("j4", "j3", "j2", "j1", "j0");
    }

    @Test
    void aRepositoryWithAKeyRefusesUnsignedTokensAndViceVersa() {
        String unsigned = plainJobs.byStatus(JobStatus.QUEUED, PageRequest.of(1)).nextToken().orElseThrow();
        String sealed = sealedJobs.byStatus(JobStatus.QUEUED, PageRequest.of(1)).nextToken().orElseThrow();

        assertThatThrownBy(() -> sealedJobs.byStatus(JobStatus.QUEUED, PageRequest.of(1).after(unsigned)))
                .isInstanceOf(InvalidPageTokenException.class).hasMessageContaining("accepts only encrypted tokens");
        assertThatThrownBy(() -> plainJobs.byStatus(JobStatus.QUEUED, PageRequest.of(1).after(sealed)))
                .isInstanceOf(InvalidPageTokenException.class);
    }

    @Test
    void aTokenReplayedOnAnotherEntityIndexOrPartitionIsRefused() {
        String jobToken = plainJobs.byStatus(JobStatus.QUEUED, PageRequest.of(1)).nextToken().orElseThrow();
        String primaryToken = findings.findingsOf("j0", PageRequest.of(1)).nextToken().orElseThrow();
        String indexToken = findings.byAuthor("ada", PageRequest.of(1)).nextToken().orElseThrow();

        // Task shares the job's index, partition value and sort key shape: only the entity differs.
        assertThatThrownBy(() -> tasks.byStatus(JobStatus.QUEUED, PageRequest.of(1).after(jobToken)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThatThrownBy(() -> findings.byAuthor("ada", PageRequest.of(1).after(primaryToken)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThatThrownBy(() -> findings.findingsOf("j0", PageRequest.of(1).after(indexToken)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThatThrownBy(() -> findings.findingsOf("j1", PageRequest.of(1).after(primaryToken)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThatThrownBy(() -> findings.byAuthor("bob", PageRequest.of(1).after(indexToken)))
                .isInstanceOf(InvalidPageTokenException.class);
    }

    @Test
    void unicodeLookAlikesAreDifferentKeysAndNeverReachAnotherPartition() {
        // Latin "JOB1", Cyrillic "О", fullwidth digits, and a combining sequence.
        List<String> lookAlikes = List.of("1", "\u041e", "O", "\uFF11", "e\u0301", "\u00e9");
        for (String id : lookAlikes) {
            findings.create(Finding.of("look-" + id, "only"));
        }
        for (String id : lookAlikes) {
            assertThat(findings.findingsOf("look-" + id, PageRequest.of(10)).items())
                    .extracting(Finding::jobId).containsExactly("look-" + id);
        }
    }
}
