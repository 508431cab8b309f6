package io.tablesmith;

import java.time.Duration;
import java.util.Objects;

/**
 * How a repository's batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) retry
 * what DynamoDB leaves undone: the items a {@code BatchWriteItem} returns as
 * {@code UnprocessedItems}, the keys a {@code BatchGetItem} returns as {@code UnprocessedKeys},
 * and whole requests refused by throttling. Immutable; every method returns new options.
 *
 * <p>Each request (up to 25 writes or 100 keys) is sent at most {@link #maxAttempts()} times.
 * Before the {@code n}-th retry the repository waits a random time between zero and
 * {@code min(maxDelay, baseDelay * 2^(n-1))} ("full jitter"), so many clients backing off at
 * once spread out instead of retrying in step.
 *
 * <pre>{@code
 * JobRepository jobs = new JobRepository(dynamo, "research")
 *         .withBatchOptions(BatchOptions.defaults().withMaxAttempts(15).withMaxDelay(Duration.ofSeconds(10)));
 * }</pre>
 *
 * <p>These retries come on top of the SDK's own retries of each call, which the client's
 * configuration governs.
 *
 * <p>By default one request is in flight at a time. {@link #withParallelism(int)} keeps up to
 * that many in flight, each with its own retries, on threads the batch method starts and joins
 * before it returns: over a network round trip of milliseconds this multiplies throughput. The
 * report of a call that gives up is as exact as with one request at a time: once a request runs
 * out of attempts no further request is started, the requests in flight finish, and
 * {@code BatchIncompleteException} lists every item not done, in the order given.
 */
public final class BatchOptions {

    /** Attempts per request by default: one send and up to nine retries. */
    public static final int DEFAULT_MAX_ATTEMPTS = 10;
    /** The longest first wait by default. */
    public static final Duration DEFAULT_BASE_DELAY = Duration.ofMillis(50);
    /** The longest any wait grows to by default. */
    public static final Duration DEFAULT_MAX_DELAY = Duration.ofSeconds(5);

    /** The most requests a batch method keeps in flight: DynamoDB's own connection pool default is 50. */
    public static final int MAX_PARALLELISM = 64;

    private static final BatchOptions DEFAULTS = new BatchOptions(DEFAULT_MAX_ATTEMPTS, DEFAULT_BASE_DELAY, DEFAULT_MAX_DELAY, 1);

    private final int maxAttempts;
    private final Duration baseDelay;
    private final Duration maxDelay;
    private final int parallelism;

    private BatchOptions(int maxAttempts, Duration baseDelay, Duration maxDelay, int parallelism) {
        this.maxAttempts = maxAttempts;
        this.baseDelay = baseDelay;
        this.maxDelay = maxDelay;
        this.parallelism = parallelism;
    }

    /**
     * 10 attempts per request, waits starting below 50 ms and never above 5 s: at most about
     * 16 s of waiting before a request is given up; one request in flight at a time.
     */
    public static BatchOptions defaults() {
        return DEFAULTS;
    }

    /**
     * The same options with another number of attempts per request; 1 means no retry.
     *
     * @throws IllegalArgumentException when {@code maxAttempts} is less than 1
     */
    public BatchOptions withMaxAttempts(int maxAttempts) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("A batch request needs at least one attempt, but maxAttempts was " + maxAttempts);
        }
        return new BatchOptions(maxAttempts, baseDelay, maxDelay, parallelism);
    }

    /**
     * The same options with another upper bound for the first wait; each further retry doubles it.
     *
     * @throws IllegalArgumentException when {@code baseDelay} is negative
     */
    public BatchOptions withBaseDelay(Duration baseDelay) {
        return new BatchOptions(maxAttempts, nonNegative(baseDelay, "baseDelay"), maxDelay, parallelism);
    }

    /**
     * The same options with another upper bound for every wait. A {@code maxDelay} below the base
     * delay caps the base delay too.
     *
     * @throws IllegalArgumentException when {@code maxDelay} is negative
     */
    public BatchOptions withMaxDelay(Duration maxDelay) {
        return new BatchOptions(maxAttempts, baseDelay, nonNegative(maxDelay, "maxDelay"), parallelism);
    }

    /**
     * The same options with up to {@code parallelism} requests in flight at once (each of up to
     * 25 writes or 100 keys); 1, the default, sends one request after the other. The
     * {@code DynamoDbClient} must allow as many concurrent calls: the SDK's default HTTP clients
     * pool 50 connections.
     *
     * @throws IllegalArgumentException when {@code parallelism} is below 1 or above {@link #MAX_PARALLELISM}
     */
    public BatchOptions withParallelism(int parallelism) {
        if (parallelism < 1 || parallelism > MAX_PARALLELISM) {
            throw new IllegalArgumentException("A batch keeps 1 to " + MAX_PARALLELISM
                    + " requests in flight, but parallelism was " + parallelism);
        }
        return new BatchOptions(maxAttempts, baseDelay, maxDelay, parallelism);
    }

    /** How often one request is sent at most before the batch method gives up. */
    public int maxAttempts() {
        return maxAttempts;
    }

    /** The upper bound of the wait before the first retry. */
    public Duration baseDelay() {
        return baseDelay;
    }

    /** The upper bound of every wait. */
    public Duration maxDelay() {
        return maxDelay;
    }

    /** How many requests a batch method keeps in flight at most. */
    public int parallelism() {
        return parallelism;
    }

    private static Duration nonNegative(Duration delay, String name) {
        Objects.requireNonNull(delay, name);
        if (delay.isNegative()) {
            throw new IllegalArgumentException(name + " must not be negative, but was " + delay);
        }
        return delay;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BatchOptions that
                && maxAttempts == that.maxAttempts
                && baseDelay.equals(that.baseDelay)
                && maxDelay.equals(that.maxDelay)
                && parallelism == that.parallelism;
    }

    @Override
    public int hashCode() {
        return Objects.hash(maxAttempts, baseDelay, maxDelay, parallelism);
    }

    @Override
    public String toString() {
        return "BatchOptions[maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay + ", maxDelay=" + maxDelay
                + ", parallelism=" + parallelism + "]";
    }
}
