package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.PageRequest;
import io.tablesmith.TablesmithException;
import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** putAll, getAll and deleteAll against dynalite: request counts, order, duplicates, @Version. */
@ExtendWith(DynaliteExtension.class)
class BatchTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    /** Counts the calls of each operation the client sends, e.g. "BatchWriteItemRequest" → 3. */
    private final ConcurrentMap<String, Integer> calls = new ConcurrentHashMap<>();
    private final DynamoDbClient counted;
    private final FindingRepository findings;
    private final JobRepository jobs;

    BatchTest(DynaliteServer server) {
        this.counted = server.clientBuilder()
                .overrideConfiguration(configuration -> configuration.addExecutionInterceptor(new ExecutionInterceptor() {
                    @Override
                    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
                        calls.merge(context.request().getClass().getSimpleName(), 1, Integer::sum);
                    }
                }))
                .build();
        String table = Tables.create(counted);
        this.findings = new FindingRepository(counted, table);
        this.jobs = new JobRepository(counted, table);
    }

    @AfterEach
    void closeClient() {
        counted.close();
    }

    private int calls(String request) {
        return calls.getOrDefault(request, 0);
    }

    /** Findings with every kind of component, some null, spread over a few partitions. */
    private static List<Finding> findings(int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> new Finding("job" + i % 7, String.format("f%05d", i), i % 3 == 0 ? null : "author" + i % 5,
                        "finding " + i + " \u00e9\u2603", i / 10.0, i % 2 == 0 ? i : null, new BigDecimal(i + ".25"),
                        i % 4 == 0 ? null : i % 3 == 1, i % 5 == 0 ? null : new UUID(i, -i)))
                .toList();
    }

    private static List<ItemKey<Finding>> keys(List<Finding> findings) {
        return findings.stream().map(FindingKeys::keyOf).toList();
    }

    private static int requests(int items, int perRequest) {
        return (items + perRequest - 1) / perRequest;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 25, 26, 101, 1000})
    void roundTripInRequestsOf25WritesAnd100Keys(int count) {
        List<Finding> written = findings(count);

        findings.putAll(written);
        assertThat(calls("BatchWriteItemRequest")).isEqualTo(requests(count, 25));

        List<Finding> reversed = new ArrayList<>(written);
        Collections.reverse(reversed);
        assertThat(findings.getAll(keys(reversed))).isEqualTo(reversed);
        assertThat(calls("BatchGetItemRequest")).isEqualTo(requests(count, 100));

        findings.deleteAll(keys(written));
        assertThat(calls("BatchWriteItemRequest")).isEqualTo(2 * requests(count, 25));
        assertThat(findings.getAllConsistent(keys(written))).isEmpty();
        assertThat(findings.findingsOf("job0", PageRequest.of(10)).items()).isEmpty();
    }

    @Test
    void theLastRecordForAKeyWins() {
        Finding first = Finding.of("1", "a");
        Finding second = new Finding("1", "a", "ann", "second", 0.9, 1, null, true, null);

        findings.putAll(List.of(first, Finding.of("1", "b"), second));

        assertThat(findings.getConsistent("1", "a")).contains(second);
        assertThat(calls("BatchWriteItemRequest")).isEqualTo(1);
    }

    @Test
    void getAllKeepsTheOrderAskedSkipsMissingKeysAndReturnsRepeatedKeysOnce() {
        List<Finding> stored = findings(5);
        findings.putAll(stored);
        ItemKey<Finding> missing = FindingKeys.key("nobody", "nothing");

        List<Finding> found = findings.getAll(List.of(keys(stored).get(4), missing, keys(stored).get(1), keys(stored).get(4)));

        assertThat(found).containsExactly(stored.get(4), stored.get(1));
    }

    @Test
    void deleteAllIgnoresRepeatedAndMissingKeys() {
        List<Finding> stored = findings(3);
        findings.putAll(stored);
        List<ItemKey<Finding>> keys = new ArrayList<>(keys(stored));
        keys.addAll(keys(stored));
        keys.add(FindingKeys.key("nobody", "nothing"));

        findings.deleteAll(keys);

        assertThat(findings.getAll(keys(stored))).isEmpty();
    }

    @Test
    void aVersionedEntitysPutAllIsPutForEachRecordAndReportsWhatItRefused() {
        Job held = jobs.create(Job.queued("1", T0));        // version 1, which some writer holds
        Job newer = jobs.put(held.withTitle("newer"));      // version 2
        Job deleted = jobs.put(jobs.create(Job.queued("3", T0)));
        jobs.delete("3");                                   // version 2 was handed out, then deleted
        calls.clear();

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> jobs.putAll(
                List.of(held.withTitle("stale bulk"), Job.queued("2", T0), deleted.withTitle("back from the dead"))));

        assertThat(e.writtenRecords(Job.class)).containsExactly(new Job("2", JobStatus.QUEUED, T0, "job 2", 1));
        assertThat(e.refusals()).extracting(refusal -> refusal.reason().getClass().getSimpleName())
                .containsExactly(OptimisticLockException.class.getSimpleName(), ItemNotFoundException.class.getSimpleName());
        assertThat(e.keys()).containsExactly(JobKeys.key("1"), JobKeys.key("3"));
        assertThat(e.unwrittenRecords(Job.class)).containsExactly(held.withTitle("stale bulk"), deleted.withTitle("back from the dead"));
        assertThat(e.retryableRecords(Job.class)).isEmpty();
        assertThat(e).hasMessageStartingWith("JOB: putAll wrote 1 of 3 records; 2 refused: ");
        assertThat(jobs.getConsistent("1")).as("the stored version never moves back").contains(newer);
        assertThat(jobs.getConsistent("3")).as("the delete stands").isEmpty();
        assertThat(calls).containsEntry("PutItemRequest", 3).doesNotContainKey("BatchWriteItemRequest");

        assertThat(jobs.putAll(List.of(newer.withTitle("bulk edit"), Job.queued("4", T0))))
                .extracting(Job::version).containsExactly(3L, 1L);
        assertThat(methodNames(JobRepository.class)).contains("putAll").doesNotContain("putAllUnchecked");
        assertThat(methodNames(FindingRepository.class)).contains("putAll").doesNotContain("putAllUnchecked");
    }

    @Test
    void aVersionedPutAllRefusesAKeyGivenTwiceBeforeSendingAnything() {
        calls.clear();

        assertThatThrownBy(() -> jobs.putAll(List.of(Job.queued("1", T0), Job.queued("2", T0), Job.queued("1", T0))))
                .isInstanceOf(TablesmithException.class)
                .hasMessageContaining("JOB [pk=JOB#1, sk=METADATA]: putAll refused before sending anything: records #0 and #2");
        assertThat(calls).doesNotContainKey("PutItemRequest");
    }

    @Test
    void deleteAllOfAVersionedEntityDeletesWhateverTheVersion() {
        jobs.create(Job.queued("1", T0));
        jobs.put(jobs.create(Job.queued("2", T0)));

        jobs.deleteAll(List.of(JobKeys.key("1"), JobKeys.key("2")));

        assertThat(jobs.get("1")).isEmpty();
        assertThat(jobs.get("2")).isEmpty();
    }

    @Test
    void withBatchOptionsGivesAnotherRepositoryOnTheSameTable() {
        FindingRepository patient = findings.withBatchOptions(BatchOptions.defaults().withMaxAttempts(20));
        List<Finding> stored = findings(30);

        patient.putAll(stored);

        assertThat(findings.getAll(keys(stored))).isEqualTo(stored);
        assertThat(patient).isNotSameAs(findings);
    }

    private static List<String> methodNames(Class<?> type) {
        return Arrays.stream(type.getMethods()).map(Method::getName).toList();
    }
}
