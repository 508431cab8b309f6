package io.tablesmith.internal;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.async.AsyncResults;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.Collectors;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

/**
 * The retry loop both batch calls share. Work is a list of distinct keys; it goes out in
 * requests of at most {@code size} keys, up to {@link BatchOptions#parallelism()} in flight
 * (one after the other by default). Whatever a request leaves undone (unprocessed, or all of it
 * when the call was throttled) is sent again after a backoff, at most {@code maxAttempts} times
 * in all. When a request runs out of attempts (or fails otherwise) no further request starts;
 * those in flight finish, and the sender reports the leftovers of every request that gave up
 * together with every key never sent. Each key is in exactly one request, so nothing is sent
 * twice except what DynamoDB returned as not done.
 *
 * <p>With parallelism the {@link Request} runs on several threads at once.
 */
final class BatchSender {

    /** One request: sends these keys and returns those DynamoDB left unprocessed. */
    @FunctionalInterface
    interface Request {
        Set<ItemKey<?>> send(List<ItemKey<?>> keys);
    }

    /** One request of an async repository: sends these keys; completes with those left unprocessed. */
    @FunctionalInterface
    interface AsyncRequest {
        CompletableFuture<Set<ItemKey<?>>> send(List<ItemKey<?>> keys);
    }

    /**
     * Why and where the sender stopped.
     *
     * @param undone every key not done, in the order of the work
     * @param unsent how many of them (at the end) were never sent
     * @param attempts how often the last request was sent
     * @param cause the throttling error of the last attempt, the interruption, or {@code null}
     */
    record GaveUp(List<ItemKey<?>> undone, int unsent, int attempts, Throwable cause) {

        /** A message such as "putAll gave up: 3 of 26 items were not written: …". */
        String describe(String operation, String notDone, int total) {
            StringBuilder message = new StringBuilder(operation).append(" gave up: ")
                    .append(undone.size()).append(" of ").append(total).append(total == 1 ? " item was " : " items were ")
                    .append(notDone).append(": ");
            String tries = attempts + (attempts == 1 ? " attempt" : " attempts") + " (BatchOptions.maxAttempts)";
            if (cause instanceof InterruptedException) {
                message.append("the thread was interrupted while waiting to retry after attempt ").append(attempts);
            } else if (cause != null && !(cause instanceof AwsServiceException service && isThrottling(service))) {
                message.append("a request failed (").append(cause).append(')');
            } else if (cause != null) {
                message.append("DynamoDB still throttled the request after ").append(tries);
            } else {
                message.append("DynamoDB still returned them as unprocessed after ").append(tries);
            }
            if (unsent > 0) {
                message.append(", so the ").append(unsent).append(" after them were not sent");
            }
            message.append(". Not done: ");
            message.append(undone.stream().limit(5).map(key -> "[" + key + "]").collect(Collectors.joining(", ")));
            if (undone.size() > 5) {
                message.append(" and ").append(undone.size() - 5).append(" more");
            }
            return message.append("; keys() lists them all. Sending them again later is safe.").toString();
        }
    }

    private final Backoff backoff;

    BatchSender(Backoff backoff) {
        this.backoff = Objects.requireNonNull(backoff, "backoff");
    }

    Backoff backoff() {
        return backoff;
    }

    /**
     * Sends every key; empty when all were done, else what was left.
     *
     * @throws AwsServiceException the first error other than throttling, once the requests in flight have finished
     */
    Optional<GaveUp> sendAll(List<ItemKey<?>> work, int size, Request call) {
        return send(work, size, call, false);
    }

    /**
     * Sends every key as a request of its own, as {@link #sendAll} does; an error other than
     * throttling stops the work as there, but is reported as the cause of what was left undone
     * (its request's key among them) instead of thrown, so the caller can say what was done.
     */
    Optional<GaveUp> sendEach(List<ItemKey<?>> work, Request call) {
        return send(work, 1, call, true);
    }

    /**
     * {@link #sendAll} without a thread: up to {@link BatchOptions#parallelism()} requests in flight,
     * each retry scheduled after its backoff. Completes with the same report, or fails with the same error.
     */
    CompletableFuture<Optional<GaveUp>> sendAllAsync(List<ItemKey<?>> work, int size, AsyncRequest call) {
        return sendAsync(work, size, call, false);
    }

    /** {@link #sendEach} without a thread, as {@link #sendAllAsync}. */
    CompletableFuture<Optional<GaveUp>> sendEachAsync(List<ItemKey<?>> work, AsyncRequest call) {
        return sendAsync(work, 1, call, true);
    }

