package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.Lease;
import io.tablesmith.LeaseLocks;
import io.tablesmith.LeaseLostException;
import io.tablesmith.LockUnavailableException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lease locks on each engine: exclusive leases, strictly increasing fencing tokens, takeover, fenced writes. */
abstract class LeaseLocksContract {

    static final Duration LEASE = Duration.ofSeconds(10);

    final ManualClock clock = new ManualClock(Instant.parse("2026-06-01T12:00:00Z"));
    String table;
    LeaseLocks locks;
    JobRepository jobs;

    abstract DynamoDbClient dynamo();

    abstract String newTable();

    /** Acquisitions per thread in the contention test. */
    abstract int acquisitionsPerThread();

    @BeforeEach
    void locks() {
        table = newTable();
        locks = new LeaseLocks(dynamo(), table).withClock(clock);
        jobs = new JobRepository(dynamo(), table);
    }

    @Test
    void aHeldLockIsRefusedUntilReleasedAndEveryAcquisitionGetsAHigherToken() {
        Lease first = locks.tryAcquire("job-1", LEASE).orElseThrow();
        assertThat(locks.tryAcquire("job-1", LEASE)).isEmpty();
        assertThat(locks.tryAcquire("job-2", LEASE)).as("another lock").isPresent();

        locks.release(first);
        Lease second = locks.tryAcquire("job-1", LEASE).orElseThrow();

        assertThat(first.fencingToken()).isEqualTo(1);
        assertThat(second.fencingToken()).isEqualTo(2);
        assertThat(second.expiresAt()).isEqualTo(clock.instant().plus(LEASE));
        assertThatThrownBy(() -> locks.release(first)).isInstanceOf(LeaseLostException.class)
                .hasMessageContaining("LOCK [pk=LOCK#job-1, sk=LOCK]: release refused: the lease with fencing token 1 is no longer held");
    }

    @Test
    void anExpiredLeaseIsTakenOverAndTheStaleHolderCanNeitherRenewNorRelease() {
        Lease stale = locks.tryAcquire("job-1", LEASE).orElseThrow();
        clock.advance(LEASE.minusMillis(1));
        assertThat(locks.tryAcquire("job-1", LEASE)).as("not yet expired").isEmpty();
        Lease renewed = locks.renew(stale, LEASE);
        clock.advance(LEASE);

        Lease taker = locks.tryAcquire("job-1", LEASE).orElseThrow();

        assertThat(renewed.expiresAt()).isEqualTo(stale.expiresAt().plus(LEASE.minusMillis(1)));
        assertThat(taker.fencingToken()).isGreaterThan(stale.fencingToken());
        assertThatThrownBy(() -> locks.renew(stale, LEASE)).isInstanceOf(LeaseLostException.class);
        assertThatThrownBy(() -> locks.release(renewed)).isInstanceOf(LeaseLostException.class);
        locks.release(taker);
    }

    @Test
    void acquireGivesUpAtItsDeadlineWithATypedException() {
        LeaseLocks realTime = new LeaseLocks(dynamo(), table);
        realTime.tryAcquire("busy", Duration.ofMinutes(1)).orElseThrow();

        assertThatThrownBy(() -> realTime.acquire("busy", LEASE, Duration.ofMillis(50)))
                .isInstanceOf(LockUnavailableException.class)
                .hasMessageContaining("LOCK [name=busy]: acquire gave up after PT0.05S");
    }

    @Test
    void aStaleHoldersFencedWriteIsRefusedAndWritesNothing() {
        Lease stale = locks.tryAcquire("job-7", LEASE).orElseThrow();
        Job job = jobs.create(Job.queued("7", Instant.parse("2026-01-01T00:00:00Z")).withTitle("created"));
        clock.advance(LEASE.plusMillis(1)); // the holder pauses past its lease
        Lease current = locks.tryAcquire("job-7", LEASE).orElseThrow();
        Job written = locks.fence(current, jobs).put(jobs.getConsistent("7").orElseThrow().withTitle("by the current holder"));

        assertThatThrownBy(() -> locks.fence(stale, jobs).put(job.withTitle("by the stale holder")))
                .isInstanceOf(LeaseLostException.class)
                .hasMessageContaining("JOB [pk=JOB#7, sk=METADATA]: fenced put refused: lock job-7 token " + current.fencingToken()
                        + " wrote the item after this lease's token " + stale.fencingToken());
        assertThatThrownBy(() -> locks.fence(stale, jobs).delete(JobKeys.key("7"))).isInstanceOf(LeaseLostException.class);
        assertThat(jobs.getConsistent("7")).contains(written);
        assertThat(written.version()).isEqualTo(job.version() + 1);
        assertThat(locks.fence(current, jobs).put(written.withTitle("again")).version()).isEqualTo(written.version() + 1);
        assertThatThrownBy(() -> locks.fence(current, jobs).put(written.withTitle("from an old copy")))
                .as("@Version is checked as by put").isInstanceOf(io.tablesmith.OptimisticLockException.class)
                .hasMessageContaining("expected stored version " + written.version() + " but found " + (written.version() + 1));
    }

    @Test
    void eightThreadsContendingForOneLockNeverHoldItTogetherAndSeeStrictlyIncreasingTokens() throws Exception {
        LeaseLocks realTime = new LeaseLocks(dynamo(), table);
        AtomicInteger holders = new AtomicInteger();
        AtomicInteger overlaps = new AtomicInteger();
        List<Long> tokens = Collections.synchronizedList(new ArrayList<>());

        QueueContract.race(() -> {
            for (int i = 0; i < acquisitionsPerThread(); i++) {
                Lease lease = realTime.acquire("contended", Duration.ofMinutes(1), Duration.ofMinutes(1));
                if (holders.incrementAndGet() != 1) {
                    overlaps.incrementAndGet();
                }
                tokens.add(lease.fencingToken()); // in acquisition order: only the holder appends
                holders.decrementAndGet();
                realTime.release(lease);
            }
            return null;
        });

        assertThat(overlaps.get()).as("two holders at once").isZero();
        assertThat(tokens).hasSize(QueueContract.CONSUMERS * acquisitionsPerThread());
        for (int i = 1; i < tokens.size(); i++) {
            assertThat(tokens.get(i)).as("token %d", i).isGreaterThan(tokens.get(i - 1));
        }
    }
}
