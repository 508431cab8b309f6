package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.BatchIncompleteException;
import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Batch calls through an overloaded DynamoDB ({@link FaultInjector}): dropped items come back as
 * unprocessed, some calls are throttled. Either every item arrives, or the exception names
 * exactly those that did not. Waits are tiny (at most 2 ms) so the test stays fast.
 */
@ExtendWith(DynaliteExtension.class)
class BatchFaultTest {

    private static final BatchOptions FAST = BatchOptions.defaults()
            .withBaseDelay(Duration.ofNanos(200_000)).withMaxDelay(Duration.ofMillis(2));

    private final DynaliteServer server;
    private final DynamoDbClient dynamo;
    private final String table;
    private final FindingRepository clean;
    private final List<DynamoDbClient> faultyClients = new ArrayList<>();

    BatchFaultTest(DynaliteServer server, DynamoDbClient dynamo) {
        this.server = server;
        this.dynamo = dynamo;
        this.table = Tables.create(dynamo);
        this.clean = new FindingRepository(dynamo, table);
    }

    @AfterEach
    void closeClients() {
        faultyClients.forEach(DynamoDbClient::close);
    }

    /** A repository on the same table whose client suffers {@code faults}. */
    private FindingRepository through(FaultInjector faults, BatchOptions options) {
        DynamoDbClient faulty = server.clientBuilder()
                .overrideConfiguration(configuration -> configuration.addExecutionInterceptor(faults))
                .build();
        faultyClients.add(faulty);
        return new FindingRepository(faulty, table).withBatchOptions(options);
    }

    private static List<Finding> findings(int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> new Finding("job" + i % 97, String.format("f%05d", i), "author" + i % 11, "finding " + i,
                        i % 100 / 100.0, i, null, i % 2 == 0, null))
                .toList();
    }

    private static List<ItemKey<Finding>> keys(List<Finding> findings) {
        return findings.stream().map(FindingKeys::keyOf).toList();
    }

    @Test
    void tenThousandItemsThroughDroppedItemsAndThrottlingAreAllWritten() {
        FaultInjector faults = new FaultInjector(20260101L, 0.3, 0.1);
        // 30% unprocessed and 10% throttled leave an item undone after an attempt 37% of the time;
        // after 20 attempts that is 2e-9 per item, so the budget is ample and the seed fixes the run.
        FindingRepository overloaded = through(faults, FAST.withMaxAttempts(20));
        List<Finding> written = findings(10_000);

        overloaded.putAll(written);

        assertThat(faults.heldWrites).as("items returned as unprocessed").isGreaterThan(2_000);
        assertThat(faults.throttledCalls).as("calls throttled").isGreaterThan(20);
        assertThat(scanAll()).as("what the table holds, read without batch calls").containsExactlyInAnyOrderElementsOf(written);

        // Reading through the same faults loses nothing either.
        int heldBefore = faults.heldKeys;
        assertThat(overloaded.getAll(keys(written))).isEqualTo(written);
        assertThat(faults.heldKeys - heldBefore).as("keys returned as unprocessed").isGreaterThan(2_000);
    }

    /** Scans the whole table with a clean client: what really is stored, whatever the repository says. */
    private List<Finding> scanAll() {
        List<Finding> items = new ArrayList<>();
        for (ScanResponse page : dynamo.scanPaginator(ScanRequest.builder().tableName(table).build())) {
            page.items().forEach(item -> items.add(FindingSchema.INSTANCE.fromItem(item)));
        }
        return items;
    }

    @Test
    void whenTheAttemptsRunOutTheExceptionListsExactlyTheRecordsNotWritten() {
        FindingRepository overloaded = through(new FaultInjector(7L, 0.3, 0.0), FAST.withMaxAttempts(2));
        List<Finding> written = findings(200);

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> overloaded.putAll(written));

        assertThat(e).isNotNull();
        List<Finding> unwritten = e.unwrittenRecords(Finding.class);
        assertThat(unwritten).isNotEmpty().hasSizeLessThan(200);
        assertThat(e.keys()).isEqualTo(keys(unwritten));
        assertThat(written).containsSubsequence(unwritten);
        Set<Finding> missing = new HashSet<>(unwritten);
        for (Finding finding : written) {
            Optional<Finding> stored = clean.getConsistent(finding.jobId(), finding.findingId());
            if (missing.contains(finding)) {
                assertThat(stored).as("%s is listed as not written", finding.findingId()).isEmpty();
            } else {
                assertThat(stored).as("%s is not listed, so it was written", finding.findingId()).contains(finding);
            }
        }
        assertThat(e.getMessage()).contains("FINDING: putAll gave up: " + unwritten.size() + " of 200 items were not written");
    }

    @Test
    void whenReadsRunOutTheExceptionListsTheKeysNotReadAndHoldsTheItemsRead() {
        List<Finding> stored = findings(300);
        clean.putAll(stored);
        FindingRepository overloaded = through(new FaultInjector(11L, 0.3, 0.0), FAST.withMaxAttempts(1));

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> overloaded.getAll(keys(stored)));

        assertThat(e).isNotNull();
        List<Finding> read = e.readRecords(Finding.class);
        Set<ItemKey<?>> notRead = new HashSet<>(e.keys());
        assertThat(notRead).isNotEmpty();
        for (Finding finding : stored) {
            boolean listed = notRead.contains(FindingKeys.keyOf(finding));
            assertThat(read.contains(finding)).as(finding.findingId()).isNotEqualTo(listed);
        }
        assertThat(stored).containsSubsequence(read);
    }

    @Test
    void whenDeletesRunOutTheListedItemsAreExactlyThoseStillThere() {
        List<Finding> stored = findings(100);
        clean.putAll(stored);
        FindingRepository overloaded = through(new FaultInjector(3L, 0.3, 0.0), FAST.withMaxAttempts(2));

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> overloaded.deleteAll(keys(stored)));

        assertThat(e).isNotNull();
        assertThat(clean.getAll(keys(stored))).extracting(FindingKeys::keyOf).isEqualTo(e.keys());
    }

    @Test
    void aCallThrottledEveryTimeWritesNothingAndSaysSo() {
        FaultInjector faults = new FaultInjector(5L, 0.0, 1.0);
        FindingRepository throttled = through(faults, FAST.withMaxAttempts(4));
        List<Finding> written = findings(30);

        BatchIncompleteException e = catchThrowableOfType(BatchIncompleteException.class, () -> throttled.putAll(written));

        assertThat(e).isNotNull();
        assertThat(e.unwrittenRecords(Finding.class)).isEqualTo(written);
        assertThat(e.getCause()).isInstanceOf(SdkException.class).hasMessageContaining("injected");
        assertThat(e.getMessage()).contains("DynamoDB still throttled the request after 4 attempts")
                .contains("so the 5 after them were not sent");
        assertThat(faults.batchCalls).isEqualTo(4);
        assertThat(scanAll()).isEmpty();
    }
}
