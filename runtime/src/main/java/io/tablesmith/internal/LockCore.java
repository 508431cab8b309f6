package io.tablesmith.internal;

import io.tablesmith.Lease;
import io.tablesmith.LeaseLostException;
import io.tablesmith.LockUnavailableException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import io.tablesmith.ItemKey;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * The writes behind {@code LeaseLocks}, sent through the {@link WritePath} with the guards of every
 * write (the lock item's own entity type, {@value #LOCK_TYPE}). The lock item holds {@code holder}
 * and {@code until} (epoch millis) while held, and {@code token}, the number of acquisitions so
 * far, always.
 */
public final class LockCore {

    /** The {@code _et} of lock items. */
    public static final String LOCK_TYPE = "_LOCK";

    private static final Duration FIRST_WAIT = Duration.ofMillis(10);
    private static final Duration LONGEST_WAIT = Duration.ofMillis(500);

    private final WritePath path;
    private final String tableName;
    private final Clock clock;
    private final Sleeper sleeper;

    public LockCore(DynamoDbClient client, String tableName, Clock clock) {
        this(client, tableName, clock, Sleeper.THREAD);
    }

    LockCore(DynamoDbClient client, String tableName, Clock clock, Sleeper sleeper) {
        this(new WritePath(client), tableName, clock, sleeper);
    }

    private LockCore(WritePath path, String tableName, Clock clock, Sleeper sleeper) {
        this.path = Objects.requireNonNull(path, "path");
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.sleeper = sleeper;
    }

    public LockCore withClock(Clock newClock) {
        return new LockCore(path, tableName, newClock, sleeper);
    }

    /** The write path fenced writes of these locks go through. */
    public WritePath path() {
        return path;
    }

    public Optional<Lease> tryAcquire(String lockName, Duration leaseDuration) {
        requireName(lockName);
        requirePositive(leaseDuration);
        String holder = UUID.randomUUID().toString();
        long now = clock.millis();
        long until = now + leaseDuration.toMillis();
        // One write: the counter and the holder change together, so no two acquisitions share a token.
        WritePath.Outcome outcome = path.attempt(Write.internal(Write.Kind.UPDATE, "acquire", tableName, LOCK_TYPE,
                key(lockName), Write.Presence.EITHER, null, new Write.Internal(
                        "SET holder = :holder, #until = :until, #et = :et ADD #token :one",
                        "attribute_not_exists(holder) OR #until <= :now",
                        Map.of("#until", "until", "#token", "token", "#et", "_et"),
                        Map.of(":holder", s(holder), ":until", n(until), ":now", n(now), ":one", n(1), ":et", s(LOCK_TYPE)),
                        "another holder's lease has not expired"), ReturnValue.ALL_NEW));
        if (!outcome.written()) {
            outcome.refusal().requireSameEntity();
            return Optional.empty();
        }
        return Optional.of(new Lease(lockName, Long.parseLong(outcome.attributes().get("token").n()), holder,
                Instant.ofEpochMilli(until), tableName));
    }

    public Lease acquire(String lockName, Duration leaseDuration, Duration maxWait) {
        long deadline = clock.millis() + maxWait.toMillis();
        Duration wait = FIRST_WAIT;
        while (true) {
            Optional<Lease> lease = tryAcquire(lockName, leaseDuration);
            if (lease.isPresent()) {
                return lease.get();
            }
            long left = deadline - clock.millis();
            if (left <= 0) {
                throw new LockUnavailableException(lockName, "acquire gave up after " + maxWait
                        + ": another holder's lease had not expired; try again later or wait longer");
            }
            // Full jitter, so that waiters that lost together do not retry together.
            long sleep = Math.min(left, ThreadLocalRandom.current().nextLong(wait.toMillis()) + 1);
            try {
                sleeper.sleep(Duration.ofMillis(sleep));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new LockUnavailableException(lockName, "acquire interrupted while waiting for the lock");
            }
            wait = wait.multipliedBy(2).compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait.multipliedBy(2);
        }
    }

    public Lease renew(Lease lease, Duration leaseDuration) {
        requirePositive(leaseDuration);
        long until = clock.millis() + leaseDuration.toMillis();
        if (!heldUpdate("renew", lease, "SET #until = :until", Map.of(":until", n(until)))) {
            throw lost(lease, "renew");
        }
        return new Lease(lease.lockName(), lease.fencingToken(), lease.holder(), Instant.ofEpochMilli(until), tableName);
    }

    public void release(Lease lease) {
        if (!heldUpdate("release", lease, "REMOVE holder, #until", Map.of())) {
            throw lost(lease, "release");
        }
    }

    private boolean heldUpdate(String operation, Lease lease, String expression, Map<String, AttributeValue> extraValues) {
        Map<String, AttributeValue> values = new java.util.HashMap<>(extraValues);
        values.put(":holder", s(lease.holder()));
        values.put(":token", n(lease.fencingToken()));
        WritePath.Outcome outcome = path.attempt(Write.internal(Write.Kind.UPDATE, operation, tableName, LOCK_TYPE,
                key(lease.lockName()), Write.Presence.PRESENT, null, new Write.Internal(expression,
                        "holder = :holder AND #token = :token", Map.of("#until", "until", "#token", "token"), values,
                        "the lease is no longer held"), ReturnValue.NONE));
        if (!outcome.written()) {
            outcome.refusal().requireSameEntity();
        }
        return outcome.written();
    }

    private static LeaseLostException lost(Lease lease, String operation) {
        return new LeaseLostException("LOCK", lease.lockKey().toString(), operation + " refused: the lease with fencing token "
                + lease.fencingToken() + " is no longer held (it expired and was taken over, or was released); nothing was changed");
    }

    private static void requireName(String lockName) {
        if (lockName == null || lockName.isEmpty()) {
            throw new IllegalArgumentException("a lock name must not be empty");
        }
    }

    private static void requirePositive(Duration duration) {
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("a lease duration must be positive, was " + duration);
        }
    }

    private static ItemKey<?> key(String lockName) {
        return new ItemKey<>("LOCK#" + lockName, "LOCK");
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