    private CompletableFuture<Optional<GaveUp>> sendAsync(List<ItemKey<?>> work, int size, AsyncRequest call,
                                                         boolean reportErrors) {
        List<List<ItemKey<?>>> requests = split(work, size);
        Requests run = new Requests(requests, null, reportErrors);
        int lanes = Math.max(1, Math.min(backoff.options().parallelism(), requests.size()));
        CompletableFuture<?>[] running = new CompletableFuture<?>[lanes];
        for (int i = 0; i < lanes; i++) {
            running[i] = run.lane(call);
        }
        return CompletableFuture.allOf(running).thenApply(done -> run.outcome());
    }

    private static List<List<ItemKey<?>>> split(List<ItemKey<?>> work, int size) {
        List<List<ItemKey<?>>> requests = new ArrayList<>((work.size() + size - 1) / size);
        for (int from = 0; from < work.size(); from += size) {
            requests.add(work.subList(from, Math.min(work.size(), from + size)));
        }
        return requests;
    }

    private Optional<GaveUp> send(List<ItemKey<?>> work, int size, Request call, boolean reportErrors) {
        List<List<ItemKey<?>>> requests = split(work, size);
        Requests run = new Requests(requests, call, reportErrors);
        int threads = Math.min(backoff.options().parallelism(), requests.size());
        if (threads <= 1) {
            run.work();
        } else {
            run.inParallel(threads);
        }
        return run.outcome();
    }

    /** The requests of one call and what became of each; shared by the threads sending them. */
    private final class Requests {

        private final List<List<ItemKey<?>>> requests;
        /** What sends a request of the blocking sender; {@code null} for the async one, whose lanes are given theirs. */
        private final Request call;
        private final boolean reportErrors;
        private final AtomicInteger next = new AtomicInteger();
        /** Per request: {@code null} never started, else its leftovers (empty when done). */
        private final AtomicReferenceArray<GaveUp> outcomes;
        private final AtomicReference<RuntimeException> failure = new AtomicReference<>();
        private volatile boolean stopped;

        Requests(List<List<ItemKey<?>>> requests, Request call, boolean reportErrors) {
            this.requests = requests;
            this.call = call;
            this.reportErrors = reportErrors;
            this.outcomes = new AtomicReferenceArray<>(requests.size());
        }

        /** Sends requests, each to its end, until none is left or one has given up. */
        void work() {
            int index;
            while (!stopped && (index = next.getAndIncrement()) < requests.size()) {
                GaveUp outcome;
                try {
                    outcome = send(requests.get(index));
                } catch (RuntimeException e) {
                    failure.compareAndSet(null, e);
                    outcomes.set(index, new GaveUp(requests.get(index), 0, 0, e));
                    stopped = true;
                    return;
                }
                outcomes.set(index, outcome);
                if (!outcome.undone().isEmpty()) {
                    stopped = true;
                }
            }
        }

