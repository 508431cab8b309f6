package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLostException;
import io.tablesmith.lock.LockUnavailableException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * The writes behind {@code LeaseLocks}, sent through the {@link WritePath} with the guards of every
 * write (the lock item's own entity type, {@value #LOCK_TYPE}) and read back when a call fails in a
 * way that leaves open whether it was applied. The lock item holds {@code holder} and {@code until}
 * (epoch millis) while held, and {@code token}, the fencing token of the last acquisition, always.
 *
 * <p>A token is at least the acquiring clock's time in microseconds and above the stored one: it
 * grows with every acquisition while the item lives, and when the item was deleted or restored from
 * an older backup the time still puts it above every token handed out before (the clock assumption
 * of {@code LeaseLocks}).
 */
public final class LockCore {

    /** The {@code _et} of lock items. */
    public static final String LOCK_TYPE = RuntimeItems.LEASE_LOCK_TYPE;

    private static final Duration FIRST_WAIT = Duration.ofMillis(10);
    private static final Duration LONGEST_WAIT = Duration.ofMillis(500);
    /** Writes an acquisition tries with higher tokens when the stored token is ahead of this clock. */
    private static final int TOKEN_ATTEMPTS = 5;
    private static final Map<String, String> NAMES = Map.of("#until", "until", "#token", "token", "#et", "_et");

    private final WritePath path;
    private final String tableName;
    private final Clock clock;
    private final Sleeper sleeper;
    private final Calls calls;

    public LockCore(DynamoDbClient client, String tableName, Clock clock) {
        this(new WritePath(client), tableName, clock, Sleeper.THREAD);
    }

    private LockCore(WritePath path, String tableName, Clock clock, Sleeper sleeper) {
        this.path = Objects.requireNonNull(path, "path");
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.clock = QueueArguments.present(clock, "clock");
        this.sleeper = sleeper;
        this.calls = Calls.of(RuntimeItems.LEASE_LOCK_TYPE, path.client());
    }

    public LockCore withClock(Clock newClock) {
        return new LockCore(path, tableName, newClock, sleeper);
    }

    /** The write path fenced writes of these locks go through. */
    public WritePath path() {
        return path;
    }

    public Optional<Lease> tryAcquire(String lockName, Duration leaseDuration) {
        Call call = calls.open("tryAcquire");
        try {
            requireName(lockName);
            QueueArguments.positive(leaseDuration, "leaseDuration");
            String holder = UUID.randomUUID().toString();
            Instant now = clock.instant();
            long until = now.toEpochMilli() + leaseDuration.toMillis();
            long token = micros(now);
            for (int attempt = 0; attempt < TOKEN_ATTEMPTS; attempt++) {
                Map<String, AttributeValue> values = new HashMap<>();
                values.put(":holder", s(holder));
                values.put(":until", n(until));
                values.put(":now", n(now.toEpochMilli()));
                values.put(":token", n(token));
                values.put(":et", s(LOCK_TYPE));
                // One write: the token and the holder change together, so no two acquisitions share a token.
                WritePath.Outcome outcome = path.attempt(Write.internal(Write.Kind.UPDATE, "acquire", tableName, LOCK_TYPE,
                        key(lockName), Write.Presence.EITHER, null, new Write.Internal(
                                "SET holder = :holder, #until = :until, #et = :et, #token = :token",
                                "(attribute_not_exists(holder) OR #until <= :now) AND (attribute_not_exists(#token) OR #token < :token)",
                                NAMES, values, "another holder's lease has not expired"), ReturnValue.ALL_NEW),
                        stored -> holder.equals(text(stored, "holder")));
                if (outcome.written()) {
                    return Optional.of(new Lease(lockName, number(outcome.attributes(), "token"), holder, Instant.ofEpochMilli(until),
                            tableName, clock));
                }
                Map<String, AttributeValue> stored = outcome.refusal().requireSameEntity().storedItem().orElse(Map.of());
                if (stored.containsKey("holder") && number(stored, "until") > now.toEpochMilli()) {
                    return Optional.empty();
                }
                // Free, but its token is ahead of this clock (acquired within the same microsecond, or by a
                // clock ahead of this one): the next token above it.
                token = Math.max(token, number(stored, "token") + 1);
            }
            return Optional.empty();
        } finally {
            call.close();
        }
    }

    /**
     * Tries until the lock is acquired or {@code maxWait} has passed on a monotonic timer
     * ({@link System#nanoTime()}): the lock's clock decides who holds a lock, never how long this
     * call waits, so a clock that stands still (a test's) cannot make it wait for ever.
     */
    public Lease acquire(String lockName, Duration leaseDuration, Duration maxWait) {
        Call call = calls.open("acquire");
        try {
            requireName(lockName);
            QueueArguments.positive(leaseDuration, "leaseDuration");
            QueueArguments.positive(maxWait, "maxWait");
            long deadline = System.nanoTime() + maxWait.toNanos();
            Duration wait = FIRST_WAIT;
            while (true) {
                Optional<Lease> lease = tryAcquire(lockName, leaseDuration);
                if (lease.isPresent()) {
                    return lease.get();
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new LockUnavailableException(lockName, "acquire gave up after " + maxWait
                            + ": another holder's lease had not expired; try again later or wait longer");
                }
                // Full jitter, so that waiters that lost together do not retry together.
                long sleep = Math.min(left, Duration.ofMillis(ThreadLocalRandom.current().nextLong(wait.toMillis()) + 1).toNanos());
                try {
                    sleeper.sleep(Duration.ofNanos(sleep));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new LockUnavailableException(lockName, "acquire interrupted while waiting for the lock");
                }
                wait = wait.multipliedBy(2).compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait.multipliedBy(2);
            }
        } finally {
            call.close();
        }
    }

    /** Extends a live lease; one at or past its {@code expiresAt()} is dead and is refused, before sending and by the item. */
    public Lease renew(Lease lease, Duration leaseDuration) {
        Call call = calls.open("renew");
        try {
            QueueArguments.present(lease, "lease");
            QueueArguments.positive(leaseDuration, "leaseDuration");
            Instant now = clock.instant();
            requireLive(lease, now, "renew");
            long until = now.toEpochMilli() + leaseDuration.toMillis();
            Map<String, AttributeValue> values = held(lease);
            values.put(":until", n(until));
            values.put(":now", n(now.toEpochMilli()));
            if (!heldUpdate("renew", lease, "SET #until = :until", "#until > :now", values,
                    stored -> lease.holder().equals(text(stored, "holder")) && number(stored, "until") == until)) {
                throw lost(lease, "renew");
            }
            return new Lease(lease.lockName(), lease.fencingToken(), lease.holder(), Instant.ofEpochMilli(until), tableName, clock);
        } finally {
            call.close();
        }
    }

    /** Gives the lock up, also after {@code expiresAt()} as long as no other holder took it. */
    public void release(Lease lease) {
        Call call = calls.open("release");
        try {
            QueueArguments.present(lease, "lease");
            if (!heldUpdate("release", lease, "REMOVE holder, #until", null, held(lease),
                    stored -> !lease.holder().equals(text(stored, "holder")))) {
                throw lost(lease, "release");
            }
        } finally {
            call.close();
        }
    }

    /**
     * Refuses a lease at or past its {@code expiresAt()} by its own clock: the check every use of a
     * lease makes before it sends anything.
     *
     * @throws LeaseLostException when the lease has ended
     */
    public static void requireLive(Lease lease, Instant now, String operation) {
        if (!now.isBefore(lease.expiresAt())) {
            throw new LeaseLostException("LOCK", lease.lockKey().toString(), operation + " refused: the lease with fencing token "
                    + lease.fencingToken() + " expired at " + lease.expiresAt() + " (it is " + now + "): a lease is dead at"
                    + " its expiresAt(), whether or not another holder took the lock; acquire the lock again; nothing was changed");
        }
    }

    private boolean heldUpdate(String operation, Lease lease, String expression, String extraCondition,
                               Map<String, AttributeValue> values,
                               java.util.function.Predicate<Map<String, AttributeValue>> applied) {
        Map<String, String> names = new HashMap<>();
        names.put("#token", "token");
        if (expression.contains("#until") || (extraCondition != null && extraCondition.contains("#until"))) {
            names.put("#until", "until");
        }
        String condition = "holder = :holder AND #token = :token" + (extraCondition == null ? "" : " AND " + extraCondition);
        WritePath.Outcome outcome = path.attempt(Write.internal(Write.Kind.UPDATE, operation, tableName, LOCK_TYPE,
                key(lease.lockName()), Write.Presence.PRESENT, null, new Write.Internal(expression, condition, names, values,
                        "the lease is no longer held"), ReturnValue.NONE), applied);
        if (!outcome.written()) {
            outcome.refusal().requireSameEntity();
        }
        return outcome.written();
    }

    private static Map<String, AttributeValue> held(Lease lease) {
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":holder", s(lease.holder()));
        values.put(":token", n(lease.fencingToken()));
        return values;
    }

    private static LeaseLostException lost(Lease lease, String operation) {
        return new LeaseLostException("LOCK", lease.lockKey().toString(), operation + " refused: the lease with fencing token "
                + lease.fencingToken() + " is no longer held (it expired and was taken over, or was released); nothing was changed");
    }

    /** An instant in microseconds since the epoch: the time part of a fencing token. */
    static long micros(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1_000);
    }

    private static void requireName(String lockName) {
        if (lockName == null || lockName.isEmpty()) {
            throw new IllegalArgumentException("a lock name must not be empty");
        }
    }

    static ItemKey<?> key(String lockName) {
        return new ItemKey<>(RuntimeItems.LEASE_LOCK.partition().render(lockName), RuntimeItems.LEASE_LOCK.sort().render());
    }

    private static String text(Map<String, AttributeValue> item, String attribute) {
        AttributeValue value = item.get(attribute);
        return value == null ? null : value.s();
    }

    private static long number(Map<String, AttributeValue> item, String attribute) {
        AttributeValue value = item.get(attribute);
        return value == null || value.n() == null ? 0 : Long.parseLong(value.n());
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
