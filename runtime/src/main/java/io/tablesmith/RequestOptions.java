package io.tablesmith;

import io.tablesmith.internal.ObservedRequests;
import io.tablesmith.telemetry.CallCapacity;
import io.tablesmith.telemetry.RequestObserver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import software.amazon.awssdk.metrics.MetricPublisher;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * What every request of a call carries besides its own parameters: the consumed capacity to ask
 * for, API timeouts (for all calls or per access pattern), the observers that trace and measure
 * each request, and the SDK metric publishers it reports to. Immutable; every method returns new
 * options.
 *
 * <p>Options apply at two levels, and a repository's options are added to its client's:
 * <pre>{@code
 * // every repository, queue, lock and transaction built on this client is observed
 * DynamoDbClient observed = RequestOptions.defaults()
 *         .withObserver(MicrometerObserver.create(registry))
 *         .applyTo(dynamo);
 * JobRepository jobs = new JobRepository(observed, "research")
 *         // this repository also asks for capacity, and gives byStatus 200 ms
 *         .withRequestOptions(RequestOptions.defaults()
 *                 .withConsumedCapacity(ReturnConsumedCapacity.TOTAL)
 *                 .withTimeout("byStatus", Duration.ofMillis(200)));
 * Page<Job> page = jobs.byStatus(JobStatus.RUNNING, PageRequest.of(25));
 * page.consumedCapacity();    // Optional[1 RCU, 0 WCU]
 * }</pre>
 *
 * <p>An access pattern is the name of the generated method a call came through ({@code put},
 * {@code getAll}, {@code byStatus}, a queue's {@code pull}, a lock's {@code acquire}, ...); the
 * name reaches every request the call sends, and {@link io.tablesmith.telemetry.RequestAttributes}
 * hands it to the SDK's own interceptors.
 */
public final class RequestOptions {

    private static final RequestOptions DEFAULTS = new RequestOptions(ReturnConsumedCapacity.NONE, null, Map.of(),
            null, List.of(), List.of(), List.of());

    private final ReturnConsumedCapacity consumedCapacity;
    private final Duration timeout;
    private final Map<String, Duration> timeouts;
    private final Duration attemptTimeout;
    private final List<RequestObserver> observers;
    private final List<Consumer<? super CallCapacity>> capacityListeners;
    private final List<MetricPublisher> metricPublishers;
    private final boolean isDefault;

    private RequestOptions(ReturnConsumedCapacity consumedCapacity, Duration timeout, Map<String, Duration> timeouts,
                           Duration attemptTimeout, List<RequestObserver> observers,
                           List<Consumer<? super CallCapacity>> capacityListeners, List<MetricPublisher> metricPublishers) {
        this.consumedCapacity = consumedCapacity;
        this.timeout = timeout;
        this.timeouts = timeouts;
        this.attemptTimeout = attemptTimeout;
        this.observers = observers;
        this.capacityListeners = capacityListeners;
        this.metricPublishers = metricPublishers;
        this.isDefault = consumedCapacity == ReturnConsumedCapacity.NONE && timeout == null && timeouts.isEmpty()
                && attemptTimeout == null && observers.isEmpty() && capacityListeners.isEmpty()
                && metricPublishers.isEmpty();
    }

    /** No capacity asked for, the client's own timeouts, no observer: what requests carry when nothing is set. */
    public static RequestOptions defaults() {
        return DEFAULTS;
    }

    /**
     * The same options, asking DynamoDB for the capacity each request consumes: {@code TOTAL}, or
     * {@code INDEXES} for each index's share too. {@code NONE} asks for none (unless an observer asks).
     */
    public RequestOptions withConsumedCapacity(ReturnConsumedCapacity mode) {
        Objects.requireNonNull(mode, "mode");
        if (mode == ReturnConsumedCapacity.UNKNOWN_TO_SDK_VERSION) {
            throw new IllegalArgumentException("ReturnConsumedCapacity is NONE, TOTAL or INDEXES, not " + mode);
        }
        return new RequestOptions(mode, timeout, timeouts, attemptTimeout, observers, capacityListeners,
                metricPublishers);
    }

    /**
     * The same options with an API call timeout for every call: the time a call's each request may
     * take, retries included (the SDK's {@code apiCallTimeout}, set on the request).
     */
    public RequestOptions withTimeout(Duration apiCallTimeout) {
        return new RequestOptions(consumedCapacity, positive(apiCallTimeout, "apiCallTimeout"), timeouts, attemptTimeout,
                observers, capacityListeners, metricPublishers);
    }

    /**
     * The same options with an API call timeout for the calls of one access pattern (the generated
     * method's name, such as {@code "byStatus"} or {@code "putAll"}); it takes precedence over
     * {@link #withTimeout(Duration)}.
     */
    public RequestOptions withTimeout(String accessPattern, Duration apiCallTimeout) {
        if (Objects.requireNonNull(accessPattern, "accessPattern").isBlank()) {
            throw new IllegalArgumentException("an access pattern is the name of a generated method, not blank");
        }
        Map<String, Duration> more = new HashMap<>(timeouts);
        more.put(accessPattern, positive(apiCallTimeout, "apiCallTimeout"));
        return new RequestOptions(consumedCapacity, timeout, Map.copyOf(more), attemptTimeout, observers,
                capacityListeners, metricPublishers);
    }