        void inParallel(int threads) {
            List<Thread> helpers = new ArrayList<>(threads - 1);
            // the helpers' requests belong to the caller's call: named by it, their capacity counted in it
            Call caller = Call.handOff();
            Runnable work = () -> Call.within(caller, () -> {
                work();
                return null;
            });
            for (int i = 1; i < threads; i++) {
                Thread helper = new Thread(work, "tablesmith-batch-" + i);
                helper.setDaemon(true);
                helpers.add(helper);
                helper.start();
            }
            work();
            boolean interrupted = false;
            for (Thread helper : helpers) {
                while (helper.isAlive()) {
                    try {
                        helper.join();
                    } catch (InterruptedException e) {
                        // Stop the helpers' waits between retries; their requests report what they left undone.
                        interrupted = true;
                        stopped = true;
                        helpers.forEach(Thread::interrupt);
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        /** Sends requests one after the other without a thread, until none is left or one has given up. */
        CompletableFuture<Void> lane(AsyncRequest async) {
            int index;
            if (stopped || (index = next.getAndIncrement()) >= requests.size()) {
                return CompletableFuture.completedFuture(null);
            }
            return sendAsync(async, requests.get(index), 0, null).handle((outcome, thrown) -> {
                if (thrown != null) {
                    Throwable cause = AsyncResults.cause(thrown);
                    RuntimeException error = cause instanceof RuntimeException runtime ? runtime
                            : new CompletionException(cause);
                    failure.compareAndSet(null, error);
                    outcomes.set(index, new GaveUp(requests.get(index), 0, 0, error));
                    stopped = true;
                } else {
                    outcomes.set(index, outcome);
                    if (!outcome.undone().isEmpty()) {
                        stopped = true;
                    }
                }
                return index;
            }).thenCompose(sent -> lane(async));
        }

        /** {@link #send} of one request to its end, its retries scheduled after their backoff. */
        private CompletableFuture<GaveUp> sendAsync(AsyncRequest async, List<ItemKey<?>> pending, int attempts,
                                                    Throwable throttled) {
            if (pending.isEmpty()) {
                return CompletableFuture.completedFuture(new GaveUp(List.of(), 0, attempts, null));
            }
            if (attempts == backoff.options().maxAttempts()) {
                return CompletableFuture.completedFuture(new GaveUp(pending, 0, attempts, throttled));
            }
            long wait = attempts > 0 ? backoff.wait(attempts) : 0;
            Executor when = wait > 0
                    ? CompletableFuture.delayedExecutor(wait, TimeUnit.NANOSECONDS)
                    : Runnable::run;
            return CompletableFuture.supplyAsync(() -> async.send(pending), when).thenCompose(sending -> sending)
                    .handle((unprocessed, thrown) -> {
                        if (thrown == null) {
                            return sendAsync(async, pending.stream().filter(unprocessed::contains).toList(),
                                    attempts + 1, null);
                        }
                        Throwable cause = AsyncResults.cause(thrown);
                        if (cause instanceof AwsServiceException service && isThrottling(service)) {
                            return sendAsync(async, pending, attempts + 1, service);
                        }
                        return CompletableFuture.<GaveUp>failedFuture(cause);
                    }).thenCompose(next -> next);
        }

        /** The report: nothing, the first error other than throttling, or every key not done in work order. */
        Optional<GaveUp> outcome() {
            RuntimeException error = failure.get();
            if (error != null && !reportErrors) {
                throw error;
            }
            List<ItemKey<?>> undone = new ArrayList<>();
            int unsent = 0;
            GaveUp first = null;
            for (int i = 0; i < requests.size(); i++) {
                GaveUp outcome = outcomes.get(i);
                if (outcome == null) {
                    undone.addAll(requests.get(i));
                    unsent += requests.get(i).size();
                } else if (!outcome.undone().isEmpty()) {
                    undone.addAll(outcome.undone());
                    if (first == null) {
                        first = outcome;
                    }
                }
            }
            if (first == null) {
                return Optional.empty();
            }
            // An error that stopped the work is what the caller must hear of first.
            return Optional.of(new GaveUp(List.copyOf(undone), unsent, first.attempts(), error != null ? error : first.cause()));
        }

        /** One request to its end: empty leftovers when all was done. */
        private GaveUp send(List<ItemKey<?>> request) {
            int maxAttempts = backoff.options().maxAttempts();
            List<ItemKey<?>> pending = request;
            Throwable throttled = null;
            int attempts = 0;
            while (!pending.isEmpty()) {
                if (attempts == maxAttempts) {
                    return new GaveUp(pending, 0, attempts, throttled);
                }
                if (attempts > 0) {
                    try {
                        backoff.pause(attempts);
                    } catch (InterruptedException interrupted) {
                        Thread.currentThread().interrupt();
                        return new GaveUp(pending, 0, attempts, interrupted);
                    }
                }
                attempts++;
                try {
                    Set<ItemKey<?>> unprocessed = call.send(pending);
                    pending = pending.stream().filter(unprocessed::contains).toList();
                    throttled = null;
                } catch (AwsServiceException e) {
                    if (!isThrottling(e)) {
                        throw e;
                    }
                    throttled = e;
                }
            }
            return new GaveUp(List.of(), 0, attempts, null);
        }
    }

    /** DynamoDB refused the whole call for its rate, so nothing of it was done and it may be sent again. */
    static boolean isThrottling(AwsServiceException e) {
        return e instanceof ProvisionedThroughputExceededException
                || e instanceof RequestLimitExceededException
                || e instanceof ThrottlingException
                || e.isThrottlingException();
    }

    /** The table key of an item or key map, as DynamoDB returns them; {@code null} if it has none. */
    static ItemKey<?> keyIn(Map<String, AttributeValue> attributes) {
        AttributeValue partition = attributes.get(ItemKey.PARTITION_ATTRIBUTE);
        AttributeValue sort = attributes.get(ItemKey.SORT_ATTRIBUTE);
        return partition == null || sort == null || partition.s() == null || sort.s() == null
                ? null
                : new ItemKey<>(partition.s(), sort.s());
    }
}
