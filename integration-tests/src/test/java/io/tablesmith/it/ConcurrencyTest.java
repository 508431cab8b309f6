package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.DuplicateItemException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.dynalite.DynaliteExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Real contention: no update is lost, one create wins, one of racing transitions wins, counters count. */
@ExtendWith(DynaliteExtension.class)
class ConcurrencyTest {

    private static final int THREADS = 8;

    private final CounterRepository counters;
    private final JobRepository jobs;
    private final TicketRepository tickets;

    ConcurrencyTest(DynamoDbClient dynamo) {
        String table = Tables.create(dynamo);
        this.counters = new CounterRepository(dynamo, table);
        this.jobs = new JobRepository(dynamo, table);
        this.tickets = new TicketRepository(dynamo, table);
    }

    @Test
    void exactlyOneOfEightRacingTransitionsWins() throws Exception {
        jobs.create(Job.queued("raced", java.time.Instant.parse("2026-01-01T00:00:00Z")));
        AtomicInteger stale = new AtomicInteger();

        List<Object> winners = runConcurrently(() -> {
            try {
                return jobs.transitionStatus("raced", JobStatus.QUEUED, JobStatus.RUNNING);
            } catch (StaleTransitionException lost) {
                stale.incrementAndGet();
                return null;
            }
        });

        assertThat(winners.stream().filter(w -> w != null)).hasSize(1);
        assertThat(stale.get()).isEqualTo(THREADS - 1);
        Job stored = jobs.getConsistent("raced").orElseThrow();
        assertThat(stored.status()).isEqualTo(JobStatus.RUNNING);
        assertThat(stored.version()).as("one write").isEqualTo(2);
        assertThat(jobs.byStatus(JobStatus.QUEUED, io.tablesmith.PageRequest.of(10)).items()).isEmpty();
    }

    @Test
    void atomicCountersLoseNoIncrementWithoutRetries() throws Exception {
        int incrementsPerThread = 25;
        tickets.create(Ticket.of("hits"));

        runConcurrently(() -> {
            for (int i = 0; i < incrementsPerThread; i++) {
                tickets.update("hits").addAttempts(1).execute();
            }
            return null;
        });

        Ticket result = tickets.getConsistent("hits").orElseThrow();
        assertThat(result.attempts()).isEqualTo(THREADS * incrementsPerThread);
        assertThat(result.version()).isEqualTo(1 + THREADS * incrementsPerThread);
    }

    @Test
    void optimisticRetriesLoseNoIncrement() throws Exception {
        int incrementsPerThread = 100;
        counters.create(new Counter("hits", 0, 0));
        AtomicInteger conflicts = new AtomicInteger();

        runConcurrently(() -> {
            for (int i = 0; i < incrementsPerThread; i++) {
                while (true) {
                    Counter current = counters.getConsistent("hits").orElseThrow();
                    try {
                        counters.replace(current.incremented());
                        break;
                    } catch (OptimisticLockException lostRace) {
                        conflicts.incrementAndGet();
                    }
                }
            }
            return null;
        });

        Counter result = counters.getConsistent("hits").orElseThrow();
        assertThat(result.count()).isEqualTo(THREADS * incrementsPerThread);
        assertThat(result.version()).isEqualTo(1 + THREADS * incrementsPerThread);
        assertThat(conflicts.get()).as("threads really raced").isPositive();
    }

    @Test
    void exactlyOneConcurrentCreateWins() throws Exception {
        AtomicInteger duplicates = new AtomicInteger();
        List<Object> winners = runConcurrently(() -> {
            try {
                return counters.create(new Counter("once", 0, 0));
            } catch (DuplicateItemException lost) {
                duplicates.incrementAndGet();
                return null;
            }
        });

        assertThat(winners.stream().filter(w -> w != null)).hasSize(1);
        assertThat(duplicates.get()).isEqualTo(THREADS - 1);
    }

    /** Runs the task on every thread at once (released together by a latch); returns each result. */
    private static List<Object> runConcurrently(Callable<Object> task) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Object>> futures = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return task.call();
                }));
            }
            start.countDown();
            List<Object> results = new ArrayList<>();
            for (Future<Object> future : futures) {
                results.add(future.get(5, TimeUnit.MINUTES));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
