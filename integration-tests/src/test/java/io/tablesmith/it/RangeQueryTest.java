package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.InvalidKeyException;
import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.dynalite.DynaliteExtension;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Typed sort key ranges, composite prefixes and zero-padded numbers, against dynalite. */
@ExtendWith(DynaliteExtension.class)
class RangeQueryTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private final JobRepository jobs;
    private final FindingRepository findings;
    private final ReportRepository reports;
    private final OrderRepository orders;

    RangeQueryTest(DynamoDbClient dynamo) {
        String table = Tables.create(dynamo);
        this.jobs = new JobRepository(dynamo, table);
        this.findings = new FindingRepository(dynamo, table);
        this.reports = new ReportRepository(dynamo, table);
        this.orders = new OrderRepository(dynamo, table);
        for (int year = 2023; year <= 2025; year++) {
            for (long number : new long[] {1, 2, 10, 100}) {
                orders.create(Order.of("c1", year, number));
            }
        }
        orders.create(Order.of("c2", 2024, 5));
    }

    @Test
    void zeroPaddedNumbersSortNumerically() {
        assertThat(keys(orders.ordersOf("c1").withPrefix(2024).page(PageRequest.of(10))))
                .containsExactly("2024/1", "2024/2", "2024/10", "2024/100");
    }

    @Test
    void rangesOnTheLeadingPlaceholderCoverWholeGroups() {
        assertThat(keys(orders.ordersOf("c1").between(2024, 2025).page(PageRequest.of(20))))
                .containsExactly("2024/1", "2024/2", "2024/10", "2024/100", "2025/1", "2025/2", "2025/10", "2025/100");
        assertThat(keys(orders.ordersOf("c1").greaterThan(2024).page(PageRequest.of(20))))
                .containsExactly("2025/1", "2025/2", "2025/10", "2025/100");
        assertThat(keys(orders.ordersOf("c1").greaterThanOrEqualTo(2025).page(PageRequest.of(20))))
                .containsExactly("2025/1", "2025/2", "2025/10", "2025/100");
        assertThat(keys(orders.ordersOf("c1").lessThan(2024).page(PageRequest.of(20))))
                .containsExactly("2023/1", "2023/2", "2023/10", "2023/100");
        assertThat(keys(orders.ordersOf("c1").lessThanOrEqualTo(2023).page(PageRequest.of(20))))
                .containsExactly("2023/1", "2023/2", "2023/10", "2023/100");
    }

    @Test
    void rangesOnTheLastPlaceholderStayInsideTheFixedLeadingOne() {
        assertThat(keys(orders.ordersOf("c1").between(2024, 2L, 10L).page(PageRequest.of(20))))
                .containsExactly("2024/2", "2024/10");
        assertThat(keys(orders.ordersOf("c1").greaterThan(2024, 2L).page(PageRequest.of(20))))
                .containsExactly("2024/10", "2024/100");
        assertThat(keys(orders.ordersOf("c1").greaterThanOrEqualTo(2024, 2L).page(PageRequest.of(20))))
                .containsExactly("2024/2", "2024/10", "2024/100");
        assertThat(keys(orders.ordersOf("c1").lessThan(2024, 10L).page(PageRequest.of(20))))
                .containsExactly("2024/1", "2024/2");
        assertThat(keys(orders.ordersOf("c1").lessThanOrEqualTo(2024, 2L).page(PageRequest.of(20))))
                .containsExactly("2024/1", "2024/2");
    }

    @Test
    void strictBoundsStayStrictAcrossPages() {
        Page<Order> first = orders.ordersOf("c1").greaterThan(2023, 1L).page(PageRequest.of(2));
        Page<Order> second = orders.ordersOf("c1").greaterThan(2023, 1L)
                .page(PageRequest.of(2).after(first.nextToken().orElseThrow()));

        assertThat(keys(first)).containsExactly("2023/2", "2023/10");
        assertThat(keys(second)).containsExactly("2023/100");
        assertThat(second.nextToken()).isEmpty();
    }

    @Test
    void descendingRangesAndConsistentReads() {
        assertThat(keys(orders.ordersOf("c1").consistentRead().between(2025, 2L, 100L).page(PageRequest.of(2).descending())))
                .containsExactly("2025/100", "2025/10");
    }

    @Test
    void aStringRangeNeverLeavesTheEntitysPartOfThePartition() {
        jobs.create(Job.queued("1", T0));
        reports.create(new Report("1", "done"));
        for (String id : List.of("a", "b", "c", "ba")) {
            findings.create(Finding.of("1", id));
        }

        assertThat(ids(findings.findingsOf("1").greaterThan("a").page(PageRequest.of(10)), Finding::findingId))
                .containsExactly("b", "ba", "c");
        assertThat(ids(findings.findingsOf("1").lessThanOrEqualTo("b").page(PageRequest.of(10)), Finding::findingId))
                .containsExactly("a", "b");
        assertThat(ids(findings.findingsOf("1").beginsWith("b").page(PageRequest.of(10)), Finding::findingId))
                .containsExactly("b", "ba");
        assertThat(ids(findings.findingsOf("1").between("b", "c").page(PageRequest.of(10)), Finding::findingId))
                .containsExactly("b", "ba", "c");
    }

    @Test
    void instantRangesOnAnIndexWithoutLiteralPrefix() {
        for (int i = 0; i < 5; i++) {
            jobs.create(Job.queued("j" + i, T0.plusSeconds(60L * i)));
        }

        assertThat(ids(jobs.byStatus(JobStatus.QUEUED).between(T0.plusSeconds(60), T0.plusSeconds(180)).page(PageRequest.of(10)), Job::id))
                .containsExactly("j1", "j2", "j3");
        assertThat(ids(jobs.byStatus(JobStatus.QUEUED).greaterThan(T0.plusSeconds(180)).page(PageRequest.of(10).descending()), Job::id))
                .containsExactly("j4");
        assertThat(ids(jobs.byStatus(JobStatus.QUEUED).lessThan(T0.plusSeconds(60)).page(PageRequest.of(10)), Job::id))
                .containsExactly("j0");
    }

    @Test
    void aTokenIsBoundToItsRange() {
        String token = orders.ordersOf("c1").greaterThan(2023).page(PageRequest.of(1)).nextToken().orElseThrow();

        assertThatThrownBy(() -> orders.ordersOf("c1").page(PageRequest.of(1).after(token)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThatThrownBy(() -> orders.ordersOf("c1").greaterThan(2024).page(PageRequest.of(1).after(token)))
                .isInstanceOf(InvalidPageTokenException.class);
    }

    @Test
    void numbersThatCannotBeOrderedAsPaddedTextAreRefused() {
        assertThatThrownBy(() -> orders.create(Order.of("c1", 2024, -1)))
                .isInstanceOf(InvalidKeyException.class)
                .hasMessageContaining("'number' is -1")
                .hasMessageContaining("0 and above");
        assertThatThrownBy(() -> orders.create(Order.of("c1", 12345, 1)))
                .isInstanceOf(InvalidKeyException.class)
                .hasMessageContaining("'year' is 12345, wider than the 4 digits");
    }

    private static List<String> keys(Page<Order> page) {
        return keys(page.items());
    }

    private static List<String> keys(List<Order> items) {
        return items.stream().map(order -> order.year() + "/" + order.number()).toList();
    }

    private static <T> List<String> ids(Page<T> page, Function<T, String> id) {
        return page.items().stream().map(id).toList();
    }
}
