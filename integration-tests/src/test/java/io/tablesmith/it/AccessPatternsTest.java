package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The access-pattern document the processor writes for the table. */
class AccessPatternsTest {

    @Test
    void listsEveryReadWithItsIndexKeyConditionAndSparseness() {
        assertThat(TablesmithTable.ACCESS_PATTERNS)
                .startsWith("| # | Access pattern | Method | Index | Key condition | Sparse | Order |")
                .contains("| `JobRepository.get(id)` | table | pk = `JOB#{id}`, sk = `METADATA` | no |")
                .contains("| `JobRepository.byStatus(status)` | gsi1 | gsi1pk = `STATUS#{status}`, filter `_et` = `JOB` "
                        + "| yes: only items with status and createdAt | by gsi1sk `{createdAt}`, either direction |")
                .contains("| `FindingRepository.findingsOf(jobId)` | table | pk = `JOB#{jobId}`, begins_with(sk, `FINDING#`), filter `_et` = `FINDING` |")
                .contains("| Get a JobDetails (Job + Finding + Report) in one request | `JobDetailsRepository.get(jobId)` |");
    }

    @Test
    void theSameDocumentLiesBesideTheClasses() throws IOException {
        try (InputStream resource = TablesmithTable.class.getResourceAsStream("access-patterns.md")) {
            assertThat(resource).isNotNull();
            assertThat(new String(resource.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(TablesmithTable.ACCESS_PATTERNS);
        }
    }
}
