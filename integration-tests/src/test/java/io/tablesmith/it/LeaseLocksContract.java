package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.lock.LeaseLostException;
import io.tablesmith.lock.LockUnavailableException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lease locks on each engine: exclusive leases, fencing tokens that never go backwards (also after
 * the lock item is deleted or restored from an older copy), takeover, a lease dead at its
 * {@code expiresAt()}, fenced writes, and {@code acquire} ending on a real timer whatever the clock.
 */
abstract class LeaseLocksContract {

    static final Duration LEASE = Duration.ofSeconds(10);
    static final Instant START = Instant.parse("2026-06-01T12:00:00Z");

    final ManualClock clock = new ManualClock(START);
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

        assertThat(first.fencingToken()).as("the clock's time in microseconds").isEqualTo(micros(START));
        assertThat(second.fencingToken()).as("the clock stood still: the stored token + 1").isEqualTo(first.fencingToken() + 1);
        assertThat(second.expiresAt()).isEqualTo(clock.instant().plus(LEASE));
        assertThatThrownBy(() -> locks.release(first)).isInstanceOf(LeaseLostException.class)
                .hasMessageContaining("LOCK [pk=LOCK#job-1, sk=LOCK]: release refused: the lease with fencing token "
                        + first.fencingToken() + " is no longer held");
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
        assertThat(taker.fencingToken()).isGreaterThan(stale.fencingToken()).isEqualTo(micros(clock.instant()));
        assertThatThrownBy(() -> locks.renew(stale, LEASE)).isInstanceOf(LeaseLostException.class);
        assertThatThrownBy(() -> locks.release(renewed)).isInstanceOf(LeaseLostException.class);
        locks.release(taker);
    }

    @Test
    void aLeaseIsDeadAtItsExpiresAtEvenWhenNobodyTookItOver() {
        Lease lease = locks.tryAcquire("job-3", LEASE).orElseThrow();
        Job job = jobs.create(Job.queued("3", Instant.parse("2026-01-01T00:00:00Z")));
        clock.advance(LEASE); // exactly expiresAt()
        FaultyClient counting = new FaultyClient(dynamo());
        LeaseLocks countedLocks = new LeaseLocks(counting, table).withClock(clock);

        assertThatThrownBy(() -> countedLocks.renew(lease, LEASE)).isInstanceOf(LeaseLostException.class)
                .hasMessageContaining("renew refused: the lease with fencing token " + lease.fencingToken()
                        + " expired at 2026-06-01T12:00:10Z (it is 2026-06-01T12:00:10Z): a lease is dead at its expiresAt()");
        assertThatThrownBy(() -> countedLocks.fence(lease, new JobRepository(counting, table)).put(job.withTitle("late")))
                .isInstanceOf(LeaseLostException.class)
                .hasMessageContaining("JOB [pk=JOB#3, sk=METADATA]: fenced put refused: the lease of lock job-3");
        assertThatThrownBy(() -> countedLocks.fence(lease, new JobRepository(counting, table)).delete(JobKeys.key("3")))
                .isInstanceOf(LeaseLostException.class);
        assertThat(counting.counts()).as("refused before sending").isEmpty();
        assertThat(lease.expired()).isTrue();
        assertThat(jobs.getConsistent("3")).contains(job);

        locks.release(lease); // nobody took it over: a finally block still frees it
        Lease next = locks.tryAcquire("job-3", LEASE).orElseThrow();
        assertThat(next.fencingToken()).isGreaterThan(lease.fencingToken());
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
    void acquireOnAClockThatStandsStillEndsAtMaxWaitAllTheSame() {
        locks.tryAcquire("held", Duration.ofMinutes(1)).orElseThrow();
        FaultyClient counting = new FaultyClient(dynamo());
        LeaseLocks stopped = new LeaseLocks(counting, table).withClock(clock); // nobody moves it

        assertThatThrownBy(() -> stopped.acquire("held", LEASE, Duration.ofMillis(300)))
                .isInstanceOf(LockUnavailableException.class).hasMessageContaining("acquire gave up after PT0.3S");
        assertThat(counting.counts().get("UpdateItem")).as("tried more than once, then stopped").isGreaterThan(1);
    }

    @Test
    void acquireOnAClockMovedByHandTakesTheLockOnceTheHolderExpired() {
        Lease held = locks.tryAcquire("moved", LEASE).orElseThrow();
        clock.advance(LEASE);

        Lease taken = locks.acquire("moved", LEASE, Duration.ofSeconds(5));

        assertThat(taken.fencingToken()).isGreaterThan(held.fencingToken());
        assertThat(taken.expiresAt()).isEqualTo(START.plus(LEASE).plus(LEASE));
    }

    @Test
    void tokensNeverGoBackwardsWhenTheLockItemIsDeletedOrRestoredFromAnOlderCopy() {
        Map<String, AttributeValue> key = Map.of("pk", AttributeValue.fromS("LOCK#job-5"), "sk", AttributeValue.fromS("LOCK"));
        Lease first = locks.tryAcquire("job-5", LEASE).orElseThrow();
        Map<String, AttributeValue> backup = dynamo().getItem(request -> request.tableName(table).key(key).consistentRead(true)).item();
        locks.release(first);
        clock.advance(Duration.ofMillis(1));
        Lease second = locks.tryAcquire("job-5", LEASE).orElseThrow();
        locks.release(second);

        dynamo().putItem(request -> request.tableName(table).item(backup)); // an operator restores an older copy
        clock.advance(LEASE.plusMillis(1)); // its lease (first's) has expired
        Lease afterRestore = locks.tryAcquire("job-5", LEASE).orElseThrow();
        locks.release(afterRestore);
        dynamo().deleteItem(request -> request.tableName(table).key(key)); // a clean-up script deletes the lock
        clock.advance(Duration.ofMillis(1));
        Lease afterDelete = locks.tryAcquire("job-5", LEASE).orElseThrow();
        locks.release(afterDelete);
        LeaseLocks behind = new LeaseLocks(dynamo(), table).withClock(new ManualClock(START.minus(Duration.ofHours(1))));
        Lease byASlowClock = behind.tryAcquire("job-5", LEASE).orElseThrow();

        assertThat(List.of(first, second, afterRestore, afterDelete, byASlowClock)).extracting(Lease::fencingToken).isSorted()
                .doesNotHaveDuplicates();
        assertThat(afterDelete.fencingToken()).as("the clock's time, with no item to go by").isEqualTo(micros(clock.instant()));
        assertThat(byASlowClock.fencingToken()).as("a clock behind the stored token: the token after it")
                .isEqualTo(afterDelete.fencingToken() + 1);
    }

    @Test
    void aStaleHoldersFencedWriteIsRefusedAndWritesNothing() {
        // The stale holder's process paused, and its clock lags: by its clock the lease still runs.
        LeaseLocks lagging = new LeaseLocks(dynamo(), table).withClock(new ManualClock(START));
        Lease stale = lagging.tryAcquire("job-7", LEASE).orElseThrow();
        Job job = jobs.create(Job.queued("7", Instant.parse("2026-01-01T00:00:00Z")).withTitle("created"));
        clock.advance(LEASE.plusMillis(1));
        Lease current = locks.tryAcquire("job-7", LEASE).orElseThrow();
        Job written = locks.fence(current, jobs).put(jobs.getConsistent("7").orElseThrow().withTitle("by the current holder"));

        assertThatThrownBy(() -> lagging.fence(stale, jobs).put(job.withTitle("by the stale holder")))
                .isInstanceOf(LeaseLostException.class)
                .hasMessageContaining("JOB [pk=JOB#7, sk=METADATA]: fenced put refused: lock job-7 token " + current.fencingToken()
                        + " wrote the item after this lease's token " + stale.fencingToken());
        assertThatThrownBy(() -> lagging.fence(stale, jobs).delete(JobKeys.key("7"))).isInstanceOf(LeaseLostException.class);
        assertThat(jobs.getConsistent("7")).contains(written);
        assertThat(written.version()).isEqualTo(job.version() + 1);
        assertThat(locks.fence(current, jobs).put(written.withTitle("again")).version()).isEqualTo(written.version() + 1);
        assertThatThrownBy(() -> locks.fence(current, jobs).put(written.withTitle("from an old copy")))
                .as("@Version is checked as by put").isInstanceOf(io.tablesmith.OptimisticLockException.class)
                .hasMessageContaining("expected stored version " + written.version() + " but found " + (written.version() + 1));
    }

    @Test
    void argumentErrorsAreIllegalArgumentExceptionsBeforeAnyRequest() {
        Lease lease = locks.tryAcquire("args", LEASE).orElseThrow();
        FaultyClient counting = new FaultyClient(dynamo());
        LeaseLocks counted = new LeaseLocks(counting, table).withClock(clock);

        List<ThrowingCallable> calls = List.of(
                () -> counted.tryAcquire(null, LEASE), () -> counted.tryAcquire("", LEASE), () -> counted.tryAcquire("a", null),
                () -> counted.tryAcquire("a", Duration.ZERO), () -> counted.tryAcquire("a", Duration.ofSeconds(-1)),
                () -> counted.acquire("a", LEASE, null), () -> counted.acquire("a", LEASE, Duration.ZERO),
                () -> counted.acquire("a", LEASE, Duration.ofMillis(-1)), () -> counted.acquire("a", Duration.ZERO, LEASE),
                () -> counted.renew(lease, null), () -> counted.renew(lease, Duration.ZERO), () -> counted.renew(null, LEASE),
                () -> counted.release(null), () -> counted.withClock(null));
        for (ThrowingCallable call : calls) {
            assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class);
        }
        assertThat(counting.counts()).isEmpty();
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

    static long micros(Instant instant) {
        return instant.getEpochSecond() * 1_000_000L + instant.getNano() / 1_000;
    }
}