    /** The same options with a timeout for each HTTP attempt of a request (the SDK's {@code apiCallAttemptTimeout}). */
    public RequestOptions withAttemptTimeout(Duration apiCallAttemptTimeout) {
        return new RequestOptions(consumedCapacity, timeout, timeouts, positive(apiCallAttemptTimeout,
                "apiCallAttemptTimeout"), observers, capacityListeners, metricPublishers);
    }

    /**
     * The same options with one more observer, told of every request before it is sent and of its
     * outcome after (see {@link RequestObserver}); observers are called in the order added.
     */
    public RequestOptions withObserver(RequestObserver observer) {
        return new RequestOptions(consumedCapacity, timeout, timeouts, attemptTimeout,
                plus(observers, Objects.requireNonNull(observer, "observer")), capacityListeners, metricPublishers);
    }

    /**
     * The same options with one more listener, given once per call what its requests consumed in
     * all (on the thread that made the call, when it returns or throws). Capacity is asked for
     * ({@code TOTAL} at least) while a listener is installed.
     */
    public RequestOptions withCapacityListener(Consumer<? super CallCapacity> listener) {
        return new RequestOptions(consumedCapacity, timeout, timeouts, attemptTimeout, observers,
                plus(capacityListeners, Objects.requireNonNull(listener, "listener")), metricPublishers);
    }

    /** The same options with one more SDK metric publisher, set on each request (the SDK's per-request publishers). */
    public RequestOptions withMetricPublisher(MetricPublisher publisher) {
        return new RequestOptions(consumedCapacity, timeout, timeouts, attemptTimeout, observers, capacityListeners,
                plus(metricPublishers, Objects.requireNonNull(publisher, "publisher")));
    }

    /**
     * These options and {@code more}: {@code more}'s timeouts win, observers, listeners and publishers
     * of both apply (these first), and the larger capacity mode is asked for.
     */
    public RequestOptions with(RequestOptions more) {
        Objects.requireNonNull(more, "more");
        if (more == DEFAULTS || more == this) {
            return this;
        }
        if (this == DEFAULTS) {
            return more;
        }
        Map<String, Duration> merged = new HashMap<>(timeouts);
        merged.putAll(more.timeouts);
        return new RequestOptions(larger(consumedCapacity, more.consumedCapacity), more.timeout != null ? more.timeout : timeout, Map.copyOf(merged),
                more.attemptTimeout != null ? more.attemptTimeout : attemptTimeout, concat(observers, more.observers),
                concat(capacityListeners, more.capacityListeners), concat(metricPublishers, more.metricPublishers));
    }

    /**
     * {@code client}, sending every Tablesmith request with these options: repositories, queues,
     * locks, transactions and re-indexing built on the returned client are observed, time out and
     * report capacity as these options say. Requests sent on the returned client directly, not
     * through Tablesmith, pass through unchanged.
     */
    public DynamoDbClient applyTo(DynamoDbClient client) {
        return ObservedRequests.client(client, this);
    }

    /** The capacity mode asked for (before observers and listeners raise it). */
    public ReturnConsumedCapacity consumedCapacity() {
        return consumedCapacity;
    }

    /** The API call timeout of the calls of this access pattern, if one is set for it or for all. */
    public java.util.Optional<Duration> timeout(String accessPattern) {
        Duration own = timeouts.get(accessPattern);
        return java.util.Optional.ofNullable(own != null ? own : timeout);
    }

    /** The timeout of each HTTP attempt, if set. */
    public java.util.Optional<Duration> attemptTimeout() {
        return java.util.Optional.ofNullable(attemptTimeout);
    }

    /** The observers, in the order they are called. */
    public List<RequestObserver> observers() {
        return observers;
    }

    /** The listeners of each call's capacity. */
    public List<Consumer<? super CallCapacity>> capacityListeners() {
        return capacityListeners;
    }

    /** The SDK metric publishers each request is given. */
    public List<MetricPublisher> metricPublishers() {
        return metricPublishers;
    }

    /** Whether these options change nothing about a request: Tablesmith then sends it as it is. */
    public boolean isDefault() {
        return isDefault;
    }

    @Override
    public String toString() {
        return "RequestOptions[consumedCapacity=" + consumedCapacity + ", timeout=" + timeout + ", timeouts=" + timeouts
                + ", attemptTimeout=" + attemptTimeout + ", observers=" + observers.size() + ", capacityListeners="
                + capacityListeners.size() + ", metricPublishers=" + metricPublishers.size() + "]";
    }

    /** The mode that asks for more: {@code INDEXES} over {@code TOTAL} over {@code NONE}. */
    public static ReturnConsumedCapacity larger(ReturnConsumedCapacity one, ReturnConsumedCapacity other) {
        return rank(other) > rank(one) ? other : one;
    }

    private static int rank(ReturnConsumedCapacity mode) {
        return switch (mode) {
            case INDEXES -> 2;
            case TOTAL -> 1;
            default -> 0;
        };
    }

    private static Duration positive(Duration duration, String name) {
        Objects.requireNonNull(duration, name);
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException(name + " must be positive, but was " + duration);
        }
        return duration;
    }

    private static <E> List<E> plus(List<E> list, E element) {
        List<E> more = new ArrayList<>(list);
        more.add(element);
        return List.copyOf(more);
    }

    private static <E> List<E> concat(List<E> first, List<E> second) {
        if (second.isEmpty()) {
            return first;
        }
        if (first.isEmpty()) {
            return second;
        }
        List<E> both = new ArrayList<>(first);
        both.addAll(second);
        return List.copyOf(both);
    }
}
