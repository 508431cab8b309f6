package io.tablesmith.internal;

import io.tablesmith.Capacity;
import io.tablesmith.RequestOptions;
import io.tablesmith.telemetry.CallCapacity;
import io.tablesmith.telemetry.RequestCapacity;
import io.tablesmith.telemetry.RequestObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * One call of a generated method (an access pattern) while it runs: its name, the options its
 * requests carry, and what they consumed. {@link TranslatingClient} reads the call open on the
 * sending thread and names, prepares and observes each request by it, so no feature names its own
 * requests. A call that a feature opens while one of its own is open joins it (a lock's
 * {@code acquire} tries {@code tryAcquire}: the requests are {@code acquire}'s); a call of another
 * feature (a repository used in a change handler) is a call of its own until it returns. Work a call
 * hands to other threads (parallel batch requests) runs {@link #within} it.
 */
public final class Call implements AutoCloseable {

    private static final ThreadLocal<Call> CURRENT = new ThreadLocal<>();

    /**
     * Whether a call with options was ever opened in this JVM: until one is, no thread has a call to
     * mask or join, and a feature with default options looks at no thread-local at all.
     */
    private static volatile boolean anyOpened;

    /** What {@link #open} returns when there is nothing to do: requests go as they are. */
    private static final Call NONE = new Call(null, "", "", RequestOptions.defaults(), null, false);

    private final Calls origin;
    private final Call previous;
    private final String entityType;
    private final String accessPattern;
    private final RequestOptions options;
    private final ReturnConsumedCapacity capacityMode;
    private final boolean owner;
    /** A call of an async repository: its requests name it explicitly, so it is never this thread's call. */
    private final boolean detached;
    private Capacity total = Capacity.NONE;
    private List<RequestCapacity> requests;

    private Call(Calls origin, String entityType, String accessPattern, RequestOptions options, Call previous,
                 boolean owner) {
        this(origin, entityType, accessPattern, options, previous, owner, false);
    }

    private Call(Calls origin, String entityType, String accessPattern, RequestOptions options, Call previous,
                 boolean owner, boolean detached) {
        this.detached = detached;
        this.origin = origin;
        this.previous = previous;
        this.entityType = entityType;
        this.accessPattern = accessPattern;
        this.options = options;
        this.owner = owner;
        ReturnConsumedCapacity mode = options.consumedCapacity();
        for (RequestObserver observer : options.observers()) {
            mode = RequestOptions.larger(mode, observer.consumedCapacity());
        }
        if (!options.capacityListeners().isEmpty()) {
            mode = RequestOptions.larger(mode, ReturnConsumedCapacity.TOTAL);
            requests = new ArrayList<>();
        }
        this.capacityMode = mode;
    }

    /**
     * Opens the call of {@code accessPattern} on this thread, or joins the call of the same feature
     * already open; close it when the method returns. With default options and no call open, nothing
     * is opened and requests go as they are.
     */
    static Call open(Calls origin, String accessPattern) {
        if (!anyOpened) {
            if (origin.options().isDefault()) {
                return NONE;
            }
            anyOpened = true;
        }
        Call current = CURRENT.get();
        if (current == null ? origin.options().isDefault() : current.origin == origin) {
            return NONE;
        }
        Call call = new Call(origin, origin.entityType(), accessPattern, origin.options(), current, true);
        CURRENT.set(call);
        return call;
    }

    /**
     * A call of {@code accessPattern} bound to no thread, for requests that complete on other threads
     * (the async repositories name it on each request); {@code null} with default options: requests go
     * as they are. {@link #close} it when its last request has completed.
     */
    static Call detached(Calls origin, String accessPattern) {
        if (origin.options().isDefault()) {
            return null;
        }
        return new Call(origin, origin.entityType(), accessPattern, origin.options(), null, true, true);
    }

    /** The call open on this thread that changes its requests, or {@code null}. */
    static Call current() {
        if (!anyOpened) {
            return null;
        }
        Call call = CURRENT.get();
        return call == null || call.options.isDefault() ? null : call;
    }

    /** The call open on this thread, to hand to work on other threads with {@link #within}; {@code null} if none. */
    public static Call handOff() {
        return anyOpened ? CURRENT.get() : null;
    }

    /** Runs {@code work} on this thread as part of {@code call} (from {@link #handOff}; {@code null}: of no call). */
    public static <R> R within(Call call, Supplier<R> work) {
        if (call == null) {
            return work.get();
        }
        Call before = CURRENT.get();
        CURRENT.set(call);
        try {
            return work.get();
        } finally {
            if (before == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(before);
            }
        }
    }

    String entityType() {
        return entityType;
    }

    String accessPattern() {
        return accessPattern;
    }

    RequestOptions options() {
        return options;
    }

    /** The capacity to ask DynamoDB for: the largest the options, the observers and the listeners need. */
    ReturnConsumedCapacity capacityMode() {
        return capacityMode;
    }

    /** Adds what one request of the call consumed; requests of a call may answer on several threads. */
    synchronized void add(RequestCapacity request) {
        total = total.plus(request.capacity());
        if (requests != null) {
            requests.add(request);
        }
    }

    /** What the call's requests consumed so far; empty when no capacity was asked for. */
    public synchronized java.util.Optional<Capacity> consumed() {
        return capacityMode == ReturnConsumedCapacity.NONE ? java.util.Optional.empty() : java.util.Optional.of(total);
    }

    /** What the call consumed so far, if this thread is in a call that asked for capacity. */
    public static java.util.Optional<Capacity> consumedSoFar() {
        Call call = current();
        return call == null ? java.util.Optional.empty() : call.consumed();
    }

    /** Ends the call: the listeners learn what it consumed. A joined call ends with the call it joined. */
    @Override
    public void close() {
        if (!owner) {
            return;
        }
        if (!detached) {
            if (previous == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(previous);
            }
        }
        if (requests != null) {
            CallCapacity consumed;
            synchronized (this) {
                consumed = new CallCapacity(entityType, accessPattern, total, requests);
            }
            for (Consumer<? super CallCapacity> listener : options.capacityListeners()) {
                try {
                    listener.accept(consumed);
                } catch (RuntimeException ignored) {
                    // a listener never changes the outcome of the call it listens to
                }
            }
        }
    }
}
